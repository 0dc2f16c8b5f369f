import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import type { TablePhase } from './protocol';

/** What everyone may know about a seat. */
export class SeatState extends Schema {
  @type('string') name = '';
  @type('boolean') occupied = false;
  @type('boolean') connected = false;
  @type('boolean') host = false;
}

/** One viewer's game view, flattened (see `toLeaves`); path → encoded value. */
export class ViewerState extends Schema {
  @type({ map: 'string' }) leaves = new MapSchema<string>();
  /** JSON of the latest `EventsBatch` this viewer may see; '' before the first. */
  @type('string') events = '';
}

export class TableState extends Schema {
  @type('string') game = '';
  @type('string') title = '';
  @type('string') phase: TablePhase = 'lobby';
  @type('uint8') minSeats = 0;
  @type('uint8') maxSeats = 0;
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  /** Keyed by `viewerKey`; each client's StateView admits only its own entry. */
  @view() @type({ map: ViewerState }) views = new MapSchema<ViewerState>();
}
