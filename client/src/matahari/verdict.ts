import type { MatahariEvent, Viewer } from '@dead-drop/shared';

/**
 * The viewer's own wrong accusation among newly arrived events, with what it cost: the
 * accusation (which carries, for the accuser alone, what the offer held) and the cover the
 * accuser took. The table keeps them in sight until the player dismisses them, rather than
 * letting them scroll past in the log. Null when the events hold none.
 */
export function ownWrongAccusation(events: readonly MatahariEvent[], viewer: Viewer): MatahariEvent[] | null {
  const at = events.findIndex((e) => e.type === 'accused' && !e.right && e.accuser === viewer);
  if (at < 0) return null;
  const cover = events.slice(at + 1).find((e) => e.type === 'cover' && e.seat === viewer);
  return cover ? [events[at]!, cover] : [events[at]!];
}
