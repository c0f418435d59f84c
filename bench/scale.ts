/**
 * `npm run bench:scale` (SEED_ARTICLES, default 10000): starts a host with N generated articles and
 * reports its start time, the All Articles first screen for each sort, a search and a filter (bytes
 * on the wire with gzip, server time as the time to the last byte on this machine, first request
 * and again), and the host's resident memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startHost } from '../emulators/src/create-host.js';

process.env.SEED_ARTICLES ??= '10000';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-scale-'));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
let t0 = performance.now();
const seeded = await startHost({ port: 0, dataDir, auth: false, seed: true, schedules: false });
console.log(`Host seeding ${process.env.SEED_ARTICLES} generated articles (and the demo content) started in ${seconds(t0)} s`);
await seeded.close();
t0 = performance.now();
const host = await startHost({ port: 0, dataDir, auth: false, seed: true, schedules: false });
console.log(`Host restarted with that data in ${seconds(t0)} s (target under 10 s)`);

/** One GET as a browser makes it (gzip accepted): bytes on the wire, time to the last byte, body. */
function get(url: string): Promise<{ wire: number; ms: number; json: { matched: number; total: number } }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', async () => {
        const ms = performance.now() - t;
        const body = Buffer.concat(chunks);
        const { gunzipSync } = await import('node:zlib');
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
        resolve({ wire: body.length, ms, json: JSON.parse(text) });
      });
    }).on('error', reject);
  });
}

try {
  console.log('All Articles first screen (24 cards, English):');
  for (const qs of ['sort=latest', 'sort=oldest', 'sort=views', 'sort=shares', 'sort=latest&q=staking', 'sort=views&category=research&q=wallet']) {
    const url = `${host.url}/api/articles?language=en&${qs}&limit=24&offset=0`;
    const first = await get(url);
    const again = await get(url);
    const ok = first.wire <= 60 * 1024 && first.ms <= 100;
    console.log(
      `  ${qs.padEnd(40)} ${(first.wire / 1024).toFixed(1)} KiB gzip, ${first.ms.toFixed(1)} ms first, ${again.ms.toFixed(1)} ms again; ` +
        `Showing ${first.json.matched} of ${first.json.total}  ${ok ? 'target met' : 'TARGET MISSED (60 KB, 100 ms)'}`,
    );
  }
  (globalThis as { gc?: () => void }).gc?.(); // run with --expose-gc: the first host's garbage is not counted
  console.log(`Resident memory: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB (target under 1024)`);
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
