/** The host's answer to requests Node's HTTP parser refuses before any route sees them. */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { API_CSP, COMMON_HEADERS } from '../../functions/src/http/security-headers.js';

/** Requests Node cannot parse (an unknown method, a malformed line) get JSON, as everything else. */
export function answerUnparseable(err: NodeJS.ErrnoException, socket: Duplex): void {
  const inProgress = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timed out']
        : [400, 'Bad Request', 'Malformed request'];
  const body = JSON.stringify({ message });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...COMMON_HEADERS,
    'Content-Security-Policy': API_CSP,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}
