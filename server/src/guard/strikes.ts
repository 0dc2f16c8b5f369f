import { GARBAGE_RATE, TokenBucket } from './rates';

/** How to close the connection: with a code and a reason. */
export type Close = (code: number, reason: string) => void;

const allowance = new WeakMap<object, TokenBucket>();

/**
 * Counts a message that was not valid (undecodable, unknown, of the wrong shape) against
 * the connection `socket`. An honest client sends none, so a connection that keeps at it
 * is cut off rather than answered forever. The transport and the room both count here,
 * keyed by the same raw socket.
 */
export function strike(socket: object, closeCode: number, close: Close): void {
  let bucket = allowance.get(socket);
  if (!bucket) allowance.set(socket, (bucket = new TokenBucket(GARBAGE_RATE)));
  if (!bucket.take()) close(closeCode, 'Too many messages that are not valid.');
}
