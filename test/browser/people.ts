/**
 * A person at the table: one browser context (its own storage, so its own seat token) and
 * one page, read and clicked through the page's probe (`window.deadDrop`) like a person would.
 */
// The probe's declaration of `window.deadDrop`, for the page functions every browser test writes.
/// <reference path="../../client/src/pages/pageProbe.ts" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');
/** Pictures asked for (`npm run shots`): they are then drawn as a player's screen draws them. */
const SHOTS = process.env.SHOTS === '1';

/** How long one page may take to show what a step waits for: software WebGL on 2 busy cores. */
export const UI_WAIT_MS = 30_000;

export interface Device {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}

export const DESKTOP: Device = { viewport: { width: 1280, height: 720 } };
/** A phone's CSS viewport; its pixel ratio stays 1 to spare the software renderer. */
export const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

export class Person {
  /** What Chromium refused under the page's Content-Security-Policy: must stay empty. */
  readonly cspViolations: string[] = [];

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly touch: boolean,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) this.cspViolations.push(message.text());
    });
  }

  static async open(browser: Browser, name: string, origin: string, device: Device, motion: boolean): Promise<Person> {
    const context = await browser.newContext({ ...device, locale: 'en-US' });
    // Clipboard access is what a person grants when the site asks; headless cannot ask.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // First-time tips off, unless a test turned them on: they would change every other test's table.
    // So is the confirm step before a final move, which a touch screen has by default (#42):
    // test/browser/confirmFinal.test.ts turns it back to the default.
    await context.addInitScript(() => {
      if (localStorage.getItem('deaddrop.tips.off') === null) localStorage.setItem('deaddrop.tips.off', '1');
      if (localStorage.getItem('deaddrop.confirmFinal') === null) localStorage.setItem('deaddrop.confirmFinal', '0');
    });
    // Switches of the client for tests (client/src/pages/pageProbe.ts): frames drawn cheaper unless
    // pictures are asked for, motion off.
    await context.addInitScript(
      ({ motion, cheap }) => {
        if (cheap) window.deadDropCheapFrames = true;
        if (!motion) window.deadDropNoMotion = true;
      },
      { motion, cheap: !SHOTS },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    return new Person(name, context, page, device.hasTouch === true);
  }

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  /** What the hook lists now; empty before the table is drawn. */
  async scene(): Promise<SceneObject[]> {
    return this.page.evaluate(() => window.deadDrop?.scene() ?? []);
  }

  /** The scene, or why the hook could not list it (while a page is still starting up). */
  async sceneOrError(): Promise<SceneObject[] | string> {
    return this.page
      .evaluate(() => {
        try {
          return window.deadDrop?.scene() ?? [];
        } catch (error) {
          return String(error);
        }
      })
      .catch((error: unknown) => `${String(error)}`);
  }

  async renders(): Promise<number> {
    return this.page.evaluate(() => window.deadDrop?.renders ?? 0);
  }

  /** Clicks at the object's centre: a tap on a touch screen, a mouse click elsewhere. */
  async click(object: SceneObject): Promise<void> {
    // A person reads the account of the round that ended, then closes it, before playing on.
    const summary = this.testId('round-summary-close');
    if (await summary.isVisible()) await summary.click();
    const x = object.x + object.w / 2;
    const y = object.y + object.h / 2;
    if (this.touch) await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y);
  }

  /**
   * Resolves once the hook has drawn another server update or offers something else; a scene
   * whose objects only moved (a tween) has not changed.
   */
  async waitForChange(before: { renders: number; scene: SceneObject[] }, what: string): Promise<void> {
    const offer = JSON.stringify(before.scene.map(withoutPlace));
    await this.page
      .waitForFunction(
        ({ renders, offer }) => {
          const hook = window.deadDrop;
          if (hook === undefined) return false;
          if (hook.renders > renders) return true;
          const now = hook.scene().map(({ x, y, w, h, ...rest }) => rest);
          return JSON.stringify(now) !== offer;
        },
        { renders: before.renders, offer },
        { timeout: UI_WAIT_MS, polling: 50 },
      )
      .catch((error: unknown) => {
        throw new Error(`${this.name}: no change after ${what}: ${String(error)}`);
      });
  }

  /** Waits until nothing on the canvas moves, as a person waits for a card to land before clicking. */
  async waitUntilStill(): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const state = window as unknown as { stillSince?: { scene: string; polls: number } };
        const scene = JSON.stringify(window.deadDrop?.scene() ?? []);
        const last = state.stillSince;
        state.stillSince = { scene, polls: last?.scene === scene ? last.polls + 1 : 0 };
        return state.stillSince.polls >= 2;
      },
      undefined,
      { timeout: UI_WAIT_MS, polling: 50 },
    );
  }

  async waitForScene(what: string, ready: (scene: SceneObject[]) => boolean): Promise<SceneObject[]> {
    const deadline = Date.now() + UI_WAIT_MS;
    for (;;) {
      const scene = await this.sceneOrError();
      if (typeof scene !== 'string' && ready(scene)) return scene;
      if (Date.now() > deadline) {
        throw new Error(`${this.name}: gave up waiting for ${what}; scene: ${typeof scene === 'string' ? scene : describeScene(scene)}`);
      }
      await this.page.waitForTimeout(100);
    }
  }

  /** Waits inside the page (cheaper than reading scenes from here) for an object to be drawn. */
  async waitForObject(id: string, what: string): Promise<void> {
    await this.page
      .waitForFunction(
        (id) => {
          try {
            return window.deadDrop?.scene().some((object) => object.id === id) ?? false;
          } catch {
            return false;
          }
        },
        id,
        { timeout: UI_WAIT_MS, polling: 50 },
      )
      .catch((error: unknown) => {
        throw new Error(`${this.name}: ${what} not drawn: ${String(error)}`);
      });
  }

  async logLines(): Promise<string[]> {
    return this.testId('game-log').locator('li').allTextContents();
  }

  async screenshot(stage: string): Promise<void> {
    await shoot(this.page, stage);
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}

/**
 * test/artifacts/<stage>.png, when asked for with `SHOTS=1`: nothing asserts on a picture, and
 * software rendering makes each one cost a CI run time (docs/testing.md).
 */
export async function shoot(page: Page, stage: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${stage}.png`) });
}

/** An object without its place on screen: what it offers and shows. */
function withoutPlace({ x, y, w, h, ...rest }: SceneObject): Omit<SceneObject, 'x' | 'y' | 'w' | 'h'> {
  return rest;
}

/** What the person copied with a copy button, read back from the clipboard. */
export async function copied(person: Person, button: string): Promise<string> {
  await person.testId(button).click();
  return person.page.evaluate(() => navigator.clipboard.readText());
}

export function enabled(scene: SceneObject[], prefix = ''): SceneObject[] {
  return scene.filter((object) => object.enabled && object.id.startsWith(prefix));
}

/** One line per object, for failure messages that show what a page offered. */
export function describeScene(scene: SceneObject[]): string {
  if (scene.length === 0) return '(nothing drawn)';
  return scene
    .map((o) => {
      const card = o.card
        ? ` ${o.card.up ? 'up' : 'down'}${o.card.rank === undefined ? '' : `=${o.card.rank}`}${o.card.shown ? ' shown' : ''}`
        : '';
      return `\n  ${o.enabled ? '*' : ' '} ${o.id} "${o.label}"${card}`;
    })
    .join('');
}

/** The landing page's "play against bots": the game, the number of players and how well the
 *  bots play, then the table. */
export async function playAgainstBots(person: Person, origin: string, game: string, seats?: number, level?: string): Promise<void> {
  await person.page.goto(`${origin}/`);
  await person.testId(`game-${game}`).click();
  await person.testId('name-input').fill(person.name);
  if (seats !== undefined) await person.testId('seat-count').selectOption(String(seats));
  if (level !== undefined) await person.testId('bot-level').selectOption(level);
  await person.testId('play-bots').click();
  await person.testId('game-log').waitFor();
}

/** The table's Game menu, opened unless it is: its items are the switches (sound, alerts), moving
 *  the seat, the watch link and "Leave table" (#42). */
export async function openGameMenu(person: Person): Promise<void> {
  if ((await person.testId('game-menu').getAttribute('open')) === null) await person.testId('game-menu-open').click();
}

/** The Game menu's "Leave table", confirmed in its dialog: the landing page comes next. */
export async function leaveTable(person: Person): Promise<void> {
  await openGameMenu(person);
  await person.testId('leave-table').click();
  await person.testId('leave-yes').click();
  await person.testId('table-history').waitFor();
}

/** The landing page's "create table" for `game`: the table's invite and spectator links. */
export async function createTableAs(person: Person, origin: string, game: string): Promise<{ invite: string; watch: string }> {
  await person.page.goto(`${origin}/`);
  await person.testId(`game-${game}`).click();
  await person.testId('name-input').fill(person.name);
  await person.testId('create-table').click();
  await person.testId('invite-link').waitFor();
  return { invite: await person.testId('invite-link').inputValue(), watch: await person.testId('watch-link').inputValue() };
}

/** An invitation taken up: the name given, the lobby reached. */
export async function joinAs(person: Person, invite: string): Promise<void> {
  await person.page.goto(invite);
  await person.testId('name-input').fill(person.name);
  await person.testId('join-table').click();
  await person.testId('lobby').waitFor();
}
