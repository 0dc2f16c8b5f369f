import '@dead-drop/server/dist/singleSchema';
import { decode, type Iterator } from '@colyseus/schema';
import { declaredStringLength } from '@dead-drop/server/dist/guard/schemaString';

const utf8 = new TextDecoder();

/**
 * Makes the schema decoder read strings with a TextDecoder. Its own reader appends one
 * character at a time, which V8 keeps as a rope of one node per character: a bot holding a
 * table's entries held about 400 such nodes, and every patch made more. With 2,400 clients
 * in two workers, collecting them stalled a worker for up to 750 ms and took most of the
 * load generator's CPU (measured: bots 95 % → 65 % of a core, their worst event-loop delay
 * 470 → 180 ms). The decoder looks its readers up in the exported `decode` table, so this
 * replaces the entry; `../singleSchema` makes it the copy the SDK uses.
 */
export function decodeStringsFlat(): void {
  const original = decode.string;
  decode.string = (bytes, it: Iterator): string => {
    if (!(bytes instanceof Uint8Array)) return original(bytes, it);
    const declared = declaredStringLength(bytes, it);
    // As the original reader does, a length past the end reads to the end.
    const length = Math.min(declared, bytes.length - it.offset);
    const text = utf8.decode(bytes.subarray(it.offset, it.offset + length));
    it.offset += length;
    return text;
  };
}
