import { createHmac } from 'node:crypto';
import type { Seed } from '@dead-drop/shared';

/**
 * The key of the random stream a table's bots choose with, for the game of `seed`: an
 * HMAC-SHA256 of the seed, so that it is as unpredictable as the seed yet tells nothing of it,
 * and needs nothing stored beside the seed (a restored table's bots key their stream as
 * before). A Hard move crosses to a worker thread as plain data, queued there and named in
 * its errors: it carries this key, never the seed that deals every hidden card.
 */
export function botKey(seed: Seed): string {
  return createHmac('sha256', String(seed)).update('dead-drop bots').digest('hex');
}
