import {
  isRuleError,
  parseWire,
  ruleError,
  TableErrorCode,
  TO_SERVER,
  ToServer,
  type TableError,
  type ToServerEntries,
  type ToServerMessage,
  type ToServerName,
} from '@dead-drop/shared';
import type { Received } from '../guard/guardedSocket';
import type { Member } from './members';

/** The messages a table reads: every one a client may send (`ToServer`). */
export type OrderType = ToServerName;
export const ORDER_TYPES: readonly OrderType[] = TO_SERVER;

/** A message of a member, parsed: what the table is asked to do. */
export interface Order<K extends OrderType = OrderType> {
  readonly type: K;
  readonly payload: ToServerMessage<K>;
}

/**
 * A refusal; `garbage` marks a message no honest client sends (an unknown type, a payload of
 * the wrong shape), which also counts against its connection.
 */
export type Refusal = TableError & { readonly garbage?: true };

function garbage(error: TableError): Refusal {
  return { ...error, garbage: true };
}

/** `ToServer`, typed so that the entry of a name `K` parses to `ToServerMessage<K>`. */
const ENTRIES: ToServerEntries = ToServer;

/**
 * A message as it came off the wire, read once by its entry in `ToServer` into what the table is
 * asked: too big (measured as it came), or of another shape, it is refused unread.
 */
export function readOrder<K extends OrderType>(type: K, { payload, bytes }: Received): Order<K> | Refusal {
  const { payload: schema, maxBytes, badCode, hint } = ENTRIES[type];
  if (maxBytes !== undefined && bytes > maxBytes) {
    return ruleError(TableErrorCode.payloadTooLarge, `This message may take at most ${maxBytes} bytes.`);
  }
  const parsed = parseWire(schema, payload, badCode ?? TableErrorCode.badMessage);
  if (isRuleError(parsed)) return garbage(hint ? { ...parsed, message: `${hint} ${parsed.message}` } : parsed);
  return { type, payload: parsed };
}

/** The refusal of a message type no table reads: `type` in words, whatever was sent in its place. */
export function unknownMessage(type: unknown): Refusal {
  const named = typeof type === 'string' ? JSON.stringify(type.slice(0, 40)) : typeof type === 'number' ? `${type}` : 'of that kind';
  return garbage(ruleError(TableErrorCode.unknownMessage, `There is no message ${named}.`));
}

/** What a table does on each message: a handler per entry of `ToServer`, or it does not compile. */
export type OrderHandlers = { readonly [K in OrderType]: (member: Member, payload: ToServerMessage<K>) => Refusal | null };

/** The order done by its handler. */
export function obey<K extends OrderType>(handlers: OrderHandlers, member: Member, { type, payload }: Order<K>): Refusal | null {
  return handlers[type](member, payload);
}

export function isOrder(value: Order | Refusal): value is Order {
  return 'type' in value;
}
