import { setTimeout as sleep } from 'node:timers/promises';
import { randomSource, type AnyGame } from '@dead-drop/shared';
import { startTableServer } from '@dead-drop/server/dist/app';
import { emit } from './args';
import { LOOPBACK_LIMITS } from '@dead-drop/server/dist/serverLimits';
import { gameDriver, type TableDriver } from './drivers';
import type { TableClient } from './tableClient';
import { round } from './percentiles';

/** Keeps a bot under the transport's frames-per-second cap (MAX_FRAMES_PER_SECOND). */
const PACE_MS = 12;

/**
 * Bytes that reach each client per accepted action over a real websocket (patches and
 * event messages alike), beside the size of the JSON of the full view measured in the same
 * games: the gain of sending what changed rather than the view.
 */
export async function wireBench(game: AnyGame, games: number, players: number): Promise<void> {
  // Bots here act as fast as the server allows frames, not at a person's pace.
  const server = await startTableServer({ games: [game], port: 0, rate: { perSecond: 1000, burst: 1000 }, limits: LOOPBACK_LIMITS });
  const driver = gameDriver(game);
  const random = randomSource(7);
  let bytes = 0;
  let actions = 0;
  let viewBytes = 0;
  let viewSamples = 0;
  try {
    for (let g = 0; g < games; g++) {
      const table = await driver.open(`ws://127.0.0.1:${server.port}`, players);
      const before = table.reduce((sum, client) => sum + client.bytes, 0);
      const seats = table.slice(0, players);
      const spectator = table[players]!;
      while (!driver.finished(spectator)) {
        // The first seat that acts now: one may act and choose not to (a Mata Hari accusation
        // the game does not wait for).
        const chosen = firstChoice(driver, seats, random);
        if (!chosen) {
          await sleep(1);
          continue;
        }
        const { client, action } = chosen;
        const frames = client.frames;
        driver.send(client, action);
        actions++;
        while (client.frames === frames && client.errors.length === 0) await sleep(1);
        if (client.errors.length > 0) throw new Error(`wire bench: refused ${client.errors.join(', ')}`);
        await sleep(PACE_MS);
        for (const c of table) {
          viewBytes += Buffer.byteLength(JSON.stringify(c.view));
          viewSamples++;
        }
      }
      bytes += table.reduce((sum, client) => sum + client.bytes, 0) - before;
      await Promise.all(table.map((client) => client.leave()));
    }
  } finally {
    await server.close();
  }
  emit({
    bench: 'wire',
    game: game.id,
    bytesPerActionPerClient: round(bytes / actions / (players + 1)),
    fullViewJsonBytes: Math.round(viewBytes / viewSamples),
    actions,
  });
}

function firstChoice(
  driver: TableDriver,
  seats: readonly TableClient[],
  random: () => number,
): { client: TableClient; action: unknown } | null {
  for (const [seat, client] of seats.entries()) {
    const action = driver.canAct(client, seat) ? driver.nextAction(client, seat, random) : null;
    if (action !== null) return { client, action };
  }
  return null;
}
