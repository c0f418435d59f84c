/**
 * Public article GETs: the same answer for every reader, so the Hosting CDN may keep it (s-maxage)
 * and serve it stale while it asks again (stale-while-revalidate); a strong ETag lets browsers and
 * the CDN revalidate with a 304. This instance also keeps each answer a few seconds in memory,
 * dropped by any write here (change-signal.ts); with many instances, their short life bounds how
 * long another instance's write is unseen.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import { changeSignal } from '../../data/change-signal.js';
import { RESPONSE_TTL_MS, ShortLivedCache } from '../../data/short-lived-cache.js';
import { trustedProxyHops } from '../../config.js';
import { API_HEADERS, HSTS } from '../security-headers.js';

/** Preview pages and their data (issue 24): for the browser holding the link only, never kept by the CDN. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export const PUBLIC_GET_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * The API's JSON answers: the CDN keeps them a minute, but no stale-while-revalidate. Browsers
 * honour that directive too, for fetch() as well: a reader's browser served its own five-minute-old
 * copy of a deleted or edited article (or a list) while revalidating in the background. Without it,
 * max-age=0 makes the browser revalidate every time (a 304 when nothing changed).
 */
export const API_GET_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

interface Answer {
  /** Encoded once: each answer then writes these bytes as they are (no UTF-8 encoding per request). */
  body: Buffer;
  etag: string;
  type: string;
  cacheControl: string;
  /** Its node:http headers (answerFromMemoryRaw), made on first use: [over HTTP, over HTTPS]. */
  wire?: [WireHeaders | undefined, WireHeaders | undefined];
}

/**
 * How long after its few seconds an answer is still sent while one request reads it again: the
 * stale-while-revalidate of this instance's memory. Without it, each expiry made every reader of a
 * busy URL wait for that read (an article reads Firestore): about a pause per URL every few seconds.
 * An answer is only ever sent stale when nothing was written or counted here since it was made, so
 * only another instance's write can be missed, for at most RESPONSE_TTL_MS + STALE_MS.
 */
const STALE_MS = RESPONSE_TTL_MS;
const answers = new ShortLivedCache<Answer>(5_000, RESPONSE_TTL_MS, STALE_MS);
/**
 * Answers being computed, by key: readers asking meanwhile wait for that one computation rather
 * than each starting their own (when an answer expires under load, every connection missed it at
 * once). Joined only while nothing was written or counted since it began.
 */
const computing = new Map<string, { mark: ReturnType<typeof changeSignal.mark>; answer: Promise<Answer> }>();

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Answers from memory when this URL was answered less than RESPONSE_TTL_MS (short-lived-cache.ts) ago and nothing changed
 * since (up to STALE_MS more while it is computed again); else computes, answers and keeps it. `articleOf` names the article an answer shows counts
 * of, so counting a view there makes it stale. Errors (thrown by `compute`) are never kept.
 */
export async function sendCachedJson<T>(req: Request, res: Response, compute: () => Promise<T>, articleOf?: (value: T) => number): Promise<void> {
  let articleId: number | undefined;
  await sendCached(req, res, {
    key: req.originalUrl,
    type: 'application/json; charset=utf-8',
    compute: async () => {
      const value = await compute();
      articleId = articleOf?.(value);
      return JSON.stringify(value);
    },
    articleOf: () => articleId,
    cacheControl: API_GET_CACHE_CONTROL,
  });
}

export interface CachedBody {
  /** What the answer depends on (the URL, or less when a route ignores parts of it). */
  key: string;
  /** Its Content-Type, with its charset (the body is sent as bytes, so none is added). */
  type: string;
  compute: () => Promise<string>;
  /** The article whose counts the body shows, once computed. */
  articleOf?: () => number | undefined;
  /** Default PUBLIC_GET_CACHE_CONTROL. */
  cacheControl?: string;
}

/** sendCachedJson for any text body (the sitemap, feeds and robots.txt of http/pages). */
export async function sendCached(req: Request, res: Response, body: CachedBody): Promise<void> {
  const { key } = body;
  const now = Date.now();
  const fresh = answers.get(key, now);
  if (fresh) return send(req, res, fresh);
  const stale = answers.stale(key, now);
  const next = computed(body, now);
  if (!stale) return send(req, res, await next);
  // Sent as it was while it is read again; a read that fails (the article gone) ends the stale copy.
  next.catch(() => answers.drop(key, stale));
  send(req, res, stale);
}

function computed(body: CachedBody, now: number): Promise<Answer> {
  const { key } = body;
  const pending = computing.get(key);
  if (pending && changeSignal.unchangedSince(pending.mark)) return pending.answer;
  const mark = changeSignal.mark();
  const answer = (async () => {
    const bytes = Buffer.from(await body.compute());
    const made: Answer = { body: bytes, etag: strongEtag(bytes), type: body.type, cacheControl: body.cacheControl ?? PUBLIC_GET_CACHE_CONTROL };
    // A write while computing leaves it unkept; the readers who asked before it still get what was read.
    answers.keep(key, made, mark, now, body.articleOf?.());
    return made;
  })();
  const entry = { mark, answer };
  computing.set(key, entry);
  const done = () => {
    if (computing.get(key) === entry) computing.delete(key);
  };
  answer.then(done, done);
  return answer;
}

function isBeingComputed(key: string): boolean {
  const pending = computing.get(key);
  return pending !== undefined && changeSignal.unchangedSince(pending.mark);
}

type WireHeaders = { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders };

/**
 * A public GET (or HEAD) of a URL this instance answered less than RESPONSE_TTL_MS ago (or up to
 * STALE_MS more while the routes read it again), with nothing changed since, answered again before any framework: the `api` function's first step
 * (functions/src/index.ts), so body parsing, routing and validation, which decided that answer the
 * first time, are skipped (only answers that passed them are kept, keyed by the whole URL, and none
 * depends on anything else of the request but the protocol); and the local host's before it
 * forwards an API request to the function (emulators/src/hosting.ts, which passes the
 * X-Forwarded-Proto it would set). A request with a body goes on to the validators. A kept
 * answer goes out with node:http alone, byte for byte what the Express app sends for it (the API's
 * headers from security-headers.ts, HSTS when the request came over HTTPS as Express reads it,
 * then the answer's own), and true is returned; false leaves the request untouched for the app.
 */
export function answerFromMemoryRaw(req: IncomingMessage, res: ServerResponse, forwardedProto?: 'http' | 'https'): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) return false;
  const url = req.url ?? '';
  const now = Date.now();
  // A stale answer only while a request of the routes is reading it again (sendCached): the first
  // request after it expired goes to them to start that read.
  const answer = answers.get(url, now) ?? (isBeingComputed(url) ? answers.stale(url, now) : undefined);
  if (!answer) return false;
  const secure = cameOverHttps(req, forwardedProto);
  const wire = (answer.wire ??= [undefined, undefined]);
  const headers = (wire[secure ? 1 : 0] ??= wireHeaders(answer, secure));
  if (matchesIfNoneMatch(headerOf(req.headers['if-none-match']), answer.etag)) {
    res.writeHead(304, headers.notModified).end();
  } else {
    res.writeHead(200, headers.ok);
    if (req.method === 'HEAD') res.end();
    else res.end(answer.body);
  }
  return true;
}

function wireHeaders(answer: Answer, secure: boolean): WireHeaders {
  const notModified: OutgoingHttpHeaders = { ...API_HEADERS, ...(secure ? { 'Strict-Transport-Security': HSTS } : {}), 'Cache-Control': answer.cacheControl, ETag: answer.etag };
  return { notModified, ok: { ...notModified, 'Content-Type': answer.type, 'Content-Length': answer.body.length } };
}

const headerOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

let hops: number | undefined;
/**
 * Express's `req.secure` under the API app's `trust proxy` (function-app.ts): an encrypted socket,
 * or, when the nearest hop is trusted, the first value of X-Forwarded-Proto (`forwardedProto`:
 * the one a front end answering in front of the function is about to set).
 */
function cameOverHttps(req: IncomingMessage, forwardedProto?: 'http' | 'https'): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if ((hops ??= trustedProxyHops()) === 0) return false;
  if (forwardedProto) return forwardedProto === 'https';
  const header = headerOf(req.headers['x-forwarded-proto']);
  if (!header) return false;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim() === 'https';
}

function send(req: Request, res: Response, entry: Answer): void {
  res.set('Cache-Control', entry.cacheControl);
  res.set('ETag', entry.etag);
  if (matchesIfNoneMatch(req.get('If-None-Match'), entry.etag)) {
    res.status(304).end();
    return;
  }
  res.set('Content-Type', entry.type);
  res.send(entry.body);
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or `*`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === etag);
}
