import type { Room } from '@colyseus/sdk';

/** A message as the room received it: its type and its payload, not yet read. */
export interface HeldMessage {
  readonly type: string | number;
  readonly message: unknown;
}

/**
 * What the server tells a room just after the join (its links, the seat, the history) arrives
 * while the game's client is still downloading (#41: each game's client is a chunk of its own,
 * and only the room's state names the game). The SDK drops a message nobody listens for: these
 * are held until the session that reads them exists (`TableSession`'s `held`).
 */
export class HeldMessages {
  private readonly held: HeldMessage[] = [];
  private readonly stop: () => void;

  constructor(room: Room) {
    // The SDK hands "*" only what no handler of its own type takes.
    this.stop = room.onMessage('*', (type: string | number, message: unknown) => {
      this.held.push({ type, message });
    });
  }

  /** Stops holding; what was held, oldest first. */
  release(): HeldMessage[] {
    this.stop();
    return this.held.splice(0);
  }
}
