/**
 * The local host's end of a direct upload: what Cloud Storage's resumable-upload session URI does,
 * for the sessions LocalFolderMediaStore opens, mounted by the host at `/media-uploads/{token}`.
 * The token is the session's only credential, as the session URI is in Cloud Storage.
 *
 * `PUT` with the whole file (Content-Length = the declared size), or in chunks with
 * `Content-Range: bytes {first}-{last}/{size}` answered 308 with `Range: bytes=0-{n}` until the
 * last byte arrives (then 200 with a small JSON). An empty `PUT` with `Content-Range: bytes *\/{size}`
 * asks how much has arrived (308 with Range, none when nothing has; 200 once complete). Bytes
 * stream to a `.part` file and are never held in memory; an interrupted PUT keeps what reached
 * the disk, so the client asks and resumes from there. Bytes sent again (a chunk starting before
 * what has arrived) are skipped. A length or range that disagrees with the session is a 400; an
 * unknown or expired token a 404. PUTs to one session run one at a time.
 */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { answerAfterBody, bodyDone } from '../http/after-body.js';
import { guardedReader } from '../http/guarded-reader.js';
import { API_CSP } from '../http/security-headers.js';
import { sizeOf, type LocalFolderMediaStore, type LocalUploadSession } from './local-media-store.js';

type ContentRange = { kind: 'none' } | { kind: 'query'; total: number | '*' } | { kind: 'bytes'; first: number; last: number; total: number | '*' } | { kind: 'invalid' };

export function localUploadReceiver(store: LocalFolderMediaStore): RequestHandler {
  const queues = new Map<string, Promise<void>>();
  return (req, res) => {
    res.set({ 'Content-Security-Policy': API_CSP, 'Cache-Control': 'no-store' });
    if (req.method === 'OPTIONS') return void res.set('Allow', 'PUT').status(204).end();
    if (req.method !== 'PUT') {
      return answerAfterBody(req, res, () => res.set('Allow', 'PUT').status(405).json({ message: 'Send the file to this upload URL with PUT' }));
    }
    const token = req.path.slice(1);
    const run = (queues.get(token) ?? Promise.resolve())
      .then(() => receive(store, token, req, res))
      .catch((err: unknown) => {
        // Guarded like every answer after the body: nothing here may end the host.
        answerAfterBody(req, res, () => {
          if (!res.headersSent) res.status(503).json({ message: `The upload could not be stored: ${err instanceof Error ? err.message : String(err)}` });
        });
      });
    queues.set(token, run);
    void run.finally(() => {
      if (queues.get(token) === run) queues.delete(token);
    });
  };
}

async function receive(store: LocalFolderMediaStore, token: string, req: Request, res: Response): Promise<void> {
  const session = await store.uploadSession(token);
  if (!session) return refuse(req, res, 404, 'This upload URL is unknown or has expired: start a new upload');
  const finalFile = store.pathOf(session.name);
  const partFile = `${finalFile}.part`;
  if ((await sizeOf(finalFile)) !== null) return refuse(req, res, 200, undefined, done(session));

  const range = parseContentRange(req.headers['content-range']);
  const length = contentLength(req);
  if (range.kind === 'invalid') return refuse(req, res, 400, "Content-Range must be 'bytes {first}-{last}/{size}' or 'bytes */{size}'");
  if (range.kind !== 'none' && range.total !== '*' && range.total !== session.size) {
    return refuse(req, res, 400, `This upload is ${session.size} bytes, not ${range.total}`);
  }
  const received = (await sizeOf(partFile)) ?? 0;
  if (range.kind === 'query') {
    if (length !== 0) return refuse(req, res, 400, 'A status query has an empty body');
    return progress(res, received);
  }

  let first = 0;
  let last = session.size - 1;
  if (range.kind === 'bytes') {
    ({ first, last } = range);
    if (last >= session.size) return refuse(req, res, 400, `The range ends at byte ${last}, past the last byte of this upload (${session.size - 1})`);
  }
  if (length !== last - first + 1) {
    const expected = last - first + 1;
    const what = range.kind === 'none' ? `Send exactly ${session.size} bytes in one request, or use Content-Range` : `The range holds ${expected} bytes`;
    return refuse(req, res, 400, `${what}: Content-Length is ${length ?? 'missing'}`);
  }
  if (first > received) return refuse(req, res, 400, `${received} bytes have arrived: send the bytes from ${received} on`);

  await appendBody(req, partFile, received - first);
  // The client went away mid-body: what reached the disk stays for its next attempt.
  if (!req.complete) return;
  const now = (await sizeOf(partFile)) ?? 0;
  if (now < session.size) return progress(res, now);
  await rename(partFile, finalFile);
  res.status(200).json(done(session));
}

/**
 * Writes the body after its first `skip` bytes (already stored) to the end of `file`. Its
 * callbacks run guarded (guarded-reader.ts): a throw in one fails this PUT, never the host.
 */
function appendBody(req: IncomingMessage, file: string, skip: number): Promise<void> {
  const out = createWriteStream(file, { flags: 'a' });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    // Flushes what arrived, even when the request was cut off.
    out.end();
  };
  return guardedReader<void>(({ resolve, reject, guard }) => {
    let toSkip = skip;
    req.on('data', guard((chunk: Buffer) => {
      if (ended) return;
      if (toSkip >= chunk.length) {
        toSkip -= chunk.length;
        return;
      }
      const piece = toSkip > 0 ? chunk.subarray(toSkip) : chunk;
      toSkip = 0;
      if (!out.write(piece)) {
        req.pause();
        out.once('drain', guard(() => req.resume()));
      }
    }));
    req.on('end', guard(end));
    req.on('close', guard(end));
    req.on('error', guard(end));
    out.on('close', guard(() => resolve()));
    // A client gone before these listeners were added (while the session was looked up) has
    // already emitted its 'close': waiting for it would hold this session's queue for ever.
    if (req.destroyed) end();
    out.on('error', guard((err: unknown) => {
      req.resume();
      reject(err);
    }));
  }, () => {
    // Stop writing; the rest of the body is dropped before the answer.
    end();
    req.resume();
  });
}

function progress(res: Response, received: number): void {
  if (received > 0) res.set('Range', `bytes=0-${received - 1}`);
  res.status(308).set('Content-Length', '0').end();
}

function done(session: LocalUploadSession) {
  return { name: session.name, size: session.size, contentType: session.contentType };
}

/** Answers without storing the body, once it has been read and dropped (after-body.ts). */
async function refuse(req: Request, res: Response, status: number, message?: string, body?: object): Promise<void> {
  await bodyDone(req);
  res.status(status).json(body ?? { message });
}

function contentLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length'];
  if (raw === undefined) return req.headers['transfer-encoding'] === undefined ? 0 : undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

export function parseContentRange(header: string | undefined): ContentRange {
  if (header === undefined) return { kind: 'none' };
  const total = (t: string) => (t === '*' ? '*' : Number(t));
  const query = /^bytes \*\/(\d{1,15}|\*)$/.exec(header.trim());
  if (query) return { kind: 'query', total: total(query[1]!) };
  const bytes = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15}|\*)$/.exec(header.trim());
  if (!bytes) return { kind: 'invalid' };
  const first = Number(bytes[1]);
  const last = Number(bytes[2]);
  return first > last ? { kind: 'invalid' } : { kind: 'bytes', first, last, total: total(bytes[3]!) };
}
