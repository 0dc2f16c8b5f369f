import { Client, Protocol, Room } from '@colyseus/sdk';
import {
  entriesOf,
  latestEvents,
  Msg,
  ROOM,
  viewOf,
  type AnyGame,
  type BotLevel,
  type CreateTableOptions,
  type EventsBatch,
  type JoinTableOptions,
  type LinksMessage,
  type Reply,
  type SeatMessage,
  type ViewEntry,
} from '@dead-drop/shared';
import { startTableServer, type RunningServer, type TableServerOptions } from '../../server/src/app';
import { LOOPBACK_LIMITS } from '../../server/src/serverLimits';
import { fixtureGames } from '../fixtures/guessGame';

const WAIT_LIMIT_MS = 5000;

/** A server of the fixture games; per-address limits are lifted (see `LOOPBACK_LIMITS`) unless a test sets them. */
export async function startServer(options: Partial<TableServerOptions> = {}): Promise<RunningServer> {
  return startTableServer({
    games: fixtureGames as unknown as AnyGame[],
    port: 0,
    clientDist: '/nonexistent',
    ...options,
    limits: { ...LOOPBACK_LIMITS, ...options.limits },
  });
}

/** An SDK room that keeps every frame it receives, before the SDK decodes it. */
class RecordingRoom extends Room {
  readonly frames: Uint8Array[] = [];

  protected override onMessageCallback(event: MessageEvent): void {
    this.frames.push(new Uint8Array(event.data as ArrayBuffer).slice());
    super.onMessageCallback(event);
  }
}

class RecordingClient extends Client {
  protected override createRoom<T>(roomName: string): Room<any, T> {
    return new RecordingRoom(roomName) as Room<any, T>;
  }
}

export interface Received {
  type: string | number;
  payload: any;
}

export interface PublicSeat {
  name: string;
  occupied: boolean;
  connected: boolean;
  host: boolean;
}

/** A real client over a real websocket, with what it received and what it sees. */
export class Player {
  readonly messages: Received[] = [];
  /** Each seat's `connected` flags, recorded at every state change. */
  readonly connectedTrail: boolean[][] = [];

  /** The events of each action, as this client saw them arrive in its view entry. */
  private readonly eventBatches: EventsBatch['events'][] = [];
  /** The number of each batch received, in order of arrival. */
  readonly batchNumbers: number[] = [];
  private lastAt = 0;

  private constructor(
    readonly room: RecordingRoom,
    readonly endpoint: string,
  ) {
    room.onMessage('*', (type, payload) => {
      this.messages.push({ type, payload });
    });
    room.onStateChange(() => {
      this.connectedTrail.push(this.seats().map((seat) => seat.connected));
      const batch = this.hasView() ? latestEvents(this.state.shared, this.ownEntry()) : null;
      if (batch && batch.at !== this.lastAt) {
        this.lastAt = batch.at;
        this.batchNumbers.push(batch.at);
        this.eventBatches.push(batch.events);
      }
    });
  }

  /** Every batch of events received, one per action that had any. */
  events(): EventsBatch['events'][] {
    return this.eventBatches;
  }

  static async create(server: RunningServer, options: CreateTableOptions): Promise<Player> {
    const endpoint = `ws://127.0.0.1:${server.port}`;
    return Player.synced((await new RecordingClient(endpoint).create(ROOM.table, options)) as RecordingRoom, endpoint);
  }

  static async join(server: RunningServer, roomId: string, options: JoinTableOptions): Promise<Player> {
    const endpoint = `ws://127.0.0.1:${server.port}`;
    return Player.synced((await new RecordingClient(endpoint).joinById(roomId, options)) as RecordingRoom, endpoint);
  }

  /** Like reopening the page: a new client object reconnects with a saved token. */
  static async reconnect(server: RunningServer, reconnectionToken: string): Promise<Player> {
    const endpoint = `ws://127.0.0.1:${server.port}`;
    return Player.synced((await new RecordingClient(endpoint).reconnect(reconnectionToken)) as RecordingRoom, endpoint);
  }

  /** A join resolves before the table's first state has come: a test reads it only once it has
   *  (bots.test.ts read a watcher's seats before they were there, one run in a few). */
  private static async synced(room: RecordingRoom, endpoint: string): Promise<Player> {
    const player = new Player(room, endpoint);
    if (room.state?.seats === undefined) {
      await new Promise<void>((resolve) => {
        room.onStateChange.once(() => resolve());
        room.onLeave.once(() => resolve());
      });
    }
    return player;
  }

  get roomId(): string {
    return this.room.roomId;
  }

  get state(): any {
    return this.room.state;
  }

  /** The keys of the seat entries this client can see: its own one, none for a spectator. */
  viewKeys(): string[] {
    return this.state?.views ? [...this.state.views.keys()] : [];
  }

  /** Whether the game view has arrived (after the start). */
  hasView(): boolean {
    return (this.state?.shared?.leaves?.size ?? 0) > 0;
  }

  private ownEntry(): ViewEntry | undefined {
    return entriesOf(this.state).own;
  }

  /** This client's game view, rebuilt from the public entry and its own. */
  view(): any {
    return viewOf(this.state.shared, this.ownEntry());
  }

  seats(): PublicSeat[] {
    return this.state?.seats
      ? [...this.state.seats].map((seat: PublicSeat) => ({
          name: seat.name,
          occupied: seat.occupied,
          connected: seat.connected,
          host: seat.host,
        }))
      : [];
  }

  /** Public table data and own view, as plain data: equal snapshots mean nothing changed. */
  snapshot(): string {
    return JSON.stringify({
      phase: this.state.phase,
      seats: this.seats(),
      views: this.viewKeys(),
      view: this.hasView() ? this.view() : null,
    });
  }

  received(type: string): any[] {
    return this.messages.filter((message) => message.type === type).map((message) => message.payload);
  }

  last(type: string): any {
    return this.received(type).at(-1);
  }

  links(): LinksMessage {
    return this.last(Msg.links);
  }

  seat(): SeatMessage {
    return this.last(Msg.seat);
  }

  /** Acts as a person does: on the table as this client last saw it (every patch sent before has arrived). */
  async act(action: unknown): Promise<Reply> {
    await this.settle();
    return this.room.request(Msg.act, { action, at: this.step() });
  }

  /** The table's state this client holds, which an action names (`ActMessage.at`). */
  step(): number {
    return this.state.step;
  }

  start(): Promise<Reply> {
    return this.room.request(Msg.start, {});
  }

  addBot(): Promise<Reply> {
    return this.room.request(Msg.addBot, {});
  }

  removeBot(seat: number): Promise<Reply> {
    return this.room.request(Msg.removeBot, { seat });
  }

  setBotLevel(seat: number, level: BotLevel): Promise<Reply> {
    return this.room.request(Msg.botLevel, { seat, level });
  }

  /** Every state frame and message this client received. */
  frameCount(): number {
    return this.room.frames.filter((frame) => frame[0] !== Protocol.PING).length;
  }

  /** Everything received so far, as one buffer to search. */
  bytes(from = 0): Buffer {
    return Buffer.concat(this.room.frames.slice(from));
  }

  /** Resolves once the server has answered a ping: whatever it sent before has arrived. */
  settle(): Promise<void> {
    return new Promise((resolve) => {
      this.room.ping(() => resolve());
    });
  }

  async waitFor(label: string, condition: () => boolean): Promise<void> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`gave up waiting for: ${label}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Closes the socket without a goodbye, as a lost network does. */
  dropConnection(): void {
    (this.room.connection.transport as unknown as { ws: WebSocket }).ws.close();
  }

  /** Leaves with consent; a client already gone resolves at once. */
  async leave(): Promise<void> {
    if (this.room.connection?.isOpen) await this.room.leave(true);
  }
}

/** A table with its creator at seat 0 and the links it was given. */
export async function openTable(
  server: RunningServer,
  game = 'guess',
  name = 'Ada',
  options?: unknown,
): Promise<{ host: Player; links: Required<LinksMessage> }> {
  const host = await Player.create(server, { game, name, ...(options === undefined ? {} : { options }) });
  await host.waitFor('links', () => host.links() !== undefined);
  const { invite, watch } = host.links();
  if (invite === undefined) throw new Error('the creator got no invite');
  return { host, links: { invite, watch } };
}

export interface StartedTable {
  host: Player;
  guest: Player;
  watcher: Player;
  everyone: Player[];
  links: Required<LinksMessage>;
}

/** A table of `game` with Ada hosting, Bob seated through the invite, a spectator watching,
 *  started, with every client holding its view. */
export async function startedTable(server: RunningServer, game = 'guess'): Promise<StartedTable> {
  const { host, links } = await openTable(server, game);
  const guest = await Player.join(server, host.roomId, { invite: links.invite, name: 'Bob' });
  const watcher = await Player.join(server, host.roomId, { watch: links.watch });
  const everyone = [host, guest, watcher];
  const started = await host.start();
  if (!started.ok) throw new Error(`start refused: ${started.error.code}`);
  await Promise.all(everyone.map((player) => player.waitFor('a view', () => player.hasView())));
  await settleAll(everyone);
  return { host, guest, watcher, everyone, links };
}

export type TableFixture = StartedTable & { server: RunningServer };

/**
 * One server for the test file and a fresh started table before each test: the returned
 * object is refilled before every test. Everyone at the table, and whoever a test pushes
 * onto `everyone`, leaves after the test.
 */
export function eachTestAtAStartedTable(): TableFixture {
  const at = {} as TableFixture;
  beforeAll(async () => {
    at.server = await startServer();
  });
  afterAll(async () => {
    await at.server.close();
  });
  beforeEach(async () => {
    Object.assign(at, await startedTable(at.server));
  });
  afterEach(async () => {
    await leaveAll(at.everyone);
  });
  return at;
}

/**
 * `send` from `sender` must be refused with `code`, to its sender alone: nobody's state or
 * view changes and nobody else hears of it.
 */
export async function expectRefused(everyone: Player[], sender: Player, send: () => Promise<Reply>, code: string): Promise<void> {
  await settleAll(everyone);
  const before = everyone.map((player) => player.snapshot());
  const frames = everyone.map((player) => player.frameCount());
  const messages = everyone.map((player) => player.messages.length);

  expect(await send()).toEqual({ ok: false, error: { code, message: expect.any(String) } });

  await settleAll(everyone);
  expect(everyone.map((player) => player.snapshot())).toEqual(before);
  everyone.forEach((player, i) => {
    expect(player.messages.length).toBe(messages[i]);
    // the sender's one extra frame is the reply to its request
    expect(player.frameCount()).toBe(frames[i]! + (player === sender ? 1 : 0));
  });
}

export async function settleAll(players: Player[]): Promise<void> {
  await Promise.all(players.map((player) => player.settle()));
}

export async function leaveAll(players: Player[]): Promise<void> {
  await Promise.all(players.map((player) => player.leave().catch(() => undefined)));
}
