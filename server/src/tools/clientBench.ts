import { games, kompromat } from '@dead-drop/shared';
import { startTableServer } from '../app';
import { CLIENT_DIST } from '../clientPages';
import { emit } from './args';
import { launchChromium } from './chromium';
import { LOOPBACK_LIMITS } from '../serverLimits';
import { gameDriver } from './drivers';
import { percentiles } from './percentiles';
import { SHIPPED_BUDGET_BYTES, shippedBytes, TOTAL_BUDGET_BYTES } from './shippedBytes';

/** The mark the client sets once it has drawn its first game view. */
const FIRST_FRAME = 'table-first-frame';

/**
 * The browser table's cost to a visitor: what the production build ships (`shippedBytes`), and the time
 * from navigation to the first frame of a game in progress, in headless Chromium on loopback.
 * Each load is a fresh browser context (no cache), opening a started table's spectator link:
 * the page a person sees first when following a link to a game. The median of `loads`.
 */
export async function clientBench(loads = 5): Promise<void> {
  const server = await startTableServer({ games, port: 0, clientDist: CLIENT_DIST, limits: LOOPBACK_LIMITS });
  const table = await gameDriver(kompromat).open(`ws://127.0.0.1:${server.port}`, 2);
  const browser = await launchChromium();
  try {
    const { roomId } = table[0]!.room;
    const url = `http://127.0.0.1:${server.port}/t/${roomId}#watch=${encodeURIComponent(table[0]!.links!.watch)}`;
    const times: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.goto(url);
      // Mark times count from the navigation's start (performance.timeOrigin).
      const mark = await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime,
        FIRST_FRAME, { timeout: 60_000, polling: 50 },
      );
      times.push(Number(await mark.jsonValue()));
      await context.close();
    }
    emit({
      bench: 'client', ...shippedBytes(), budgetBytes: SHIPPED_BUDGET_BYTES, totalBudgetBytes: TOTAL_BUDGET_BYTES,
      firstFrameMs: Math.round(percentiles(times).p50),
    });
  } finally {
    await browser.close();
    await Promise.all(table.map((client) => client.leave()));
    await server.close();
  }
}
