import { decode, encode } from '@colyseus/schema';
import { decodeStringsFlat } from '../../workshop/src/flatStrings';

test('the load bots read back every string the encoder wrote, of any length and script', () => {
  const samples = ['', 'a', 'x'.repeat(31), 'y'.repeat(32), 'z'.repeat(300), 'Grüße, Agent 工作 🕵️', '€'.repeat(30_000)];
  const bytes = new Uint8Array(1 << 18);
  const written = { offset: 0 };
  for (const sample of samples) encode.string(bytes, sample, written);
  decodeStringsFlat();
  const read = { offset: 0 };
  expect(samples.map(() => decode.string(bytes, read))).toEqual(samples);
  expect(read.offset).toBe(written.offset);
});
