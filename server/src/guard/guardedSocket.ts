import { getMessageBytes, Protocol, ResponseStatus } from '@colyseus/core';
import { decode, type Iterator } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import WebSocket from 'ws';
import { Msg, ruleError, TableCloseCode, TableErrorCode, TO_SERVER, type Reply, type RuleError } from '@dead-drop/shared';
import { declaredStringLength } from './schemaString';
import { strike } from './strikes';

/** The protocol code is the low bits of a frame's first byte; the high ones are modifiers. */
const PROTOCOL_CODE_MASK = 0x1f;

/** What a client may send at all. Tables use no raw bytes and no input streams. */
const FROM_CLIENTS = new Set<number>([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM, Protocol.ROOM_DATA, Protocol.ROOM_REQUEST, Protocol.PING]);

/** The messages a client may ask a reply to: every one a table reads. Colyseus answers any other itself. */
export const REQUESTS: ReadonlySet<string> = new Set(TO_SERVER);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A message's payload as the guard decoded it, and its size as it came: its bytes in the frame. */
export interface Received {
  readonly payload: unknown;
  readonly bytes: number;
}

const NOTHING: Received = { payload: undefined, bytes: 0 };

/**
 * What becomes of a frame: handed to Colyseus (a message, with its payload decoded here and
 * the frame cut to its header), or kept from it and counted against its connection. A message
 * kept from it is answered here, as the table refuses (Colyseus would answer a request itself,
 * quoting what was sent): a request with its reply, a plain message with an `error` message,
 * so that a client hears of every message it sent once, whether it was kept here or refused by
 * its table. `answer` is that frame.
 */
type Verdict = Pass | { readonly pass: false; readonly answer?: Uint8Array };

interface Pass {
  readonly pass: true;
  /** A message's payload: Colyseus gets its frame cut to its `header`. */
  readonly received?: Received;
  readonly header?: number;
}

const PASS: Verdict = { pass: true };
const DROP: Verdict = { pass: false };

/**
 * A client's websocket, which checks every frame before Colyseus hears of it: one that is not a
 * message a table understands counts against its connection (`strike`), and one Colyseus cannot
 * decode never reaches it. Colyseus would ignore some of those, answer others quoting what was
 * sent, log each with a whole stack (and @colyseus/schema a line of its own for every malformed
 * string), and close nothing: an empty frame even ends the process.
 *
 * Only decoding a payload tells whether it can be decoded, so a message's payload is decoded
 * once, here, and its size is the frame's length past its header. Colyseus takes no payload
 * decoded before it (its validators see what it decoded itself, and it answers a payload it
 * cannot decode by closing the connection, or a request with its own error), so it gets the
 * frame cut to its header and the room's handler reads the payload from the socket
 * (`receivedBy`) while the socket hands it the frame: Colyseus calls the handler before `emit`
 * returns. ws offers no other point between a frame and its listeners.
 */
export class GuardedSocket extends WebSocket {
  /** The address the connection comes from (`addressGroup`), as the per-address limits count it. */
  address: string | undefined;
  /** The message this socket is handing Colyseus at this moment. */
  private handing: Received | null = null;

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'message') return super.emit(event, ...args);
    const [frame, isBinary] = args;
    const verdict = verdictOn(frame);
    if (!verdict.pass) {
      if (verdict.answer) this.send(verdict.answer);
      strike(this, TableCloseCode.garbage, (code, reason) => this.close(code, reason));
      return false;
    }
    if (!verdict.received || !(frame instanceof Uint8Array)) return super.emit(event, ...args);
    this.handing = verdict.received;
    try {
      return super.emit(event, frame.subarray(0, verdict.header), isBinary);
    } finally {
      this.handing = null;
    }
  }

  /** The message a room's handler was called for, as this socket handed it to Colyseus. */
  received(): Received {
    if (!this.handing) throw new Error('a message that did not come through the guard');
    return this.handing;
  }
}

/** The message a room's handler was called for: every client's socket is a guarded one. */
export function receivedBy(socket: object): Received {
  if (!(socket instanceof GuardedSocket)) throw new Error('a client whose socket the guard does not hold');
  return socket.received();
}

/** The address a connection comes from (its `client.ref`); undefined for one that did not come through the guard. */
export function addressOf(socket: object): string | undefined {
  return socket instanceof GuardedSocket ? socket.address : undefined;
}

/** Whether Colyseus can decode the frame into a kind of message, type and payload the tables know. */
function verdictOn(frame: unknown): Verdict {
  if (!(frame instanceof Uint8Array) || frame.length === 0) return DROP;
  const code = frame[0]! & PROTOCOL_CODE_MASK;
  if (!FROM_CLIENTS.has(code)) return DROP;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST) return PASS;
  const it: Iterator = { offset: 1 };
  let id: number | null = null;
  try {
    if (code === Protocol.ROOM_REQUEST) id = decode.number(frame, it);
    const type = decode.stringCheck(frame, it) ? typeString(frame, it) : decode.number(frame, it);
    if (type === null || (typeof type === 'number' && !Number.isFinite(type))) return refuse(code, id, 'This message type cannot be read.');
    if (id !== null && (typeof type !== 'string' || !REQUESTS.has(type))) return refuse(code, id, 'There is no such message.');
    const header = it.offset;
    const received = frame.length > header ? { payload: unpack(frame.subarray(header)), bytes: frame.length - header } : NOTHING;
    return { pass: true, received, header };
  } catch {
    // Also a payload nested so deep that decoding it overflows the stack: how deep that is
    // depends on what the process compiled so far, so it must be answered like the rest.
    return refuse(code, id, 'This message cannot be read.');
  }
}

/**
 * Kept from Colyseus, and answered with `unknown_message`: a request by its reply (unless its
 * id cannot be read back), a plain message by an `error` message.
 */
function refuse(code: number, id: number | null, message: string): Verdict {
  const error = ruleError(TableErrorCode.unknownMessage, message);
  if (code === Protocol.ROOM_DATA) return { pass: false, answer: errorFrame(error) };
  if (id === null || !Number.isInteger(id)) return DROP;
  const reply: Reply = { ok: false, error };
  return { pass: false, answer: getMessageBytes[Protocol.ROOM_RESPONSE](id, ResponseStatus.OK, reply) };
}

/** An `error` message, framed as `client.send` frames it. */
function errorFrame(error: RuleError): Uint8Array {
  return getMessageBytes.raw(Protocol.ROOM_DATA, Msg.error, error);
}

/**
 * A message type in the schema's string encoding, or null when it is not valid UTF-8 (the
 * schema's own reader would log a line for it).
 */
function typeString(frame: Uint8Array, it: Iterator): string | null {
  const length = declaredStringLength(frame, it);
  if (it.offset + length > frame.length) return null;
  const bytes = frame.subarray(it.offset, it.offset + length);
  it.offset += length;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
