import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import * as z from 'zod/mini';
import type { VapidKeys } from '../store/alertStore';
import { privateFolder } from '../store/privateFiles';

const FILE = 'vapid.json';
const Stored = z.strictObject({
  publicKey: z.string().check(z.minLength(80), z.maxLength(100)),
  privateKey: z.string().check(z.minLength(40), z.maxLength(50)),
});

/**
 * The keys given as settings, else those kept in `dataDir`, else new ones kept there from now
 * on: a subscription is bound to the public key it was made with, so changing keys silently
 * would stop every alert. Without a place to keep them (tables in memory only) they last as
 * long as the process.
 */
export function vapidKeys(given: VapidKeys | undefined, dataDir: string | undefined): VapidKeys {
  if (given) return given;
  const file = dataDir === undefined ? null : path.join(dataDir, FILE);
  if (file && existsSync(file)) {
    const kept = Stored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!kept.success) throw new Error(`${file} does not hold VAPID keys: move it aside to make new ones (browsers then subscribe again).`);
    return kept.data;
  }
  const made = webPush.generateVAPIDKeys();
  if (file && dataDir) {
    privateFolder(dataDir);
    writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  }
  return made;
}
