import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { PushTarget, type AlertStore } from '../store/alertStore';

/** Browsers a seat may have subscribed at once; a new one replaces the oldest past it. */
const PER_SEAT = 4;

/**
 * Which browsers asked for each seat's alerts, kept in the alert store (the table store's),
 * so that a slow table's players stay subscribed across restarts and failovers; forgotten
 * when the game ends.
 */
export class Subscriptions {
  constructor(private readonly store: AlertStore) {}

  async add(roomId: string, seat: number, target: PushTarget): Promise<void> {
    const targets = (await this.store.targets(roomId, seat)).filter(({ endpoint }) => endpoint !== target.endpoint);
    await this.store.setTargets(roomId, seat, [...targets, target].slice(-PER_SEAT));
  }

  async remove(roomId: string, seat: number, endpoint: string): Promise<void> {
    const targets = await this.store.targets(roomId, seat);
    await this.store.setTargets(
      roomId,
      seat,
      targets.filter((target) => target.endpoint !== endpoint),
    );
  }

  of(roomId: string, seat: number): Promise<PushTarget[]> {
    return this.store.targets(roomId, seat);
  }

  forget(roomId: string): Promise<void> {
    return this.store.forget(roomId);
  }
}

/** Where subscriptions were kept before they moved into the table store. */
export const SUBSCRIPTIONS_FILE = 'push-subscriptions.json';
/** The old file once its subscriptions are in the store: kept, never read again. */
export const MIGRATED_SUFFIX = '.migrated';

const Kept = z.record(z.string(), z.array(PushTarget));

/**
 * Subscriptions kept by a server from before they lived in the table store (a JSON file in
 * `dataDir`, by `roomId/seat`) move into `store` once: the file is then renamed, so that a
 * later start does not bring back those removed since. What does not parse is left as it is.
 */
export async function migrateSubscriptionFile(dataDir: string, store: AlertStore): Promise<number> {
  const file = path.join(dataDir, SUBSCRIPTIONS_FILE);
  if (!existsSync(file)) return 0;
  let kept: z.infer<typeof Kept>;
  try {
    const parsed = Kept.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) return 0;
    kept = parsed.data;
  } catch {
    return 0;
  }
  let moved = 0;
  for (const [id, targets] of Object.entries(kept)) {
    const cut = id.lastIndexOf('/');
    const seat = Number(id.slice(cut + 1));
    if (cut <= 0 || !Number.isInteger(seat) || seat < 0) continue;
    await store.setTargets(id.slice(0, cut), seat, targets.slice(-PER_SEAT));
    moved += 1;
  }
  renameSync(file, `${file}${MIGRATED_SUFFIX}`);
  return moved;
}
