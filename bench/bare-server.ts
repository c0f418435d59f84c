/**
 * The yardstick: a bare `node:http` server, in a process of its own (started by bench/children.ts),
 * answering each recorded method and path with the exact status, headers and body our host
 * answered it with (but Date and the connection's), and doing nothing else. Its requests per second on this machine, right now, is
 * the most any Node server could answer those bytes with; ours divided by it says how much of that
 * our code keeps, whatever else the machine is busy with.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Wire {
  method: string;
  path: string;
  status: number;
  contentType: string;
  headers: Record<string, string | string[]>;
  body: string;
}

const answers = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();

process.once('message', (m: { type?: string; responses?: Wire[] }) => {
  if (m?.type !== 'responses' || !m.responses) return;
  for (const r of m.responses) {
    const body = Buffer.from(r.body, 'base64');
    answers.set(`${r.method} ${r.path}`, { status: r.status, headers: { ...r.headers, 'content-type': r.contentType, 'content-length': body.length }, body });
  }
  const server = http.createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    // A request body (none in the bench) is drained so the connection stays usable.
    req.resume();
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  // As the host's (emulators/src/local-server.ts): no Keep-Alive header, the same bytes on the wire.
  server.keepAliveTimeout = 0;
  server.listen(0, '127.0.0.1', () => {
    process.send!({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
});
