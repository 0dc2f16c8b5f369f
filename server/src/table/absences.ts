import type { Clock, Deferred, Delayed } from '@colyseus/core';

interface Absence {
  readonly reconnection: Deferred;
  readonly expiry: Delayed;
}

/**
 * Dropped sessions that may still come back. The room asks Colyseus for a "manual"
 * reconnection and keeps the deadline here on its own clock: Colyseus's own deadline
 * timer outlives a reconnection that is cancelled early, and the clock's timers end
 * with the room.
 */
export class Absences {
  private readonly away = new Map<string, Absence>();

  constructor(private readonly clock: Clock) {}

  /** Keeps the session's place for `seconds`; when they run out the reconnection fails. */
  hold(sessionId: string, reconnection: Deferred, seconds: number): void {
    const expiry = this.clock.setTimeout(() => this.end(sessionId), seconds * 1000);
    this.away.set(sessionId, { reconnection, expiry });
  }

  /** The session is back, or gone for good: nothing to wait for any more. */
  forget(sessionId: string): void {
    this.away.get(sessionId)?.expiry.clear();
    this.away.delete(sessionId);
  }

  /** Stops waiting now: the reconnection fails, and Colyseus calls onLeave. */
  end(sessionId: string): void {
    const absence = this.away.get(sessionId);
    this.forget(sessionId);
    absence?.reconnection.reject(new Error('the reconnection window is over'));
  }
}
