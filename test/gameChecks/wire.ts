/**
 * The client's edge (#33 item 4): everything a game really sends, its views and its events, for
 * every viewer, decodes by the game's own wire (`GameModule.wire`).
 */
import {
  ALL_CARDS,
  eventFor,
  fromLeaves,
  Match,
  playRandomMove,
  randomSource,
  SPECTATOR,
  toLeaves,
  type ReplayViewer,
  type Viewer,
} from '@dead-drop/shared';
import type { TestedGame } from './registered';

/** A view as the session reads it: laid out in leaves, as the room sends it, and put together again. */
const sent = (view: unknown) => fromLeaves(toLeaves(view));

export function wireChecks({ module }: TestedGame): void {
  const { rules: game, wire } = module;
  // The fewest seats and the most: what a view holds grows with the table.
  const sizes = [...new Set([game.minSeats, game.maxSeats])];

  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test.each(sizes)('every view and event of seeded random games at %i seats, as each viewer has them', (count) => {
    const problems: string[] = [];
    const viewers: Viewer[] = [...Array.from({ length: count }, (_, seat) => seat), SPECTATOR];
    let events = 0;
    for (const seed of [1, 2, 3]) {
      const match = new Match(game, { game: game.id, seed, seats: count, options: {} });
      const random = randomSource(seed);
      for (let played = playRandomMove(match, random); played; played = playRandomMove(match, random)) {
        for (const viewer of [...viewers, ALL_CARDS] satisfies ReplayViewer[]) {
          for (const event of played) {
            events += 1;
            const told = wire.event.safeParse(eventFor(event, viewer));
            if (!told.success)
              problems.push(`seed ${seed} viewer ${viewer} ${JSON.stringify(eventFor(event, viewer))}: ${told.error.message}`);
          }
        }
        const views = [...viewers.map((viewer) => game.viewFor(match.state, viewer)), game.openView(match.state)];
        for (const view of views) if (!wire.view.safeParse(sent(view)).success) problems.push(`seed ${seed}: a view of ${view.viewer}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(events).toBeGreaterThan(100);
    expect(warn).not.toHaveBeenCalled();
  });
}
