/**
 * A protocol fuzz against the built server in its own process (as `npm start` runs it), over
 * real websockets and HTTP. It throws random and adversarial message types and payloads at a
 * started table (the target): every known message type with wrong shapes, "*", adversarial
 * values (own `__proto__` keys, non-callable toString/valueOf, huge numbers, deep nesting,
 * binary, msgpack extensions), undecodable and oversized frames; from a seat, from a
 * spectator, before joining (raw sockets, some that break the websocket protocol itself) and
 * as malformed matchmaking requests. It is bounded in count and time, and seeded: the summary
 * line it prints gives the seed, and FUZZ_SEED=<seed> replays the same choices.
 *
 * None of what it sends is a legal action or a valid chat line, so every message must be
 * refused: answered once, to its sender, as `{ code, message }` quoting at most 40 characters
 * of it. Afterwards the process is alive, no view of the target changed, a game in progress on
 * the same server (the victim) finishes normally, and the target still takes a legal action.
 * The run prints one summary line: messages by sender, class and way of sending, closes by
 * code, replaced connections, answers by code, HTTP statuses.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { encode } from '@colyseus/schema';
import { Protocol } from '@colyseus/sdk';
import { pack, Packr } from 'msgpackr';
import { kompromat, Msg, randomSource, TableCloseCode, TableErrorCode, type ChatLine } from '@dead-drop/shared';
import { gameDriver } from '../../workshop/src/drivers';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { MAX_FRAME_BYTES } from '../../server/src/guard/rates';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The run stops at whichever comes first. */
const MAX_MESSAGES = 3000;
const FUZZ_MS = 45_000;
/** Each sender sends each of its classes at least this often (asserted). */
const MIN_PER_CELL = 10;
/** A refusal may quote this many characters of what was sent (messages.ts), never more. */
const QUOTED = 40;
const MAX_REFUSAL_LENGTH = 300;
/** Longer than this without an answer, the server counts as stuck. */
const ANSWER_MS = 5000;

const SENDERS = ['seat', 'spectator', 'prejoin', 'http'] as const;
type Sender = (typeof SENDERS)[number];
const CLASSES = ['type', 'star', 'shape', 'action', 'raw', 'oversized', 'wire', 'http'] as const;
type MessageClass = (typeof CLASSES)[number];
/** The classes each sender sends: every cell here must be exercised. */
const SDK_CLASSES = ['type', 'star', 'shape', 'action', 'raw', 'oversized'] as const satisfies readonly MessageClass[];
const PLAN: Record<Sender, readonly MessageClass[]> = {
  seat: SDK_CLASSES,
  spectator: SDK_CLASSES,
  prejoin: [...SDK_CLASSES, 'wire'],
  http: ['http'],
};

/** The types a table handles itself; any other type goes to its "*" handler. */
const HANDLED = new Set<unknown>([Msg.act, Msg.start, Msg.chat, '*']);
/** How often each sender and each SDK class comes up: mostly the table's own connections. */
const SENDER_WEIGHTS: readonly Sender[] = [
  'seat',
  'seat',
  'seat',
  'seat',
  'spectator',
  'spectator',
  'spectator',
  'prejoin',
  'prejoin',
  'http',
];
const CLASS_WEIGHTS: readonly (typeof SDK_CLASSES)[number][] = [
  'type',
  'type',
  'star',
  'shape',
  'shape',
  'shape',
  'action',
  'action',
  'action',
  'raw',
  'raw',
  'oversized',
];
/** Known message names: the client's, and the server's own sent back to it. */
const KNOWN_TYPES = [Msg.act, Msg.start, Msg.chat, Msg.error, Msg.history, Msg.links, Msg.seat, Msg.chatLog] as const;
/** Kompromat's action types: only ever sent spoilt (see `Fuzz.action`), so no action is legal. */
const ACTION_TYPES = ['draw', 'place', 'stop', 'pass', 'declare', 'returnToken', 'item'] as const;
/** Numbers no action field takes: not finite, not whole, or far out of any range. */
const BAD_NUMBERS = [NaN, Infinity, -Infinity, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 1000, 0.5, -0.5, 1e-300, 2 ** 53 + 2];
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'seat', 'then', '', '0', 'length'];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202e',
  '<script>',
  'undefined',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  '%s%n%j',
  '../../etc',
];

/** A message as the fuzz sends it: a type and payload for the SDK to encode, or raw bytes. */
interface FuzzedMessage {
  cls: MessageClass;
  type: string | number;
  payload: unknown;
}
interface FuzzedFrame {
  cls: MessageClass;
  frame: Uint8Array;
}
type Fuzzed = FuzzedMessage | FuzzedFrame;

interface HttpCase {
  path: string;
  body: string;
  contentType: string;
  /** Answered by the table's own checks (create, joinById of a real table): a 4xx refusal. */
  ours: boolean;
}

/** Everything random in the run comes from here, so a seed replays it. */
class Fuzz {
  readonly marker: string;

  constructor(private readonly random: () => number) {
    // Long and distinctive: a refusal that holds 41 characters of it in a row quotes too much.
    this.marker = `FZ${Array.from({ length: 98 }, () => this.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'])).join('')}`;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.random() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(options: readonly T[]): T {
    return options[Math.floor(this.random() * options.length)]!;
  }

  /** One of several ways to make something, each as likely. */
  oneOf<T>(makers: readonly (() => T)[]): T {
    return this.pick(makers)();
  }

  bytes(length: number): number[] {
    return Array.from({ length }, () => this.int(0, 255));
  }

  text(length: number): string {
    const chars = [...'abcXYZ019 _-*$.:/\\"\'{}[]', '\u0000', '\u00e9', '\u202e', '\ud83d\ude00', '\ud800'];
    return Array.from({ length }, () => this.pick(chars)).join('');
  }

  /** A message type the table does not handle. */
  type(): string | number {
    const type = this.oneOf<string | number>([
      () => this.text(this.int(1, 24)),
      () => this.marker,
      () =>
        this.pick([
          '__proto__',
          'constructor',
          'prototype',
          'toString',
          'valueOf',
          'hasOwnProperty',
          '__defineGetter__',
          '',
          ' ',
          'ACT',
          'Act',
          ' act',
          'act ',
          'act\u0000',
          '_$bact',
          '_$b',
          'i5',
          'undefined',
          'null',
          '\ud800',
          '\u202e',
        ]),
      () => 'x'.repeat(this.int(500, 3000)),
      () => this.pick([0, 1, -1, 5, 13, 2 ** 31, -(2 ** 53), 1e308, -1e308, 0.5, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER * 1000]),
    ]);
    return HANDLED.has(type) ? this.type() : type;
  }

  atom(): unknown {
    return this.oneOf<unknown>([
      () => this.pick([null, undefined, true, false]),
      () => this.pick([0, -0, 1, -1, ...BAD_NUMBERS, Number.MIN_VALUE, -(2 ** 31), 2 ** 32]),
      () => this.random() * 10 ** this.int(-10, 300) * (this.chance(0.5) ? -1 : 1),
      () => this.pick(ODD_STRINGS),
      () => this.text(this.int(1, 40)),
      () => this.marker,
      () => 'z'.repeat(this.int(200, 2500)),
    ]);
  }

  key(): string {
    return this.oneOf([
      () => this.pick(ODD_KEYS),
      () => this.marker,
      () => this.text(this.int(0, 12)),
      () => this.pick(['action', 'text', 'type']),
    ]);
  }

  /** Values no honest client sends; built fresh each time, since some are mutable. */
  special(): unknown {
    return this.oneOf<unknown>([
      // Own `__proto__`/`constructor`/`prototype` keys, as JSON.parse makes them.
      () => JSON.parse('{"__proto__":{"polluted":true,"isHost":true},"x":1}'),
      () => JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
      () => JSON.parse('{"prototype":{"polluted":true},"length":-1}'),
      () => ({ toString: 0, valueOf: 0 }),
      () => ({ toString: {}, valueOf: [], toJSON: 1 }),
      () => ({ toJSON: 1 }),
      // biome-ignore lint/suspicious/noThenProperty: a payload that looks like a promise, on purpose.
      () => ({ then: 1 }),
      () => ({ [this.marker]: this.marker }),
      () => Object.assign(Object.create(null) as object, { a: 1 }),
      () => new Uint8Array(this.bytes(this.int(0, 64))),
      () => new Float64Array([NaN, -0, Infinity]),
      () => new Set<unknown>([1, 'a', this.marker]),
      () =>
        new Map<unknown, unknown>([
          [1, 2],
          ['k', {}],
        ]),
      () => new Date(Number.NaN),
      () => /(a+)+$/,
      () => new Error(this.marker),
      () => 2n ** 63n - 1n,
      () => -(2n ** 63n),
    ]);
  }

  /** Arrays, objects (under `key`) or both, `depth` levels deep. */
  nested(depth: number, key = 'a'): unknown {
    const shape = this.pick(['array', 'object', 'mixed']);
    let value: unknown = this.atom();
    for (let level = 0; level < depth; level++) {
      const asArray = shape === 'array' || (shape === 'mixed' && level % 2 === 0);
      value = asArray ? [value] : { [key]: value };
    }
    return value;
  }

  value(depth = 0): unknown {
    return this.oneOf<unknown>([
      () => this.atom(),
      () => this.atom(),
      () => this.special(),
      () => this.nested(this.int(1000, 1500)),
      () => (depth > 2 ? this.atom() : Array.from({ length: this.int(0, 4) }, () => this.value(depth + 1))),
      // fromEntries defines own keys: a key "__proto__" stays a key and sets no prototype.
      () =>
        depth > 2 ? this.atom() : Object.fromEntries(Array.from({ length: this.int(0, 4) }, () => [this.key(), this.value(depth + 1)])),
    ]);
  }

  /** A value that is not an object: no shape of `{ field }` can take it. */
  notAnObject(): unknown {
    return this.chance(0.8) ? this.atom() : [this.value(1)];
  }

  /** Anything but a string, where a string belongs. */
  notAString(): unknown {
    return this.oneOf<unknown>([() => this.pick([null, true, 0, -0, NaN, 1e308]), () => [this.atom()], () => this.special()]);
  }

  /** `base` and one more field it does not have. */
  withExtra(base: Record<string, unknown>): Record<string, unknown> {
    const key = this.key();
    return Object.hasOwn(base, key) ? this.withExtra(base) : Object.fromEntries([...Object.entries(base), [key, this.value(1)]]);
  }

  /** Something in an action's place that Kompromat refuses, by its shape or as never legal. */
  action(): unknown {
    const type = this.pick(ACTION_TYPES);
    return this.oneOf<unknown>([
      () => ({ type, mission: this.pick(BAD_NUMBERS) }),
      () => ({ type, total: this.pick(BAD_NUMBERS) }),
      () => ({
        type: 'place',
        mission: this.oneOf<unknown>([() => String(this.int(0, 2)), () => [0], () => ({ valueOf: 0 }), () => null]),
      }),
      () =>
        Object.fromEntries([
          ['type', type],
          [this.pick(ODD_KEYS), this.value(1)],
        ]),
      () => ({ type: 'item', item: this.oneOf([() => this.marker, () => 'DRONE', () => 0, () => ({})]) }),
      () => ({ type: this.oneOf([() => type.toUpperCase(), () => `${type} `, () => this.marker, () => this.notAnObject()]) }),
      // Without its own mission, whatever becomes of the `__proto__` key: refused, unless the
      // server let that key set a prototype and then read `mission` through it.
      () => JSON.parse('{"type":"place","__proto__":{"mission":0}}'),
      () => this.value(),
    ]);
  }

  /** A payload of the wrong shape for a known type. */
  shape(type: (typeof KNOWN_TYPES)[number]): unknown {
    const extra = (base: Record<string, unknown>) => this.withExtra(base);
    switch (type) {
      case Msg.act:
        return this.oneOf<unknown>([
          () => this.notAnObject(),
          () => ({}),
          () => extra({ action: this.value(1) }),
          () => ({ Action: this.action() }),
          () => ({ actions: [this.action()] }),
          () => JSON.parse('{"__proto__":{"action":{"type":"draw"}}}'),
          () => ({ action: { type: 'draw' }, seat: this.pick([0, 1]) }),
        ]);
      case Msg.start:
        return this.oneOf<unknown>([
          () => this.pick([null, 0, false, '', 'go', []]),
          () => extra({}),
          () => JSON.parse('{"__proto__":{}}'),
        ]);
      case Msg.chat:
        return this.oneOf<unknown>([
          () => this.notAnObject(),
          () => ({}),
          () => ({ text: this.notAString() }),
          () => ({ text: this.pick(['', '   ', '\u0000\u200b', '<>', '\u202e']) }),
          () => ({ text: 'w'.repeat(2241) }),
          () => extra({ text: 'hello' }),
          () => ({ TEXT: 'hello' }),
          () => ({ text: ['hello'] }),
        ]);
      default:
        // The server's own message names, sent back to it: any payload.
        return this.value();
    }
  }

  /** A frame the server cannot decode, or may decode into something odd. */
  rawFrame(): Uint8Array {
    const type = () => typeBytes(this.pick([Msg.act, '*', Msg.chat, this.marker, 'x']));
    // `{ action: <bad> }`, so that what the game would parse is the bad part.
    const action = (bad: readonly number[]) => [0x81, ...typeBytes('action'), ...bad];
    const bytes = this.oneOf<number[]>([
      () => [],
      () => this.bytes(this.int(1, 200)),
      // Codes a client may not send, and modifier bits on one it may.
      () => [this.pick([0, 1, 2, 11, 14, 15, 16, 17, 19, 20, 22, 23, 31, 99, 255]), ...this.bytes(this.int(0, 40))],
      () => [this.pick([0x20, 0x40, 0x80, 0xe0]) | Protocol.ROOM_DATA, ...type(), 0x80],
      () => [Protocol.ROOM_DATA],
      () => [Protocol.ROOM_DATA, 0xdb, 0xff, 0xff, 0xff, 0xff, 0x61],
      () => [Protocol.ROOM_DATA, ...numberBytes(NaN), 0xc0],
      () => [Protocol.ROOM_DATA, ...type(), ...this.pick(BAD_MSGPACK)],
      () => [Protocol.ROOM_DATA, ...typeBytes(Msg.act), ...action(this.pick(BAD_MSGPACK))],
      () => [Protocol.ROOM_DATA, ...type(), ...pack(this.atom()), ...this.bytes(this.int(1, 8))],
      () => [Protocol.ROOM_REQUEST],
      () => [Protocol.ROOM_REQUEST, 0xcb],
      () => [
        Protocol.ROOM_REQUEST,
        ...numberBytes(this.pick([-1, 1.5, 2 ** 32, 2 ** 53, Infinity, NaN])),
        ...type(),
        ...this.pick(BAD_MSGPACK),
      ],
      () => [
        Protocol.ROOM_REQUEST,
        ...numberBytes(this.pick([-1, 1.5, 2 ** 32])),
        ...typeBytes(Msg.act),
        ...action(this.pick(BAD_MSGPACK)),
      ],
      // A payload followed by more bytes: an ID the SDK never gave out, so the reply is only read by `Tally.heard`.
      () => [
        Protocol.ROOM_REQUEST,
        ...numberBytes(this.int(10_000, 100_000)),
        ...type(),
        ...pack(this.pick([this.marker, { [this.marker]: 1 }])),
        ...this.bytes(this.int(1, 4)),
      ],
      () => [this.pick([Protocol.JOIN_ROOM, Protocol.LEAVE_ROOM]), ...this.bytes(this.int(0, 20))],
    ]);
    return new Uint8Array(bytes);
  }

  /** One of the classes an SDK sender sends. */
  sdkMessage(cls: (typeof SDK_CLASSES)[number]): Fuzzed {
    switch (cls) {
      // Under "*", the payload is what the table's handler is given as the type.
      case 'type':
        return this.fitted(
          cls,
          () => this.type(),
          () => this.value(),
        );
      case 'star':
        return this.fitted(
          cls,
          () => '*',
          () => (this.chance(0.5) ? this.special() : this.value()),
        );
      case 'shape': {
        const type = this.pick(KNOWN_TYPES);
        return this.fitted(
          cls,
          () => type,
          () => this.shape(type),
        );
      }
      case 'action':
        return this.fitted(
          cls,
          () => Msg.act,
          () => ({ action: this.action(), at: 0 }),
        );
      case 'raw':
        return { cls, frame: this.rawFrame() };
      case 'oversized':
        return this.oversized();
    }
  }

  /** Above the frame limit, which closes the websocket (1009). */
  oversized(): Fuzzed {
    const cls = 'oversized';
    return this.oneOf<Fuzzed>([
      () => ({ cls, type: this.pick([Msg.act, Msg.chat, 'big']), payload: 'y'.repeat(100_000) }),
      // Deep and long-keyed: msgpack itself overflows the stack a little past 1,500 levels.
      () => ({ cls, type: Msg.act, payload: { action: this.nested(1200, 'k'.repeat(16)) } }),
      () => ({ cls, type: this.type(), payload: Array.from({ length: 3000 }, () => 1e308) }),
      () => ({ cls, frame: new Uint8Array([Protocol.ROOM_DATA, ...typeBytes('x'.repeat(10_000)), 0xc0]) }),
      () => ({ cls, frame: new Uint8Array([Protocol.ROOM_DATA, ...this.bytes(this.int(MAX_FRAME_BYTES, 20_000))]) }),
    ]);
  }

  /**
   * A message of `cls` whose frame stays under the frame limit: a value that would not
   * (a long string in a deep structure) is drawn again, so that the limit's own class,
   * `oversized`, is the only one that meets it.
   */
  private fitted(cls: MessageClass, type: () => string | number, payload: () => unknown): Fuzzed {
    for (let attempt = 0; attempt < 8; attempt++) {
      const message = { cls, type: type(), payload: payload() };
      const size = encodedSize(message.type, message.payload);
      if (size !== null && size < MAX_FRAME_BYTES - 64) return message;
    }
    return { cls, type: type(), payload: null };
  }

  /** A websocket frame that breaks the websocket protocol itself, or a bad upgrade. */
  wire(): { upgrade?: string; frame?: Buffer } {
    const data = Buffer.from(this.bytes(this.int(1, 60)));
    return this.oneOf<{ upgrade?: string; frame?: Buffer }>([
      () => ({ frame: wsFrame(data, { masked: false }) }),
      () => ({ frame: wsFrame(data, { opcode: this.pick([0x3, 0x7, 0xb, 0xf]) }) }),
      () => ({ frame: wsFrame(data, { rsv: this.pick([0x40, 0x20, 0x10]) }) }),
      () => ({ frame: wsFrame(Buffer.from([0xff, 0xfe, 0xc0, 0x80]), { opcode: 0x1 }) }),
      () => ({ frame: wsFrame(data, { opcode: 0x0 }) }),
      () => ({ frame: wsFrame(Buffer.alloc(200), { opcode: 0x9 }) }),
      () => ({ frame: wsFrame(Buffer.from([0x03, 0xe7]), { opcode: 0x8 }) }),
      () => ({ frame: Buffer.concat([wsFrame(data, { fin: false }), wsFrame(data)]) }),
      // A header that claims 2^62 bytes.
      () => ({ frame: Buffer.from([0x82, 0xff, 0x40, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]) }),
      () => ({ upgrade: 'no key' }),
      () => ({ upgrade: 'version 99' }),
      () => ({ upgrade: 'huge header' }),
    ]);
  }

  http(roomIds: readonly string[]): HttpCase {
    const json = (value: unknown) => safeJson(value) ?? 'null';
    const createBody = () =>
      json(
        Object.fromEntries([
          // Never a game's id, so no create can succeed, whatever the rest.
          ['game', this.oneOf([() => this.atom(), () => this.special(), () => 'kompromat '])],
          ['name', this.oneOf([() => this.atom(), () => 'Eve'])],
          ...(this.chance(0.5) ? [[this.key(), this.value(1)]] : []),
        ]),
      );
    const joinBody = () =>
      json(
        Object.fromEntries([
          [
            this.pick(['watch', 'invite', 'seatKey', 'Watch', this.key()]),
            this.oneOf([() => this.atom(), () => this.special(), () => 'x'.repeat(24)]),
          ],
          ...(this.chance(0.5) ? [['name', this.value(1)]] : []),
          ...(this.chance(0.3) ? [[this.key(), this.value(1)]] : []),
        ]),
      );
    const raw = () =>
      this.pick([
        'not json',
        '{"a":',
        '1e999',
        '-0',
        'null',
        '"x"',
        '[]',
        '\ufeff{}',
        '{"watch":{"toString":1}}',
        '{"game":{"toString":1},"name":"x"}',
        '{"__proto__":{"watch":"x"}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{"game":"kompromat","name":{"valueOf":0}}',
        '{"game":"kompromat","name":"Eve","__proto__":{"options":{}}}',
        '{"game":"kompromat","name":"Eve","seat":0}',
        `{"${this.marker}":1}`,
        `${'['.repeat(2000)}${']'.repeat(2000)}`,
        'x'.repeat(5000),
      ]);
    const body = this.oneOf([createBody, joinBody, raw, () => json(this.value())]);
    const contentType = this.chance(0.8)
      ? 'application/json'
      : this.pick(['text/plain', '', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded']);
    const [path, ours] = this.oneOf<[string, boolean]>([
      () => ['/matchmake/create/table', true],
      () => [`/matchmake/joinById/${this.pick(roomIds)}`, true],
      // Ways in that Colyseus answers before a table is asked.
      () => [
        this.pick([
          '/matchmake/join/table',
          '/matchmake/joinOrCreate/table',
          '/matchmake/reconnect/table',
          '/matchmake/joinById/nothere',
          '/matchmake/create/nothere',
          '/matchmake/__proto__/table',
          '/matchmake/constructor/table',
        ]),
        false,
      ],
    ]);
    return { path, body, contentType, ours };
  }
}

/** Byte sequences msgpackr may choke on: truncated, huge claimed lengths, its extensions. */
const BAD_MSGPACK: readonly (readonly number[])[] = [
  [0xc1],
  [0xd9, 0xff, 0x61],
  [0xdd, 0xff, 0xff, 0xff, 0xff],
  [0xdf, 0xff, 0xff, 0xff, 0xff],
  [0xc6, 0xff, 0xff, 0xff, 0xff],
  [0xc9, 0x7f, 0xff, 0xff, 0xff, 0x42],
  [0xd4, 0x42, 0x80],
  [0xd4, 0x00, 0x00],
  [0xd4, 0x80, 0x00],
  // Error extensions whose class name is an Object.prototype key.
  [0xd4, 0x65, 0x00, 0x92, ...typeBytes('constructor'), 0xa1, 0x78],
  [0xd4, 0x65, 0x00, 0x92, ...typeBytes('__proto__'), 0xa1, 0x78],
  [0xd4, 0x65, 0x00, 0x92, ...typeBytes('toString'), 0xa1, 0x78],
  // Structured-clone ids and pointers: an object holding itself, a pointer to nothing.
  [0xd6, 0x69, 0, 0, 0, 1, 0x81, 0xa1, 0x61, 0xd6, 0x70, 0, 0, 0, 1],
  [0xd6, 0x69, 0, 0, 0, 2, 0x91, 0xd6, 0x70, 0, 0, 0, 2],
  [0xd6, 0x70, 0, 0, 0, 9],
  // Typed arrays of no known type, a RegExp that does not compile, bundles, dates, records.
  [0xc7, 0x02, 0x74, 0x63, 0x00],
  [0xc7, 0x02, 0x74, 0x11, 0x00],
  [0xd4, 0x78, 0x00, 0x92, 0xa1, 0x28, 0xa0],
  [0xd6, 0x62, 0xff, 0xff, 0xff, 0xff],
  [0xd6, 0x62, 0x00, 0x00, 0x00, 0x02, 0xa1],
  [0xd5, 0xff, 0x00, 0x00],
  [0xd4, 0x72, 0x40, 0x91],
  [0xd4, 0x73, 0x00, 0x91, 0x90],
];

/** A message type as Colyseus encodes it: a schema string, or a schema number. */
function typeBytes(type: string | number): number[] {
  if (typeof type === 'number') return numberBytes(type);
  const bytes = new Uint8Array(16 + Buffer.byteLength(type) * 2);
  const it = { offset: 0 };
  encode.string(bytes, type, it);
  return [...bytes.subarray(0, it.offset)];
}

function numberBytes(value: number): number[] {
  const bytes = new Uint8Array(16);
  const it = { offset: 0 };
  encode.number(bytes, value, it);
  return [...bytes.subarray(0, it.offset)];
}

/** A ROOM_DATA frame as the SDK would send it, or null if msgpack cannot encode the payload. */
function roomFrame(type: string | number, payload: unknown): Uint8Array | null {
  try {
    return new Uint8Array([Protocol.ROOM_DATA, ...typeBytes(type), ...(payload === undefined ? [] : pack(payload))]);
  } catch {
    return null;
  }
}

/** As the SDK encodes a payload (its own Packr), so that what fits here fits there. */
const sdkPackr = new Packr();

function encodedSize(type: string | number, payload: unknown): number | null {
  try {
    return typeBytes(type).length + 1 + (payload === undefined ? 0 : sdkPackr.pack(payload).length);
  } catch {
    return null;
  }
}

/** A client's websocket frame (RFC 6455), masked unless told, with whatever bits it is given. */
function wsFrame(payload: Uint8Array, { opcode = 0x2, fin = true, rsv = 0, masked = true } = {}): Buffer {
  const length = payload.length;
  const head = [(fin ? 0x80 : 0) | rsv | opcode];
  const maskBit = masked ? 0x80 : 0;
  if (length < 126) head.push(maskBit | length);
  else if (length < 65_536) head.push(maskBit | 126, length >> 8, length & 0xff);
  else head.push(maskBit | 127, 0, 0, 0, 0, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff);
  if (!masked) return Buffer.concat([Buffer.from(head), payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from(head), mask, body]);
}

function safeJson(value: unknown): string | null {
  try {
    return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner)) ?? null;
  } catch {
    return null;
  }
}

/** What a fuzzed message was, for a problem report. */
function sentAs(sender: Sender, via: string, message: Fuzzed): string {
  const what =
    'frame' in message
      ? `frame ${Buffer.from(message.frame.subarray(0, 24)).toString('hex')}${message.frame.length > 24 ? '…' : ''}`
      : `type ${(safeJson(message.type) ?? String(message.type)).slice(0, 40)} payload ${(safeJson(message.payload) ?? typeof message.payload).slice(0, 80)}`;
  return `${sender} ${message.cls} by ${via}: ${what}`;
}

/** Counts of what was sent and what came back, and every problem seen (bounded). */
class Tally {
  readonly cells: Record<string, number> = {};
  readonly bySender: Record<string, number> = {};
  readonly byClass: Record<string, number> = {};
  readonly byVia: Record<string, number> = {};
  readonly closes: Record<string, number> = {};
  readonly outcomes: Record<string, number> = {};
  readonly httpStatus: Record<string, number> = {};
  readonly replaced = { seat: 0, spectator: 0 };
  readonly problems: string[] = [];
  /** Requests Colyseus answered itself, never asking the table (see the last test): samples. */
  readonly colyseusAnswers: string[] = [];
  messages = 0;
  /** What was sent last, for when the run stops on an error. */
  last = '';

  constructor(readonly marker: string) {}

  sent(sender: Sender, cls: MessageClass, via: string, what: string): void {
    this.messages++;
    this.last = what;
    for (const [counts, key] of [
      [this.cells, `${sender}/${cls}`],
      [this.bySender, sender],
      [this.byClass, cls],
      [this.byVia, via],
    ] as const) {
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }

  add(counts: Record<string, number>, key: string | number): void {
    counts[key] = (counts[key] ?? 0) + 1;
  }

  problem(text: string): void {
    if (this.problems.length < 40) this.problems.push(text);
  }

  colyseusAnswered(kind: string, text: string): void {
    this.add(this.outcomes, kind);
    if (this.outcomes[kind]! <= 5) this.colyseusAnswers.push(`${kind}: ${text.slice(0, 160)}`);
  }

  /**
   * Every frame the server sends a fuzzed connection: none may quote more than QUOTED
   * characters of the marker, whichever path it took. A request's reply that does is one
   * Colyseus wrote itself (a decoding error that shows what it decoded).
   */
  heard(frame: Uint8Array): void {
    const text = Buffer.from(frame).toString('latin1');
    if (!quotesTooMuch(text, this.marker)) return;
    if (frame[0] === Protocol.ROOM_RESPONSE) this.colyseusAnswered('echoing_reply', text.replace(/[^ -~]/g, '.'));
    else this.problem(`the server sent back what was sent: ${text.replace(/[^ -~]/g, '.').slice(0, 160)}`);
  }

  summary(seed: number, ms: number): Record<string, unknown> {
    const sorted = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
    return {
      seed,
      ms,
      messages: this.messages,
      bySender: sorted(this.bySender),
      byClass: sorted(this.byClass),
      byVia: sorted(this.byVia),
      cells: sorted(this.cells),
      closes: sorted(this.closes),
      replaced: this.replaced,
      outcomes: sorted(this.outcomes),
      httpStatus: sorted(this.httpStatus),
      problems: this.problems.length,
    };
  }
}

/** Whether `text` holds more than QUOTED characters in a row of `marker`. */
function quotesTooMuch(text: string, marker: string): boolean {
  for (let start = 0; start + QUOTED < marker.length; start++) {
    if (text.includes(marker.slice(start, start + QUOTED + 1))) return true;
  }
  return false;
}

/** What is wrong with a refusal as the client gets it (`{ code, message }`), or null. */
function refusalProblem(error: unknown, marker: string): string | null {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return `not a refusal: ${safeJson(error)?.slice(0, 120)}`;
  // A handler threw: the table goes on, but that is a bug the fuzz found.
  if (code === TableErrorCode.internal) return `the server failed on it: ${message}`;
  if (message.length > MAX_REFUSAL_LENGTH) return `a refusal of ${message.length} characters`;
  if (quotesTooMuch(`${code} ${message}`, marker)) return `a refusal quotes more than ${QUOTED} characters: ${message.slice(0, 120)}`;
  return null;
}

type Settled = 'answered' | 'closed' | 'stuck';

/**
 * One fuzzed connection to the target: a TableClient whose refusals, incoming frames and
 * close are watched. SDK reconnection is off: a closed connection is replaced by a new join
 * (see `Target`).
 */
class FuzzConnection {
  readonly refusals: unknown[] = [];
  closeCode: number | null = null;
  readonly closed: Promise<void>;

  constructor(
    readonly client: TableClient,
    tally: Tally,
  ) {
    const { room } = client;
    room.reconnection.enabled = false;
    const events = room.connection.events;
    const decode = events.onmessage!;
    events.onmessage = (event: MessageEvent) => {
      tally.heard(new Uint8Array(event.data as ArrayBuffer));
      decode(event);
    };
    room.onMessage(Msg.error, (error: unknown) => {
      this.refusals.push(error);
    });
    this.closed = new Promise((resolve) => {
      room.onLeave((code: number) => {
        this.closeCode = code;
        tally.add(tally.closes, code);
        resolve();
      });
    });
  }

  get open(): boolean {
    return this.closeCode === null && this.client.room.connection.isOpen;
  }

  /** Resolves once the server has handled everything sent before (its pong), or on close. */
  settle(): Promise<Settled> {
    if (!this.open) return Promise.resolve('closed');
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('stuck'), ANSWER_MS);
      this.client.room.ping(() => {
        clearTimeout(timer);
        resolve('answered');
      });
      void this.closed.then(() => {
        clearTimeout(timer);
        resolve('closed');
      });
    });
  }
}

/** Resolves once `client`'s connection has delivered everything the server sent before now. */
function settled(client: TableClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no pong')), ANSWER_MS);
    client.room.ping(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The fuzzed table's senders: its two seats and a spectator. One the server closed is
 * replaced: a seat is taken back with its seat key (and must be the same seat), a spectator
 * joins again through the watch link.
 */
class Target {
  readonly all: FuzzConnection[] = [];
  private readonly seats: FuzzConnection[];
  private spectatorNow: FuzzConnection;

  constructor(
    private readonly endpoint: string,
    readonly roomId: string,
    readonly watchLink: string,
    private readonly seatKeys: readonly string[],
    clients: readonly TableClient[],
    private readonly tally: Tally,
  ) {
    this.seats = clients.slice(0, 2).map((client) => this.watch(client));
    this.spectatorNow = this.watch(clients[2]!);
  }

  /** The seats' and the spectator's clients as they are now, some maybe closed. */
  get clients(): TableClient[] {
    return [...this.seats.map((seat) => seat.client), this.spectatorNow.client];
  }

  /** Both seats and the spectator, connected (again if need be). */
  async connected(): Promise<TableClient[]> {
    const connections = [await this.seat(0), await this.seat(1), await this.spectator()];
    return connections.map((connection) => connection.client);
  }

  async seat(index: number): Promise<FuzzConnection> {
    if (this.seats[index]!.open) return this.seats[index]!;
    const client = await TableClient.join(this.endpoint, this.roomId, { seatKey: this.seatKeys[index]! });
    const seat = this.watch(client);
    await settled(client);
    if (client.seat?.seat !== index) this.tally.problem(`seat ${index} taken back with its key came back as ${safeJson(client.seat)}`);
    this.tally.replaced.seat++;
    return (this.seats[index] = seat);
  }

  async spectator(): Promise<FuzzConnection> {
    if (this.spectatorNow.open) return this.spectatorNow;
    const client = await TableClient.join(this.endpoint, this.roomId, { watch: this.watchLink });
    this.spectatorNow = this.watch(client);
    await settled(client);
    this.tally.replaced.spectator++;
    return this.spectatorNow;
  }

  private watch(client: TableClient): FuzzConnection {
    const connection = new FuzzConnection(client, this.tally);
    this.all.push(connection);
    return connection;
  }
}

/**
 * How the SDK would garble a type: schema's UTF-8 writes a lone surrogate with a length that
 * does not match, and the SDK reserves only `length & 0xff` bytes for a header before a
 * payload. Such a message goes out as the frame a correct client would send (or, garbled, as
 * a raw frame), so that what reaches the server is what the fuzz meant.
 */
function sdkGarbles(type: string | number): 'surrogate' | 'long' | null {
  if (typeof type === 'number') return null;
  if (/\p{Cs}/u.test(type)) return 'surrogate';
  return typeBytes(type).length > 250 ? 'long' : null;
}

/** Sends `message` on `connection` the way the fuzz picks, and says which way: send, request or raw. */
async function sendVia(connection: FuzzConnection, sender: Sender, message: Fuzzed, fuzz: Fuzz, tally: Tally): Promise<string> {
  const { room } = connection.client;
  const garbled = 'frame' in message ? null : sdkGarbles(message.type);
  if ('frame' in message || garbled === 'surrogate') {
    room.connection.send('frame' in message ? message.frame : (roomFrame(message.type, message.payload) ?? new Uint8Array()));
    return 'raw';
  }
  if (fuzz.chance(0.4)) {
    // Without a payload, the SDK sends a long type whole.
    await requestOn(connection, sender, garbled === 'long' ? { ...message, payload: undefined } : message, tally);
    return 'request';
  }
  if (garbled === 'long') room.connection.send(roomFrame(message.type, message.payload) ?? new Uint8Array());
  else room.send(message.type, message.payload);
  return 'send';
}

/** Sends one fuzzed message on a connection and checks how it was answered. */
async function sendOn(connection: FuzzConnection, sender: Sender, message: Fuzzed, fuzz: Fuzz, tally: Tally): Promise<void> {
  const before = connection.refusals.length;
  let via: string;
  try {
    via = await sendVia(connection, sender, message, fuzz, tally);
  } catch (error) {
    // The SDK could not encode it (msgpack's stack, a type it cannot write): nothing was sent.
    tally.add(tally.outcomes, `unsent:${error instanceof Error ? error.name : 'error'}`);
    return;
  }
  tally.sent(sender, message.cls, via, sentAs(sender, via, message));
  const outcome = await connection.settle();
  if (outcome === 'stuck') tally.problem(`no pong within ${ANSWER_MS} ms after ${sentAs(sender, via, message)}`);
  const answers = connection.refusals.slice(before);
  for (const answer of answers) {
    const problem = refusalProblem(answer, fuzz.marker);
    if (problem) tally.problem(`${problem}, after ${sentAs(sender, via, message)}`);
    tally.add(tally.outcomes, `error:${(answer as { code?: unknown }).code}`);
  }
  // Every message sent is answered, once, unless its connection was closed for it (raw
  // frames are not all decodable, so they are not counted).
  if (via === 'send' && outcome === 'answered' && answers.length !== 1) {
    tally.problem(`${answers.length} answers to ${sentAs(sender, via, message)}`);
  }
}

async function requestOn(connection: FuzzConnection, sender: Sender, message: FuzzedMessage, tally: Tally): Promise<void> {
  const what = () => sentAs(sender, 'request', message);
  try {
    const reply: unknown = await connection.client.room.request(message.type, message.payload, { timeout: ANSWER_MS });
    const { ok, error } = (typeof reply === 'object' && reply !== null ? reply : {}) as { ok?: unknown; error?: unknown };
    if (ok !== false) {
      tally.problem(`a reply that is not a refusal (${safeJson(reply)?.slice(0, 80)}) to ${what()}`);
      return;
    }
    const problem = refusalProblem(error, tally.marker);
    if (problem) tally.problem(`${problem}, to ${what()}`);
    tally.add(tally.outcomes, `reply:${(error as { code?: unknown }).code}`);
  } catch (caught) {
    // Thrown here, not by the server: the SDK could not encode the request.
    if (caught instanceof RangeError || caught instanceof TypeError) throw caught;
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (/connection (closed|is not open)/.test(error.message)) tally.add(tally.outcomes, 'closed');
    // Colyseus answers a request of a type without a handler itself: see the last test.
    else if (error.name === 'no_handler' && !HANDLED.has(message.type)) tally.colyseusAnswered('no_handler', error.message);
    else tally.problem(`request failed (${error.name}: ${error.message.slice(0, 120)}) for ${what()}`);
  }
}

/**
 * Sockets that never join: a websocket to no room, to a real room with a made-up session,
 * with a made-up reconnection token; frames go out as soon as they can, over raw TCP in the
 * same write as the upgrade request itself, so they arrive before the handshake settles.
 */
class Prejoin {
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly port: number,
    private readonly paths: readonly string[],
    private readonly fuzz: Fuzz,
    private readonly tally: Tally,
  ) {}

  async open(): Promise<void> {
    while (this.inflight.size >= 8) await Promise.race(this.inflight);
    const { fuzz } = this;
    const path = fuzz.pick(this.paths);
    const frames: { cls: MessageClass; bytes: Uint8Array }[] = [];
    for (let i = fuzz.int(1, 5); i > 0; i--) {
      const message = fuzz.sdkMessage(fuzz.pick(SDK_CLASSES.filter((cls) => cls !== 'oversized')));
      const bytes = 'frame' in message ? message.frame : roomFrame(message.type, message.payload);
      if (bytes) frames.push({ cls: message.cls, bytes });
    }
    // A frame that closes the socket goes last.
    if (fuzz.chance(0.15)) {
      const message = fuzz.oversized();
      const bytes = 'frame' in message ? message.frame : roomFrame(message.type, message.payload);
      if (bytes) frames.push({ cls: 'oversized', bytes });
    }
    const raw = fuzz.chance(0.6);
    const wire = raw && fuzz.chance(0.35) ? fuzz.wire() : null;
    const via = raw ? 'tcp' : 'ws';
    const what = (cls: MessageClass, bytes: Uint8Array) =>
      `prejoin ${cls} by ${via} to ${path}: ${Buffer.from(bytes.subarray(0, 24)).toString('hex')}`;
    for (const frame of frames) this.tally.sent('prejoin', frame.cls, via, what(frame.cls, frame.bytes));
    if (wire) this.tally.sent('prejoin', 'wire', via, what('wire', wire.frame ?? Buffer.from(wire.upgrade ?? '')));
    const done = raw
      ? this.overTcp(
          path,
          frames.map((frame) => wsFrame(frame.bytes)),
          wire,
        )
      : this.overWebSocket(
          path,
          frames.map((frame) => frame.bytes),
        );
    const tracked = done.finally(() => this.inflight.delete(tracked));
    this.inflight.add(tracked);
  }

  async drain(): Promise<void> {
    await Promise.all(this.inflight);
  }

  private overWebSocket(path: string, frames: readonly Uint8Array[]): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${this.port}${path}`);
      socket.binaryType = 'arraybuffer';
      const timer = setTimeout(() => socket.close(), 2000);
      socket.onopen = () => {
        for (const frame of frames) socket.send(frame);
      };
      socket.onerror = () => undefined;
      socket.onclose = (event) => {
        clearTimeout(timer);
        this.tally.add(this.tally.closes, `prejoin:${event.code}`);
        resolve();
      };
    });
  }

  private overTcp(path: string, frames: readonly Buffer[], wire: { upgrade?: string; frame?: Buffer } | null): Promise<void> {
    const key = randomBytes(16).toString('base64');
    const headers = [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${this.port}`, 'Upgrade: websocket', 'Connection: Upgrade'];
    if (wire?.upgrade !== 'no key') headers.push(`Sec-WebSocket-Key: ${key}`);
    headers.push(`Sec-WebSocket-Version: ${wire?.upgrade === 'version 99' ? 99 : 13}`);
    if (wire?.upgrade === 'huge header') headers.push(`X-Fuzz: ${'h'.repeat(20_000)}`);
    const request = Buffer.from(`${headers.join('\r\n')}\r\n\r\n`);
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve();
      };
      const timer = setTimeout(finish, 2000);
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      socket.on('close', finish);
      socket.write(Buffer.concat([request, ...frames, ...(wire?.frame ? [wire.frame] : [])]));
    });
  }
}

/** One malformed matchmaking request: it must get a JSON error, from the table's checks a 4xx one. */
async function httpOnce(port: number, fuzz: Fuzz, roomIds: readonly string[], tally: Tally): Promise<void> {
  const { path, body, contentType, ours } = fuzz.http(roomIds);
  const what = `POST ${path} (${contentType}) ${body.slice(0, 80)}`;
  tally.sent('http', 'http', 'http', what);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : {},
      signal: AbortSignal.timeout(ANSWER_MS),
    });
  } catch (error) {
    tally.problem(`no HTTP answer (${error instanceof Error ? error.message : 'error'}) to ${what}`);
    return;
  }
  tally.add(tally.httpStatus, response.status);
  const text = await response.text();
  const answer = (() => {
    try {
      return JSON.parse(text) as { error?: unknown };
    } catch {
      return null;
    }
  })();
  if (ours ? response.status < 400 || response.status > 499 : response.status < 400 || response.status === 500) {
    tally.problem(`HTTP ${response.status} to ${what}: ${text.slice(0, 120)}`);
  }
  if (typeof answer?.error !== 'string') tally.problem(`HTTP ${response.status} without a JSON error to ${what}: ${text.slice(0, 120)}`);
  else if (answer.error.length > MAX_REFUSAL_LENGTH || quotesTooMuch(text, fuzz.marker))
    tally.problem(`HTTP refusal quotes too much, to ${what}: ${text.slice(0, 120)}`);
}

const driver = gameDriver(kompromat);
let server: ServerProcess;
let victim: TableClient[] = [];
let target: Target;
let before: { views: string[]; witness: Witnessed };
const random = randomSource(SEED);
const fuzz = new Fuzz(random);
const tally = new Tally(fuzz.marker);

/** What a newly joined spectator of the target gets: its view, the game's history, the chat. */
interface Witnessed {
  view: string;
  history: string | undefined;
  chat: string | undefined;
}

async function witness(): Promise<Witnessed> {
  const client = await TableClient.join(server.endpoint, target.roomId, { watch: target.watchLink });
  let history: string | undefined;
  let chat: string | undefined;
  client.room.onMessage(Msg.history, (events: unknown) => {
    history = safeJson(events) ?? undefined;
  });
  // The talk: the table's own notes (a stand-in took a seat closed for garbage, its key took it
  // back) are no one's message.
  client.room.onMessage(Msg.chatLog, (lines: ChatLine[]) => {
    chat = safeJson(lines.filter((line) => !line.note)) ?? undefined;
  });
  await settled(client);
  const seen = { view: JSON.stringify(client.view), history, chat };
  await client.leave();
  return seen;
}

/** Legal random moves, each acknowledged and seen by every client, until `enough` or the game ends. */
async function play(table: readonly TableClient[], enough: (played: number) => boolean): Promise<number> {
  let played = 0;
  while (!enough(played) && !table[2]!.finished()) {
    const seat = table.findIndex((client, index) => index < 2 && client.hasLegal());
    if (seat < 0) throw new Error('the game is not over, yet no seat has anything to do');
    const action = driver.nextAction(table[seat]!, seat, random);
    let reply = await table[seat]!.request(Msg.act, { action, at: table[seat]!.step() });
    // An honest client told to slow down waits and sends the same action again.
    while (!reply.ok && reply.error.code === TableErrorCode.rateLimited) {
      await sleep(200);
      reply = await table[seat]!.request(Msg.act, { action, at: table[seat]!.step() });
    }
    if (!reply.ok) throw new Error(`a legal action was refused: ${reply.error.code} ${reply.error.message}`);
    played++;
    await Promise.all(table.map(settled));
  }
  return played;
}

const views = (clients: readonly TableClient[]) => clients.map((client) => JSON.stringify(client.view));

beforeAll(async () => {
  // Below the ports the system hands out to outgoing connections (32768 and up).
  server = await ServerProcess.start(20_000 + Math.floor(Math.random() * 10_000), [], {
    // Every client of this test shares one address (loopback), so the per-address limits would
    // be the limits of the whole run. And every spectator the fuzz replaces keeps its place for
    // the reconnection window, counted against the table's spectators.
    CONNECTIONS_PER_ADDRESS: '1000',
    TABLES_PER_ADDRESS_PER_MINUTE: '1000',
    MAX_SPECTATORS: '1000',
    // A seat closed for garbage is handed to a stand-in bot until its key takes it back: the
    // bot must not move in the meantime, or the table would change for a reason of its own.
    BOT_DELAY_MS: '600000',
  });
  victim = await driver.open(server.endpoint, 2);
  const clients = await driver.open(server.endpoint, 2);
  await Promise.all([...victim, ...clients].map(settled));
  const links = await clients[0]!.waitForLinks();
  const keys = clients.slice(0, 2).map((client) => client.seat?.seatKey);
  if (keys.some((key) => key === undefined)) throw new Error('a seat of the target has no seat key');
  target = new Target(server.endpoint, clients[0]!.room.roomId, links.watch, keys as string[], clients, tally);
  // In progress: the victim's game is under way when the fuzz starts.
  await play(victim, (played) => played >= 6);
  before = { views: views(target.clients), witness: await witness() };
}, 30_000);

afterAll(async () => {
  try {
    const open = [...victim, ...(target?.all ?? []).filter((connection) => connection.open).map((connection) => connection.client)];
    await Promise.race([Promise.all(open.map((client) => client.leave())), sleep(2000, undefined, { ref: false })]);
  } finally {
    server?.stop();
  }
});

test('the fuzz: every sender sends every class, and the server cuts off connections that keep sending garbage', async () => {
  const started = Date.now();
  // The SDK connects to /<processId>/<roomId>?sessionId=<its reserved seat>.
  const processId = new URL(target.clients[0]!.room.connection.url!).pathname.split('/')[1]!;
  const roomIds = [target.roomId, victim[0]!.room.roomId];
  // No room at all, real rooms with a session or reconnection token that does not exist, no room of that id.
  const prejoin = new Prejoin(
    server.port,
    [
      '/',
      '/?sessionId=nobody',
      `/${processId}/${target.roomId}?sessionId=nobody`,
      `/${processId}/${target.roomId}`,
      `/${processId}/${target.roomId}?reconnectionToken=nobody:nothing`,
      `/${processId}/${victim[0]!.room.roomId}?sessionId=x&skipHandshake`,
      `/${processId}/nothere?sessionId=nobody`,
      '/matchmake/create/table',
    ],
    fuzz,
    tally,
  );

  try {
    while (tally.messages < MAX_MESSAGES && Date.now() - started < FUZZ_MS) {
      const sender = fuzz.pick(SENDER_WEIGHTS);
      if (sender === 'seat' || sender === 'spectator') {
        const connection = sender === 'seat' ? await target.seat(fuzz.int(0, 1)) : await target.spectator();
        await sendOn(connection, sender, fuzz.sdkMessage(fuzz.pick(CLASS_WEIGHTS)), fuzz, tally);
      } else if (sender === 'prejoin') {
        await prejoin.open();
      } else {
        await httpOnce(server.port, fuzz, roomIds, tally);
      }
    }
    await prejoin.drain();
  } catch (error) {
    // Most likely the server went away (a join or a request failed): say so, and after what.
    await sleep(1000);
    const state = server.exit ? `exited (${JSON.stringify(server.exit)})` : 'still runs';
    throw new Error(
      `the fuzz (seed ${SEED}) stopped after ${tally.messages} messages, the last ${tally.last}; ` +
        `the server process ${state}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  console.log(`fuzz summary ${JSON.stringify(tally.summary(SEED, Date.now() - started))}`);

  const cells = SENDERS.flatMap((sender) => PLAN[sender].map((cls) => `${sender}/${cls}`));
  const rare = (counts: Record<string, number>, keys: readonly string[]) => keys.filter((key) => (counts[key] ?? 0) < MIN_PER_CELL);
  expect(rare(tally.bySender, SENDERS)).toEqual([]);
  expect(rare(tally.byClass, CLASSES)).toEqual([]);
  expect(rare(tally.cells, cells)).toEqual([]);
  expect(rare(tally.byVia, ['send', 'request', 'raw', 'tcp', 'ws', 'http'])).toEqual([]);
  expect(tally.closes[TableCloseCode.garbage] ?? 0).toBeGreaterThan(0);
}, 120_000);

test('afterwards the process is alive, and still lets people in', async () => {
  expect(server.exit).toBeNull();
  expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  // A process shutting down after a crash still answers /healthz for a moment; it no longer matchmakes.
  expect((await witness()).history).toBeDefined();
  expect(server.exit).toBeNull();
});

test("every message was answered in the protocol's shape, quoting at most 40 characters of it", () => {
  expect(tally.problems).toEqual([]);
});

test('no refused message changed the target: its views, its history and its chat are as before', async () => {
  const clients = await target.connected();
  await Promise.all(clients.map(settled));
  expect(views(clients)).toEqual(before.views);
  expect(await witness()).toEqual(before.witness);
}, 30_000);

test('the game in progress on the same server finishes normally, and its spectator sees the result', async () => {
  await play(victim, () => false);
  expect(victim.map((client) => client.finished())).toEqual([true, true, true]);
}, 60_000);

test('the fuzzed table still plays: a legal action from its active seat is accepted', async () => {
  const clients = (await target.connected()).slice(0, 2);
  await Promise.all(clients.map(settled));
  const seat = clients.findIndex((client) => client.hasLegal());
  expect(seat).toBeGreaterThanOrEqual(0);
  expect(
    await clients[seat]!.request(Msg.act, { action: driver.nextAction(clients[seat]!, seat, random), at: clients[seat]!.step() }),
  ).toEqual({ ok: true });
}, 30_000);

/**
 * Known gap, kept visible: Colyseus answers some requests itself, before the table sees them:
 * one of a type the room has no handler for (`no_handler`, quoting the whole type: the "*"
 * handler only takes plain messages), and one whose payload does not decode (quoting up to
 * 100 characters of what it decoded). Neither is a table refusal, and a request of an unknown
 * type is not counted as garbage. When the server answers them, this fails: make it a `test`.
 */
test('every request is answered by the table, as a refusal that quotes at most 40 characters of it', () => {
  expect(tally.messages).toBeGreaterThan(0);
  expect(tally.colyseusAnswers).toEqual([]);
});
