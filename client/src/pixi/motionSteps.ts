import type { Container } from 'pixi.js';
import type { Registered } from './stage';

/*
 * What a game's motion says (#27 item 4): for each kind of its events, the steps that move
 * what the event names from where it was to where it goes. `motions.ts` plays them.
 */

/**
 * A place on the table, by the id its scene registers there (see `Registered`): an id, or the
 * last (or `first`) registered object whose id starts with `prefix` and that `where` accepts.
 * Places are read from the scene when a step runs, never from numbers of a layout.
 */
export type Place = string | { prefix: string; where?: (object: Registered) => boolean; first?: boolean };

/** Where to look, in order: the first place that is drawn is used. */
export type Places = readonly Place[];

/** Something that flies from a place to a place: a card's face or its back, a token. */
export interface Flight<Art> {
  art: Art;
  from: Places;
  to: Places;
}

/** Something turned over where it lies. */
export interface Flip<Art> {
  at: Places;
  before: Art;
  after: Art;
}

/**
 * One step of what an event does on the table: things flying together, things turned over
 * together, a pulse where something happened in place (a turn, a declared total), or a short
 * celebration (a compile, a win) that the next step does not wait for.
 */
export type Step<Art> =
  | { mode: 'move'; flights: readonly Flight<Art>[] }
  | { mode: 'flip'; flips: readonly Flip<Art>[] }
  | { mode: 'pulse'; at: Places; tone?: 'good' | 'bad' }
  | { mode: 'celebrate'; at: Places };

/** How a motion was shown: as its step says, or as a fade for a player who asked for less motion. */
export type Mode = Step<unknown>['mode'] | 'fade';

/** A motion started, for tests (the page probe lists them): its game, its event's kind, how it moved. */
export interface MotionRecord {
  game: string;
  event: string;
  mode: Mode;
}

/** What an event's steps may read besides the event: who watches, and the view before it. */
export interface MotionContext<View> {
  viewer: number | null;
  view: View | null;
}

/** The steps of each kind of a game's events: a kind without its steps does not compile. */
export type StepsByKind<Event extends { readonly type: string }, View, Art> = {
  readonly [K in Event['type']]: (event: Event & { readonly type: K }, ctx: MotionContext<View>) => Step<Art>[];
};

/** A game's motions: the steps of its events, and how what flies is drawn (`w`×`h`). */
export interface GameMotion<Event extends { readonly type: string }, View, Art> {
  game: string;
  steps: StepsByKind<Event, View, Art>;
  draw(art: Art, w: number, h: number): Container;
}

/** The steps of one event. */
export function stepsOf<Event extends { readonly type: string }, View, Art>(
  motion: GameMotion<Event, View, Art>,
  event: Event,
  ctx: MotionContext<View>,
): Step<Art>[] {
  const type: Event['type'] = event.type;
  return motion.steps[type](event, ctx);
}
