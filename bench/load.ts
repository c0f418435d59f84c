/**
 * Load generation with autocannon, in the bench process (never in the process being measured).
 * autocannon sends no Accept-Encoding, so nothing is compressed on either side.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { RecordedResponse } from './children.js';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Run for this long... */
  seconds?: number;
  /** ...or send exactly this many requests and wait for every answer. */
  amount?: number;
}

export interface LoadResult {
  /** Answers per second, from the first request to the last answer. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers with another status, plus errors and timeouts. */
  bad: number;
  seconds: number;
}

/**
 * One round. Requests per second is counted here (answers / time from the start to the last
 * answer) rather than taken from autocannon's per-second samples, whose last sample is a partial
 * second in `amount` mode.
 */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let started = 0;
    let last = 0;
    let answers = 0;
    const instance = autocannon(
      {
        url: options.url,
        method: options.method,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = (last - started) / 1000;
        resolve({
          rps: seconds > 0 ? answers / seconds : 0,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok: result['2xx'],
          bad: result.non2xx + result.errors + result.timeouts,
          seconds,
        });
      },
    );
    instance.on('start', () => (started = performance.now()));
    instance.on('response', () => {
      answers++;
      last = performance.now();
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Headers that are per connection or per response (the bare server makes its own). */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The headers an answer carried, as the bare server sends them again (issue 40: the same bytes and headers). */
function answerHeaders(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_REPLAYED.has(name)) kept[name] = value;
  return kept;
}

/** One request, by default without Accept-Encoding (fetch would ask for gzip), recorded byte for byte. */
export function record(
  base: string,
  method: 'GET' | 'POST',
  target: string,
  headers: Record<string, string> = {},
): Promise<RecordedResponse & { contentEncoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + target, { method, headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          method,
          path: target,
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? 'application/octet-stream',
          headers: answerHeaders(res.headers),
          body: Buffer.concat(chunks),
          contentEncoding: res.headers['content-encoding'],
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET and parse JSON (no compression asked for). */
export async function getJson<T>(base: string, target: string): Promise<T> {
  const r = await record(base, 'GET', target);
  if (r.status !== 200) throw new Error(`GET ${target}: ${r.status} ${r.body.toString().slice(0, 200)}`);
  return JSON.parse(r.body.toString('utf8')) as T;
}
