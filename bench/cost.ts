/**
 * What running the site costs, as Firestore and Cloud Functions bill it (issue 21): the billable
 * operations (bench/cost-meter.ts) of a reader's page view with and without this instance's
 * caches, a counted view, each console screen's API calls, presence's beat and poll, an article created with 5 target
 * languages (every trigger and job it sets off, until they end), an instance's cold start, and
 * the reads a warm instance makes per hour, busy and idle. Then a month of 1 million page views
 * and 300 new articles priced from those figures (bench/cost-prices.ts).
 *
 * The host runs in this process (the demo content, the Auth emulator for the console's token, the
 * fake OpenAI and Telegram servers), so the meter and the triggers can be watched directly.
 * The busy hour is simulated: Date.now moves 1 s per request (every in-process cache and the
 * catalog read it), 10 simulated minutes of one request per second, extrapolated ×6.
 * BENCH_COST_PROGRESS=1 prints each figure as it is measured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AI_PROMPTS } from '../functions/src/contract/index.js';
import { changeSignal } from '../functions/src/data/change-signal.js';
import { PublishedCatalog } from '../functions/src/services/published-catalog.js';
import { startFakeOpenAi } from '../emulators/fakes/openai.js';
import { startFakeTelegram } from '../emulators/fakes/telegram.js';
import { startHost, type Host } from '../emulators/src/create-host.js';
import { portOutsideEphemeralRange } from '../emulators/src/free-port.js';
import { costMeter, type Cost, type CostMeter } from './cost-meter.js';
import { monthlyEstimate, type MeasuredCosts } from './cost-prices.js';
import type { BenchSection } from './context.js';
import { printColumns } from './format.js';

const ADMIN = { email: 'bench@cost.local', password: 'bench-cost-secret-1' };
const BOT_TOKEN = '7012345678:AAHk3xY_benchPart-0123456789abcdWXYZ';
const SIMULATED_SECONDS = 600;

export const costSection: BenchSection = {
  name: 'cost',
  description: 'Firestore reads/writes per page view, counted view, console screen, new article; reads per instance-hour; monthly cost',
  async run() {
    await benchCost();
  },
};

export async function benchCost(): Promise<MeasuredCosts> {
  const ai = await startFakeOpenAi({ latencyMs: 20 });
  const tg = await startFakeTelegram();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-cost-'));
  let host: Host | undefined;
  let meter: CostMeter | undefined;
  try {
    host = await startHost({
      port: 0,
      dataDir,
      schedules: false,
      auth: { port: portOutsideEphemeralRange, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      ai: { baseUrl: ai.baseUrl },
      telegram: { apiRoot: tg.apiRoot, policy: { baseDelayMs: 20, recheckMs: 100, translationWaitMs: 10_000 } },
    });
    meter = costMeter(host);
    return await measureAll(host, meter);
  } finally {
    meter?.close();
    await host?.close();
    await Promise.all([ai.close(), tg.close()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureAll(host: Host, meter: CostMeter): Promise<MeasuredCosts> {
  const url = host.url;
  const token = await login(url);
  const call = async (method: string, p: string, body?: unknown, auth = false) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + p, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
    return text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text;
  };
  const get = (p: string) => call('GET', p);
  const admin = (method: string, p: string, body?: unknown) => call(method, p, body, true);

  const { services } = host;
  const published = (await services.repos.readerCatalog.full()).articles;
  const article = published[0]!;
  const languages = (await services.repos.languages.listAll()).filter((l) => l.isActive);
  const rows: Record<string, string>[] = [];
  const row = (what: string, c: Cost, per = 1) => {
    if (process.env.BENCH_COST_PROGRESS) console.log(`  measured: ${what}: ${c.reads} reads, ${c.writes} writes`);
    rows.push({
      'what (per one)': what,
      reads: fmt(c.reads / per),
      writes: fmt((c.writes + c.deletes) / per),
      triggers: fmt(c.triggers / per),
      'reads by collection': c.readsBy,
    });
    return c;
  };

  // A new instance's first answer: before the chunks (or with none), the catalog read whole; with
  // them, as the hourly refreshReaderCatalog leaves them, the chunks and a catch-up.
  const coldFull = row(`cold start of an instance, no chunks (catalog of ${published.length} published articles read whole)`, await meter.measure(() => new PublishedCatalog({ readerCatalog: services.repos.readerCatalog }).get()));
  await services.catalogChunks.refresh();
  const cold = row('cold start of an instance, from the catalog chunks', await meter.measure(() => new PublishedCatalog(services.repos).get()));
  const chunks = (await services.repos.catalogChunks.read())!;
  const entries = [...chunks.chunks.values()].flat();
  const bytesPerEntry = entries.reduce((n, e) => n + Buffer.byteLength(JSON.stringify(e)), 0) / entries.length;

  const pages = { home: '/', article: `/article/${article.slug}`, 'All Articles': '/articles' };
  const pageCosts: Record<string, { uncached: Cost; cached: Cost }> = {};
  for (const [name, p] of Object.entries(pages)) {
    await get(p); // the renderer loaded, the instance warm
    // Uncached: as after a write in this instance (or once the caches' lifetimes ran out).
    const uncached = row(`page view, ${name}, uncached`, await meter.measure(async () => (changeSignal.articlesChanged(), await get(p))));
    const cached = row(`page view, ${name}, cached`, await meter.measure(() => get(p)));
    pageCosts[name] = { uncached, cached };
  }
  // A page the CDN missed on a warm instance: the frame (languages, settings, ads) and the catalog
  // are kept, the article itself is not yet.
  const other = published[published.length - 1]!;
  await get(`/article/${article.slug}`);
  const articleMiss = row('page view, article not yet kept by a warm instance', await meter.measure(() => get(`/article/${other.slug}`)));
  const view = row('counted view (POST /api/articles/{id}/view, roll-up included)', await meter.measure(() => call('POST', `/api/articles/${article.id}/view`)));

  const screens: Record<string, string[]> = {
    dashboard: ['/api/admin/me', '/api/admin/stats', '/api/admin/articles?limit=5', '/api/admin/search-gaps'],
    'articles list': ['/api/admin/articles?category=&status=&limit=50', '/api/admin/ai-settings'],
    'article view (edit dialog)': [`/api/admin/articles/${article.id}`, '/api/admin/languages', '/api/admin/ai-settings', `/api/admin/articles/${article.id}/telegram-deliveries`],
    languages: ['/api/admin/languages'],
    ads: ['/api/admin/ads'],
    Telegram: ['/api/admin/telegram-channels', '/api/admin/languages'],
    'API keys': ['/api/admin/api-keys', '/api/openapi.json'],
    staff: ['/api/admin/staff', '/api/admin/languages'],
  };
  for (const [screen, paths] of Object.entries(screens)) {
    row(`console: ${screen} (${paths.length} calls)`, await meter.measure(() => Promise.all(paths.map((p) => admin('GET', p)))));
  }

  // Presence (issue 39, docs/editor.md): an open dialog's beat, and the console's poll of who has
  // which article open, with one article open (the caller's own beat is read, not answered).
  const presence = {
    beat: row('console: presence beat of an open dialog (every 30 s)', await meter.measure(() => admin('PUT', `/api/admin/articles/${article.id}/presence`, { languageId: 1, mode: 'editing' }))),
    poll: row('console: presence poll, one article open (every 5 s on the articles list)', await meter.measure(() => admin('GET', '/api/admin/presence'))),
  };

  // An article with 5 target languages, with AI on and a Telegram channel in English.
  await services.aiSettings.updateSettings({ openaiApiKey: 'sk-bench-key-0000', ...DEFAULT_AI_PROMPTS, fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions }, isActive: true });
  await admin('POST', '/api/admin/telegram-channels', { name: 'Bench', botToken: BOT_TOKEN, channelId: '@cryptolekh_bench', languageId: 1, categories: ['education', 'research', 'case-study'] });
  const targets = languages.filter((l) => l.id !== 1).slice(0, 5).map((l) => l.id);
  const created = row(
    `article created with ${targets.length} target languages (translations, embeddings, Telegram, roll-ups)`,
    await meter.measure(() =>
      admin('POST', '/api/admin/articles', {
        article: { slug: 'bench-cost-article', category: 'education', status: 'published', isFeatured: false, imageUrl: '' },
        translation: { languageId: 1, title: 'What a blockchain is', excerpt: 'A shared ledger nobody owns.', content: '<p>Blocks chained by hashes.</p>'.repeat(20), metaDescription: '', isOriginal: true },
        targetLanguages: targets,
      }),
    ),
  );

  const busy = await busyHour(meter, get);
  row(`busy instance, per hour (1 request/s for ${SIMULATED_SECONDS} simulated s, ×${3600 / SIMULATED_SECONDS})`, busy);
  const idle = await idleHour(meter);
  row(`idle site, per hour: the schedules (${fmt(idle.runsPerHour)} runs an hour, from their declared cadence)`, idle);

  printColumns(rows);
  const measured: MeasuredCosts = { cold, coldFull, bytesPerEntry, pages: pageCosts, articleMiss, view, created, presence, busy, schedules: idle, publishedArticles: published.length };
  monthlyEstimate(measured);
  return measured;
}

/**
 * One request a second, home, article, list and API in turn, with the time moved 1 s per request:
 * Date.now and `new Date()` alike (the Firestore client builds a call's deadline with one and gRPC
 * checks it with the other, so moving only Date.now expired every call after a simulated minute).
 */
async function busyHour(meter: CostMeter, get: (p: string) => Promise<unknown>): Promise<Cost> {
  const RealDate = Date;
  let offset = 0;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  try {
    const paths = ['/', '/articles', '/api/articles?language=en&limit=12&offset=0', '/education'];
    const c = await meter.measure(async () => {
      for (let s = 0; s < SIMULATED_SECONDS; s++) {
        offset += 1000;
        await get(paths[s % paths.length]!);
      }
    });
    const k = 3600 / SIMULATED_SECONDS;
    return { ...c, reads: c.reads * k, writes: c.writes * k, deletes: c.deletes * k, triggers: c.triggers * k };
  } finally {
    globalThis.Date = RealDate;
  }
}

/** A schedule as deployed: its name, its cadence, and its function as Cloud Scheduler invokes it. */
interface DeployedSchedule {
  name: string;
  schedule: string;
  runsPerHour: number;
  run: (event: { scheduleTime: string; jobName?: string }) => unknown;
}

/**
 * Runs an hour from a schedule's cadence as functions/src/schedules declare it (App Engine cron's
 * `every N minutes` / `every N hours`, the only forms the project uses): a cadence the bench cannot
 * read stops it, so a new schedule is never priced at a guess.
 */
export function runsPerHour(schedule: string): number {
  const m = /^every (\d+) (minutes?|hours?)$/.exec(schedule.trim());
  if (!m) throw new Error(`bench/cost.ts cannot price the schedule "${schedule}": add its cadence to runsPerHour`);
  const n = Number(m[1]);
  return m[2]!.startsWith('minute') ? 60 / n : 1 / n;
}

/** Every scheduled function functions/src/index.ts exports (what `firebase deploy` deploys). */
export async function deployedSchedules(): Promise<DeployedSchedule[]> {
  const deployed = (await import('../functions/src/index.js')) as unknown as Record<string, { __endpoint?: { scheduleTrigger?: { schedule?: string } }; run?: DeployedSchedule['run'] }>;
  return Object.entries(deployed).flatMap(([name, fn]) => {
    const schedule = fn?.__endpoint?.scheduleTrigger?.schedule;
    if (!schedule || typeof fn.run !== 'function') return [];
    return [{ name, schedule, runsPerHour: runsPerHour(schedule), run: fn.run.bind(fn) }];
  });
}

/** Runs of each schedule measured: the first runs of a fresh host can differ from the steady ones. */
const SCHEDULE_RUNS = 3;

/**
 * The schedules a deployed site runs whatever the traffic: each exported scheduled function run as
 * Cloud Scheduler runs it (through the runtime this host installed), SCHEDULE_RUNS times with the
 * meter on, its reads and writes per run times its runs an hour. The catalog refresh is measured
 * with nothing changed: its reads and writes grow with the hour's changes, which the monthly
 * estimate adds (cost-prices.ts).
 */
async function idleHour(meter: CostMeter): Promise<Cost & { runsPerHour: number }> {
  const schedules = await deployedSchedules();
  const hour: Cost & { runsPerHour: number } = { reads: 0, writes: 0, deletes: 0, triggers: 0, ms: 0, readsBy: '', runsPerHour: 0 };
  const parts: string[] = [];
  const run = (s: DeployedSchedule) => s.run({ scheduleTime: new Date().toISOString(), jobName: s.name });
  // One run of each first: the steps measured before left work (a catalog refresh's changes) that
  // the monthly estimate prices on its own line.
  await meter.measure(() => Promise.all(schedules.map(run)));
  for (const s of schedules) {
    const runs = await meter.measure(async () => {
      for (let i = 0; i < SCHEDULE_RUNS; i++) await run(s);
    });
    const perRun = { reads: runs.reads / SCHEDULE_RUNS, writes: runs.writes / SCHEDULE_RUNS, deletes: runs.deletes / SCHEDULE_RUNS };
    hour.reads += perRun.reads * s.runsPerHour;
    hour.writes += perRun.writes * s.runsPerHour;
    hour.deletes += perRun.deletes * s.runsPerHour;
    hour.triggers += (runs.triggers / SCHEDULE_RUNS) * s.runsPerHour;
    hour.runsPerHour += s.runsPerHour;
    parts.push(`${s.name} (${s.schedule}, ${fmt(s.runsPerHour)}/h): ${fmt(perRun.reads)} reads a run`);
  }
  hour.readsBy = parts.join('; ');
  return hour;
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`bench admin login failed: ${res.status}`);
  return body.token;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
