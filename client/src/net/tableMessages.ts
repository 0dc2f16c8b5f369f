/**
 * The table's messages as this client sends and reads them: by their entries in the message
 * table (`ToServer`, `ToClient` in @dead-drop/shared), so that a name and its payload are
 * checked together, here and nowhere else.
 */
import type { Room } from '@colyseus/sdk';
import {
  ToClient,
  type Reply,
  type ToClientMessage,
  type ToClientName,
  type ToClientSchemas,
  type ToServerName,
  type ToServerPayload,
} from '@dead-drop/shared';

const SCHEMAS: ToClientSchemas = ToClient;

/** Sends `type` with its payload as `ToServer` declares it, and waits for the table's `Reply` (`timeout` in ms: the SDK's own when absent). */
export function requestReply<K extends ToServerName>(room: Room, type: K, payload: ToServerPayload<K>, timeout?: number): Promise<Reply> {
  return room.request(type, payload, timeout === undefined ? undefined : { timeout });
}

/**
 * A handler of the table's message `type`, given only what decodes as `ToClient` declares it.
 * The server is a peer like any other (see `wire.ts`): anything else is refused, with a warning.
 */
export function reader<K extends ToClientName>(type: K, handler: (message: ToClientMessage<K>) => void): (raw: unknown) => void {
  const schema = SCHEMAS[type];
  return (raw) => {
    const decoded = schema.safeParse(raw);
    if (decoded.success) handler(decoded.data);
    else console.warn(`a "${type}" message that does not decode was refused`, decoded.error.issues);
  };
}
