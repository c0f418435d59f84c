/**
 * An answer that comes before a request's body has been read (a refusal: too large, not allowed,
 * not signed in) is sent once the rest of the body has been read and dropped. A client still
 * sending when an early answer came would have to read it mid-upload, and when the connection then
 * closed it would see a reset instead of the answer. body-parser waits the same way for its errors.
 * In Cloud Functions the body has always been read already; the local host streams it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Resolves once `req`'s body has all arrived (dropping what no one read), or the client has gone. */
export function bodyDone(req: IncomingMessage): Promise<void> {
  req.resume();
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
  });
}

/**
 * Runs `answer` once the body is done. A throw in it (an answer already begun, a bug) must not
 * become an unhandled rejection, which ends the process: the request gets a bare 500, or its
 * connection is closed when an answer had already begun.
 */
export function answerAfterBody(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  void bodyDone(req)
    .then(answer)
    .catch((err: unknown) => {
      console.error('An answer failed after the body was read', err);
      if (res.headersSent) return void res.destroy();
      try {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: 'Internal server error' }));
      } catch {
        res.destroy();
      }
    });
}
