import { randomBytes } from 'node:crypto';

/**
 * A new game's seed: 256 bits from the operating system's generator, as hexadecimal. It keys
 * the game's ChaCha20 stream (see `makeRng`), so nothing a player sees narrows it down to a
 * searchable number. It stays on the server: only the replay of a finished game shows it.
 */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}
