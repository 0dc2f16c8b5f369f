import type { GameMeta, Viewer } from '@dead-drop/shared';
import type { LogEvent } from './i18n/eventFields';
import type { TableSnapshot } from './net/tableSession';
import type { Stage } from './pixi/stage';
import type { ReferenceBook } from './reference/book';

/** A game's scene on the canvas: drawn again from every snapshot. It lives as long as its
 *  page: leaving a table loads a fresh page. */
export interface GameScene {
  render(snapshot: TableSnapshot): void;
  /** What happened, as this viewer may know it, just before the snapshot it led to is
   *  rendered (`replace`: the whole history, on joining): for moves and reveals. */
  events?(events: readonly LogEvent[], replace: boolean): void;
}

export interface LogContext {
  viewer: Viewer;
  names: readonly string[];
}

/** The end screen: one headline and the score broken down line by line, a column per seat. */
export interface Ending {
  headline: string;
  rows: { label: string; values: (number | string)[] }[];
}

/**
 * What the page around the table needs from a game: its scene, its log in words and its
 * end screen. The table page itself knows no game.
 */
export interface GameClient {
  scene(stage: Stage, act: (action: unknown) => void): GameScene;
  describe(event: LogEvent, ctx: LogContext): string;
  ending(snapshot: TableSnapshot, ctx: LogContext): Ending | null;
  /** The viewer's words for the game's own refusal codes, if it has any. */
  errorText?(code: string): string | undefined;
  /** Every card of the game with its full text, in the reader's language: the card reference
   *  page draws it (test/conformance.test.ts checks its words in both languages). */
  reference(): ReferenceBook;
  /** The rules in a few lines, for a newcomer at the table. */
  rules(): { title: string; lines: string[] };
  /** Its id, seats and titles: the rules' own meta (`shared/src/<game>/meta.ts`), plain data
   *  the page bundles without the rules' schemas and flow (test/client/registry.test.ts checks
   *  it is the one the rules hold). */
  readonly meta: GameMeta;
  /** For the replay's jumps: where a turn begins and where a round does, read from each step's
   *  view (`at(step)`, steps 0…`last`), as step numbers in order. A game without it has no jumps. */
  replayMarks?(at: (step: number) => TableSnapshot, last: number): ReplayMarks;
}

export interface ReplayMarks {
  turns: number[];
  rounds: number[];
}
