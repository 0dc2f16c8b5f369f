import type { ChildProcess } from 'node:child_process';

/** How long a child process has to stop after it is asked before it is killed. */
const GRACE_MS = 10_000;

/**
 * Sends `signal` to `child` and resolves once it is gone: at once if it has already ended, and
 * after a SIGKILL if it is still there `GRACE_MS` later, so that no tool waits for ever on a
 * process that hangs in its shutdown.
 */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = GRACE_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  return gone.finally(() => clearTimeout(kill));
}
