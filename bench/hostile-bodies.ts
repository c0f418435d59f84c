/**
 * `npm run bench:hostile`: what the costliest article bodies cost the event loop (issue 22: no
 * accepted input may cost more than a few tens of milliseconds; /api/health answers within
 * 100 ms meanwhile). Prints the sanitiser's CPU time for each body past and at
 * ARTICLE_HTML_LIMITS in one go, and the longest turn of the event loop when it is sanitised in
 * pieces as requests do (medians of 5), then starts a host and saves each accepted body and renders
 * its reader page while /api/health is asked every few milliseconds, and prints the slowest
 * answer. Run it on a quiet machine: other processes' load shows up as latency.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startHost } from '../emulators/src/create-host.js';
import { sanitizeArticleHtml } from '../functions/src/services/article-html.js';
import { sanitizeArticleHtmlInPieces } from '../functions/src/services/article-html-pieces.js';
import { createLanguages } from '../tests/helpers/fixtures.js';
import { atLimits, pastLimits } from '../tests/helpers/hostile-html.js';
import { printColumns } from './format.js';

const TARGET_MS = 100;

function cpuMedian(body: string): { ms: number; outcome: string } {
  const runs: number[] = [];
  let outcome = 'accepted';
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    try {
      sanitizeArticleHtml(body);
    } catch (err) {
      outcome = `refused: ${(err as Error).message.slice(0, 50)}...`;
    }
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 1000);
  }
  return { ms: runs.sort((a, b) => a - b)[2]!, outcome };
}

/**
 * The longest the event loop is held while a request sanitises the body in pieces, as the save
 * path does: the longest gap between turns of a loop that runs whenever it is free (median of 5).
 */
async function longestTurn(body: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    let last = performance.now();
    let longest = 0;
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await sanitizeArticleHtmlInPieces(body).catch(() => undefined);
    ticking = false;
    runs.push(Math.max(longest, performance.now() - last));
  }
  return runs.sort((a, b) => a - b)[2]!;
}

console.log('== sanitising: CPU ms in one go, and the longest turn in pieces (as requests do), medians of 5');
const rows = [...Object.entries(pastLimits).map(([k, f]) => [`past ${k}`, f] as const), ...Object.entries(atLimits).map(([k, f]) => [`at ${k}`, f] as const)].map(
  ([name, f]) => {
    const body = f();
    const { ms, outcome } = cpuMedian(body);
    return { body: name, characters: String(body.length), 'cpu ms': ms.toFixed(1), 'longest turn ms': '', outcome, text: body };
  },
);
for (const row of rows) row['longest turn ms'] = (await longestTurn(row.text)).toFixed(1);
printColumns(rows.map(({ text: _, ...row }) => row));

console.log('\n== /api/health while each accepted body is saved and its page rendered');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-hostile-'));
const host = await startHost({ port: 0, auth: false, seed: false, schedules: false, dataDir });
let worst = 0;
try {
  const langs = await createLanguages(host.services);
  let n = 0;
  const save = (slug: string, title: string, content: string) =>
    host.services.adminArticles.createArticle({
      article: { slug, category: 'education', status: 'published', isFeatured: false, imageUrl: null, imagePublicId: null, videoUrl: null, videoPublicId: null },
      translation: { languageId: langs.en, title, content, excerpt: 'Excerpt', metaDescription: '', isOriginal: true },
      targetLanguages: [],
    });
  // The first page loads the renderer's code (seconds, once per instance): not what is measured.
  await save('warm-up', 'Warm-up', '<p>Warm-up</p>');
  await (await fetch(`${host.url}/article/warm-up`)).text();
  for (const [name, f] of Object.entries(atLimits)) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const latencies: number[] = [];
    let busy = true;
    const probe = (async () => {
      while (busy) {
        const t = performance.now();
        await (await fetch(`${host.url}/api/health`)).text();
        latencies.push(performance.now() - t);
      }
    })();
    const slug = `hostile-${++n}`;
    await save(slug, name, f());
    await (await fetch(`${host.url}/article/${slug}`)).text();
    busy = false;
    await probe;
    loop.disable();
    const max = Math.max(...latencies);
    worst = Math.max(worst, max);
    console.log(`  ${name.padEnd(12)} health answers: ${latencies.length}, slowest ${max.toFixed(0)} ms; longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms`);
  }
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\nSlowest /api/health: ${worst.toFixed(0)} ms (target: under ${TARGET_MS} ms)${worst < TARGET_MS ? '' : ' MISSED'}`);
