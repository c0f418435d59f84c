/**
 * Lighthouse's mobile run (its default config: a phone screen, simulated slow 4G and a 4x slower
 * CPU) against pages of the local host, in the Chromium of the machine (CHROME_PATH, else
 * CHROMIUM_PATH, else /usr/bin/chromium; nothing is downloaded). `runLighthouse` takes any list of
 * pages; the section runs every reader screen: home, a category page, All Articles, an article and
 * Advertise (there is no About page: the footer's first column is the about text). Each page runs
 * BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is
 * reported. Targets (issue 14): performance at least 95, layout shift at most 0.05, largest paint
 * under 2.5 s; missing one is reported, not a failure. BENCH_LIGHTHOUSE_DIR keeps each run's report
 * (JSON) there.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { positiveInt, type BenchSection } from './context.js';
import { getJson, record } from './load.js';
import { printColumns } from './format.js';

export interface LighthousePage {
  name: string;
  url: string;
}

export interface LighthouseScore {
  page: LighthousePage;
  /** 0-100 */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Every run's performance score, in order. */
  scores: number[];
  warnings: string[];
  /** What the median run says costs time: the LCP element and its phases, render-blocking requests, opportunities. */
  findings: string[];
}

export const LIGHTHOUSE_TARGETS = { performance: 95, cls: 0.05, lcpMs: 2500 };

/** The Chromium Lighthouse drives: CHROME_PATH, else CHROMIUM_PATH, else Debian's. */
export function lighthouseChromePath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse's mobile performance of each page, or why it could not run. One Chromium serves every
 * run; Lighthouse opens a fresh tab and clears the origin's storage for each.
 */
export async function runLighthouse(pages: LighthousePage[], options: { runs?: number } = {}): Promise<{ results: LighthouseScore[] } | { skipped: string }> {
  const chromePath = lighthouseChromePath();
  if (!existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath} (set CHROME_PATH)` };
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (err) {
    return { skipped: `Lighthouse is not installed (npm ci installs it with the emulators workspace): ${String(err)}` };
  }

  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  } catch (err) {
    return { skipped: `Chromium did not start for Lighthouse: ${String(err)}` };
  }
  const runs = options.runs ?? 3;
  try {
    const results: LighthouseScore[] = [];
    for (const page of pages) {
      const attempts: LighthouseScore[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (process.env.BENCH_LIGHTHOUSE_DIR) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
          writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        attempts.push({
          page,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbtMs: metric('total-blocking-time'),
          fcpMs: metric('first-contentful-paint'),
          scores: [],
          warnings: lhr.runWarnings ?? [],
          findings: findingsOf(lhr as unknown as Lhr),
        });
      }
      const sorted = [...attempts].sort((a, b) => a.performance - b.performance);
      results.push({ ...sorted[sorted.length >> 1]!, scores: attempts.map((a) => a.performance) });
    }
    return { results };
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(results: LighthouseScore[]) {
  const t = LIGHTHOUSE_TARGETS;
  printColumns(
    results.map((r) => {
      const misses = [
        r.performance < t.performance && `performance ${r.performance} < ${t.performance}`,
        r.cls > t.cls && `CLS ${r.cls.toFixed(3)} > ${t.cls}`,
        !(r.lcpMs < t.lcpMs) && `LCP ${(r.lcpMs / 1000).toFixed(2)} s >= ${t.lcpMs / 1000} s`,
      ].filter(Boolean);
      return {
        page: r.page.name,
        performance: `${r.performance}${r.scores.length > 1 ? ` (runs ${r.scores.join(', ')})` : ''}`,
        LCP: `${(r.lcpMs / 1000).toFixed(2)} s`,
        CLS: r.cls.toFixed(3),
        TBT: `${Math.round(r.tbtMs)} ms`,
        FCP: `${(r.fcpMs / 1000).toFixed(2)} s`,
        verdict: misses.length ? `MISSED (${misses.join('; ')})` : 'met',
      };
    }),
  );
  for (const r of results) for (const w of r.warnings) console.log(`  ${r.page.name}: Lighthouse warns: ${w.replace(/\s+/g, ' ')}`);
  for (const r of results) for (const f of r.findings) console.log(`  ${r.page.name}: ${f}`);
  for (const r of results) console.log(`  ${r.page.name}: ${r.page.url}`);
  console.log(`  Targets: performance >= ${t.performance}, CLS <= ${t.cls}, LCP < ${t.lcpMs / 1000} s (mobile, simulated throttling).`);
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  description: 'Lighthouse mobile scores of every reader screen: home, a category, All Articles, an article, Advertise (Chromium of the machine)',
  async run(ctx) {
    const runs = positiveInt(process.env, 'BENCH_LIGHTHOUSE_RUNS', 3);
    if (!existsSync(lighthouseChromePath())) {
      console.log(`Lighthouse: skipped (no Chromium at ${lighthouseChromePath()}; set CHROME_PATH)`);
      return;
    }
    const host = await ctx.host();
    const [article] = await getJson<{ slug: string }[]>(host.url, '/api/articles?language=en&limit=1');
    const pages: LighthousePage[] = [
      { name: 'home', url: `${host.url}/` },
      { name: 'category', url: `${host.url}/education` },
      { name: 'all articles', url: `${host.url}/articles` },
    ];
    if (article) pages.push({ name: 'article', url: `${host.url}/article/${encodeURIComponent(article.slug)}` });
    pages.push({ name: 'advertise', url: `${host.url}/advertise` });
    console.log(`Lighthouse mobile (default config, simulated throttling), ${runs} run(s) per page, median by performance score:`);
    const outcome = await runLighthouse(pages, { runs });
    if ('skipped' in outcome) {
      console.log(`  skipped: ${outcome.skipped}`);
      return;
    }
    printLighthouse(outcome.results);
    if (!(await servesCompressed(host.url))) {
      console.log('  Note: the local host sends scripts uncompressed, where Hosting compresses them: the scores are for the bytes it sends.');
    }
  },
};

/** Whether the host gzips the home page's first script when asked (as Hosting does). */
async function servesCompressed(base: string): Promise<boolean> {
  const html = (await record(base, 'GET', '/')).body.toString('utf8');
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) return true;
  return Boolean((await record(base, 'GET', new URL(src, base + '/').pathname, { 'accept-encoding': 'gzip, br' })).contentEncoding);
}

interface AuditDetails {
  items?: { url?: string; wastedMs?: number; totalBytes?: number; wastedBytes?: number; node?: { snippet?: string }; items?: { phase?: string; timing?: number; node?: { snippet?: string } }[] }[];
}
type Lhr = { audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: unknown; metricSavings?: Record<string, number> }> };

/** The few audits that say where a page's time goes, in one line each. */
export function findingsOf(lhr: Lhr): string[] {
  const out: string[] = [];
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as AuditDetails;
  const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');
  // The LCP element and its phases (time to first byte, resource load delay and time, render delay).
  const lcp = details('largest-contentful-paint-element').items ?? [];
  const element = lcp[0]?.items?.[0]?.node?.snippet;
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  if (element) out.push(`LCP element ${element.slice(0, 100)}${phases ? `: ${phases}` : ''}`);
  const blocking = details('render-blocking-resources').items ?? [];
  if (blocking.length) out.push(`render-blocking (${lhr.audits['render-blocking-resources']?.displayValue ?? ''}): ${blocking.map((i) => `${short(i.url)} ${Math.round(i.wastedMs ?? 0)} ms`).join(', ')}`);
  for (const id of ['unused-javascript', 'unused-css-rules', 'uses-rel-preconnect', 'prioritize-lcp-image', 'redirects', 'server-response-time', 'bootup-time', 'mainthread-work-breakdown']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 0.9) out.push(`${id}: ${audit.displayValue ?? ''}`);
  }
  return out;
}
