import {
  games,
  isRuleError,
  Msg,
  parseOptions,
  viewOf,
  type AnyGame,
  type GameEvent,
  type LeafChanges,
  type Match,
  type ParsedOptions,
  type ViewEntry,
} from '@dead-drop/shared';
import { pack } from 'msgpackr';
import type { TurnListener } from '../../server/src/table/turnNews';
import { DEFAULT_RATE } from '../../server/src/table/limits';
import { isRefusal, newLinks, type Admission } from '../../server/src/table/links';
import type { Member } from '../../server/src/table/members';
import { readOrder, type OrderType } from '../../server/src/table/orders';
import type { ClockFace, MemberMessages, Outbox, SeatFace, TableFace } from '../../server/src/table/outbox';
import { PatchMaker } from '../../server/src/table/TableState';
import type { SeatRecord } from '../../server/src/table/seats';
import { Table } from '../../server/src/table/Table';
import type { TableClock } from '../../server/src/table/tableClock';
import type { TableSettings } from '../../server/src/table/tableCore';
import type { StoredTable, TableLog } from '../../server/src/store/tableLog';
import { fixtureGames } from '../fixtures/guessGame';

/** A table's time, moved by hand: timers run only in `advance`, in the order they fall due. */
export class ManualClock implements TableClock {
  time = 1_000_000;
  private timers: { at: number; run: () => void; live: boolean }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): { clear(): void } {
    const timer = { at: this.time + ms, run, live: true };
    this.timers.push(timer);
    return {
      clear: () => {
        timer.live = false;
      },
    };
  }

  /** Moves time on by `ms`, running every timer that falls due on the way (and those they set). */
  advance(ms = 0): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.live && timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.live = false;
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.timers = this.timers.filter((timer) => timer.live);
    this.time = end;
  }
}

function entry(): ViewEntry & { leaves: Map<string, string> } {
  return { leaves: new Map(), events: '' };
}

function write(target: ViewEntry & { leaves: Map<string, string> }, { set, remove }: LeafChanges, events: string | null): void {
  for (const path of remove) target.leaves.delete(path);
  for (const [path, value] of set) target.leaves.set(path, value);
  if (events !== null) target.events = events;
}

/** An outbox that keeps what everyone would see, and every message to each session. */
export class RecordingOutbox implements Outbox {
  seats: (SeatFace | null)[] = [];
  clocks: ClockFace[] = [];
  keptOutNames: string[] = [];
  face: Partial<TableFace> = {};
  readonly shared = entry();
  readonly own = new Map<number, ReturnType<typeof entry>>();
  /** Which seat record each session reads the entry of. */
  readonly held = new Map<string, SeatRecord>();
  readonly opened = new Map<SeatRecord, number>();
  readonly messages: { to: string; type: keyof MemberMessages; message: unknown }[] = [];
  readonly evicted: string[] = [];
  closed: string | null = null;
  /** What the entries hold: the patches are worked out against it, as the room's are. */
  private readonly patches = new PatchMaker();
  flushes = 0;
  keptOpen = false;

  seat(index: number, face: SeatFace | null): void {
    this.seats[index] = face;
  }

  seatCount(count: number): void {
    this.seats.length = count;
  }

  clock(index: number, face: ClockFace): void {
    this.clocks[index] = face;
  }

  keptOut(names: readonly string[]): void {
    this.keptOutNames = [...names];
  }

  table(face: Partial<TableFace>): void {
    Object.assign(this.face, face);
  }

  hold(sessionId: string, seat: SeatRecord): void {
    this.held.set(sessionId, seat);
  }

  openSeat(index: number, seat: SeatRecord): void {
    this.opened.set(seat, index);
    if (!this.own.has(index)) this.own.set(index, entry());
  }

  views(match: Match, events: readonly GameEvent[], seatCount: number, at: number): void {
    const { shared, sharedEvents, seats } = this.patches.next(match, events, seatCount, at);
    write(this.shared, shared, sharedEvents);
    seats.forEach(({ changes, events }, seat) => write(this.own.get(seat)!, changes, events));
  }

  send<K extends keyof MemberMessages>(to: string, type: K, message: MemberMessages[K]): void {
    this.messages.push({ to, type, message });
  }

  flush(): void {
    this.flushes++;
  }

  evict(sessionId: string): void {
    this.evicted.push(sessionId);
  }

  keepOpen(): void {
    this.keptOpen = true;
  }

  close(reason: string): void {
    this.closed = reason;
  }

  /** The game view `sessionId` reads: the public entry and its seat's own, as a client rebuilds it. */
  view(sessionId: string): any {
    const seat = this.held.get(sessionId);
    const index = seat ? this.opened.get(seat) : undefined;
    return viewOf(this.shared, index === undefined ? undefined : this.own.get(index));
  }

  received(to: string, type: keyof MemberMessages): unknown[] {
    return this.messages.filter((sent) => sent.to === to && sent.type === type).map((sent) => sent.message);
  }
}

export const SETTINGS: TableSettings = {
  reconnectSeconds: 120,
  rate: DEFAULT_RATE,
  idleSeconds: 600,
  lobbySeconds: 1800,
  spectators: 50,
  botDelayMs: 0,
};

/** A table of a fixture game in this process, with its outbox, its clock and (maybe) a store. */
export function inProcessTable({
  game = 'guess',
  options = {},
  clock = 0,
  bots = 0,
  store = null,
  settings = {},
  turns,
  time = new ManualClock(),
}: {
  game?: string;
  options?: unknown;
  clock?: number;
  bots?: number;
  store?: TableLog | null;
  settings?: Partial<TableSettings>;
  turns?: TurnListener;
  time?: ManualClock;
} = {}) {
  const outbox = new RecordingOutbox();
  const definition = tableGame(game);
  const deps = {
    roomId: 'room1',
    store,
    outbox,
    clock: time,
    log: { bounded: () => undefined, info: () => undefined },
    settings: { ...SETTINGS, ...settings },
    ...(turns ? { turns } : {}),
  };
  const table = Table.create(deps, { game: definition, options: parsedOptions(definition, options), clock, links: newLinks() }, bots);
  return { table, outbox, time, deps, game: definition };
}

/** A table brought back from `stored`, in this process. */
export function restoredTable(stored: StoredTable, time = new ManualClock(), turns?: TurnListener) {
  const outbox = new RecordingOutbox();
  const game = tableGame(stored.game);
  const deps = {
    roomId: stored.roomId,
    store: null,
    outbox,
    clock: time,
    log: { bounded: () => undefined, info: () => undefined },
    settings: SETTINGS,
    ...(turns ? { turns } : {}),
  };
  const table = Table.restore(deps, stored, game);
  return { table, outbox, time };
}

/** A fixture game, or one of the site's. */
function tableGame(id: string): AnyGame {
  const game = fixtureGames.find((candidate) => candidate.id === id) ?? games.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game as unknown as AnyGame;
}

/** Options as the table's edge parses them: a fixture's must parse. */
function parsedOptions(game: AnyGame, raw: unknown): ParsedOptions {
  const options = parseOptions(game, raw);
  if (isRuleError(options)) throw new Error(options.message);
  return options;
}

/** The guessing game's options as its table holds them: its defaults. */
export const guessOptions = (): ParsedOptions => parsedOptions(fixtureGames[0] as unknown as AnyGame, {});

export const creator = (name = 'Ada'): Admission => ({
  kind: 'creator',
  name,
  order: {
    game: 'guess',
    options: guessOptions(),
    clock: 0,
    bots: 0,
    botLevel: 'normal',
    tutorial: false,
  },
});
export const player = (name: string): Admission => ({ kind: 'player', name });
export const spectator: Admission = { kind: 'spectator' };

/** `sessionId` joins as `admission` says; a refusal fails the test. */
export function joined(table: Table, sessionId: string, admission: Parameters<Table['join']>[1]): Member {
  const member = table.join(sessionId, admission);
  if (isRefusal(member)) throw new Error(`refused: ${member.refusal}`);
  return member;
}

/** What `sessionId` sends, parsed at the edge as the room parses it (measured as the wire carries it); the refusal's code, or 'ok'. */
export function send(table: Table, sessionId: string, type: OrderType, payload: unknown = {}): string {
  const refused = table.orders.receive(sessionId, type, () => readOrder(type, { payload, bytes: pack(payload).length }));
  return refused ? refused.code : 'ok';
}

export function act(table: Table, outbox: RecordingOutbox, sessionId: string, action: unknown, at = outbox.face.step ?? 0): string {
  return send(table, sessionId, Msg.act, { action, at });
}
