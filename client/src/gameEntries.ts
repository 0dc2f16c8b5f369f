import type { entryOf, GameEntry } from './gameEntry';
import type { GameListing } from './games';

const entries = new WeakMap<GameListing, Promise<GameEntry>>();

/**
 * A listed game's client as a page that mounts it holds it (the table and replay pages), loaded
 * once, at the same time as the part every game's client shares: a join waits on the two.
 */
export function loadEntry(listing: GameListing): Promise<GameEntry> {
  const loaded = entries.get(listing);
  if (loaded) return loaded;
  const entry = Promise.all([import('./gameEntry'), listing.withClient((game) => (wrap: typeof entryOf) => wrap(game))]).then(
    ([shared, wrapGame]) => wrapGame(shared.entryOf),
  );
  entries.set(listing, entry);
  // A failed download is tried again by the next page that asks.
  entry.catch(() => entries.delete(listing));
  return entry;
}
