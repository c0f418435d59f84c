/**
 * A month of 1 million page views and 300 new articles (5 target languages each), with a newsroom
 * of STAFF in the console, priced from the figures bench/cost.ts measured and Firebase's published
 * prices. Every assumption is a named constant below, printed with the estimate, so the sum can be
 * checked and redone.
 *
 * Prices (USD, checked 2026-11):
 *  - Cloud Firestore, cloud.google.com/firestore/pricing: free per day 50,000 reads, 20,000 writes,
 *    20,000 deletes; beyond, the multi-region rates $0.06 / $0.18 / $0.02 per 100,000 reads /
 *    writes / deletes (an upper bound: a regional database such as asia-south1 is billed less).
 *  - Cloud Functions (2nd gen, i.e. Cloud Run), the rates firebase-tools carries
 *    (lib/deploy/functions/pricing.js, V2_RATES and V2_FREE_TIER; asia-south1 is tier 2):
 *    $0.40 per million invocations, $0.0000336 per vCPU-second, $0.0000035 per GiB-second; free per
 *    month 2 million invocations, 180,000 vCPU-seconds, 360,000 GiB-seconds.
 *  - Firebase Hosting, firebase.google.com/pricing: 10 GB of transfer a month free, then $0.15/GB.
 */
import type { Cost } from './cost-meter.js';
import { PRESENCE_BEAT_MS, PRESENCE_POLL_MS } from '../functions/src/contract/article-presence.js';
import { CHUNK_MAX_BYTES, CHUNK_MAX_ENTRIES } from '../functions/src/services/catalog-chunks-service.js';

export interface MeasuredCosts {
  /** A cold start from the catalog chunks, and one reading the catalog whole (no chunks). */
  cold: Cost;
  coldFull: Cost;
  /** A chunk entry's size (JSON bytes): how many articles a chunk holds. */
  bytesPerEntry: number;
  pages: Record<string, { uncached: Cost; cached: Cost }>;
  /** An article page a warm instance has not kept yet (its frame and catalog kept). */
  articleMiss: Cost;
  view: Cost;
  created: Cost;
  /** Presence: an open dialog's beat (every 30 s) and the console's poll (every 5 s on the articles list). */
  presence: { beat: Cost; poll: Cost };
  /** Per hour of an instance answering one request a second. */
  busy: Cost;
  /** Per hour, the schedules alone, and how many runs of them an hour (bench/cost.ts idleHour). */
  schedules: Cost & { runsPerHour: number };
  publishedArticles: number;
}

const PAGE_VIEWS = 1_000_000;
const NEW_ARTICLES = 300;
/** Of the page views: article pages (each also counts a view), home, All Articles/category lists. */
const MIX = { article: 0.6, home: 0.25, 'All Articles': 0.15 } as const;
/** Page views the Hosting CDN answers itself (s-maxage=60 per URL and edge); the rest reach `pages`. */
const CDN_HIT_RATE = 0.7;
/** Cold starts of each of the two HTTP functions a day (scale-to-zero at night, scale-outs by day). */
const COLD_STARTS_PER_DAY = 2 * 24;
/** Hours a month the HTTP instances are warm and busy (two functions, one instance each, all month: an upper bound). */
const BUSY_INSTANCE_HOURS = 2 * 24 * 30;
/** The catalog after a year of 300 articles a month (read whole, a cold start reads each article and its counts). */
const ARTICLES_AFTER_A_YEAR = 3_600;
/** Compressed bytes Hosting sends per page view (HTML; the JS, CSS and fonts are cached by returning browsers). */
const BYTES_PER_VIEW = 60_000;
/** vCPU and memory a request holds (the functions run with 1 vCPU, 512 MiB; billed per request time, no overlap: an upper bound). */
const VCPU = 1;
const GIB = 0.5;
const DAYS = 30;
/** Presence (docs/editor.md): staff with the console on the articles list and a dialog open, hours a day (an upper bound). */
const STAFF = 20;
const CONSOLE_HOURS_PER_DAY = 8;

const PRICE = {
  read: 0.06 / 100_000,
  write: 0.18 / 100_000,
  delete: 0.02 / 100_000,
  freeReadsPerDay: 50_000,
  freeWritesPerDay: 20_000,
  invocation: 0.4 / 1_000_000,
  vcpuSecond: 0.0000336,
  gibSecond: 0.0000035,
  freeInvocations: 2_000_000,
  freeVcpuSeconds: 180_000,
  freeGibSeconds: 360_000,
  hostingGb: 0.15,
  freeHostingGb: 10,
};

export function monthlyEstimate(m: MeasuredCosts): void {
  const misses = PAGE_VIEWS * (1 - CDN_HIT_RATE);
  const articleViews = PAGE_VIEWS * MIX.article;
  // A page the CDN missed reaches a warm instance: an article page reads its article; the lists
  // come from the catalog. What keeping the frame and the catalog current costs is the busy line.
  const perMiss = MIX.article * m.articleMiss.reads;
  const pageMs = (Object.keys(MIX) as (keyof typeof MIX)[]).reduce((sum, k) => sum + MIX[k] * m.pages[k]!.uncached.ms, 0);
  const coldPerArticle = m.coldFull.reads / m.publishedArticles;
  // From the chunks: every chunk and the manifest, the three catch-up queries, and what changed
  // since the last hourly refresh (half an hour on average). Upper bound for that: every counted
  // view in that half hour on a different article (each roll-up changes its articleStats).
  const chunkDocs = Math.ceil(ARTICLES_AFTER_A_YEAR / Math.min(CHUNK_MAX_ENTRIES, Math.floor(CHUNK_MAX_BYTES / m.bytesPerEntry))) + 1;
  const viewsPerHour = articleViews / (DAYS * 24);
  const coldReads = chunkDocs + 3 + Math.min(ARTICLES_AFTER_A_YEAR, viewsPerHour / 2);
  // The hourly refresh beyond the idle one measured: the hour's changes, and (upper bound) every chunk rewritten.
  const refreshReads = Math.min(ARTICLES_AFTER_A_YEAR, viewsPerHour) + chunkDocs;
  const refreshWrites = chunkDocs;
  // Presence: each of STAFF beats every 30 s and polls every 5 s all their console hours.
  const consoleSeconds = STAFF * CONSOLE_HOURS_PER_DAY * 3600 * DAYS;
  const beats = consoleSeconds / (PRESENCE_BEAT_MS / 1000);
  const polls = consoleSeconds / (PRESENCE_POLL_MS / 1000);
  const { beat, poll } = m.presence;
  const lines = [
    { what: `pages the CDN missed (${pct(1 - CDN_HIT_RATE)} of ${PAGE_VIEWS.toLocaleString('en-US')})`, reads: misses * perMiss, writes: 0, invocations: misses, seconds: (misses * pageMs) / 1000 },
    { what: `warm instances keeping their caches current (${BUSY_INSTANCE_HOURS} busy hours)`, reads: BUSY_INSTANCE_HOURS * m.busy.reads, writes: 0, invocations: 0, seconds: 0 },
    { what: `counted views (the article pages, ${articleViews.toLocaleString('en-US')})`, reads: articleViews * m.view.reads, writes: articleViews * (m.view.writes + m.view.deletes), invocations: articleViews * (1 + m.view.triggers), seconds: (articleViews * m.view.ms) / 1000 },
    { what: `new articles (${NEW_ARTICLES}, 5 target languages)`, reads: NEW_ARTICLES * m.created.reads, writes: NEW_ARTICLES * (m.created.writes + m.created.deletes), invocations: NEW_ARTICLES * (1 + m.created.triggers), seconds: 0 },
    { what: `cold starts (${COLD_STARTS_PER_DAY}/day, ${ARTICLES_AFTER_A_YEAR} articles after a year, from ${chunkDocs} chunk documents)`, reads: COLD_STARTS_PER_DAY * DAYS * coldReads, writes: 0, invocations: 0, seconds: 0 },
    { what: `catalog refresh's changes (hourly, ${fmt(viewsPerHour)} views an hour)`, reads: 24 * DAYS * refreshReads, writes: 24 * DAYS * refreshWrites, invocations: 0, seconds: 0 },
    {
      what: `console presence (${STAFF} staff, ${CONSOLE_HOURS_PER_DAY} h a day, a dialog always open)`,
      reads: beats * beat.reads + polls * poll.reads,
      writes: beats * (beat.writes + beat.deletes) + polls * (poll.writes + poll.deletes),
      invocations: beats + polls,
      seconds: (beats * beat.ms + polls * poll.ms) / 1000,
    },
    { what: `schedules (${fmt(m.schedules.runsPerHour)} runs an hour, every hour of the month)`, reads: 24 * DAYS * m.schedules.reads, writes: 24 * DAYS * m.schedules.writes, invocations: 24 * DAYS * m.schedules.runsPerHour, seconds: 0 },
  ];
  const total = lines.reduce((t, l) => ({ reads: t.reads + l.reads, writes: t.writes + l.writes, invocations: t.invocations + l.invocations, seconds: t.seconds + l.seconds }), { reads: 0, writes: 0, invocations: 0, seconds: 0 });
  const firestore =
    Math.max(0, total.reads - PRICE.freeReadsPerDay * DAYS) * PRICE.read + Math.max(0, total.writes - PRICE.freeWritesPerDay * DAYS) * PRICE.write;
  const functions =
    Math.max(0, total.invocations - PRICE.freeInvocations) * PRICE.invocation +
    Math.max(0, total.seconds * VCPU - PRICE.freeVcpuSeconds) * PRICE.vcpuSecond +
    Math.max(0, total.seconds * GIB - PRICE.freeGibSeconds) * PRICE.gibSecond;
  const gb = (PAGE_VIEWS * BYTES_PER_VIEW) / 1e9;
  const hosting = Math.max(0, gb - PRICE.freeHostingGb) * PRICE.hostingGb;

  console.log(`\nA month of ${PAGE_VIEWS.toLocaleString('en-US')} page views and ${NEW_ARTICLES} new articles, from the figures above:`);
  for (const l of lines) console.log(`  ${l.what.padEnd(62)} ${fmt(l.reads).padStart(12)} reads ${fmt(l.writes).padStart(10)} writes ${fmt(l.invocations).padStart(10)} invocations`);
  console.log(`  ${'total'.padEnd(62)} ${fmt(total.reads).padStart(12)} reads ${fmt(total.writes).padStart(10)} writes ${fmt(total.invocations).padStart(10)} invocations, ${fmt(total.seconds)} s of requests`);
  console.log(`  Firestore $${firestore.toFixed(2)}, Cloud Functions $${functions.toFixed(2)}, Hosting transfer (${gb.toFixed(0)} GB) $${hosting.toFixed(2)}: about $${(firestore + functions + hosting).toFixed(2)} a month after the free tiers`);
  console.log(`  (assumed: CDN hit rate ${pct(CDN_HIT_RATE)}, mix ${Object.entries(MIX).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}, ${BYTES_PER_VIEW / 1000} kB per view, multi-region Firestore rates; storage, AI and Telegram calls not included)`);
  console.log(`  (a cold start reading the catalog whole reads ${coldPerArticle.toFixed(1)} documents per published article: ${fmt(coldPerArticle * ARTICLES_AFTER_A_YEAR)} at ${ARTICLES_AFTER_A_YEAR} articles;`);
  console.log(`   from the chunks (${fmt(m.bytesPerEntry)} bytes an article, ${chunkDocs} documents at ${ARTICLES_AFTER_A_YEAR}): at most ${fmt(coldReads)}, the catch-up on half an hour of counted views most of it)`);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (x: number) => `${Math.round(x * 100)}%`;
