import type express from 'express';
import type { ServerLog } from './log';

/**
 * Express answers an error it is handed (a route that throws, a store that fails beneath one,
 * a full disk) with an HTML page of the stack, and with it the server's paths. Here every
 * error answers JSON with a code, as every refusal does, and the log says what failed. An
 * error express marks as the request's fault (a path that does not decode, say) is a 400.
 * Registered after every route.
 */
export function answerErrorsInJson(app: express.Application, log: Pick<ServerLog, 'bounded'>): void {
  app.use((error: unknown, request: express.Request, response: express.Response, next: express.NextFunction) => {
    // Half an answer is gone already: express's own handler closes the connection.
    if (response.headersSent) {
      next(error);
      return;
    }
    if (isRequestFault(error)) {
      response.status(400).json({ code: 'bad_request', error: 'This request does not parse.' });
      return;
    }
    log.bounded('error', 'http', `${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    response.status(500).json({ code: 'server_error', error: 'The server could not answer this: try again later.' });
  });
}

function isRequestFault(error: unknown): boolean {
  const status = error instanceof Error && 'status' in error ? error.status : null;
  return typeof status === 'number' && status >= 400 && status < 500;
}
