import type { Seat } from '@dead-drop/shared';
import { sameSecret } from '../table/links';
import type { TableClock } from '../table/tableClock';
import type { TurnListener, TurnNews } from '../table/turnNews';

/** A table as the board keeps it: the news last heard, and since when each awaited seat waits. */
interface Standing {
  news: TurnNews;
  /** Each seat the game waits for: since when (epoch ms), and from which step of the table (the move it owes). */
  readonly since: Map<Seat, Wait>;
}

/** A seat's wait: since when, and from which step of the table; a new step begins a new move to tell. */
export interface Wait {
  readonly at: number;
  readonly step: number;
}

/** What a seat's key may learn of its own table ("your tables"): nothing of any other. */
export interface TableSummary {
  readonly roomId: string;
  readonly game: string;
  readonly seat: Seat;
  /** The game waits for this seat now. */
  readonly yourMove: boolean;
  /** Since when (epoch ms) the game has waited for whoever it waits for; 0 once over. */
  readonly waitingSince: number;
  /** The names of the seats it waits for. */
  readonly waitingFor: readonly string[];
  readonly ended: boolean;
}

/**
 * Where every running game of this process stands, as its tables tell it (`TurnListener`):
 * which seats each waits for and since when. It answers a seat key about that key's own table
 * only, and tells `due` once each time a seat starts to be waited for (a new move of its own).
 */
export class TurnBoard implements TurnListener {
  private readonly tables = new Map<string, Standing>();

  constructor(
    private readonly clock: Pick<TableClock, 'now'>,
    private readonly due: (roomId: string, seat: Seat) => void,
  ) {}

  turn(roomId: string, news: TurnNews): void {
    const standing = this.tables.get(roomId) ?? { news, since: new Map<Seat, Wait>() };
    standing.news = news;
    this.tables.set(roomId, standing);
    const fresh: Seat[] = [];
    for (const seat of standing.since.keys()) if (!news.awaited.includes(seat)) standing.since.delete(seat);
    for (const seat of news.awaited) {
      if (standing.since.has(seat)) continue;
      standing.since.set(seat, { at: this.clock.now(), step: news.step });
      fresh.push(seat);
    }
    for (const seat of fresh) this.due(roomId, seat);
  }

  gone(roomId: string): void {
    this.tables.delete(roomId);
  }

  /** The news last heard from the table at `roomId`. */
  news(roomId: string): TurnNews | null {
    return this.tables.get(roomId)?.news ?? null;
  }

  /** The seat that `seatKey` holds at `roomId`, or null when it holds none there. */
  seatOf(roomId: string, seatKey: string): Seat | null {
    const seats = this.tables.get(roomId)?.news.seats ?? [];
    const seat = seats.findIndex(({ key }) => key !== null && sameSecret(seatKey, key));
    return seat < 0 ? null : seat;
  }

  /** Whether the game at `roomId` waits for `seat` now, and a person (not a bot) holds it. */
  awaitsPerson(roomId: string, seat: Seat): boolean {
    const news = this.tables.get(roomId)?.news;
    return !!news && news.awaited.includes(seat) && news.seats[seat]?.person === true;
  }

  /** Since when, and from which step, the game at `roomId` has waited for `seat`; null when it does not. */
  waitOf(roomId: string, seat: Seat): Wait | null {
    return this.tables.get(roomId)?.since.get(seat) ?? null;
  }

  /** What the key's own table says to it; null when the key holds no seat there. */
  summary(roomId: string, seatKey: string): TableSummary | null {
    const standing = this.tables.get(roomId);
    const seat = this.seatOf(roomId, seatKey);
    if (!standing || seat === null) return null;
    const { news, since } = standing;
    return {
      roomId,
      game: news.game,
      seat,
      ended: news.ended,
      yourMove: news.awaited.includes(seat),
      // Your own wait when it is your move; else the longest wait of those it waits for.
      waitingSince: since.get(seat)?.at ?? (since.size > 0 ? Math.min(...[...since.values()].map(({ at }) => at)) : 0),
      waitingFor: news.awaited.map((awaited) => news.seats[awaited]?.name ?? ''),
    };
  }
}
