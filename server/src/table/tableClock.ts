/** A timer that can be called off. */
export interface Timer {
  clear(): void;
}

/**
 * A table's time: the room gives it the system's, a test one it moves by hand. Every deadline
 * a table shows or keeps (turn clocks, bots' pauses, the idle watch, reconnection windows) is
 * read and set through it, so nothing in a table waits on a real clock in a test.
 */
export interface TableClock {
  /** Epoch ms. */
  now(): number;
  /** Runs `run` once, after `ms` (at the earliest on the next turn of the event loop). */
  after(ms: number, run: () => void): Timer;
}

/** The system's clock; whatever a timer's callback throws goes to `failed`, not out of the process. */
export function systemClock(failed: (error: unknown) => void): TableClock {
  return {
    now: Date.now,
    after(ms, run) {
      const timer = setTimeout(() => {
        try {
          run();
        } catch (error) {
          failed(error);
        }
      }, ms);
      return { clear: () => clearTimeout(timer) };
    },
  };
}
