import { games } from '@dead-drop/shared';
import { DEFAULT_RECONNECT_SECONDS, startTableServer } from './app';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

startTableServer({
  games,
  port: positiveNumber('PORT', 2567),
  reconnectSeconds: positiveNumber('RECONNECT_SECONDS', DEFAULT_RECONNECT_SECONDS),
  redisUrl: process.env.REDIS_URL,
  publicAddress: process.env.PUBLIC_ADDRESS,
  measurementRooms: process.env.MEASUREMENT_ROOMS === '1',
  ownsProcess: true,
}).then(({ port }) => {
  console.log(`Dead Drop table server listening on port ${port}`);
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
