/**
 * Compile in three browsers: Ada on a desktop hosts, Bob joins on a phone through the invite
 * link, Eve watches. They draft by clicking the protocols and play turns by clicking cards,
 * lines and buttons, until the non-active player has made a decision mid-turn, a "may" has
 * been skipped and a reveal has reached every screen. After every step neither the
 * opponent's nor the spectator's screen draws a face-down card's face.
 * Screenshots: test/artifacts/compile-*.png.
 */
import { compile, games, type AnyGame, type CompileView } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { TableClient } from '../../workshop/src/tableClient';
import { faceDownLeaks, vagueOptions } from './compileTable';
import { browserFixture } from './fixture';
import { describeTable } from './game';
import { copied, DESKTOP, enabled, openGameMenu, type Person, PHONE } from './people';

jest.setTimeout(15 * 60_000);

/**
 * One deal, always the same: on some deals the game ended before any card revealed one (a
 * fresh-clone run of #46 saw it), and the test's own choices are fixed, so the game it plays is
 * the same each run. The rules are played on many deals elsewhere (golden games, the audits).
 */
const DEALT: AnyGame = { ...compile, setup: (_seed, seats, options) => compile.setup('5eed5eed5eed5eed5eed5eed5eed5eed', seats, options) };
const at = browserFixture({ games: games.map((game) => (game.id === compile.id ? DEALT : game)) });
/** Steps are bounded, not timed: enough for the three sights on this deal. */
const MAX_STEPS = 400;
/** Protocols each drafter prefers, so that reveals (Light 4, Psychic 0) and decisions of the
 *  opponent's (Plague's discards, Darkness 1's flips) come up soon. */
const PREFERENCES = ['light', 'plague', 'psychic', 'darkness', 'fire', 'spirit', 'gravity', 'water', 'life', 'metal', 'speed', 'death'];

test('draft and play Compile: a decision by the non-active player, a skipped "may", a reveal; no face-down face leaks', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-compile').click();
  // The chosen game shows it: its border is the accent, the others' are not.
  const border = (id: string) =>
    ada.testId(id).evaluate((button) => {
      const style = getComputedStyle(button);
      return style.borderTopWidth === '0px' ? 'none' : style.borderTopColor;
    });
  expect(await border('game-compile')).not.toBe('none');
  expect(await border('game-compile')).not.toBe(await border('game-kompromat'));
  await ada.testId('name-input').fill('Ada');
  await ada.screenshot('compile-01-landing');
  await ada.testId('create-table').click();
  await ada.testId('invite-link').waitFor();
  // The lobby names the game, and its lines end as sentences do.
  const lobby = await ada.testId('lobby').textContent();
  expect(lobby).toMatch(/^Compile — Waiting for players/);
  expect(lobby).toMatch(/1 of 2 seats taken\. The game needs 2 players\./);
  const invite = await copied(ada, 'copy-invite');
  await openGameMenu(ada);
  const watch = await copied(ada, 'copy-watch');
  await ada.testId('game-menu-open').click();

  const bob = await at.open('Bob', PHONE);
  await bob.page.goto(invite);
  await bob.testId('name-input').fill('Bob');
  await bob.testId('join-table').click();
  await bob.testId('lobby').waitFor();
  const eve = await at.open('Eve', DESKTOP);
  await eve.page.goto(watch);
  await eve.testId('lobby').waitFor();
  // A programmatic spectator tells the test whose turn it is; the people see only their screens.
  const roomId = new URL(watch).pathname.split('/').pop()!;
  const observer = await TableClient.join(at.endpoint, roomId, { watch: decodeURIComponent(new URL(watch).hash.replace('#watch=', '')) });
  at.bots.push(observer);

  await ada.testId('seat-list').getByText('Bob').waitFor();
  await ada.testId('start-game').click();
  const people = [ada, bob];
  const everyone = [ada, bob, eve];
  for (const person of everyone) await person.waitForObject('seat:0', 'the table');
  const seatOf = new Map<Person, number>();
  for (const person of people) {
    const scene = await person.scene();
    const plate = scene.find((object) => object.kind === 'seat' && object.label === person.name)!;
    seatOf.set(person, Number(plate.id.split(':')[1]));
  }
  const view = () => observer.view as unknown as CompileView;
  /** Resolves once the observer holds a view after `before`. */
  const observed = async (before: CompileView) => {
    for (let polls = 0; view() === before && polls < 300; polls++) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const fail = async (message: string): Promise<never> => {
    throw new Error(`${message}\n${await describeTable(everyone)}`);
  };

  const sights = { otherSeatDecided: false, skipped: false, reveal: false };
  let shots = 0;
  for (let step = 0; step < MAX_STEPS && !(sights.otherSeatDecided && sights.skipped && sights.reveal && step > 40); step++) {
    const before = view();
    if (before.result) break;
    const seat = before.waitingFor[0];
    if (seat === undefined) await fail('nobody is asked anything');
    const actor = people.find((person) => seatOf.get(person) === seat)!;
    await actor.waitUntilStill();
    let scene = await actor.scene();
    // A reveal or an open card lies over the table: read it, then put it away.
    const dismiss = scene.find((object) => object.id === 'button:dismiss');
    if (dismiss) {
      await actor.click(dismiss);
      await actor.waitForScene('the table again', (now) => !now.some((object) => object.id === 'button:dismiss'));
      scene = await actor.scene();
    }
    if (before.turn && before.turn.seat !== seat) sights.otherSeatDecided = true;
    const action = chooseObject(scene, before, sights);
    if (!action) await fail(`${actor.name} is asked but offered nothing`);
    const renders = await Promise.all(everyone.map((person) => person.renders()));
    if (action!.id === 'button:skip') sights.skipped = true;
    // A covered card shows only its band above the card on it: a person taps the band.
    await actor.click(action!.id.startsWith('card:') ? { ...action!, h: Math.min(action!.h, 16) } : action!);
    // Hand cards, protocols and a rearrange's order are chosen on the screen first; a line or a button sends.
    const local = ['hand:', 'draft:', 'protocol:', 'button:arrange:', 'button:reset'];
    const sent = !local.some((prefix) => action!.id.startsWith(prefix)) && action!.id !== 'button:face';
    if (sent) {
      await Promise.all(
        everyone.map((person, i) =>
          person.page.waitForFunction((n) => (window.deadDrop?.renders ?? 0) > n, renders[i]!, { timeout: 30_000 }),
        ),
      ).catch(async () => {
        await actor.screenshot('compile-failed');
        return fail(`no update after ${actor.name} clicked ${action!.id}`);
      });
      await observed(before);
    } else {
      await actor
        .waitForChange({ renders: renders[people.indexOf(actor)]!, scene }, `choosing ${action!.id}`)
        .catch(async (error: Error) => {
          await actor.screenshot('compile-failed');
          return fail(error.message);
        });
    }
    for (const person of everyone) {
      const now = await person.scene();
      const leaks = faceDownLeaks(now, seatOf.get(person) ?? null, view().shown);
      if (leaks.length > 0) await fail(`${person.name}'s screen: ${leaks.join('; ')}`);
      // Every option says which card, line or protocol it is (#26 item 2).
      const vague = vagueOptions(now);
      if (vague.length > 0) await fail(`${person.name}'s options: ${vague.join('; ')}`);
      if (person === eve && now.some((object) => object.id === 'button:dismiss' || object.compileCard?.shown)) sights.reveal = true;
    }
    if (sights.reveal && shots === 0) {
      shots++;
      await eve.screenshot('compile-04-reveal-spectator');
      await bob.screenshot('compile-04-reveal-phone');
      for (const person of everyone) {
        const close = (await person.scene()).find((object) => object.id === 'button:dismiss');
        if (close && person === eve) await person.click(close);
      }
    }
    if (step === 3) await ada.screenshot('compile-02-draft');
    if (step === 24) {
      await ada.screenshot('compile-03-desktop');
      await bob.screenshot('compile-03-phone');
      await eve.screenshot('compile-03-spectator');
    }
  }
  await ada.screenshot('compile-05-desktop-late');
  await bob.screenshot('compile-05-phone-late');
  expect(sights).toEqual({ otherSeatDecided: true, skipped: true, reveal: true });

  // The landing page lists the table once, with a way back to it: among the games in play
  // while it runs (once the server has said so), else among this browser's tables.
  await ada.page.goto(`${at.origin}/`, { waitUntil: 'networkidle' });
  const listed = ada.page.locator('[data-testid="your-table"]:visible, [data-testid="table-history"] li:visible');
  expect(await listed.allTextContents()).toEqual([expect.stringMatching(/^Compile — (Your move|Waiting for Bob|Ada, Bob · finished)/)]);
  await ada.screenshot('compile-06-landing-history');
  await listed.getByRole('link').click();
  await ada.waitForObject('seat:0', 'the table again');
});

/**
 * What a person clicks: a "may" is skipped the first time; the draft follows the
 * preferences; a discard picks cards until it may be confirmed; otherwise a card to play
 * (then its line), a target, a line or an option, as offered.
 */
function chooseObject(scene: SceneObject[], view: CompileView, sights: { skipped: boolean }): SceneObject | undefined {
  const offered = enabled(scene);
  const byId = (id: string) => offered.find((object) => object.id === id);
  if (!sights.skipped && byId('button:skip')) return byId('button:skip');
  const draft = scene.find((object) => object.id === 'button:draft');
  if (draft) return draft;
  if (view.draft) {
    const tiles = enabled(scene, 'draft:');
    return PREFERENCES.map((protocol) => tiles.find((tile) => tile.id === `draft:${protocol}`)).find(Boolean);
  }
  const confirm = byId('button:discard') ?? byId('button:confirm');
  if (confirm) return confirm;
  // A rearrange: one's own protocols, tapped last first, so the order differs from the one they have.
  const arrange = offered.find((object) => object.id.startsWith('button:arrange:'));
  const protocols = enabled(scene, 'protocol:');
  if (protocols.length > 0) return protocols.at(-1);
  if (arrange && view.prompt?.ask === 'rearrange') return arrange;
  if (view.prompt?.ask === 'discard') return offered.find((object) => object.id.startsWith('hand:') && !object.compileCard?.chosen);
  const lines = enabled(scene, 'line:');
  const targets = offered.filter((object) => object.id.startsWith('card:'));
  const buttons = offered.filter((object) => object.kind === 'button' && object.id !== 'button:refresh' && object.id !== 'button:face');
  if (lines.length > 0) return lines[0];
  if (targets.length > 0) return targets[0];
  const hand = enabled(scene, 'hand:');
  if (hand.length > 0) return hand[0];
  return buttons[0] ?? byId('button:refresh');
}
