/**
 * The only source of randomness in a game: a ChaCha20 key stream (RFC 8439) keyed by the
 * game's seed. A player who sees the public cards and their own draws must not be able to
 * work out the seed, and with it every hidden card: ChaCha20's output reveals neither its
 * key nor its state, and a server's seed is 256 random bits, so there is nothing to search.
 * The generator is plain data kept inside the game state (key, stream, block counter and the
 * unused words of the current block), so a state can be copied, stored and replayed exactly.
 */
export interface Rng {
  readonly key: readonly number[];
  /** ChaCha20's nonce: which of the seed's independent streams this is. */
  readonly stream: readonly number[];
  /** The next block to compute. */
  block: number;
  /** What is left of the current block, taken from the end. */
  words: number[];
}

/**
 * A game's seed. A server draws 256 bits from the operating system and writes them as 64
 * hexadecimal digits (at least 32, 128 bits, are required). A number is a seed a test, a
 * simulation or a golden game names: it is a key too, but one anybody can search.
 */
export type Seed = string | number;

const HEX_SEED = /^[0-9a-f]{32,64}$/i;

/** The key a seed stands for, as eight little-endian 32-bit words (RFC 8439's layout). */
export function seedKey(seed: Seed): number[] {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) throw new Error(`a numeric seed must be a safe integer, not ${seed}`);
    return [seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0, 0, 0, 0, 0, 0, 0];
  }
  if (!HEX_SEED.test(seed)) throw new Error('a seed is 32 to 64 hexadecimal digits');
  const hex = seed.padEnd(64, '0');
  return Array.from({ length: 8 }, (_, w) => {
    let word = 0;
    for (let b = 3; b >= 0; b--) word = (word << 8) | parseInt(hex.slice(w * 8 + b * 2, w * 8 + b * 2 + 2), 16);
    return word >>> 0;
  });
}

/** The stream a game's own shuffles and draws come from; bots and tools use others. */
const GAME_STREAM = [0, 0, 0] as const;

export function makeRng(seed: Seed, stream: readonly number[] = GAME_STREAM): Rng {
  if (stream.length !== 3) throw new Error('a stream is three 32-bit words');
  return { key: seedKey(seed), stream: stream.map((word) => word >>> 0), block: 0, words: [] };
}

/**
 * A fresh generator from `random`, for audits that pretend the future is unknown: what a
 * viewer may not know includes every card still to be shuffled.
 */
export function scrambledRng(random: () => number): Rng {
  return { key: Array.from({ length: 8 }, () => Math.floor(random() * 2 ** 32) >>> 0), stream: [...GAME_STREAM], block: 0, words: [] };
}

const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

/** One ChaCha20 block: 16 words from the key, the block counter and the nonce (RFC 8439 §2.3). */
export function chachaBlock(key: readonly number[], counter: number, nonce: readonly number[]): number[] {
  const input = [...SIGMA, ...key, counter >>> 0, ...nonce];
  const x = input.slice();
  for (let round = 0; round < 10; round++) {
    quarter(x, 0, 4, 8, 12);
    quarter(x, 1, 5, 9, 13);
    quarter(x, 2, 6, 10, 14);
    quarter(x, 3, 7, 11, 15);
    quarter(x, 0, 5, 10, 15);
    quarter(x, 1, 6, 11, 12);
    quarter(x, 2, 7, 8, 13);
    quarter(x, 3, 4, 9, 14);
  }
  return x.map((word, i) => (word + input[i]!) >>> 0);
}

function quarter(x: number[], a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotate(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotate(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotate(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotate(x[b]! ^ x[c]!, 7);
}

function rotate(word: number, by: number): number {
  return (word << by) | (word >>> (32 - by));
}

/** The next 32 bits of the key stream; advances the generator held in `rng`. */
export function nextWord(rng: Rng): number {
  if (rng.words.length === 0) rng.words = chachaBlock(rng.key, rng.block++, rng.stream).reverse();
  return rng.words.pop()!;
}

/** A float in [0, 1) with 53 random bits; advances the generator held in `rng`. */
export function nextFloat(rng: Rng): number {
  const high = nextWord(rng) >>> 5;
  const low = nextWord(rng) >>> 6;
  return (high * 67108864 + low) / 9007199254740992;
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

/**
 * A plain `() => number` over a seed, for bots and tools outside game states. `stream` picks
 * one of the seed's independent streams (a bot's choice at a step of a game, say), each as
 * unguessable as the game's own; the game's own stream is not one of them.
 */
export function randomSource(seed: Seed, stream: readonly [number, number] = [0, 0]): () => number {
  const rng = makeRng(seed, [1, ...stream]);
  return () => nextFloat(rng);
}
