/** Beacons from chosen client addresses and user agents, and the analytics report, for the analytics tests. */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { Host } from '../../emulators/src/create-host.js';

export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** POST /api/page-views from `address` (a loopback address: the server sees it as the client's). */
export function sendBeacon(
  url: string,
  body: string | Buffer | object,
  o: { from?: string; ua?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/page-views`,
      {
        method: 'POST',
        localAddress: o.from ?? '127.0.0.1',
        agent: false,
        headers: { 'content-type': o.type ?? 'text/plain;charset=UTF-8', ...(o.ua !== undefined && { 'user-agent': o.ua }), ...o.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function view(language: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'view', viewId: randomUUID(), page: 'home', language, referrer: '', timeZone: 'Asia/Kolkata', screenWidth: 1280, browserLanguage: 'en-IN', ...over };
}

/**
 * Waits until every reader marker the page views created has been through the trigger that counts
 * the site's reader of the day (`onAnalyticsReaderCreated`), and each run has ended: what a
 * reader's next page, seconds later, finds in production.
 */
export async function readersCounted(host: Pick<Host, 'triggers' | 'firestore'>): Promise<void> {
  const markers = async () => (await host.firestore.db.collection('analyticsVisitors').select().get()).size;
  // vi.waitFor, not expect.poll: test setup (beforeAll) seeds histories with it too.
  await vi.waitFor(
    async () => {
      const s = host.triggers.getStats('onAnalyticsReaderCreated');
      if (s.initiatedCount < (await markers()) || s.completedCount + s.errorCount !== s.initiatedCount) throw new Error(`reader markers not all counted yet: ${JSON.stringify(s)}, ${await markers()} markers`);
    },
    { timeout: 15_000, interval: 20 },
  );
}
