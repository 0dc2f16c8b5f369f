/**
 * A game is registered once on each side: its rules in shared/src/games.ts, its client in
 * client/src/games.ts. The two must name the same games (the landing page offers the client's).
 */
import { findModule, games } from '@dead-drop/shared';
import { loadEntry } from '../../client/src/gameEntries';
import { gameClients } from '../../client/src/games';

const ruleIds = games.map((game) => game.id).sort();

test('the client draws exactly the games the rules host', () => {
  expect(Object.keys(gameClients).sort()).toEqual(ruleIds);
});

test("the client holds each game's meta, the very one its rules hold (the page does not load the rules for it)", () => {
  expect(games.filter((game) => gameClients[game.id]?.meta !== game.meta).map((game) => game.id)).toEqual([]);
});

test('each game\'s client, once loaded, is the game the registry lists: its meta, and a coach where it offers "Learn to play"', async () => {
  for (const [id, listing] of Object.entries(gameClients)) {
    const entry = await loadEntry(listing);
    expect([id, entry.meta]).toEqual([id, listing.meta]);
    expect([id, entry.learnable]).toEqual([id, listing.learnable]);
    // Loaded once: every page of the game shares the same client.
    expect(await loadEntry(listing)).toBe(entry);
  }
});

test('a game offers "Learn to play" exactly where its module has a tutorial, and its coach carries that one', async () => {
  for (const [id, listing] of Object.entries(gameClients)) {
    const tutorial = findModule(id)?.tutorial;
    expect([id, listing.learnable]).toEqual([id, tutorial !== undefined]);
    const coach = await listing.withClient((client) => client.coach?.());
    expect([id, coach?.tutorial === tutorial]).toEqual([id, true]);
  }
});
