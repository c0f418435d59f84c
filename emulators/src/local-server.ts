/**
 * The HTTP servers of the local project (the host, the trigger relay and the fakes of OpenAI,
 * Telegram and Vertex): an idle connection is ended by its client, never by the server.
 *
 * Node's server closes a connection idle for 5 s (6 s on Node 24, which keeps a second beyond
 * what its Keep-Alive header says). Clients keep them too: Playwright's request context (a
 * keep-alive agent that follows that header), the host's fetch (undici, 4 s). When the client's
 * process is starved (the suite keeps two cores busy), it learns of the close late, sends its next
 * request down the closed connection and gets a reset instead of an answer: a test's reset of the
 * OpenAI fake failed with `read ECONNRESET`. A client that closes its own idle connections never
 * meets that race, so the server leaves them open until the client or `close()` ends them.
 * Nothing here faces the internet (Hosting and Cloud Functions front production).
 */
import http from 'node:http';

export function localServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 0;
  return server;
}
