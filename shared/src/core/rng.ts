/**
 * The only source of randomness in a game: a mulberry32 generator whose whole state is one
 * 32-bit integer kept inside the game state, so a state can be copied, stored and replayed.
 */
export interface Rng {
  s: number;
}

export function makeRng(seed: number): Rng {
  return { s: seed >>> 0 };
}

/** A float in [0, 1); advances the generator held in `rng`. */
export function nextFloat(rng: Rng): number {
  rng.s = (rng.s + 0x6d2b79f5) >>> 0;
  let t = rng.s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function nextInt(rng: Rng, bound: number): number {
  return Math.floor(nextFloat(rng) * bound);
}

/** Fisher–Yates in place, driven by the game's generator. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  return shuffleWith(items, () => nextFloat(rng));
}

/** Fisher–Yates in place, driven by any source of floats in [0, 1). */
export function shuffleWith<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** A plain `() => number` over a seed, for bots and tools outside game states. */
export function randomSource(seed: number): () => number {
  const rng = makeRng(seed);
  return () => nextFloat(rng);
}
