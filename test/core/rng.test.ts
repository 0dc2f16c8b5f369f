/**
 * The shuffles no one can predict (reliability round 3, item 1): a game's generator is
 * ChaCha20 keyed by its seed, and a server's seed is 256 random bits.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { chachaBlock, isRuleError, kompromat, makeRng, nextWord, randomSource, seedKey, SPECTATOR, type Seed } from '@dead-drop/shared';
import { newSeed } from '../../server/src/table/newSeed';

/** Node's own ChaCha20 (OpenSSL): the key stream of `key` from block `counter` of `nonce`. */
function opensslStream(key: Buffer, counter: number, nonce: Buffer, words: number): number[] {
  const iv = Buffer.concat([Buffer.from(Uint32Array.of(counter).buffer), nonce]);
  const stream = createCipheriv('chacha20', key, iv).update(Buffer.alloc(words * 4));
  return Array.from({ length: words }, (_, i) => stream.readUInt32LE(i * 4));
}

const words = (bytes: Buffer) => Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));

describe('the generator is ChaCha20', () => {
  test('RFC 8439 §2.3.2: the block function test vector', () => {
    const key = words(Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex'));
    const nonce = words(Buffer.from('000000090000004a00000000', 'hex'));
    expect(chachaBlock(key, 1, nonce).slice(0, 4)).toEqual([0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3]);
  });

  test("every block equals OpenSSL's ChaCha20 for random keys, counters and nonces", () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      const counter = randomBytes(4).readUInt32LE(0) >>> (i % 2 === 0 ? 0 : 20);
      expect(chachaBlock(words(key), counter, words(nonce))).toEqual(opensslStream(key, counter, nonce, 16));
    }
  });

  test("a hex seed is the key's bytes, and the game's stream is block 0, 1, … of nonce 0", () => {
    const seed = randomBytes(32).toString('hex');
    const rng = makeRng(seed);
    const drawn = Array.from({ length: 40 }, () => nextWord(rng));
    expect(drawn).toEqual(opensslStream(Buffer.from(seed, 'hex'), 0, Buffer.alloc(12), 40));
  });

  test('the output stream is not a linear image of the seed: stream(a ⊕ b) ≠ stream(a) ⊕ stream(b) ⊕ stream(0)', () => {
    const stream = (key: number[]) => chachaBlock(key, 0, [0, 0, 0]);
    let linear = 0;
    for (let i = 0; i < 20; i++) {
      const a = words(randomBytes(32));
      const b = words(randomBytes(32));
      const combined = stream(a.map((w, k) => (w ^ b[k]!) >>> 0));
      const predicted = stream(a).map((w, k) => (w ^ stream(b)[k]! ^ stream([0, 0, 0, 0, 0, 0, 0, 0])[k]!) >>> 0);
      if (combined.every((w, k) => w === predicted[k])) linear++;
    }
    expect(linear).toBe(0);
  });

  test('one bit of the seed changes about half the bits of the output', () => {
    const key = words(randomBytes(32));
    const flipped = key.slice();
    flipped[3] = (flipped[3]! ^ 1) >>> 0;
    const differing = chachaBlock(key, 0, [0, 0, 0]).reduce((sum, w, k) => sum + popcount(w ^ chachaBlock(flipped, 0, [0, 0, 0])[k]!), 0);
    expect(differing).toBeGreaterThan(512 * 0.35);
    expect(differing).toBeLessThan(512 * 0.65);
  });

  test("a bot's or a tool's stream is another than the game's, and unguessable the same way", () => {
    const seed = newSeed();
    const game = makeRng(seed);
    const gameWords = Array.from({ length: 8 }, () => nextWord(game));
    const tool = randomSource(seed, [0, 0]);
    expect(Math.floor(tool() * 2 ** 32)).not.toBe(gameWords[0]);
    expect(opensslStream(Buffer.from(seed, 'hex'), 0, Buffer.from(Uint32Array.of(1, 0, 0).buffer), 2)[0]! >>> 5).toBe(
      Math.floor(randomSource(seed, [0, 0])() * 2 ** 27),
    );
  });
});

describe('seeds', () => {
  test("a server's seed carries 256 bits from the operating system, and no two are alike", () => {
    const seeds = Array.from({ length: 100 }, newSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(100);
    expect(seedKey(seeds[0]!)).toHaveLength(8);
  });

  test('a written seed has at least 128 bits: shorter or other text is refused', () => {
    expect(() => makeRng('abc')).toThrow(/32 to 64 hexadecimal/);
    expect(() => makeRng('0123456789abcdef0123456789abcde')).toThrow(/32 to 64 hexadecimal/);
    expect(() => makeRng('g123456789abcdef0123456789abcdef')).toThrow(/32 to 64 hexadecimal/);
    expect(() => makeRng(1.5)).toThrow(/safe integer/);
    expect(makeRng('0123456789abcdef0123456789abcdef').key).toHaveLength(8);
  });

  /**
   * The attack the old 32-bit seeds allowed: from what seat 0 sees at the start of Kompromat
   * (who starts, the missions laid, its own first cards), try seeds until one gives the same
   * view; that seed then tells the opponent's whole deck. The search finds a seed from its
   * range, as it would have found any of the old ones in 2³²; a server's seed is in no range a
   * search can cover, so the search finds nothing that deals its game. (A small seed may show
   * the same start by chance, one in some million, but not the same hidden cards.)
   */
  test("from what a seat or a spectator sees at the start, a searched seed finds a small seed but not a server's", () => {
    const RANGE = 3000;
    const options = kompromat.parseOptions({});
    if (isRuleError(options)) throw new Error(options.message);
    const dealt = (seed: Seed) => kompromat.setup(seed, 2, options);
    const startOf = (seed: Seed) => JSON.stringify([kompromat.viewFor(dealt(seed), 0), kompromat.viewFor(dealt(seed), SPECTATOR)]);
    // Every card face up: what the attack is after.
    const wholeOf = (seed: Seed) => JSON.stringify(kompromat.openView(dealt(seed)));
    const search = (seed: Seed) => {
      const seen = startOf(seed);
      return Array.from({ length: RANGE }, (_, s) => s).filter((s) => startOf(s) === seen && wholeOf(s) === wholeOf(seed));
    };
    expect(search(2_718)).toEqual([2_718]);
    expect(search(newSeed())).toEqual([]);
  });
});

function popcount(word: number): number {
  let n = word >>> 0;
  let count = 0;
  while (n) {
    count += n & 1;
    n >>>= 1;
  }
  return count;
}
