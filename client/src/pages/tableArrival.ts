import type { TableSnapshot } from '../net/tableSession';
import { saveSeat } from '../net/savedSeats';
import { notice } from '../ui/chrome';
import { ui } from '../ui/text';

/** What a table page says or stores once, on the first snapshot that calls for it. */
export class TableArrival {
  private backSaid = false;
  private restoredSaid = false;

  constructor(private readonly roomId: string) {}

  /** A snapshot came; `seated`: this page holds a seat. */
  follow(snapshot: TableSnapshot, seated: boolean): void {
    // Back in the seat: no bot plays it now.
    if (seated && !this.backSaid) {
      this.backSaid = true;
      saveSeat(this.roomId, { botPlays: undefined });
    }
    // A table the server rebuilt after a restart is the same table.
    if (snapshot.restored && !this.restoredSaid) {
      this.restoredSaid = true;
      notice(ui('table.restored'));
    }
  }
}
