import { getMessageBytes, Protocol, ResponseStatus } from '@colyseus/core';
import { decode, type Iterator } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import { JoinRefusal, Msg, ruleError, TableCloseCode, TableErrorCode, type Reply, type RuleError } from '@dead-drop/shared';
import { SteadyPingTransport } from '../steadyPingTransport';
import type { ServerLimits } from '../serverLimits';
import { clientAddress } from './address';
import { strike } from './strikes';

/** The protocol code is the low bits of a frame's first byte; the high ones are modifiers. */
const PROTOCOL_CODE_MASK = 0x1f;

/** What a client may send at all. Tables use no raw bytes and no input streams. */
const FROM_CLIENTS = new Set<number>([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM, Protocol.ROOM_DATA, Protocol.ROOM_REQUEST, Protocol.PING]);

/** The messages a client may ask a reply to; Colyseus answers any other itself. */
const REQUESTS = new Set<string>([
  Msg.act,
  Msg.start,
  Msg.chat,
  Msg.addBot,
  Msg.removeBot,
  Msg.botLevel,
  Msg.rematch,
  Msg.undo,
  Msg.concede,
  Msg.abandon,
  Msg.removePlayer,
  Msg.letBack,
  Msg.lock,
  Msg.pause,
  Msg.handHost,
  Msg.playAgain,
]);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What becomes of a frame: handed to Colyseus, or kept from it and counted against its
 * connection. A message kept from it is answered here, as the table refuses (Colyseus would
 * answer a request itself, quoting what was sent): a request with its reply, a plain message
 * with an `error` message, so that a client hears of every message it sent once, whether it
 * was kept here or refused by its table. `answer` is that frame.
 */
type Verdict =
  /** `decoded`: the frame's payload, decoded here, and where it began in the frame. */
  | { readonly pass: true; readonly decoded?: { readonly payload: unknown; readonly at: number } }
  | { readonly pass: false; readonly answer?: Uint8Array };

const PASS: Verdict = { pass: true };

/**
 * The payload of the frame each connection is handing Colyseus at this moment, as decoded here.
 * Colyseus gets the frame without it (so it decodes nothing) and hands the room's handler
 * `undefined`; the handler reads the payload from here instead (`guardedPayload`). Colyseus
 * calls the handler before `emit` returns, which is when the entry goes.
 */
const handing = new WeakMap<object, unknown>();

/** The payload of the message a room's handler was called for: the one the guard decoded, or
 *  the one Colyseus passed when the frame did not come through the guard. */
export function guardedPayload(socket: object, fromColyseus: unknown): unknown {
  return handing.has(socket) ? handing.get(socket) : fromColyseus;
}
const DROP: Verdict = { pass: false };

/** Each open connection's address (`addressGroup`), as the per-address limits count it. */
const addresses = new WeakMap<object, string>();

/** The address a connection comes from (its `client.ref`); undefined for one that did not come through the guard. */
export function addressOf(socket: object): string | undefined {
  return addresses.get(socket);
}

interface RawSocket {
  send(data: Uint8Array, callback?: () => void): void;
  close(code: number, reason: string): void;
  emit(event: string | symbol, ...args: unknown[]): boolean;
  on(event: 'close', listener: () => void): void;
}

type TransportOptions = ConstructorParameters<typeof SteadyPingTransport>[0];
type ConnectionArgs = Parameters<SteadyPingTransport['onConnection']>;

/**
 * The websocket transport with two guards in front of Colyseus:
 * - one address holds at most `connectionsPerAddress` open connections;
 * - a frame that is not a message a table understands counts against its connection
 *   (`strike`), and one Colyseus cannot decode never reaches it. Colyseus would ignore
 *   some of those, answer others quoting what was sent, log each with a whole stack (and
 *   @colyseus/schema a line of its own for every malformed string), and close nothing:
 *   an empty frame even ends the process. What it decoded to tell is what the room uses:
 *   a payload is decoded once (see `guardedPayload`).
 */
export class GuardedTransport extends SteadyPingTransport {
  private readonly perAddress = new Map<string, number>();

  constructor(
    options: TransportOptions,
    private readonly limits: ServerLimits,
  ) {
    super(options);
    // The parent registers its method unbound, to be called with the websocket server as
    // `this`; this one needs its own object.
    this.wss.removeListener('connection', this.onConnection);
    this.wss.on('connection', (...args: ConnectionArgs) => {
      void this.onConnection(...args);
    });
  }

  protected override onConnection(...args: ConnectionArgs): Promise<void> {
    const [socket, request] = args;
    const raw = socket as unknown as RawSocket;
    const address = clientAddress(request, this.limits.trustProxy);
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.limits.connectionsPerAddress) {
      const message = `One address may hold at most ${this.limits.connectionsPerAddress} connections.`;
      raw.send(getMessageBytes[Protocol.ERROR](JoinRefusal.too_many_connections, message), () =>
        raw.close(TableCloseCode.tooManyConnections, message),
      );
      return Promise.resolve();
    }
    this.perAddress.set(address, held + 1);
    addresses.set(raw, address);
    raw.on('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // Every frame passes here before any listener of Colyseus hears of it; ws offers no
    // other way to keep a frame from its listeners.
    const emit = raw.emit.bind(raw);
    raw.emit = (event, ...rest) => {
      if (event !== 'message') return emit(event, ...rest);
      const verdict = verdictOn(rest[0]);
      if (verdict.pass && verdict.decoded && rest[0] instanceof Uint8Array) {
        handing.set(raw, verdict.decoded.payload);
        try {
          return emit(event, rest[0].subarray(0, verdict.decoded.at), ...rest.slice(1));
        } finally {
          handing.delete(raw);
        }
      }
      if (verdict.pass) return emit(event, ...rest);
      if (verdict.answer) raw.send(verdict.answer);
      strike(raw, TableCloseCode.garbage, (code, reason) => raw.close(code, reason));
      return false;
    };
    return super.onConnection(...args);
  }
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
    return frame.length > it.offset ? { pass: true, decoded: { payload: unpack(frame.subarray(it.offset)), at: it.offset } } : PASS;
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
  const prefix = frame[it.offset++]!;
  const length =
    prefix < 0xc0
      ? prefix & 0x1f
      : prefix === 0xd9
        ? decode.uint8(frame, it)
        : prefix === 0xda
          ? decode.uint16(frame, it)
          : decode.uint32(frame, it);
  if (it.offset + length > frame.length) return null;
  const bytes = frame.subarray(it.offset, it.offset + length);
  it.offset += length;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
