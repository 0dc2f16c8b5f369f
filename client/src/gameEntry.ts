import type { Room } from '@colyseus/sdk';
import type { GameMeta, ReplayData, ReplayViewer } from '@dead-drop/shared';
import type { GameClient, LogContext } from './gameClient';
import type { HeldMessage } from './net/heldMessages';
import { TableSession, type TableControls } from './net/tableSession';
import { decodeEvents, type WireEvent, type WireView } from './net/wire';
import type { ReplayHandle } from './pages/replayPage';
import { mountTable, type TableExits } from './pages/tablePage';
import type { ReferenceBook } from './reference/book';
import type { Rulings } from './reference/rulings';

/** A table being played: its session, and the page that draws it. */
export interface OpenTable {
  readonly session: TableControls;
  /** Draws the table page into `root`; returns what takes it down. */
  mount(root: HTMLElement, exits: TableExits): () => void;
}

/**
 * A game's client as a page that knows the game only by its id holds it: its own view and
 * event types stay inside, where the session decodes into them and the scene, the log and
 * the end screen read them.
 */
export interface GameEntry {
  /** Its id, seats and titles (see `GameClient.meta`). */
  readonly meta: GameMeta;
  /** Every card with its text (see `GameClient.reference`), and the rulings on some (`GameClient.rulings`). */
  reference(): ReferenceBook;
  rulings(): Promise<Rulings>;
  /** An event as the server sends it, in words (`GameClient.describe`) once the game's wire
   *  decodes it; null when it does not (the session leaves such an event out of the log). */
  describeSent(event: unknown, ctx: LogContext): string | null;
  /** Whether it has a guided first game: its client has a coach ("Learn to play"). */
  readonly learnable: boolean;
  /** The coach's lines by key, loaded on demand; null without a coach. */
  coachLines(): Promise<((key: string) => string) | null>;
  /** The table of this game that `room` joined; `held`: what the room received before (`HeldMessages`). */
  table(room: Room, held?: readonly HeldMessage[]): OpenTable;
  /** The replay of a finished game of this one, or null when `data` does not decode. The replay
   *  page is loaded then, never with a table. */
  replay(root: HTMLElement, data: ReplayData, fetchFor: (viewer: ReplayViewer) => Promise<ReplayData | null>): Promise<ReplayHandle | null>;
}

/** A game's client as a page that mounts it holds it (`loadEntry`). */
export function entryOf<View extends WireView, Event extends WireEvent, Action>(game: GameClient<View, Event, Action>): GameEntry {
  return {
    meta: game.meta,
    reference: () => game.reference(),
    rulings: () => game.rulings(),
    learnable: game.coach !== undefined,
    coachLines: async () => {
      const coach = await game.coach?.();
      return coach ? (key) => coach.say(key) : null;
    },
    describeSent(event, ctx) {
      const [decoded] = decodeEvents(game.wire, [event]);
      return decoded ? game.describe(decoded, ctx) : null;
    },
    table(room, held) {
      const session = new TableSession(room, game.wire, held);
      return { session, mount: (root, exits) => mountTable(root, session, game, exits) };
    },
    replay: async (root, data, fetchFor) => (await import('./pages/replayPage')).openReplay(root, game, data, fetchFor),
  };
}
