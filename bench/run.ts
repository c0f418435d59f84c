/**
 * `npm run bench`: starts a host with the demo content in a temporary DATA_DIR and measures the
 * reader calls that matter most with autocannon (requests per second, p50/p99 latency).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune the load. Then it loads the
 * home page in Debian's Chromium and reports the compressed size of the JavaScript it downloads,
 * and the wall time of translating one article into ten languages (bench/translation.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startHost } from '../emulators/src/create-host.js';
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
  await reportHomeJavaScript(host.url);
  const heapMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(`Host process resident memory after the run: ${heapMb} MiB`);
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (!(await benchTranslation()).ok) process.exitCode = 1;

/** Gzip size of every script the home page requests (what Hosting's compression would send). */
async function reportHomeJavaScript(url: string) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`Home page JavaScript: skipped (no Chromium at ${executablePath})`);
    return;
  }
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body();
      scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const kib = (n: number) => (n / 1024).toFixed(1);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
    console.log(`\nHome page JavaScript: ${scripts.length} files, ${kib(gzip)} KiB gzip (${kib(raw)} KiB raw)`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).padStart(7)} KiB  ${s.url}`);
    if (scripts.some((s) => /admin/.test(s.url))) {
      console.log('  The home page downloaded console code!');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}
