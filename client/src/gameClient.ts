import type { GameMeta, GameWire, Tutorial, Viewer } from '@dead-drop/shared';
import type { TableSnapshot } from './net/tableSession';
import type { WireEvent, WireView } from './net/wire';
import type { Stage } from './pixi/stage';
import type { SceneObject } from './pixi/sceneObjects';
import type { ReferenceBook } from './reference/book';
import type { Rulings } from './reference/rulings';
import type { Cue } from './ui/sounds';
import type { GameTips } from './ui/firstTips';

/** A game's scene on the canvas: drawn again from every snapshot. It lives as long as its
 *  page: leaving a table loads a fresh page. */
export interface GameScene<View extends WireView, Event extends WireEvent> {
  render(snapshot: TableSnapshot<View>): void;
  /** What happened, as this viewer may know it, just before the snapshot it led to is
   *  rendered (`replace`: the whole history, on joining): for moves and reveals. */
  events?(events: readonly Event[], replace: boolean): void;
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
 * What the page around the table needs from a game: how its view and events are decoded from
 * the wire, its scene, its log in words and its end screen, each given the game's own view,
 * event and action types. The table page itself knows no game: it is generic in them, so what a
 * scene asks it to send is the game's action up to the wire.
 */
export interface GameClient<View extends WireView, Event extends WireEvent, Action> {
  readonly wire: GameWire<View, Event>;
  scene(stage: Stage, act: (action: Action) => void): GameScene<View, Event>;
  describe(event: Event, ctx: LogContext): string;
  ending(snapshot: TableSnapshot<View>, ctx: LogContext): Ending | null;
  /** The sound an event makes, if any (a card laid, a card turned): an update sounds its
   *  events' strongest (see `ui/sounds.ts`). */
  cue(event: Event): Cue | undefined;
  /** The viewer's words for the game's own refusal codes, if it has any. */
  errorText?(code: string): string | undefined;
  /** Every card of the game with its full text, in the reader's language: the card reference
   *  page draws it (test/conformance.test.ts checks its words in both languages). */
  reference(): ReferenceBook;
  /** What the rules decide about particular cards, by card id (`<game>/rulings.ts`): loaded with
   *  the card reference, never with a table. */
  rulings(): Promise<Rulings>;
  /** The rules in a few lines, for a newcomer at the table. */
  rules(): { title: string; lines: string[] };
  /** Its id, seats and titles: the rules' own meta (`shared/src/<game>/meta.ts`), plain data
   *  the page bundles without the rules' schemas and flow (test/client/registry.test.ts checks
   *  it is the one the rules hold). */
  readonly meta: GameMeta;
  /** For the replay's jumps: where a turn begins and where a round does, read from each step's
   *  view (`at(step)`, steps 0…`last`), as step numbers in order. A game without it has no jumps. */
  replayMarks?(at: (step: number) => TableSnapshot<View>, last: number): ReplayMarks;
  /** First-time tips: the kind of decision a view puts to a seat, in a line (see `ui/firstTips.ts`). */
  readonly tips?: GameTips<View>;
  /** The coach of the game's guided first game (`shared/src/<game>/tutorial.ts`), loaded only
   *  at a tutorial table: its words stay out of every other page's download. */
  coach?(): Promise<GameCoach<View, Action>>;
}

/** An object the table draws, as the stage registers it (`SceneObject.id` names it). */
export type DrawnObject = Pick<SceneObject, 'id' | 'kind' | 'label'>;

/**
 * What a game's coach knows beyond its tutorial's data: its lines in the reader's language,
 * and where on the table a scripted step is. The page draws the highlight, on the canvas and
 * on the action bar's button of the same id.
 */
export interface GameCoach<View extends WireView, Action> {
  /** The guided first game it coaches (the game module's `tutorial`): its own chunk carries it,
   *  so a tutorial table downloads no other game's. */
  readonly tutorial: Tutorial<Action>;
  /** The line a key of the tutorial stands for (`Tutorial.welcome`, `TutorialStep.coach`, …). */
  say(key: string): string;
  /**
   * The offered object a tap on which leads towards `action` now (the card to pick before its
   * line, then the line), or null when none does yet: `offered` is what the stage offers.
   */
  target(action: Action, view: View, offered: readonly DrawnObject[]): string | null;
  /** The drawn objects a step's `look` name points at. */
  look(name: string, view: View, drawn: readonly DrawnObject[]): string[];
}

export interface ReplayMarks {
  turns: number[];
  rounds: number[];
}
