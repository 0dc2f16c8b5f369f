import { games } from '@dead-drop/shared';
import { startTableServer } from '@dead-drop/server/dist/app';
import { CLIENT_DIST } from '@dead-drop/server/dist/clientPages';
import { emit } from './args';
import { launchChromium } from './chromium';
import { decodeBench } from './decodeBench';
import { LOOPBACK_LIMITS } from '@dead-drop/server/dist/serverLimits';
import { gameDriver } from './drivers';
import { pageBench, type BenchedPage } from './pageBench';
import { LANDING_BUDGET_BYTES, SHIPPED_BUDGET_BYTES, shippedBytes, TOTAL_BUDGET_BYTES } from './shippedBytes';

/**
 * The browser table's cost to a visitor: what the production build ships (`shippedBytes`); then,
 * in headless Chromium on loopback, the landing page and a started table's spectator link of each
 * game, the page a friend sees first when following a link (`pageBench`: bytes over the wire,
 * requests, first frame, as is and on a phone, first and repeat visit); then what a patch costs
 * the client to decode (`decodeBench`). The `client` line's `firstFrameMs` is the first game's
 * table, unthrottled, as before.
 */
export async function clientBench(seats: number, loads = 5): Promise<void> {
  const server = await startTableServer({ games, port: 0, clientDist: CLIENT_DIST, limits: LOOPBACK_LIMITS });
  const origin = `http://127.0.0.1:${server.port}`;
  const tables = await Promise.all(games.map((game) => gameDriver(game).open(`ws://127.0.0.1:${server.port}`, game.minSeats)));
  const browser = await launchChromium();
  try {
    const pages: BenchedPage[] = [
      { name: 'landing', url: `${origin}/`, drawn: 'landing' },
      ...games.map((game, index) => {
        const host = tables[index]![0]!;
        return {
          name: game.id,
          url: `${origin}/t/${host.room.roomId}#watch=${encodeURIComponent(host.links!.watch)}`,
          drawn: 'table' as const,
        };
      }),
    ];
    const records = await pageBench(browser, pages, loads);
    const firstTable = records.find((record) => record.page === games[0]!.id && record.visit === 'first');
    emit({
      bench: 'client',
      ...shippedBytes(),
      budgetBytes: SHIPPED_BUDGET_BYTES,
      landingBudgetBytes: LANDING_BUDGET_BYTES,
      totalBudgetBytes: TOTAL_BUDGET_BYTES,
      firstFrameMs: firstTable?.firstFrameMs,
    });
    records.forEach(emit);
  } finally {
    await browser.close();
    await Promise.all(tables.flat().map((client) => client.leave()));
    await server.close();
  }
  decodeBench(seats);
}
