import { decode, type Iterator } from '@colyseus/schema';

/**
 * The length a string in the schema's encoding declares (a msgpack str: fixstr, str8, str16 or
 * str32), read past its prefix; `it` then points at its first byte. Whether that many bytes
 * follow is for the reader to check.
 */
export function declaredStringLength(bytes: Uint8Array, it: Iterator): number {
  const prefix = bytes[it.offset++]!;
  if (prefix < 0xc0) return prefix & 0x1f;
  if (prefix === 0xd9) return decode.uint8(bytes, it);
  return prefix === 0xda ? decode.uint16(bytes, it) : decode.uint32(bytes, it);
}
