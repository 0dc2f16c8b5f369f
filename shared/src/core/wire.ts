import { fromLeaves, withOverlay } from './leaves';

/**
 * How a table's state carries views and events, for the server and every kind of client.
 * The public entry holds the public view (a spectator's) and its events; a seat's own entry
 * holds its overlay and, when they differ from the public ones, its events.
 */
export interface ViewEntry {
  leaves: { entries(): Iterable<[string, string]> };
  events: string;
}

/** The events of the action numbered `at` (its place in the action log, from 1), as one
 *  viewer may see them (see `eventFor`). */
export interface EventsBatch {
  at: number;
  events: Record<string, unknown>[];
}

/**
 * The entries of a decoded table state (the server's `shared` entry and `views` map): the
 * public one, and this client's own, which only a seated client has. Seeing more than one
 * seat's entry would be a leak, so it throws.
 */
export function entriesOf(state: unknown): { shared?: ViewEntry; own?: ViewEntry } {
  const table = state as { shared?: ViewEntry; views?: Map<string, ViewEntry> } | undefined;
  const seats = table?.views ? [...table.views.values()] : [];
  if (seats.length > 1) throw new Error(`a client sees ${seats.length} seats' entries`);
  return { shared: table?.shared, own: seats[0] };
}

/** The viewer's game view, from the public entry and, for a seat, its own entry. */
export function viewOf(publicEntry: ViewEntry, ownEntry?: ViewEntry): Record<string, unknown> {
  const entries = ownEntry ? withOverlay(publicEntry.leaves.entries(), ownEntry.leaves.entries()) : publicEntry.leaves.entries();
  return fromLeaves(entries);
}

/** The latest events the viewer may see: a seat's own batch when it is the newest. */
export function latestEvents(publicEntry: ViewEntry, ownEntry?: ViewEntry): EventsBatch | null {
  const shared = parse(publicEntry.events);
  const own = ownEntry ? parse(ownEntry.events) : null;
  if (own && (!shared || own.at >= shared.at)) return own;
  return shared;
}

function parse(json: string): EventsBatch | null {
  return json ? (JSON.parse(json) as EventsBatch) : null;
}
