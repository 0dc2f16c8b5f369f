import { loadEntry } from '../../client/src/gameEntries';
import { gameClients, type GameEntry } from '../../client/src/games';

/**
 * Every game's client as a page loads it (`loadEntry`), filled in before the tests of the
 * file that calls this run: the registry holds only what every page needs, the rest is loaded.
 */
export function loadedGames(): Readonly<Record<string, GameEntry>> {
  const entries: Record<string, GameEntry> = {};
  beforeAll(async () => {
    for (const [id, listing] of Object.entries(gameClients)) entries[id] = await loadEntry(listing);
  });
  return entries;
}
