import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { PushTarget, type AlertStore, type MoveOffer } from './alertStore';
import * as z from 'zod/mini';
import { readJson } from '../jsonBody';

export const ALERT_SCHEMA = `
CREATE TABLE IF NOT EXISTS push_targets (
  room_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  targets TEXT NOT NULL,
  PRIMARY KEY (room_id, seat)
);
CREATE TABLE IF NOT EXISTS seat_moves (
  token TEXT PRIMARY KEY,
  room_id TEXT NOT NULL,
  seat_key TEXT NOT NULL,
  until INTEGER NOT NULL
);
`;

/** A seat's subscriptions as stored: what does not read as a list of them is none. */
function readTargets(stored: unknown): PushTarget[] {
  const parsed = z.array(PushTarget).safeParse(readJson(stored));
  return parsed.success ? parsed.data : [];
}

/** Alerts' subscriptions and seat-move links in the process's own SQLite store (see `AlertStore`). */
export class SqliteAlertStore implements AlertStore {
  private readonly statements: Record<'targets' | 'set' | 'clear' | 'forget' | 'sweep' | 'offer' | 'take', StatementSync>;

  constructor(db: DatabaseSync) {
    db.exec(ALERT_SCHEMA);
    this.statements = {
      targets: db.prepare('SELECT targets FROM push_targets WHERE room_id = ? AND seat = ?'),
      set: db.prepare('INSERT OR REPLACE INTO push_targets (room_id, seat, targets) VALUES (?, ?, ?)'),
      clear: db.prepare('DELETE FROM push_targets WHERE room_id = ? AND seat = ?'),
      forget: db.prepare('DELETE FROM push_targets WHERE room_id = ?'),
      sweep: db.prepare('DELETE FROM seat_moves WHERE until <= ?'),
      offer: db.prepare('INSERT OR REPLACE INTO seat_moves (token, room_id, seat_key, until) VALUES (?, ?, ?, ?)'),
      take: db.prepare('DELETE FROM seat_moves WHERE token = ? RETURNING room_id, seat_key, until'),
    };
  }

  // The writes are synchronous, as the table store's: a refusal (a full disk) rejects the promise.
  targets(roomId: string, seat: number): Promise<PushTarget[]> {
    return attempt(() => {
      const row = this.statements.targets.get(roomId, seat);
      return row ? readTargets(row.targets) : [];
    });
  }

  setTargets(roomId: string, seat: number, targets: readonly PushTarget[]): Promise<void> {
    return attempt(() => {
      if (targets.length > 0) this.statements.set.run(roomId, seat, JSON.stringify(targets));
      else this.statements.clear.run(roomId, seat);
    });
  }

  forget(roomId: string): Promise<void> {
    return attempt(() => void this.statements.forget.run(roomId));
  }

  offerMove(token: string, { roomId, seatKey, until }: MoveOffer): Promise<void> {
    return attempt(() => {
      this.statements.sweep.run(Date.now());
      this.statements.offer.run(token, roomId, seatKey, until);
    });
  }

  takeMove(token: string): Promise<MoveOffer | null> {
    return attempt(() => {
      const row = this.statements.take.get(token);
      return row ? { roomId: String(row.room_id), seatKey: String(row.seat_key), until: Number(row.until) } : null;
    });
  }
}

function attempt<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
