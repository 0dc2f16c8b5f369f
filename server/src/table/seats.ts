import { DEFAULT_BOT_LEVEL, type BotLevel, type SeatBot } from '@dead-drop/shared';
import type { StoredSeat } from '../store/tableLog';
import { newSecret, sameSecret } from './links';
import type { Outbox } from './outbox';

/** A seat as the server knows it; its public part is mirrored into the state. */
export interface SeatRecord {
  name: string;
  host: boolean;
  /** Private to the player: takes the seat back from any device. A new one when the seat moves to another device. */
  key: string;
  /** The session holding the seat, also while it is dropped; null once it has left. */
  sessionId: string | null;
  connected: boolean;
  /** A bot the host seated has no person: its key is never given out. */
  bot: SeatBot;
  /** How well its bot plays when a bot the host seated holds it; a stand-in plays Normal. */
  level: BotLevel;
  /** The game is over and the seat's person wants a rematch. */
  rematch: boolean;
  /** The game runs and the seat's person votes to abandon it (see `AbandonVote`). */
  abandon: boolean;
  /** When a dropped player's reconnection window closes (epoch ms); 0 when none is open. */
  awayUntil: number;
}

/**
 * The seats of one table. Before the game starts a player who leaves frees the seat;
 * `compact` then closes the gaps, so the game's seats are 0..n-1.
 */
export class Seats {
  private slots: (SeatRecord | null)[];

  constructor(
    private readonly outbox: Pick<Outbox, 'seat' | 'seatCount'>,
    size: number,
  ) {
    this.slots = Array.from({ length: size }, () => null);
    for (let i = 0; i < size; i++) outbox.seat(i, null);
  }

  get taken(): readonly SeatRecord[] {
    return this.slots.filter((record): record is SeatRecord => record !== null);
  }

  indexOf(record: SeatRecord): number {
    return this.slots.indexOf(record);
  }

  /** The lowest free seat for a newcomer, or null when the table is full. */
  take(name: string, host: boolean, sessionId: string): SeatRecord | null {
    const index = this.slots.indexOf(null);
    if (index < 0) return null;
    return this.seat(index, {
      name,
      host,
      key: newSecret(),
      sessionId,
      connected: true,
      bot: '',
      level: DEFAULT_BOT_LEVEL,
      rematch: false,
      abandon: false,
      awayUntil: 0,
    });
  }

  /** A bot in the lowest free seat, or null when the table is full. At a table of two it is
   *  the only bot there can be, plainly "Bot"; elsewhere its seat's number tells bots apart. */
  addBot(level: BotLevel = DEFAULT_BOT_LEVEL): SeatRecord | null {
    const index = this.slots.indexOf(null);
    if (index < 0) return null;
    return this.seat(index, {
      name: this.slots.length === 2 ? 'Bot' : `Bot ${index + 1}`,
      host: false,
      key: newSecret(),
      sessionId: null,
      connected: false,
      bot: 'bot',
      level,
      rematch: false,
      abandon: false,
      awayUntil: 0,
    });
  }

  /** Moves `record` to seat `index`, trading places with whoever holds it (a tutorial's learner). */
  moveTo(record: SeatRecord, index: number): void {
    const from = this.indexOf(record);
    if (from < 0 || from === index || index >= this.slots.length) return;
    const other = this.slots[index] ?? null;
    this.slots[index] = record;
    this.slots[from] = other;
    this.publish(record);
    if (other) this.publish(other);
    else this.outbox.seat(from, null);
  }

  /** Frees seat `index` if a bot the host seated holds it. */
  removeBot(index: number): boolean {
    const record = this.slots[index];
    if (record?.bot !== 'bot') return false;
    this.release(record);
    return true;
  }

  /** Sets how well the bot in seat `index` plays, if a bot the host seated holds it. */
  setLevel(index: number, level: BotLevel): boolean {
    const record = this.slots[index];
    if (record?.bot !== 'bot') return false;
    record.level = level;
    this.publish(record);
    return true;
  }

  private seat(index: number, seated: SeatRecord): SeatRecord {
    this.slots[index] = seated;
    this.publish(seated);
    return seated;
  }

  /**
   * The seats of a restored table, in order, each waiting for its player to come back with
   * its key. A started game's seats are exactly the players (`compact`).
   */
  restore(stored: readonly StoredSeat[], started: boolean): void {
    stored.forEach(({ name, key, host, bot, level }, index) =>
      this.seat(index, {
        name,
        host,
        key,
        sessionId: null,
        connected: false,
        bot,
        level: level ?? DEFAULT_BOT_LEVEL,
        rematch: false,
        abandon: false,
        awayUntil: 0,
      }),
    );
    if (started) this.compact();
  }

  /** What is stored of the seats taken, in seat order. */
  stored(): StoredSeat[] {
    return this.taken.map(({ name, key, host, bot, level }) => ({ name, key, host, bot, level }));
  }

  /** The seat of a person with this key; a bot the host seated has nobody to come back. */
  byKey(key: string): SeatRecord | undefined {
    return this.taken.find((record) => record.bot !== 'bot' && sameSecret(key, record.key));
  }

  /** Seat `index` as the game numbers them, once `compact` has closed the gaps. */
  at(index: number): SeatRecord | undefined {
    return this.slots[index] ?? undefined;
  }

  /** Frees a seat before the game; the host role passes to the first person left. */
  release(record: SeatRecord): void {
    const index = this.indexOf(record);
    if (index < 0) return;
    this.slots[index] = null;
    this.outbox.seat(index, null);
    this.passHost(record);
  }

  /**
   * The seat's person is gone for good (conceded, removed): a bot plays it, and its key no
   * longer takes it back (`byKey` skips bots). Returns the session that held it.
   */
  toBot(record: SeatRecord): string | null {
    const { sessionId } = record;
    Object.assign(record, { bot: 'bot', sessionId: null, connected: false, awayUntil: 0, rematch: false, abandon: false });
    this.passHost(record);
    this.publish(record);
    return sessionId;
  }

  /** A host who is gone hands the role to the first person left. */
  private passHost(record: SeatRecord): void {
    const heir = this.taken.find((seat) => seat.bot !== 'bot' && seat !== record);
    if (!record.host || !heir) return;
    record.host = false;
    heir.host = true;
    this.publish(heir);
  }

  /** Moves the players to seats 0..n-1 in their order and drops the empty seats. */
  compact(): void {
    const taken = this.taken;
    this.slots = [...taken];
    this.outbox.seatCount(taken.length);
    for (const record of taken) this.publish(record);
  }

  publish(record: SeatRecord): void {
    const index = this.indexOf(record);
    if (index < 0) return;
    const { name, connected, host, bot, level, rematch, abandon, awayUntil } = record;
    this.outbox.seat(index, { name, occupied: true, connected, host, bot, level, rematch, abandon, awayUntil });
  }
}
