/**
 * The edge of the client: the table's messages, sent and read by their entries in the message
 * table (`ToServer`, `ToClient` in @dead-drop/shared), so that a name and its payload are
 * checked together; and a game's view and events, as they arrive, decoded into the game's own
 * types by its wire (`GameWire`, declared in shared beside its rules). The server is a peer
 * like any other: what does not decode is refused here, with a warning, and everything past
 * this module is typed.
 */
import type { Room } from '@colyseus/sdk';
import {
  forgetSpent,
  latestEvents,
  ViewDecoder,
  withOverlay,
  type BaseView,
  type EventsBatch,
  type GameWire,
  type Reply,
  ToClient,
  type ToClientMessage,
  type ToClientName,
  type ToClientSchemas,
  type ToServerName,
  type ToServerPayload,
  type ViewEntry,
} from '@dead-drop/shared';

const SCHEMAS: ToClientSchemas = ToClient;

/** Sends `type` with its payload as `ToServer` declares it, and waits for the table's `Reply` (`timeout` in ms: the SDK's own when absent). */
export function requestReply<K extends ToServerName>(room: Room, type: K, payload: ToServerPayload<K>, timeout?: number): Promise<Reply> {
  return room.request(type, payload, timeout === undefined ? undefined : { timeout });
}

/** A handler of the table's message `type`, given only what decodes as `ToClient` declares it; anything else is refused, with a warning. */
export function reader<K extends ToClientName>(type: K, handler: (message: ToClientMessage<K>) => void): (raw: unknown) => void {
  const schema = SCHEMAS[type];
  return (raw) => {
    const decoded = schema.safeParse(raw);
    if (decoded.success) handler(decoded.data);
    else console.warn(`a "${type}" message that does not decode was refused`, decoded.error.issues);
  };
}

/** What every game's view holds, and all the page around a game reads of it. */
export type WireView = BaseView<{ readonly type: string }>;

/** What every game's event is: a kind, and fields (see `forgetSpent`). */
export type WireEvent = Readonly<Record<string, unknown>> & { readonly type: string };

/** The view, or null when it does not decode. */
export function decodeView<View, Event>(wire: GameWire<View, Event>, raw: unknown): View | null {
  const decoded = wire.view.safeParse(raw);
  if (decoded.success) return decoded.data;
  console.warn('a view that does not decode was refused', decoded.error.issues);
  return null;
}

/**
 * A viewer's view from the table's entries, decoded anew only where a patch changed it
 * (`ViewDecoder`): null when it does not decode, and the same object while nothing changed.
 */
export function viewDecoder<View, Event>(wire: GameWire<View, Event>): (shared: ViewEntry, own?: ViewEntry) => View | null {
  const decoder = new ViewDecoder(wire.view);
  return (shared, own) => {
    const decoded = decoder.decode(own ? withOverlay(shared.leaves.entries(), own.leaves.entries()) : shared.leaves.entries());
    if ('view' in decoded) return decoded.view;
    console.warn('a view that does not decode was refused', decoded.issues);
    return null;
  };
}

/** The latest events a viewer may see (`latestEvents`), parsed again only when their strings changed. */
export function eventsReader(): (shared: ViewEntry, own?: ViewEntry) => EventsBatch | null {
  let read: { shared: string; own: string | undefined; batch: EventsBatch | null } | null = null;
  return (shared, own) => {
    if (read?.shared !== shared.events || read.own !== own?.events)
      read = { shared: shared.events, own: own?.events, batch: latestEvents(shared, own) };
    return read.batch;
  };
}

/** The events that decode, in order; any other is refused (left out of the log). */
export function decodeEvents<View, Event>(wire: GameWire<View, Event>, raw: unknown): Event[] {
  if (!Array.isArray(raw)) {
    console.warn('events that are not a list were refused');
    return [];
  }
  return raw.flatMap((event: unknown) => {
    const decoded = wire.event.safeParse(event);
    if (decoded.success) return [decoded.data];
    console.warn('an event that does not decode was refused', decoded.error.issues);
    return [];
  });
}

/**
 * A log as its viewer may read it now (see `forgetSpent`): an event whose secret the viewer has
 * forgotten since is decoded again without it (its secret fields are optional); the others
 * are the very events given.
 */
export function forgetSpentOf<View, Event extends WireEvent>(wire: GameWire<View, Event>, events: readonly Event[]): Event[] {
  const kept = forgetSpent(events);
  return kept.flatMap((event, index) => {
    const given = events[index];
    return given !== undefined && event === given ? [given] : decodeEvents(wire, [event]);
  });
}
