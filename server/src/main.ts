import { games } from '@dead-drop/shared';
import { startTableServer } from './app';
import { ServerLog } from './log';
import { settingsFromEnv } from './settings';

const log = new ServerLog();
const settings = settingsFromEnv(process.env);
if (typeof settings === 'string') {
  log.pino.fatal(settings);
  process.exit(1);
}

startTableServer({ ...settings, games, log, ownsProcess: true }).then(({ port }) => {
  log.info(`Dead Drop table server listening on port ${port}`);
}).catch((error: unknown) => {
  // A server that cannot listen must say so and exit, so that a supervisor restarts it.
  log.pino.fatal(error instanceof Error ? error.message : 'the server could not start');
  process.exit(1);
});
