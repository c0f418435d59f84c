/**
 * `SEED_ARTICLES=10000 node --import tsx ../bench/scale.ts` (from emulators/): starts a host with N
 * generated articles and reports its start time, the All Articles first screen (size gzip, server
 * time) for each sort and a search, and the host's resident memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startHost } from '../emulators/src/create-host.js';

process.env.SEED_ARTICLES ??= '10000';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-scale-'));
const t0 = performance.now();
const host = await startHost({ port: 0, dataDir, auth: false, seed: true, schedules: false });
console.log(`Host with ${process.env.SEED_ARTICLES} generated articles started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
try {
  for (const qs of ['sort=latest', 'sort=oldest', 'sort=views', 'sort=shares', 'sort=latest&q=staking', 'sort=views&category=research&q=wallet']) {
    for (const round of ['cold', 'warm']) {
      const t = performance.now();
      const res = await fetch(`${host.url}/api/articles?language=en&${qs}&limit=24&offset=0`, { headers: { 'Accept-Encoding': 'gzip' } });
      const bytes = (await res.arrayBuffer()).byteLength;
      const page = (await (await fetch(`${host.url}/api/articles?language=en&${qs}&limit=24&offset=0`)).json()) as { matched: number; total: number };
      console.log(`  ${qs.padEnd(40)} ${round}: ${(performance.now() - t).toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KiB gzip, Showing ${page.matched} of ${page.total}`);
    }
  }
  console.log(`Resident memory: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
