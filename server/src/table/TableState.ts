/**
 * The room's side of a table: its Colyseus state (public data, each seat's view entry behind
 * that seat's `StateView`); the table's outbox, which writes it and sends its messages; and
 * the patches that bring every view entry to the game's latest views.
 */
import { CloseCode, type Client, type ClientArray } from '@colyseus/core';
import { ArraySchema, MapSchema, Schema, StateView, type, view } from '@colyseus/schema';
import {
  DEFAULT_BOT_LEVEL,
  eventFor,
  SPECTATOR,
  TableCloseCode,
  viewerKey,
  ViewProjector,
  type BotLevel,
  type EventsBatch,
  type GameEvent,
  type LeafChanges,
  type Match,
  type Seat,
  type SeatBot,
  type TablePhase,
  type Viewer,
} from '@dead-drop/shared';
import type { ClockFace, CloseReason, EvictReason, MemberMessages, Outbox, SeatFace, TableFace } from './outbox';
import type { SeatRecord } from './seats';

/** What a table writes after an action: every viewer's entry changes, and its events. */
export interface TablePatch {
  shared: LeafChanges;
  /** The public events as JSON (an `EventsBatch`), or null when there were none. */
  sharedEvents: string | null;
  seats: SeatPatch[];
}

export interface SeatPatch {
  changes: LeafChanges;
  /** The seat's own events as JSON, when they tell it more than the public ones. */
  events: string | null;
}

/**
 * Works out the entry changes that bring every viewer's entries to a match's state (see
 * ViewProjector): the public view in the shared entry, each seat's differences in that seat's
 * own entry. Only changed entries are listed, so a patch carries what changed and nothing else.
 */
export class PatchMaker {
  private readonly projector = new ViewProjector();

  /**
   * `at` numbers the state over the table's whole life, not the game's alone (see
   * `TableState.step`): a client takes only a batch numbered above the last it saw for news,
   * and after a rematch the next game's first actions would otherwise be numbered below the
   * last game's.
   */
  next(match: Match, events: readonly GameEvent[], seats: number, at: number): TablePatch {
    const batch = (viewer: Viewer): string =>
      JSON.stringify({ at, events: events.map((event) => eventFor(event, viewer)) } satisfies EventsBatch);
    // A seat needs events of its own only when one of them has a secret for it.
    const toldSecret = (seat: Seat) => events.some((event) => event.secret?.to.includes(seat));
    const projection = this.projector.next(
      match.viewFor(SPECTATOR),
      Array.from({ length: seats }, (_, seat) => match.viewFor(seat)),
    );
    return {
      shared: projection.shared,
      sharedEvents: events.length ? batch(SPECTATOR) : null,
      seats: projection.seats.map((changes, seat) => ({ changes, events: toldSecret(seat) ? batch(seat) : null })),
    };
  }
}

/** What everyone may know about a seat. */
export class SeatState extends Schema {
  @type('string') name = '';
  @type('boolean') occupied = false;
  @type('boolean') connected = false;
  @type('boolean') host = false;
  /** Who plays the seat besides its person: nobody, a bot the host seated, or a stand-in. */
  @type('string') bot: SeatBot = '';
  /** How well a bot the host seated plays. */
  @type('string') level: BotLevel = DEFAULT_BOT_LEVEL;
  /** When the seat's turn clock runs out, reserve included, in the server's epoch ms; 0: no clock runs. */
  @type('float64') deadline = 0;
  /** The reserve left, in ms, which `deadline` includes; kept while the clock is stopped too (0: spent). */
  @type('uint32') reserve = 0;
  /** The game is over and this seat's person wants a rematch. */
  @type('boolean') rematch = false;
  /** The game runs and this seat's person votes to abandon it (see `Msg.abandon`). */
  @type('boolean') abandon = false;
  /** While its player is away: when their reconnection window closes (server epoch ms); then
   *  a bot plays the seat. 0 while they are here, or gone for good. */
  @type('float64') awayUntil = 0;
}

/**
 * A flattened view (see `toLeaves`): the public view, or a seat's overlay on it (see
 * `overlayOf`), with the latest events as JSON (an `EventsBatch`; '' when there are none).
 */
export class ViewerState extends Schema {
  @type({ map: 'string' }) leaves = new MapSchema<string>();
  @type('string') events = '';
}

export class TableState extends Schema {
  @type('string') game = '';
  @type('string') title = '';
  @type('string') phase: TablePhase = 'lobby';
  @type('uint8') minSeats = 0;
  @type('uint8') maxSeats = 0;
  /** Seconds per decision on the turn clocks; 0: no clocks. */
  @type('float32') clock = 0;
  /** The table's game by number: 1, and one more at each rematch (see `replayId`). */
  @type('uint16') round = 1;
  /**
   * The number of the table's latest state: one more at each accepted action and each new
   * game, over the table's whole life (the event batches' `at`). An action names the step it
   * was chosen from (`ActMessage.at`), so one chosen from an older state is refused.
   */
  @type('uint32') step = 0;
  /** The seat whose person may take back its last move now (`Msg.undo`); -1: none. Public:
   *  the rules allow it only after a step that showed nothing hidden. */
  @type('int8') undoSeat = -1;
  /** The table was brought back from the store after the server restarted. */
  @type('boolean') restored = false;
  /** The store refuses writes (a full disk): the table accepts nothing until it takes them again, then goes on. */
  @type('boolean') storeFailing = false;
  /** The host locked the table: it takes no new spectators. */
  @type('boolean') locked = false;
  /** The host paused the game: its clocks stand still and nobody moves until it resumes. */
  @type('boolean') paused = false;
  /** At a tutorial table ("Learn to play"): the actions its first game has played, which name
   *  the scripted step it is at (`scriptedStep`); -1 at any other table, and after a rematch. */
  @type('int32') tutorial = -1;
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  /** The names of those the host removed from the lobby, who stay out until the host lets them back (`Msg.letBack`). */
  @type(['string']) keptOut = new ArraySchema<string>();
  /** The public view and its events: the same for every client, so encoded once. */
  @type(ViewerState) shared = new ViewerState();
  /** Each seat's overlay, keyed by `viewerKey`; a seat's StateView admits its own only. */
  @view() @type({ map: ViewerState }) views = new MapSchema<ViewerState>();

  /** The seat's own entry, created the first time; its StateView must then admit it. A
   *  rematch keeps the entries, and the next patch brings them to the new game. */
  openView(seat: Seat): ViewerState {
    const key = viewerKey(seat);
    const entry = this.views.get(key) ?? new ViewerState();
    this.views.set(key, entry);
    return entry;
  }

  /** Every entry brought to the latest views, patch by patch (see `PatchMaker`). */
  writeViews({ shared, sharedEvents, seats }: TablePatch): void {
    writeChanges(this.shared, shared);
    if (sharedEvents !== null) this.shared.events = sharedEvents;
    seats.forEach(({ changes, events }, seat) => {
      const entry = this.views.get(viewerKey(seat));
      if (!entry) throw new Error(`no view entry for seat ${seat}`);
      writeChanges(entry, changes);
      if (events !== null) entry.events = events;
    });
  }
}

function writeChanges(entry: ViewerState, { set, remove }: LeafChanges): void {
  for (const path of remove) entry.leaves.delete(path);
  for (const [path, value] of set) entry.leaves.set(path, value);
}

/** What of its room a table's outbox reaches. */
export interface RoomSide {
  readonly state: TableState;
  readonly clients: ClientArray<Client>;
  /** Nothing keeps the room but its idle watch (see `Outbox.keepOpen`). */
  keepOpen(): void;
  broadcastPatch(): void;
  /** The session leaves now, also one waiting to reconnect, with this close code. */
  evict(sessionId: string, code: number): void;
  disconnect(code: number): void;
}

/** A table's close as its people's close code; one whose store failed comes back (see `comesBackAfter` in the client). */
const CLOSE_CODES: Record<CloseReason, number> = {
  idle: TableCloseCode.idle,
  lobbyExpired: TableCloseCode.lobbyExpired,
  storeFailed: CloseCode.SERVER_SHUTDOWN,
};

const FREE: SeatFace = {
  name: '',
  occupied: false,
  connected: false,
  host: false,
  bot: '',
  level: DEFAULT_BOT_LEVEL,
  rematch: false,
  abandon: false,
  awayUntil: 0,
};

/**
 * A table's outbox as Colyseus state and messages: public data in the schema state, each
 * seat's view entry admitted by that seat's `StateView` alone, messages to single clients.
 */
export class RoomOutbox implements Outbox {
  /** Each seat's StateView: it admits the seat's own view entry and nothing else, and every
   *  session that holds the seat shares it. */
  private readonly seatViews = new WeakMap<SeatRecord, StateView>();
  /** What the view entries hold: the patches are worked out against it. */
  private readonly patches = new PatchMaker();

  constructor(private readonly room: RoomSide) {}

  seat(index: number, face: SeatFace | null): void {
    const { seats } = this.room.state;
    while (seats.length <= index) seats.push(new SeatState());
    seats[index]!.assign(face ?? FREE);
  }

  seatCount(count: number): void {
    const { seats } = this.room.state;
    while (seats.length > count) seats.pop();
  }

  clock(index: number, face: ClockFace): void {
    this.room.state.seats[index]?.assign(face);
  }

  keptOut(names: readonly string[]): void {
    const { keptOut } = this.room.state;
    keptOut.splice(0, keptOut.length, ...names);
  }

  table(face: Partial<TableFace>): void {
    this.room.state.assign(face);
  }

  // Spectators need no StateView: the public view is in the unfiltered state.
  hold(sessionId: string, seat: SeatRecord): void {
    const client = this.room.clients.get(sessionId);
    if (client) client.view = this.viewOf(seat);
  }

  openSeat(index: number, seat: SeatRecord): void {
    this.viewOf(seat).add(this.room.state.openView(index));
  }

  views(match: Match, events: readonly GameEvent[], seats: number, at: number): void {
    this.room.state.writeViews(this.patches.next(match, events, seats, at));
  }

  send<K extends keyof MemberMessages>(sessionId: string, type: K, message: MemberMessages[K]): void {
    this.room.clients.get(sessionId)?.send(type, message);
  }

  flush(): void {
    this.room.broadcastPatch();
  }

  evict(sessionId: string, reason: EvictReason = 'replaced'): void {
    this.room.evict(sessionId, reason === 'replaced' ? CloseCode.CONSENTED : TableCloseCode[reason]);
  }

  keepOpen(): void {
    this.room.keepOpen();
  }

  close(reason: CloseReason): void {
    this.room.disconnect(CLOSE_CODES[reason]);
  }

  private viewOf(seat: SeatRecord): StateView {
    let view = this.seatViews.get(seat);
    if (!view) this.seatViews.set(seat, (view = new StateView()));
    return view;
  }
}
