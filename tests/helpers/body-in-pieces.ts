/**
 * A client that sends a large body in 1 MiB pieces, as fast as the socket takes them, and notes
 * whether the answer arrived after its last byte was sent: a server that answers early makes such
 * a client read the answer mid-upload, or lose it to a reset when the connection closes.
 */
import { once } from 'node:events';
import http from 'node:http';

const PIECE = 1024 * 1024;

export interface PiecesAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The answer came after the whole body had been written. */
  afterBody: boolean;
  /** The request went on a connection an earlier request had used (with a keep-alive `agent`). */
  reusedSocket: boolean;
}

export function sendInPieces(url: string, method: string, headers: Record<string, string>, body: Buffer, agent: http.Agent | false = false): Promise<PiecesAnswer> {
  let bodySent = false;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'content-length': String(body.length), ...headers }, agent });
    req.on('error', reject);
    req.on('response', (res) => {
      const afterBody = bodySent;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, afterBody, reusedSocket: req.reusedSocket }));
    });
    (async () => {
      for (let at = 0; at < body.length; at += PIECE) {
        if (!req.write(body.subarray(at, at + PIECE))) await once(req, 'drain');
      }
      req.end(() => (bodySent = true));
    })().catch(reject);
  });
}
