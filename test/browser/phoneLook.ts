/**
 * A phone's screen measured in the page, for the judges of layoutMatrix.ts (`phoneProblems`):
 * the layout matrix looks at every game's table with it, and the lessons at each step on a phone.
 */
import type { Page } from 'playwright-core';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { phoneProblems, type HeaderLook, type PhonePage } from './layoutMatrix';
import type { Person } from './people';

/**
 * What the page around the canvas shows (see `PhonePage`), measured in the page; the names and
 * the status line are the scene's, which the page judges for what lies over them.
 */
export async function phonePage(person: Person, scene: readonly SceneObject[]): Promise<PhonePage> {
  const words = scene
    .filter((o) => /^(name|seat|plate):\d+$/.test(o.id) || o.id === 'status')
    .map(({ id, x, y, w, h }) => ({ id, x, y, w, h }));
  const header = await headerLook(person.page);
  const page = await person.page.evaluate((words) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    // Inside a closed <details> an element keeps a box: checkVisibility says it is not drawn.
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && e.checkVisibility();
    };
    const named = (e: Element) =>
      (e as HTMLElement).dataset.testid ?? `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
    const root = document.scrollingElement!;
    const scrolled = [
      ...(root.scrollTop > 0 || root.scrollHeight > root.clientHeight + 1 ? ['the page'] : []),
      ...[...document.querySelectorAll('.board')]
        .filter((e) => e.scrollTop > 0 || e.scrollHeight > e.clientHeight + 1)
        .map(() => 'the board'),
    ];
    // What a finger would hit at a point: the element itself (or inside it), or something over it.
    const on = (e: Element, r: { x: number; y: number; w: number; h: number }) => {
      const x = r.x + r.w / 2;
      const y = r.y + r.h / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
      const top = document.elementFromPoint(x, y);
      return !!top && (e.contains(top) || top.contains(e));
    };
    const controls = [
      ...document.querySelectorAll(
        '.topbar button, .topbar summary, .topbar select, .board button, .board select, .board summary, .board input',
      ),
    ]
      .filter((e) => shown(e) && !e.closest('.action-bar:not(:focus-within):not(.coaching)'))
      // A checkbox is tapped by its words too: the label is its target.
      .map((e) => e.closest('label') ?? e)
      // A move: what sends one (the composer's send buttons and one-tap answers, an accusation, undo),
      // not what only edits the draft of one (add a statement).
      .map((e) => ({
        id: named(e),
        ...box(e),
        action: e.matches('.composer button.primary, .composer > button, .accuse-row button, .undo-button'),
        hit: on(e, box(e)),
      }));
    const popups = [
      ...document.querySelectorAll(
        '.table-menu[open] .menu-items, .card-link, .end-overlay:not([hidden]) > *, .why-not, .round-summary, .toast',
      ),
    ]
      .filter(shown)
      .map((e) => ({ id: named(e), ...box(e) }));
    const canvas = document.querySelector('[data-testid="table-canvas"]')!;
    const frame = document.querySelector('.stage-canvas')!.getBoundingClientRect();
    // Words panned out of the table's frame (a table taller than its room) are not covered: away.
    const inFrame = (w: { x: number; y: number; w: number; h: number }) => w.y + w.h / 2 >= frame.top && w.y + w.h / 2 <= frame.bottom;
    const status = document.querySelector('[data-testid="mh-status"]');
    // A dialog (the end of the game, the rules, a round's account) covers the table on purpose.
    const overADialog = (e: Element | null) => !!e?.closest('[role="dialog"], .round-summary');
    const covered = document.querySelector('.end-overlay:not([hidden])')
      ? []
      : [
          // Named with what lies over it, for whoever reads a failure.
          ...words
            .filter((w) => inFrame(w) && !on(canvas, w))
            .flatMap((w) => {
              const over = document.elementFromPoint(w.x + w.w / 2, w.y + w.h / 2);
              return overADialog(over) ? [] : [`${w.id} (under ${over ? named(over) : 'nothing'})`];
            }),
          ...(status && shown(status) && !on(status, box(status)) ? ['mh-status'] : []),
          ...controls.filter((c) => c.action && !c.hit).map((c) => c.id),
        ];
    return {
      viewport: { width: innerWidth, height: innerHeight },
      scrolled,
      table: box(document.querySelector('.canvas-host')!),
      stage: box(document.querySelector('.stage-canvas')!),
      controls: controls.map(({ hit, ...control }) => control),
      popups,
      covered,
    };
  }, words);
  return { ...page, header };
}

/**
 * The header as measured in the page (see `HeaderLook`), on any page that has one (a lobby, a
 * table, its end): its controls in sight, open menus' items too, each with the words it shows.
 */
export function headerLook(page: Page): Promise<HeaderLook> {
  return page.evaluate(() => {
    const header = document.querySelector('.topbar')!;
    const r = header.getBoundingClientRect();
    const named = (e: HTMLElement) => e.dataset.testid ?? `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
    const wordless = [...header.querySelectorAll<HTMLElement>('a, button, summary, select')]
      .filter((e) => e.getClientRects().length > 0 && e.checkVisibility())
      // Words: two letters in a row at least, in any script ("EN" is a word, "?" and "♪" are not).
      .filter((e) => !/\p{L}{2}/u.test(e.textContent ?? ''))
      .map(named);
    return { x: r.x, y: r.y, w: r.width, h: r.height, scrollWidth: header.scrollWidth, clientWidth: header.clientWidth, wordless };
  });
}

/**
 * A phone's problems on this screen, with the Game menu opened once to see where it drops and
 * that its items are words (unless `menu` is false, or the end screen lies over it).
 */
export async function phoneLook(person: Person, scene: readonly SceneObject[], { menu: withMenu = true } = {}): Promise<string[]> {
  const problems = phoneProblems(scene, await phonePage(person, scene));
  const menu = person.testId('game-menu-open');
  if (withMenu && (await menu.isVisible()) && !(await person.testId('end-screen').isVisible())) {
    await menu.click();
    problems.push(
      ...phoneProblems([], await phonePage(person, [])).filter(
        (problem) => problem.startsWith('pop-up') || problem.endsWith('shows no words'),
      ),
    );
    await menu.click();
  }
  return problems;
}
