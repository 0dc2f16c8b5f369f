/** A page that says it is visible counts as such for this long unless it says so again (see `VISIBLE_EVERY_MS` in the client). */
export const VISIBLE_FOR_MS = 90_000;
/** Pages a seat may have at once; the oldest report goes past it. */
const PAGES_PER_SEAT = 8;

/**
 * Which pages of each seat are on screen now, as the pages report it. A page that is closed
 * or crashes without a word stops counting after `VISIBLE_FOR_MS`.
 */
export class Visibility {
  /** By seat (`roomId` and seat), each visible page's id and when its report runs out. */
  private readonly pages = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  report(roomId: string, seat: number, page: string, visible: boolean): void {
    const id = `${roomId}/${seat}`;
    const pages = this.pages.get(id) ?? new Map<string, number>();
    pages.delete(page);
    if (visible) pages.set(page, this.now() + VISIBLE_FOR_MS);
    while (pages.size > PAGES_PER_SEAT) pages.delete(pages.keys().next().value!);
    if (pages.size > 0) this.pages.set(id, pages);
    else this.pages.delete(id);
  }

  /** Whether any page of the seat is on screen. */
  seen(roomId: string, seat: number): boolean {
    const pages = this.pages.get(`${roomId}/${seat}`);
    const now = this.now();
    return !!pages && [...pages.values()].some((until) => until > now);
  }

  forget(roomId: string): void {
    for (const id of this.pages.keys()) if (id.startsWith(`${roomId}/`)) this.pages.delete(id);
  }
}
