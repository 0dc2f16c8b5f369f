import { ALL_CARDS, SPECTATOR, type GameWire, type ReplayData, type ReplayViewer } from '@dead-drop/shared';
import type { PublicSeat, TableSnapshot } from '../net/tableSession';
import { decodeEvents, decodeView, forgetSpentOf, type WireEvent, type WireView } from '../net/wire';

/** A finished game as one viewer saw it, decoded into the game's own views and events. */
export interface Replay<View, Event> extends Omit<ReplayData, 'views' | 'events'> {
  readonly views: readonly View[];
  /** The events of each step, as the viewer was told them. */
  readonly events: readonly (readonly Event[])[];
  readonly wire: GameWire<View, Event>;
}

/** The replay the server sent, decoded at the edge; null when a view does not decode. */
export function decodeReplay<View, Event>(wire: GameWire<View, Event>, data: ReplayData): Replay<View, Event> | null {
  const views = data.views.map((view) => decodeView(wire, view));
  if (views.some((view) => view === null)) return null;
  return { ...data, views: views.filter((view) => view !== null), events: data.events.map((step) => decodeEvents(wire, step)), wire };
}

/**
 * What a step looks like to the table's scene: the view as the chosen viewer had it then, with
 * nothing to do (a replay acts on nothing), at a table of the game's players. With every card
 * face up it is a spectator's table, whose open view shows the faces.
 */
export function replaySnapshot<View extends WireView, Event>(data: Replay<View, Event>, step: number): TableSnapshot<View> {
  const last = step === data.views.length - 1;
  const shown = data.views[step];
  const view = shown ? { ...shown, legal: [] } : null;
  const seats = data.names.map(
    (name): PublicSeat => ({
      name,
      occupied: true,
      connected: true,
      host: false,
      bot: '',
      deadline: 0,
      reserve: 0,
      awayUntil: 0,
      rematch: false,
      abandon: false,
    }),
  );
  return {
    game: data.game,
    phase: last ? 'ended' : 'playing',
    minSeats: seats.length,
    maxSeats: seats.length,
    seats,
    clock: 0,
    viewer: data.viewer === ALL_CARDS ? SPECTATOR : data.viewer,
    view,
    restored: false,
    round: 1,
    step,
    storeFailing: false,
    locked: false,
    paused: false,
    undoSeat: -1,
    tutorial: -1,
    keptOut: [],
  };
}

/** Who a replay may be seen as: each seat, a spectator, then with every card face up. */
export function replayViewers(names: readonly string[]): ReplayViewer[] {
  return [...names.map((_, seat) => seat), SPECTATOR, ALL_CARDS];
}

/**
 * What the scene is told on the way to step `to`: one step forward from `from` animates that
 * step's events; any other move (back, a jump) or a fresh start (`from` null: a new viewer,
 * another language) gives everything that had happened by `to`, as on joining a table.
 */
export function replayEvents<View, Event>(
  data: Replay<View, Event>,
  from: number | null,
  to: number,
): { events: Event[]; replace: boolean } {
  if (from !== null && to === from + 1) return { events: [...(data.events[from] ?? [])], replace: false };
  return { events: data.events.slice(0, to).flat(), replace: true };
}

/** The log at step `step` as its viewer could read it then: secrets forgotten by then are out. */
export function replayLog<View, Event extends WireEvent>(data: Replay<View, Event>, step: number): Event[] {
  return forgetSpentOf(data.wire, data.events.slice(0, step).flat());
}
