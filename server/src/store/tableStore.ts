import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { ChatLine, LoggedAction, MatchSetup } from '@dead-drop/shared';
import { privateFiles, privateFolder } from './privateFiles';
import { SqliteAlertStore } from './sqliteAlertStore';
import {
  storedControls,
  seatBot,
  seatLevel,
  type KeptClocks,
  type KeptControls,
  type StoredSeat,
  type StoredTable,
  type TableLog,
  type TableRecord,
} from './tableLog';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  room_id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  invite TEXT NOT NULL,
  watch TEXT NOT NULL,
  setup TEXT,
  clock REAL NOT NULL DEFAULT 0,
  round INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE TABLE IF NOT EXISTS seats (
  room_id TEXT NOT NULL REFERENCES tables(room_id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  key TEXT NOT NULL,
  host INTEGER NOT NULL,
  bot TEXT NOT NULL DEFAULT '',
  level TEXT NOT NULL DEFAULT 'normal',
  PRIMARY KEY (room_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  room_id TEXT NOT NULL REFERENCES tables(room_id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (room_id, seq)
);
CREATE TABLE IF NOT EXISTS chat (
  room_id TEXT NOT NULL REFERENCES tables(room_id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  line TEXT NOT NULL,
  PRIMARY KEY (room_id, seq)
);
CREATE TABLE IF NOT EXISTS probe (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS quarantine (
  room_id TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  at INTEGER NOT NULL
);
`;

/** Beside the store from its first day: a store missing later is lost, not new. */
const MARKER = 'tables.sqlite.created';

/** A store that cannot be used as it is, in words that say which file and what to do. */
export class DamagedStore extends Error {}

/** Columns added since the first stores were written: a store from before gets them, with their defaults. */
const ADDED_COLUMNS = [
  ['tables', 'clock', 'REAL NOT NULL DEFAULT 0'],
  ['tables', 'round', 'INTEGER NOT NULL DEFAULT 1'],
  ['seats', 'bot', "TEXT NOT NULL DEFAULT ''"],
  ['tables', 'clocks', 'TEXT'],
  ['seats', 'level', "TEXT NOT NULL DEFAULT 'normal'"],
  ['tables', 'controls', 'TEXT'],
] as const;

const SELECT_TABLE = 'SELECT room_id, game, options, clock, round, invite, watch, setup, clocks, controls FROM tables';

/** What a finished game's replay copy takes along, by table, besides the room id. */
const COPIED = [
  ['seats', 'seat, name, key, host, bot, level'],
  ['actions', 'seq, seat, action'],
  ['chat', 'seq, line'],
] as const;

/**
 * The tables of one server in SQLite (Node's built-in `node:sqlite`): what each was created
 * with, its seats, and every accepted action and chat line in order. The action log is the
 * game: a table is restored by replaying it. Writes are synchronous, so an action is on disk
 * (in the write-ahead log, which survives a crash of the process) before anyone is told
 * of it.
 */
export class TableStore implements TableLog {
  private readonly db: DatabaseSync;
  private readonly statements: Record<
    'create' | 'clearSeats' | 'seat' | 'start' | 'action' | 'undo' | 'chat' | 'clocks' | 'controls' | 'finish' | 'probe',
    StatementSync
  >;

  private constructor(file: string) {
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    this.db.exec(SCHEMA);
    this.addColumns();
    this.statements = {
      create: this.db.prepare('INSERT INTO tables (room_id, game, options, clock, invite, watch, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      clearSeats: this.db.prepare('DELETE FROM seats WHERE room_id = ?'),
      seat: this.db.prepare('INSERT INTO seats (room_id, seat, name, key, host, bot, level) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      start: this.db.prepare('UPDATE tables SET setup = ? WHERE room_id = ?'),
      action: this.db.prepare('INSERT INTO actions (room_id, seq, seat, action) VALUES (?, ?, ?, ?)'),
      // Only the last: a log has no gaps.
      undo: this.db.prepare('DELETE FROM actions WHERE room_id = ? AND seq = ? AND seq = (SELECT MAX(seq) FROM actions WHERE room_id = ?)'),
      chat: this.db.prepare('INSERT INTO chat (room_id, seq, line) VALUES (?, ?, ?)'),
      clocks: this.db.prepare('UPDATE tables SET clocks = ? WHERE room_id = ?'),
      controls: this.db.prepare('UPDATE tables SET controls = ? WHERE room_id = ?'),
      finish: this.db.prepare('UPDATE tables SET finished_at = ? WHERE room_id = ?'),
      probe: this.db.prepare('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)'),
    };
  }

  /**
   * The store in `dataDir/tables.sqlite`, created with its folder if need be; `:memory:` for
   * none on disk. A store that is damaged, or gone or emptied where one was before, is a
   * `DamagedStore` naming the file and `DATA_DIR`: starting empty would drop every table
   * without a word.
   */
  static open(dataDir: string): TableStore {
    if (dataDir === ':memory:') return new TableStore(dataDir);
    privateFolder(dataDir);
    const file = path.join(dataDir, 'tables.sqlite');
    const where = `The table store ${file} (DATA_DIR=${dataDir})`;
    const size = existsSync(file) ? statSync(file).size : null;
    const heldOne = existsSync(path.join(dataDir, MARKER));
    if (size === 0) throw new DamagedStore(`${where} is empty (0 bytes): put back a copy, or move it aside to start with no tables.`);
    if (size === null && heldOne) {
      throw new DamagedStore(
        `${where} is missing, but DATA_DIR held one before: put it back, or delete ${path.join(dataDir, MARKER)} to start with no tables.`,
      );
    }
    // A new store is made 0600 before SQLite opens it, which then makes its -wal and -shm files
    // with the same mode; a store made before is tightened to it.
    if (size === null) writeFileSync(file, '', { mode: 0o600 });
    privateFiles([file, `${file}-wal`, `${file}-shm`, path.join(dataDir, MARKER)]);
    let store: TableStore;
    try {
      store = new TableStore(file);
      const check = store.db.prepare('PRAGMA quick_check').get();
      if (check?.quick_check !== 'ok') throw new Error(String(check?.quick_check ?? 'no answer to a check'));
    } catch (error) {
      throw new DamagedStore(
        `${where} cannot be read (${error instanceof Error ? error.message : String(error)}): put back a copy, or move it aside to start with no tables.`,
      );
    }
    if (!heldOne) writeFileSync(path.join(dataDir, MARKER), `${new Date().toISOString()}\n`, { mode: 0o600 });
    return store;
  }

  create(record: TableRecord, now = Date.now()): void {
    this.statements.create.run(
      record.roomId,
      record.game,
      JSON.stringify(record.options ?? null),
      record.clock,
      record.invite,
      record.watch,
      now,
    );
  }

  /** The seats as they are now, replacing what was stored. */
  seats(roomId: string, seats: readonly StoredSeat[]): void {
    this.transaction(() => {
      this.statements.clearSeats.run(roomId);
      seats.forEach((seat, index) =>
        this.statements.seat.run(roomId, index, seat.name, seat.key, seat.host ? 1 : 0, seat.bot, seatLevel(seat.level)),
      );
    });
  }

  clocks(roomId: string, kept: KeptClocks): void {
    this.statements.clocks.run(JSON.stringify(kept), roomId);
  }

  controls(roomId: string, kept: KeptControls): void {
    this.statements.controls.run(JSON.stringify(kept), roomId);
  }

  start(roomId: string, setup: MatchSetup): void {
    this.statements.start.run(JSON.stringify(setup), roomId);
  }

  /** The `seq`-th accepted action (0-based, the index in `Match.log`). */
  action(roomId: string, seq: number, logged: LoggedAction): void {
    this.statements.action.run(roomId, seq, logged.seat, JSON.stringify(logged.action));
  }

  /** The `seq`-th action, the log's last, taken back (an undo); anything else is refused. */
  undo(roomId: string, seq: number): void {
    if (Number(this.statements.undo.run(roomId, seq, roomId).changes) !== 1)
      throw new Error(`action ${seq} is not the last of table ${roomId}`);
  }

  chat(roomId: string, seq: number, line: ChatLine): void {
    this.statements.chat.run(roomId, seq, JSON.stringify(line));
  }

  /**
   * The game is over: the table is finished (kept for its retention, never restored), and its
   * game is also kept under `replayId`, with its seats, actions and talk, so that it outlives
   * a rematch. A table that never started (a log that no longer replays) keeps no replay.
   */
  finish(roomId: string, replayId: string | null, now = Date.now()): void {
    this.transaction(() => {
      this.statements.finish.run(now, roomId);
      if (replayId === null) return;
      this.db
        .prepare(`INSERT INTO tables (room_id, game, options, clock, round, invite, watch, setup, created_at, finished_at)
        SELECT ?, game, options, clock, round, invite, watch, setup, created_at, finished_at FROM tables WHERE room_id = ?`)
        .run(replayId, roomId);
      for (const [table, columns] of COPIED) {
        this.db
          .prepare(`INSERT INTO ${table} (room_id, ${columns}) SELECT ?, ${columns} FROM ${table} WHERE room_id = ?`)
          .run(replayId, roomId);
      }
    });
  }

  /** A rematch: the table runs again, as game `round`, with no actions or talk yet; `start` follows. */
  rematch(roomId: string, round: number): void {
    this.transaction(() => {
      for (const table of ['actions', 'chat']) this.db.prepare(`DELETE FROM ${table} WHERE room_id = ?`).run(roomId);
      // The new game is not paused: a lock is the table's and stays.
      this.db
        .prepare(
          "UPDATE tables SET setup = NULL, finished_at = NULL, round = ?, controls = json_set(controls, '$.paused', json('false')) WHERE room_id = ?",
        )
        .run(round, roomId);
    });
  }

  /**
   * Every table not finished, with all that restores it. A table whose records cannot be read
   * is set aside (kept as it is, listed in `quarantine`, never restored or replayed) and told
   * to `onSetAside`; the others come back.
   */
  unfinished(onSetAside: (roomId: string, reason: string) => void = () => undefined): StoredTable[] {
    const rows = this.db
      .prepare(`${SELECT_TABLE} WHERE finished_at IS NULL AND room_id NOT IN (SELECT room_id FROM quarantine) ORDER BY created_at`)
      .all();
    return rows.flatMap((row) => {
      try {
        return [this.read(row)];
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.db
          .prepare('INSERT OR REPLACE INTO quarantine (room_id, reason, at) VALUES (?, ?, ?)')
          .run(String(row.room_id), reason, Date.now());
        onSetAside(String(row.room_id), reason);
        return [];
      }
    });
  }

  /** One table, finished or not: what replays it. */
  table(roomId: string): StoredTable | null {
    const row = this.db.prepare(`${SELECT_TABLE} WHERE room_id = ?`).get(roomId);
    return row ? this.read(row) : null;
  }

  /** A finished game, for its replay; null while it runs, or when there is none by that id. */
  finished(gameId: string): StoredTable | null {
    const row = this.db
      .prepare(`${SELECT_TABLE} WHERE room_id = ? AND finished_at IS NOT NULL AND room_id NOT IN (SELECT room_id FROM quarantine)`)
      .get(gameId);
    return row ? this.read(row) : null;
  }

  private read(row: Record<string, unknown>): StoredTable {
    const roomId = String(row.room_id);
    return {
      roomId,
      game: String(row.game),
      options: JSON.parse(String(row.options)) as unknown,
      clock: Number(row.clock),
      round: Number(row.round),
      invite: String(row.invite),
      watch: String(row.watch),
      setup: row.setup === null ? null : (JSON.parse(String(row.setup)) as MatchSetup),
      seats: this.db
        .prepare('SELECT name, key, host, bot, level FROM seats WHERE room_id = ? ORDER BY seat')
        .all(roomId)
        .map((seat) => ({
          name: String(seat.name),
          key: String(seat.key),
          host: seat.host === 1,
          bot: seatBot(seat.bot),
          level: seatLevel(seat.level),
        })),
      actions: this.db
        .prepare('SELECT seat, action FROM actions WHERE room_id = ? ORDER BY seq')
        .all(roomId)
        .map((action) => ({ seat: Number(action.seat), action: JSON.parse(String(action.action)) as unknown })),
      chat: this.db
        .prepare('SELECT line FROM chat WHERE room_id = ? ORDER BY seq')
        .all(roomId)
        .map((line) => JSON.parse(String(line.line)) as ChatLine),
      ...(typeof row.clocks === 'string' ? { clocks: JSON.parse(row.clocks) as KeptClocks } : {}),
      ...storedControls(row.controls),
    };
  }

  /** Finished tables older than `days` go; running ones are never touched. */
  prune(days: number, now = Date.now()): number {
    return Number(
      this.db.prepare('DELETE FROM tables WHERE finished_at IS NOT NULL AND finished_at < ?').run(now - days * 86_400_000).changes,
    );
  }

  /** Alerts' subscriptions and seat-move links, kept in the same database. */
  alertStore(): SqliteAlertStore {
    return new SqliteAlertStore(this.db);
  }

  probe(now = Date.now()): void {
    this.statements.probe.run(now);
  }

  /**
   * Everything in the write-ahead log goes into the file itself, and the log is emptied, before
   * the store closes: a copy of `tables.sqlite` alone (a backup, a move to another machine)
   * then holds every table.
   */
  close(): void {
    if (!this.db.isOpen) return;
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    this.db.close();
  }

  private addColumns(): void {
    for (const [table, column, declaration] of ADDED_COLUMNS) {
      const present = this.db.prepare(`SELECT 1 FROM pragma_table_info('${table}') WHERE name = ?`).get(column);
      if (!present) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${declaration}`);
    }
  }

  private transaction(work: () => void): void {
    this.db.exec('BEGIN');
    try {
      work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}
