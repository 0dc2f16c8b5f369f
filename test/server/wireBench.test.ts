/**
 * `npm run bench`'s wire figure plays whole games over a real websocket, its bots choosing as
 * the load test's do: a seat that may act but chooses not to now (a Mata Hari accusation the
 * game does not wait for) sends nothing, where it once sent `null` and stopped the bench.
 */
import { games } from '@dead-drop/shared';
import { wireBench } from '../../workshop/src/wireBench';

test.each(games.map((game) => [game.id, game] as const))(
  '%s: a game is played through and its line printed',
  async (_id, game) => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await wireBench(game, 1, game.id === 'matahari' ? 5 : game.minSeats);
    } finally {
      write.mockRestore();
    }
    const line = JSON.parse(lines.join('').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ bench: 'wire', game: game.id });
    expect(line.actions).toBeGreaterThan(10);
  },
  120_000,
);
