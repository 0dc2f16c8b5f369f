import type { TokenBucket } from '../guard/rates';
import type { SeatRecord } from './seats';

/** Someone at the table: a session, with its seat (null for a spectator) and its rates. */
export interface Member {
  readonly sessionId: string;
  /** Null from the moment a seated person concedes or is removed, until the session is gone. */
  seat: SeatRecord | null;
  readonly bucket: TokenBucket;
  readonly chatBucket: TokenBucket;
}
