import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { DEFAULT_BOT_LEVEL, viewerKey, type BotLevel, type LeafChanges, type Seat, type SeatBot, type TablePhase } from '@dead-drop/shared';
import type { TablePatch } from './patchMaker';

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
