import { StateView, type ArraySchema } from '@colyseus/schema';
import { newSecret, sameSecret } from './links';
import { SeatState } from './TableState';

/** A seat as the server knows it; its public part is mirrored into the state. */
export interface SeatRecord {
  name: string;
  host: boolean;
  /** Private to the player: takes the seat back from any device. */
  readonly key: string;
  /** The player's StateView: it admits the seat's own view entry and nothing else. */
  readonly view: StateView;
  /** The session holding the seat, also while it is dropped; null once it has left. */
  sessionId: string | null;
  connected: boolean;
}

/**
 * The seats of one table. Before the game starts a player who leaves frees the seat;
 * `compact` then closes the gaps, so the game's seats are 0..n-1.
 */
export class Seats {
  private slots: (SeatRecord | null)[];

  constructor(private readonly mirror: ArraySchema<SeatState>, size: number) {
    this.slots = Array.from({ length: size }, () => null);
    for (let i = 0; i < size; i++) mirror.push(new SeatState());
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
    const record: SeatRecord = {
      name, host, key: newSecret(), view: new StateView(), sessionId, connected: true,
    };
    this.slots[index] = record;
    this.publish(record);
    return record;
  }

  /**
   * The seats of a restored table, in order, each waiting for its player to come back with
   * its key. A started game's seats are exactly the players (`compact`).
   */
  restore(stored: readonly { name: string; key: string; host: boolean }[], started: boolean): void {
    stored.forEach(({ name, key, host }, index) => {
      const record: SeatRecord = { name, host, key, view: new StateView(), sessionId: null, connected: false };
      this.slots[index] = record;
      this.publish(record);
    });
    if (started) this.compact();
  }

  /** What is stored of the seats taken, in seat order. */
  stored(): { name: string; key: string; host: boolean }[] {
    return this.taken.map(({ name, key, host }) => ({ name, key, host }));
  }

  byKey(key: string): SeatRecord | undefined {
    return this.taken.find((record) => sameSecret(key, record.key));
  }

  /** Frees a seat before the game; the host role passes to the first player left. */
  release(record: SeatRecord): void {
    const index = this.indexOf(record);
    if (index < 0) return;
    this.slots[index] = null;
    record.view.dispose();
    this.mirror[index]!.assign({ name: '', occupied: false, connected: false, host: false });
    const heir = this.taken[0];
    if (record.host && heir) {
      heir.host = true;
      this.publish(heir);
    }
  }

  /** Moves the players to seats 0..n-1 in their order and drops the empty seats. */
  compact(): void {
    this.slots = [...this.taken];
    while (this.mirror.length > this.slots.length) this.mirror.pop();
    for (const record of this.slots) this.publish(record as SeatRecord);
  }

  publish(record: SeatRecord): void {
    const index = this.indexOf(record);
    if (index < 0) return;
    this.mirror[index]!.assign({
      name: record.name, occupied: true, connected: record.connected, host: record.host,
    });
  }
}
