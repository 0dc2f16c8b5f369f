import type { IncomingMessage } from 'node:http';
import { getMessageBytes, Protocol } from '@colyseus/core';
import { decode, type Iterator } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import { JoinRefusal, TableCloseCode } from '@dead-drop/shared';
import { SteadyPingTransport } from '../steadyPingTransport';
import type { ServerLimits } from '../table/limits';
import { clientAddress } from './address';
import { strike } from './strikes';

/** The protocol code is the low bits of a frame's first byte; the high ones are modifiers. */
const PROTOCOL_CODE_MASK = 0x1f;

/** What a client may send at all. Tables use no raw bytes and no input streams. */
const FROM_CLIENTS = new Set<number>([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM, Protocol.ROOM_DATA, Protocol.ROOM_REQUEST, Protocol.PING]);

interface RawSocket {
  send(data: Uint8Array, callback?: () => void): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
}

type TransportOptions = ConstructorParameters<typeof SteadyPingTransport>[0];
type ConnectionArgs = Parameters<SteadyPingTransport['onConnection']>;

/**
 * The websocket transport with two guards in front of Colyseus:
 * - one address holds at most `connectionsPerAddress` open connections;
 * - a frame that is not a message a table understands counts against its connection
 *   (`strike`). Colyseus would ignore some of them, answer others and log each with a
 *   whole stack, and never close the connection for it.
 */
export class GuardedTransport extends SteadyPingTransport {
  private readonly perAddress = new Map<string, number>();

  constructor(options: TransportOptions, private readonly limits: ServerLimits) {
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
        raw.close(TableCloseCode.tooManyConnections, message));
      return Promise.resolve();
    }
    this.perAddress.set(address, held + 1);
    raw.on('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // Registered before Colyseus' own listener, so it sees each frame first.
    raw.on('message', (frame) => {
      if (!understood(frame)) strike(raw, TableCloseCode.garbage, (code, reason) => raw.close(code, reason));
    });
    return super.onConnection(...args);
  }
}

/** Whether Colyseus can decode the frame into a known message kind, type and payload. */
function understood(frame: Buffer): boolean {
  if (frame.length === 0) return false;
  const code = frame[0]! & PROTOCOL_CODE_MASK;
  if (!FROM_CLIENTS.has(code)) return false;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST) return true;
  try {
    const it: Iterator = { offset: 1 };
    if (code === Protocol.ROOM_REQUEST) decode.number(frame, it);
    const type = decode.stringCheck(frame, it) ? decode.string(frame, it) : decode.number(frame, it);
    if (typeof type !== 'string' && !Number.isFinite(type)) return false;
    if (frame.length > it.offset) unpack(frame.subarray(it.offset));
    return true;
  } catch {
    return false;
  }
}
