import { Client, type Room } from '@colyseus/sdk';
import { fromLeaves } from '@dead-drop/shared';
import {
  Msg, ROOM, type CreateTableOptions, type JoinTableOptions, type LinksMessage, type Reply,
} from '../table/protocol';

/** The parts of a table view every game has (see BaseView). */
export interface SeenView {
  legal?: unknown[];
  result?: unknown;
  [field: string]: unknown;
}

/**
 * One real client of a table over a websocket, as the tools use it: it rebuilds its own view
 * from its leaves after every patch and counts the bytes it receives.
 */
export class TableClient {
  bytes = 0;
  frames = 0;
  view: SeenView = {};
  links: LinksMessage | null = null;
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
    room.onMessage(Msg.links, (links: LinksMessage) => { this.links = links; });
    room.onMessage(Msg.error, (error: { code: string }) => {
      this.errors.push(error.code);
      for (const listener of this.errorListeners) listener(error.code);
    });
    room.onMessage(Msg.history, () => undefined);
    room.onMessage(Msg.seat, () => undefined);
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
    while (!this.links) await new Promise((resolve) => setTimeout(resolve, 5));
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

  private refresh(): void {
    const state = this.room.state as { views?: Map<string, { leaves: Map<string, string> }> } | undefined;
    const entry = state?.views ? [...state.views.values()][0] : undefined;
    if (entry) this.view = fromLeaves(entry.leaves.entries()) as SeenView;
    for (const listener of this.changeListeners) listener();
  }
}
