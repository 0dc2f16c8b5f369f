/**
 * Only what the page needs (#41 item 3): the landing page downloads no table and no game; a
 * table's spectator link downloads its own game's client and no other game's.
 */
import path from 'node:path';
import { games } from '@dead-drop/shared';
import { viteManifest } from '../../server/src/clientBuild';
import { CLIENT_DIST } from '../../server/src/clientPages';
import { gameDriver } from '../../workshop/src/drivers';
import { browserFixture } from './fixture';
import { DESKTOP, type Person } from './people';

jest.setTimeout(2 * 60_000);

const at = browserFixture();

/** The scripts a page requested from the server, by their names in `assets/`. */
function scriptsOf(person: Person): Set<string> {
  const requested = new Set<string>();
  person.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.add(path.basename(pathname));
  });
  return requested;
}

/** Each game's own chunk (`src/<game>/index.ts`), from the build's manifest. */
function gameChunks(): Map<string, string> {
  const manifest = viteManifest(CLIENT_DIST);
  if (!manifest) throw new Error('the client build has no manifest: run npm run build');
  return new Map(games.map((game) => [game.id, path.basename(manifest[`src/${game.id}/index.ts`]!.file)]));
}

test('the landing page downloads no table page, no Pixi and no game', async () => {
  const manifest = viteManifest(CLIENT_DIST)!;
  // The chunks only a table needs: the tables' own part, each game's client, and Pixi's core
  // (the chunk that loads Pixi's environment).
  const tableOnly = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (source === 'src/gameEntry.ts' || /^src\/[^/]+\/index\.ts$/.test(source)) tableOnly.set(path.basename(chunk.file), source);
    if (chunk.dynamicImports?.some((loaded) => /node_modules\/pixi\.js\//.test(loaded)))
      tableOnly.set(path.basename(chunk.file), 'pixi.js');
  }
  const person = await at.open('Ada', DESKTOP);
  const requested = scriptsOf(person);
  await person.page.goto(at.origin);
  await person.testId(`game-${games[0]!.id}`).waitFor();
  await person.page.waitForLoadState('networkidle');
  expect(requested.size).toBeGreaterThan(0);
  expect([...requested].flatMap((name) => tableOnly.get(name) ?? [])).toEqual([]);
});

test.each(games.map((game) => [game.id, game] as const))(
  "a %s table's spectator link downloads its own game and no other",
  async (id, game) => {
    const chunks = gameChunks();
    const table = await gameDriver(game).open(at.endpoint, game.minSeats);
    at.bots.push(...table);
    const person = await at.open(`Watcher of ${id}`, DESKTOP);
    const requested = scriptsOf(person);
    await person.page.goto(`${at.origin}/t/${table[0]!.room.roomId}#watch=${encodeURIComponent(table[0]!.links!.watch)}`);
    await person.page.waitForFunction(() => performance.getEntriesByName('table-first-frame', 'mark').length > 0);
    expect(requested.has(chunks.get(id)!)).toBe(true);
    const others = [...chunks].filter(([other, file]) => other !== id && requested.has(file)).map(([other]) => other);
    expect(others).toEqual([]);
  },
);
