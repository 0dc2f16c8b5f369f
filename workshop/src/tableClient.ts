import { setTimeout as sleep } from 'node:timers/promises';
import { Client, type Room } from '@colyseus/sdk';
import {
  entriesOf,
  listHasItems,
  Msg,
  ROOM,
  viewOf,
  type CreateTableOptions,
  type JoinTableOptions,
  type LinksMessage,
  type Reply,
  type SeatMessage,
  type ViewEntry,
} from '@dead-drop/shared';

/** The parts of a table view every game has (see BaseView), absent until the game has started. */
export interface SeenView {
  viewer?: unknown;
  legal?: readonly unknown[];
  waitingFor?: readonly unknown[];
  result?: unknown;
  [field: string]: unknown;
}

/**
 * One real client of a table over a websocket, as the tools use it: it counts the bytes it
 * receives and rebuilds its view from the entries when asked. A thousand bots cannot afford
 * to rebuild every view on every patch, so `hasLegal()` and `finished()` read the entries.
 */
export class TableClient {
  bytes = 0;
  frames = 0;
  private seen: SeenView | null = null;
  links: LinksMessage | null = null;
  /** A seated client's seat and the key that takes it back. */
  seat: SeatMessage | null = null;
  readonly errors: string[] = [];
  private readonly changeListeners: (() => void)[] = [];
  private readonly errorListeners: ((code: string) => void)[] = [];

  private constructor(readonly room: Room) {
    const transport = room.connection.events;
    const inner = transport.onmessage!;
    transport.onmessage = (event: MessageEvent) => {
      this.bytes += (event.data as ArrayBuffer).byteLength;
      this.frames += 1;
      inner(event);
    };
    room.onMessage(Msg.links, (links: LinksMessage) => {
      this.links = links;
    });
    room.onMessage(Msg.seat, (seat: SeatMessage) => {
      this.seat = seat;
    });
    room.onMessage(Msg.error, (error: { code: string }) => {
      this.errors.push(error.code);
      for (const listener of this.errorListeners) listener(error.code);
    });
    // Bots read neither the log nor the table talk, and keep no clock.
    for (const ignored of [Msg.history, Msg.chat, Msg.chatLog, Msg.clock]) room.onMessage(ignored, () => undefined);
    room.onStateChange(() => this.refresh());
    this.refresh();
  }

  static async create(endpoint: string, options: CreateTableOptions | { name: string }, room: string = ROOM.table): Promise<TableClient> {
    return new TableClient(await new Client(endpoint).create(room, options));
  }

  static async join(endpoint: string, roomId: string, options: JoinTableOptions | { name: string }): Promise<TableClient> {
    return new TableClient(await new Client(endpoint).joinById(roomId, options));
  }

  /** Called after every patch, once `view` is up to date. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  onError(listener: (code: string) => void): void {
    this.errorListeners.push(listener);
  }

  /** Resolves once the server has sent this client its links. */
  async waitForLinks(): Promise<LinksMessage> {
    while (!this.links) await sleep(5);
    return this.links;
  }

  async request(type: string, payload: unknown): Promise<Reply> {
    return (await this.room.request(type, payload)) as Reply;
  }

  send(type: string, payload: unknown): void {
    this.room.send(type, payload);
  }

  async leave(): Promise<void> {
    await this.room.leave(true).catch(() => undefined);
  }

  get view(): SeenView {
    const { shared, own } = this.entries();
    this.seen ??= shared?.leaves ? (viewOf(shared, own) as SeenView) : {};
    return this.seen;
  }

  /** Whether the seat has any legal action, without rebuilding them: a non-empty `legal`
   *  is in the seat's own entry (the public one is always empty). */
  hasLegal(): boolean {
    const own = this.entries().own?.leaves as Map<string, string> | undefined;
    return own !== undefined && listHasItems(own, 'legal');
  }

  /** The table's state this client holds, which an action names (`ActMessage.at`). */
  step(): number {
    return (this.room.state as { step?: number }).step ?? 0;
  }

  finished(): boolean {
    const result = (this.entries().shared?.leaves as Map<string, string> | undefined)?.get('result');
    return result !== undefined && result !== 'null';
  }

  private entries(): { shared?: ViewEntry; own?: ViewEntry } {
    return entriesOf(this.room.state);
  }

  private refresh(): void {
    this.seen = null;
    for (const listener of this.changeListeners) listener();
  }
}
