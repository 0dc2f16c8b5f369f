import { games } from '@dead-drop/shared';
import { startTableServer, type TableServerOptions } from './app';
import { ServerLog } from './log';
import { settingsFromEnv } from './settings';

/**
 * The server as a process of its own, set by its environment (settings.ts): what `npm start`
 * runs (main.ts), and the workshop's measured server, which adds its rooms (`extra`).
 */
export function runProcess(extra: Pick<TableServerOptions, 'extraRooms'> = {}): void {
  const log = ServerLog.to();
  const settings = settingsFromEnv(process.env);
  if (typeof settings === 'string') {
    log.pino.fatal(settings);
    process.exit(1);
  }

  // Colyseus leaves some of its promises unawaited (a room's listing removed as it closes, its
  // counts): while Redis is out of reach they reject, and a rejection nobody handles would end a
  // process whose tables are fine. It is logged instead; a thrown exception still ends it.
  process.on('unhandledRejection', (reason) => {
    log.bounded(
      'error',
      'unhandled',
      `a promise failed unhandled: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
  });

  startTableServer({ ...settings, ...extra, games, log, ownsProcess: true })
    .then(({ port }) => {
      log.info(`Dead Drop table server listening on port ${port}`);
    })
    .catch((error: unknown) => {
      // A server that cannot listen must say so and exit, so that a supervisor restarts it.
      log.pino.fatal(error instanceof Error ? error.message : 'the server could not start');
      process.exit(1);
    });
}
