/**
 * Two people play a whole game of Kompromat through the canvas while a third watches; what
 * every screen shows is checked after every step. Step counts bound the game, not clocks:
 * a failure says what each screen offered.
 */
import { kompromat, kompromatCards, type AnyGame } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { describeScene, enabled, type Person, UI_WAIT_MS } from './people';
import { logLeak, newLines, secrecyViolations } from './secrecy';
import { isTargeting, Strategy, type Move } from './strategy';

export type Scenes = Map<Person, SceneObject[]>;

/**
 * Kompromat from its fifth round of six, dealt as a first round is: a round's end and the game's
 * at a third of a whole game's clicks. Every round plays by the same rules (the rule and server
 * tests play whole games); the round's number only names who starts, which is the first seat again.
 */
export const lastRounds: AnyGame = {
  ...kompromat,
  setup: (seed, seats, options) => ({ ...kompromat.setup(seed, seats, options), round: kompromatCards.ROUNDS - 1 }),
};

export interface Tally {
  steps: number;
  /** Hidden draws whose value the owner's screen showed right after drawing them. */
  ownValuesSeen: number;
  /** Turns after which the owner's screen turned those values back into backs. */
  hiddenAfterStop: number;
  /** Hidden draws after which the opponent's and spectator's logs were searched for the value. */
  logChecks: number;
  itemsClicked: number;
}

export interface GameHooks {
  /** Runs before each step with fresh scenes; returns true when it changed a page (a reload). */
  beforeStep?(step: number, scenes: Scenes): Promise<boolean>;
}

/** A game of 6 rounds takes about 200 actions; this leaves room for item targeting. */
const MAX_STEPS = 1500;

/** The seat whose name plate (`seat:<n>`) carries this person's name. */
export function seatOf(scene: SceneObject[], name: string): number | undefined {
  const plate = scene.find((object) => object.kind === 'seat' && object.label.includes(name));
  return plate ? Number(plate.id.split(':')[1]) : undefined;
}

/** Own face-down cards drawn with their value on this screen. */
export function ownValues(scene: SceneObject[], seat: number): SceneObject[] {
  return scene.filter(({ card }) => card && !card.up && !card.shown && card.rank !== undefined && card.seat === seat);
}

/** Everything a failure message needs: each page's address, banners, toasts and scene. */
export async function describeTable(people: Person[]): Promise<string> {
  const parts = await Promise.all(
    people.map(async (person) => {
      const visible = async (id: string) =>
        (await person
          .testId(id)
          .isVisible()
          .catch(() => false))
          ? ` [${id}: ${
              (await person
                .testId(id)
                .textContent()
                .catch(() => '')) ?? ''
            }]`
          : '';
      const notes = `${await visible('toast-error')}${await visible('banner-disconnected')}`;
      const scene = await person.sceneOrError();
      return `--- ${person.name} at ${person.page.url()}${notes}${typeof scene === 'string' ? ` ${scene}` : describeScene(scene)}`;
    }),
  );
  return parts.join('\n');
}

export class TableGame {
  readonly tally: Tally = { steps: 0, ownValuesSeen: 0, hiddenAfterStop: 0, logChecks: 0, itemsClicked: 0 };
  private readonly everyone: Person[];
  private readonly strategies: Map<Person, Strategy>;

  constructor(
    private readonly players: Person[],
    private readonly spectator: Person,
    /** Each player's seat, read from their name plates once the table is drawn. */
    private readonly seats: Map<Person, number>,
  ) {
    this.everyone = [...players, spectator];
    this.strategies = new Map(players.map((player, i) => [player, new Strategy(i + 1)]));
  }

  async fail(message: string): Promise<never> {
    throw new Error(`${message}\n${await describeTable(this.everyone)}`);
  }

  async scenes(): Promise<Scenes> {
    const scenes = await Promise.all(this.everyone.map((person) => person.scene()));
    return new Map(this.everyone.map((person, i) => [person, scenes[i]!]));
  }

  /** Secrecy on every screen: see secrecy.ts. */
  async checkScreens(scenes: Scenes): Promise<void> {
    const violations = [...scenes].flatMap(([person, scene]) =>
      secrecyViolations(scene, {
        seat: this.seats.get(person) ?? null,
        targeting: isTargeting(scene),
      }).map((violation) => `${person.name}: ${violation}`),
    );
    if (violations.length > 0) await this.fail(`secrecy broken:\n${violations.join('\n')}`);
  }

  async over(): Promise<boolean> {
    const ends = await Promise.all(this.everyone.map((person) => person.testId('end-screen').isVisible()));
    return ends.every(Boolean);
  }

  async play(hooks: GameHooks = {}): Promise<Tally> {
    let idleSince = Date.now();
    for (let step = 0; step < MAX_STEPS; step++) {
      this.tally.steps = step;
      const began = Date.now();
      // Players click only once their cards have landed (a click on a moving card may miss).
      await Promise.all(this.players.map((player) => player.waitUntilStill())).catch((error: unknown) =>
        this.fail(`a screen never stopped moving: ${String(error)}`),
      );
      let scenes = await this.scenes();
      await this.checkScreens(scenes);
      if (await hooks.beforeStep?.(step, scenes)) {
        scenes = await this.scenes();
        await this.checkScreens(scenes);
      }
      const turn = this.chooseMove(scenes);
      if (!turn) {
        if (await this.over()) return this.tally;
        if (Date.now() - idleSince > 2 * UI_WAIT_MS) await this.fail(`nobody can act and the game is not over (step ${step})`);
        await this.spectator.page.waitForTimeout(100);
        continue;
      }
      const started = Date.now();
      await this.act(turn.player, turn.scene, turn.move);
      if (process.env.BROWSER_TRACE)
        process.stderr.write(
          `step ${step} ${turn.player.name} ${turn.move.object.id} act ${Date.now() - started} ms, step ${Date.now() - began} ms\n`,
        );
      idleSince = Date.now();
    }
    return this.fail(`the game did not end within ${MAX_STEPS} steps`);
  }

  /** The first player whose screen offers something, and what they click. */
  private chooseMove(scenes: Scenes): { player: Person; scene: SceneObject[]; move: Move } | null {
    for (const player of this.players) {
      const scene = scenes.get(player)!;
      const move = enabled(scene).length > 0 ? this.strategies.get(player)!.next(scene) : null;
      if (move) return { player, scene, move };
    }
    return null;
  }

  private async act(player: Person, scene: SceneObject[], move: Move): Promise<void> {
    const seat = this.seats.get(player)!;
    const before = { renders: await player.renders(), scene };
    const secretDraw = move.drawsFaceDown === true || move.placesNext === true;
    const logsBefore = secretDraw ? await this.othersLogs(player) : [];
    if (move.object.kind === 'item') this.tally.itemsClicked++;
    await player.click(move.object);
    await player.waitForChange(before, `clicking ${move.object.id}`).catch((error: unknown) => this.fail(String(error)));
    if (secretDraw) await this.checkSecretDraw(player, seat, scene, logsBefore);
    if (move.object.id === 'button:stop') await this.checkHiddenAfterStop(player, seat, scene);
  }

  private othersLogs(player: Person): Promise<string[][]> {
    return Promise.all(this.everyone.filter((person) => person !== player).map((person) => person.logLines()));
  }

  /**
   * After a draw whose value only the owner may see (a face-down card, or the first card of
   * a turn before it is placed face up), the owner's screen shows the value and the others'
   * logs do not name it.
   */
  private async checkSecretDraw(owner: Person, seat: number, before: SceneObject[], logsBefore: string[][]): Promise<void> {
    const known = new Set(before.map((object) => object.id));
    const drawn = await owner
      .waitForScene('the value of the card just drawn', (scene) => ownValues(scene, seat).some((object) => !known.has(object.id)))
      .catch((error: unknown) => this.fail(String(error)))
      .then((scene) => ownValues(scene, seat).find((object) => !known.has(object.id))!);
    this.tally.ownValuesSeen++;
    const { mission, index, rank } = drawn.card!;
    const labels = [drawn.label, String(rank), ...(rank === 1 ? ['1/11', '11'] : []), ...(rank === 0.5 ? ['½'] : [])];
    const others = this.everyone.filter((person) => person !== owner);
    const logs = await Promise.all(
      others.map(async (person) => {
        await person.waitForObject(drawn.id, `${drawn.id} drawn by ${owner.name}`);
        return person.logLines();
      }),
    ).catch((error: unknown) => this.fail(String(error)));
    for (const [i, person] of others.entries()) {
      const lines = newLines(logsBefore[i]!, logs[i]!);
      for (const label of labels) {
        const leak = logLeak(lines, label, [mission, mission + 1, index, index + 1]);
        if (leak !== null) await this.fail(`${person.name}'s log names the face-down ${drawn.id} (${label}): "${leak}"`);
      }
    }
    this.tally.logChecks++;
  }

  /** After stopping, the owner's own face-down values turn back into backs on their screen,
   *  and leave their log too ("You placed a face-down card at mission 4: 7." loses its value). */
  private async checkHiddenAfterStop(owner: Person, seat: number, before: SceneObject[]): Promise<void> {
    const seen = new Set(ownValues(before, seat).map((object) => object.id));
    if (seen.size === 0) return;
    await owner
      .waitForScene('own face-down values hidden after stopping', (scene) => !ownValues(scene, seat).some((object) => seen.has(object.id)))
      .catch((error: unknown) => this.fail(String(error)));
    const remembered = (await owner.logLines()).find((line) => /^You placed a face-down card at mission \d+: /.test(line));
    if (remembered) await this.fail(`${owner.name}'s log still names a face-down value after the turn: "${remembered}"`);
    this.tally.hiddenAfterStop++;
  }
}
