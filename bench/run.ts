/**
 * `npm run bench`: starts a host with the demo content in a temporary DATA_DIR and measures the
 * reader calls that matter most with autocannon (requests per second, p50/p99 latency).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune the load. Then it loads the
 * home page in Debian's Chromium and reports the compressed size of the JavaScript it downloads and
 * the fonts it fetches (bench/home.ts), and the wall time of translating one article into ten
 * languages (bench/translation.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startHost } from '../emulators/src/create-host.js';
import { reportHomeWeight } from './home.js';
import { benchTranslation } from './translation.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-'));
const host = await startHost({ port: 0, dataDir, auth: false, seed: true });

try {
  const list = (await (await fetch(`${host.url}/api/articles?language=hi&limit=12`)).json()) as { id: number; slug: string }[];
  const target = list[0]!;
  const cases = [
    { name: 'GET /api/articles?language=hi&limit=12', method: 'GET' as const, path: '/api/articles?language=hi&limit=12' },
    { name: 'GET /api/articles/{slug}?language=hi', method: 'GET' as const, path: `/api/articles/${target.slug}?language=hi` },
    { name: 'POST /api/articles/{id}/view', method: 'POST' as const, path: `/api/articles/${target.id}/view` },
  ];

  console.log(`CryptoLekh API benchmark: ${connections} connections, ${seconds} s per call, demo content\n`);
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    const result = await autocannon({ url: host.url + c.path, method: c.method, connections, duration: seconds });
    const non2xx = result.non2xx + result.errors;
    rows.push({
      call: c.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'errors/non-2xx': non2xx,
    });
    if (non2xx > 0) process.exitCode = 1;
  }
  console.table(rows);
  // Missed targets are reported; only broken things (console code, page errors) fail the run.
  if ((await reportHomeWeight(host.url)).failures.length) process.exitCode = 1;
  const heapMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(`Host process resident memory after the run: ${heapMb} MiB`);
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}

if ((await benchTranslation()).failed) process.exitCode = 1;
