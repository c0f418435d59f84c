/**
 * The reader API under load (issue 13's targets): each call for BENCH_ROUNDS rounds of
 * BENCH_SECONDS at BENCH_CONNECTIONS, against our host and against a bare node:http server
 * answering the same bytes and headers, alternating so that both see the same machine; medians reported.
 * Targets: every reader GET at least 3x Ghost's equivalent call and p99 at most 25 ms; POST view
 * p99 at most 25 ms with exact counts. A missed target is reported; errors, non-2xx answers and
 * lost counts fail the run.
 */
import { pinLoadAndServers } from './affinity.js';
import { startBareServer, type ChildServer, type RecordedResponse } from './children.js';
import type { BenchContext, BenchSection } from './context.js';
import { fmt, pct, printColumns } from './format.js';
import { getJson, load, median, record, type LoadResult } from './load.js';

const LANGUAGE = 'hi';
/** Issue 40: a reader GET answers at least this share of a bare node:http server sending its bytes, p99 at most GET_P99_MS. */
const BARE_SHARE = 0.9;
const GET_P99_MS = 5;
/** Issue 13: counting a view, p99 at most this with every view counted; every GET at least GHOST_FACTOR x Ghost. */
const P99_TARGET_MS = 25;
const GHOST_FACTOR = 3;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Ghost's req/s for its equivalent call, and the bare Node server's measured with it (same machine class, 20 connections, medians of three 5 s rounds, no compression). */
  ghost?: { rps: number; bareThen: number };
  /** The call counts a view of this article: rounds send a fixed number of requests and the count is checked. */
  countsViews?: { slug: string };
}

/**
 * What the reader pages ask for (web/src/api/articles.ts and article-pages.ts, whose listPath keeps
 * the order the parameters are written in): the home page's list of 12 and featured 6
 * (web/src/reader/home/home-page.tsx), the article page's article and view, and All Articles'
 * first page (web/src/reader/articles/all-articles-page.tsx: 24, newest first). Ghost's "full
 * list" was every article at once, which our API still answers without `limit`: both are held to
 * it. Keep these equal to what the web app requests when it changes.
 */
function readerCalls(article: { id: number; slug: string }): Call[] {
  return [
    { name: 'list of 12', method: 'GET', path: `/api/articles?language=${LANGUAGE}&limit=12`, ghost: { rps: 164, bareThen: 5060 } },
    { name: 'one article', method: 'GET', path: `/api/articles/${encodeURIComponent(article.slug)}?language=${LANGUAGE}`, ghost: { rps: 296, bareThen: 23301 } },
    { name: 'All Articles', method: 'GET', path: `/api/articles?language=${LANGUAGE}&sort=latest&limit=24&offset=0`, ghost: { rps: 62, bareThen: 3165 } },
    { name: 'full list', method: 'GET', path: `/api/articles?language=${LANGUAGE}`, ghost: { rps: 62, bareThen: 3165 } },
    { name: 'featured 6', method: 'GET', path: `/api/articles/featured?language=${LANGUAGE}&limit=6`, ghost: { rps: 226, bareThen: 9809 } },
    { name: 'count a view', method: 'POST', path: `/api/articles/${article.id}/view`, countsViews: { slug: article.slug } },
  ];
}

interface Measured {
  call: Call;
  ours: { rps: number; p99: number };
  bare: { rps: number; p99: number };
  /** The median of the rounds' ours/bare (each round a pair run back to back). */
  ratio: number;
  exact?: { counted: number; answered: number };
}

export const apiSection: BenchSection = {
  name: 'api',
  description: 'reader API calls under load vs Ghost and a bare node:http server; host memory',
  async run(ctx) {
    const { connections, seconds, rounds, warmupSeconds } = ctx.settings;
    const host = await ctx.host();
    const [first] = await getJson<{ id: number; slug: string }[]>(host.url, `/api/articles?language=${LANGUAGE}&limit=12`);
    if (!first) return ctx.fail('api: the host has no published articles to measure');
    const calls = readerCalls(first);

    // What the bare server answers: our host's answer to each call, byte for byte. (Recording the
    // view counts one; the count check below starts after it.)
    const recorded: RecordedResponse[] = [];
    for (const call of calls) {
      const r = await record(host.url, call.method, call.path);
      if (r.status < 200 || r.status > 299) return ctx.fail(`api: ${call.method} ${call.path} answered ${r.status}: ${r.body.toString().slice(0, 200)}`);
      if (r.contentEncoding) return ctx.fail(`api: ${call.method} ${call.path} was compressed (${r.contentEncoding}) though no Accept-Encoding was sent`);
      recorded.push(r);
    }
    const bare = await startBareServer(recorded);
    const pinning = pinLoadAndServers([host.pid, bare.pid]);
    console.log(
      `Reader API: ${connections} connections, ${rounds} round(s) of ${seconds} s per call and server (medians), ` +
        `${warmupSeconds} s warm-up, no compression.\n` +
        `  host pid ${host.pid}, bare node:http pid ${bare.pid}, load generator (autocannon) pid ${process.pid}; ${pinning.note}`,
    );

    const results: Measured[] = [];
    try {
      for (const call of calls) {
        results.push(await measureCall(ctx, call, host, bare));
      }
    } finally {
      pinning.restore();
      await bare.stop();
    }

    printTable(results);
    const memory = host.memory();
    console.log(
      memory
        ? `Host process (pid ${host.pid}) resident memory after the load: ${memory.rssMiB} MiB (peak ${memory.peakMiB} MiB)`
        : 'Host process resident memory: not available (no /proc)',
    );
  },
};

async function measureCall(ctx: BenchContext, call: Call, host: ChildServer, bare: ChildServer): Promise<Measured> {
  const { connections, seconds, rounds, warmupSeconds } = ctx.settings;
  const run = (server: ChildServer, amount?: number) => load({ url: server.url + call.path, method: call.method, connections, seconds, amount });
  const label = `${call.method} ${call.path}`;

  let estimate = 200; // req/s, until the warm-up or a round says better
  if (warmupSeconds > 0) {
    const warm = await load({ url: host.url + call.path, method: call.method, connections, seconds: warmupSeconds });
    await load({ url: bare.url + call.path, method: call.method, connections, seconds: warmupSeconds });
    if (warm.bad) ctx.fail(`api: ${label}: ${warm.bad} errors or non-2xx answers during the warm-up`);
    estimate = warm.rps;
  }

  const viewsBefore = call.countsViews ? await readViews(host, call.countsViews.slug) : 0;
  const ours: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Counting calls send a fixed number of requests so that every request sent has its answer
    // and the views counted can be compared exactly: `seconds` at the fastest rate seen so far,
    // so a round is not cut short after a slow one.
    const amount = call.countsViews ? Math.max(connections * 10, Math.round(estimate * seconds)) : undefined;
    // Each round is a pair, its order turned round every other round: whatever the machine does
    // meanwhile, or the second of a pair gains from the first, lands on both sides alike.
    let o: LoadResult;
    let b: LoadResult;
    if (round % 2 === 1) {
      o = await run(host, amount);
      b = await run(bare);
    } else {
      b = await run(bare);
      o = await run(host, amount);
    }
    ours.push(o);
    theirs.push(b);
    estimate = Math.max(estimate, o.rps);
    console.log(
      `  ${call.name.padEnd(13)} round ${round}/${rounds}: ours ${fmt(o.rps)} req/s, p99 ${o.p99} ms` +
        `${amount ? ` (${amount} requests)` : ''}; bare ${fmt(b.rps)} req/s, p99 ${b.p99} ms`,
    );
  }

  const bad = ours.reduce((s, r) => s + r.bad, 0);
  if (bad) ctx.fail(`api: ${label}: ${bad} errors or non-2xx answers from our host`);
  const bareBad = theirs.reduce((s, r) => s + r.bad, 0);
  if (bareBad) ctx.fail(`api: ${label}: ${bareBad} errors or non-2xx answers from the bare server`);

  const measured: Measured = {
    call,
    ours: { rps: median(ours.map((r) => r.rps)), p99: median(ours.map((r) => r.p99)) },
    bare: { rps: median(theirs.map((r) => r.rps)), p99: median(theirs.map((r) => r.p99)) },
    ratio: median(ours.map((o, i) => o.rps / theirs[i]!.rps)),
  };
  if (call.countsViews) {
    const answered = ours.reduce((s, r) => s + r.ok, 0);
    let counted = (await readViews(host, call.countsViews.slug)) - viewsBefore;
    if (counted !== answered) {
      // An answer the reader API caches briefly, or a count rolled up after a burst, may lag: ask once more.
      await new Promise((r) => setTimeout(r, 3500));
      counted = (await readViews(host, call.countsViews.slug)) - viewsBefore;
    }
    measured.exact = { counted, answered };
    if (counted !== answered) ctx.fail(`api: ${label}: ${answered} views answered 2xx but ${counted} counted`);
  }
  return measured;
}

/** The article's views as readers see them (the article call, no compression). */
async function readViews(host: ChildServer, slug: string): Promise<number> {
  const article = await getJson<{ views: number }>(host.url, `/api/articles/${encodeURIComponent(slug)}?language=${LANGUAGE}`);
  return article.views;
}

function printTable(results: Measured[]) {
  const rows = results.map(({ call, ours, bare, ratio: share, exact }) => {
    const misses: string[] = [];
    const p99Target = call.method === 'GET' ? GET_P99_MS : P99_TARGET_MS;
    if (ours.p99 > p99Target) misses.push(`p99 ${ours.p99} > ${p99Target} ms`);
    if (call.method === 'GET' && share < BARE_SHARE) misses.push(`${pct(share)} < ${pct(BARE_SHARE)} of bare`);
    const row: Record<string, string> = {
      call: call.name,
      'ours req/s': fmt(ours.rps),
      'ours p99': `${ours.p99} ms`,
      'bare req/s': fmt(bare.rps),
      'bare p99': `${bare.p99} ms`,
      'ours/bare': pct(share),
      'Ghost req/s': call.ghost ? fmt(call.ghost.rps) : '-',
      'ours/Ghost': '-',
      'load-adj.': '-',
      exact: '-',
    };
    if (call.ghost) {
      const ratio = ours.rps / call.ghost.rps;
      row['ours/Ghost'] = `${ratio.toFixed(1)}x`;
      // The same comparison with both sides as a share of their bare Node server then and now.
      row['load-adj.'] = `${(share / (call.ghost.rps / call.ghost.bareThen)).toFixed(1)}x`;
      if (ratio < GHOST_FACTOR) misses.push(`${ratio.toFixed(1)}x < ${GHOST_FACTOR}x Ghost`);
    }
    if (exact) {
      row.exact = exact.counted === exact.answered ? `yes (${fmt(exact.answered)})` : `NO (${fmt(exact.counted)} of ${fmt(exact.answered)})`;
      if (exact.counted !== exact.answered) misses.push('counts not exact');
    }
    row.target = call.ghost ? `>=${pct(BARE_SHARE)} bare, p99 <=${GET_P99_MS} ms, >=${GHOST_FACTOR}x Ghost` : `p99 <=${P99_TARGET_MS} ms, exact`;
    row.verdict = misses.length ? `MISSED (${misses.join('; ')})` : 'met';
    return row;
  });
  console.log('');
  printColumns(rows);
  console.log(
    `  ours/bare: our host's req/s as a share of a bare node:http server answering the same bytes and headers, each round a pair\n` +
      `  run back to back (its order turned every other round); the median of the rounds' shares.\n` +
      `  Ghost req/s: measured once (same machine class, 20 connections, medians of three 5 s rounds, no compression).\n` +
      `  load-adj.: (ours/bare now) / (Ghost/bare then): the Ghost ratio with both sides scaled by their bare server,\n` +
      `  which discounts what else this machine is doing. The targets use the plain ratio.`,
  );
}

