/**
 * The host the browser tests run against: demo content in a temporary DATA_DIR, plus fixtures
 * that no editor could write through the API (unsafe HTML that must still never run), and the
 * fake OpenAI-compatible provider the AI features call. Specs find the provider through
 * `GET /api/admin/ai-settings` (`providerUrl`); its controls are at `{origin}/__control`.
 * Telegram channels post to the fake Bot API (emulators/fakes/telegram.ts), whose naming rules
 * decide what a channel does (e.g. a @username containing `kicked` has removed the bot).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../../emulators/fakes/openai.js';
import { startFakeTelegram } from '../../emulators/fakes/telegram.js';
import { startHost } from '../../emulators/src/create-host.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import { AnalyticsRepository } from '../../functions/src/data/analytics-repository.js';
import { E2E_ADMIN, E2E_STAFF, E2E_STAFF_PASSWORD, ESCAPED_NEWLINES_SLUG, MEASURED_HISTORY, NO_THUMB_SLUG, VIEW_COUNT_SLUG, XSS_AD_HEADLINE, XSS_SLUG } from './fixtures-data.js';

const port = Number(process.env.E2E_PORT ?? 5055);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-e2e-'));
// The console's specs sign in: the Auth emulator on a free port (never 9099, which `npm start` may hold).
const authPort = process.env.E2E_AUTH_PORT ? Number(process.env.E2E_AUTH_PORT) : portOutsideEphemeralRange;
const fake = await startFakeOpenAi();
const telegram = await startFakeTelegram();
// The emulator serve-all.ts shares between the three hosts: a project of this host's own on it.
const shared = process.env.E2E_FIRESTORE ? (JSON.parse(process.env.E2E_FIRESTORE) as { host: string; port: number; relay: string }) : undefined;
const host = await startHost({
  port,
  dataDir,
  ...(shared && { firestore: { emulator: shared, projectId: `cryptolekh-e2e-${port}`, durable: false } }),
  auth: { port: authPort, adminEmail: E2E_ADMIN.email, adminPassword: E2E_ADMIN.password },
  seed: true,
  // Short waits between retries, so a failing job reaches its failed state while a test watches;
  // a Retry-After is honoured up to 15 s, so a test can see a job waiting for its retry (the console
  // reads the jobs again every 2 s).
  ai: { baseUrl: fake.baseUrl, retry: { maxAttempts: 4, baseDelayMs: 50, maxDelayMs: 15_000, budgetMs: 30_000 } },
  // Due deliveries are resumed every half second on the host whose specs watch them (the console's,
  // E2E_TELEGRAM_SWEEP_MS in playwright.config.ts), as deployed (every minute) on the others: each
  // sweep is a query, and three hosts sweeping twice a second were half of what idle hosts cost.
  telegram: {
    apiRoot: telegram.apiRoot,
    policy: { baseDelayMs: 50, maxDelayMs: 2000, translationWaitMs: 10_000, recheckMs: 1000 },
    ...(process.env.E2E_TELEGRAM_SWEEP_MS && { sweepIntervalMs: Number(process.env.E2E_TELEGRAM_SWEEP_MS) }),
  },
});
const { repos } = host.services;
const en = (await repos.languages.findByCode('en'))!.id;
const now = new Date();
let age = 400;
const article = (slug: string, title: string, content: string, extra: { videoUrl?: string } = {}) => {
  const at = new Date(now.getTime() - age++ * 86_400_000);
  return repos.articles.create(
    {
      slug,
      category: 'research',
      status: 'published',
      isFeatured: false,
      imageUrl: null,
      imagePublicId: null,
      videoUrl: extra.videoUrl ?? null,
      videoPublicId: null,
      publishedAt: at,
      scheduledAt: null,
      original: { languageId: en, title, excerpt: `${title} excerpt`, content, metaDescription: title },
      translations: [],
    },
    at,
  );
};

await article(
  XSS_SLUG,
  'Unsafe HTML probe',
  `<p>Safe paragraph.</p>
   <script>window.__xss = 'script'</script>
   <img src="/does-not-exist.png" alt="probe" onerror="window.__xss = 'onerror'">
   <a href="javascript:window.__xss = 'link'" id="js-link">a javascript link</a>
   <iframe srcdoc="<script>parent.__xss = 'iframe'</script>"></iframe>`,
);
await article(
  VIEW_COUNT_SLUG,
  'Views are counted once',
  '<p>Every reader who opens an article adds one view, and only one, however the page renders.</p>',
);
await article(NO_THUMB_SLUG, 'Video without a thumbnail', '<p>The thumbnail of this video is missing.</p>', {
  videoUrl: '/media/seed/missing-video.mp4',
});
await article(ESCAPED_NEWLINES_SLUG, 'Escaped newlines', 'First line\\nSecond line\\nThird line');
await repos.ads.create(
  {
    name: 'probe',
    type: 'inline',
    placement: 'article',
    headline: XSS_AD_HEADLINE,
    text: 'Inline ad probe',
    imageUrl: null,
    imagePublicId: null,
    url: null,
    content: `<div id="probe-ad"><b>Probe ad</b><script>parent.__xss = 'ad-script'</script><img src="x" onerror="parent.__xss = 'ad-onerror'"><a href="https://example.com/probe">Probe link</a></div>`,
    isActive: true,
    priority: 1,
  },
  now,
);

// Popup ads are modal dialogs, and every spec opens pages in a fresh browser that has not seen
// them today: the demo's popups would cover the page in every spec. admin-ads.spec.ts makes its own.
for (const ad of await repos.ads.listAll()) {
  if (ad.type === 'popup') await repos.ads.update(ad.id, () => ({ isActive: false }), now);
}

// The analytics host (E2E_MEASURED_HISTORY=1, playwright.config.ts): a past month of readers and ad
// counts the Advertise page's measured audience shows (admin-audience.spec.ts), large enough for
// lakh grouping; nothing of it is today, whose numbers admin-analytics.spec.ts reads.
if (process.env.E2E_MEASURED_HISTORY === '1') {
  const rollups = new AnalyticsRepository(host.firestore.db);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const adId = (
    await repos.ads.create(
      { name: 'measured', type: 'banner', placement: 'homepage', headline: 'Measured', text: 'Counted ad', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: false, priority: 0 },
      now,
    )
  ).id;
  const adDays: Record<string, { impressions: number; clicks: number }> = {};
  for (const d of MEASURED_HISTORY) {
    await rollups.add({ day: daysAgo(d.daysAgo), top: { pageviews: d.pageviews, visitors: d.visitors, engagedSeconds: d.engagedSeconds, engagedCount: d.engagedCount }, cells: {} });
    adDays[daysAgo(d.daysAgo)] = { impressions: d.impressions, clicks: d.clicks };
  }
  const sum = (f: 'impressions' | 'clicks') => MEASURED_HISTORY.reduce((n, d) => n + d[f], 0);
  await repos.ads.seedCounts(adId, { impressions: sum('impressions'), clicks: sum('clicks') }, adDays);
}

// A cold host's first page takes seconds (the server renderer, functions/ssr, loads on the first
// request; each route's code and the frame's reads run for the first time), tens of seconds on a
// loaded machine: a spec would pay it inside its own timeout. Every kind of reader page is rendered
// once here, as a reader would ask for it, before the host says it is ready (playwright.config.ts
// waits for that line, not only for /api/health, which answers before the fixtures above exist).
const someArticle = (await repos.readerCatalog.full()).articles.find((a) => a.slug !== VIEW_COUNT_SLUG)!;
for (const page of ['/', '/articles', '/research', '/advertise', `/article/${someArticle.slug}`, '/?lang=hi', '/no-such-page']) {
  const res = await fetch(host.url + page);
  await res.arrayBuffer();
  if (res.status !== (page === '/no-such-page' ? 404 : 200)) throw new Error(`warming ${page}: ${res.status}`);
}

// Staff of each role the console hides screens from (issue 29), working in Hindi.
const hi = (await repos.languages.findByCode('hi'))!.id;
for (const person of Object.values(E2E_STAFF)) {
  const { uid } = await host.adminAuth!.createUser({ email: person.email, password: E2E_STAFF_PASSWORD, displayName: person.name });
  await host.firestore.db.runTransaction(async (tx) => {
    repos.staff.createIn(tx, { uid, email: person.email, name: person.name, role: person.role, languageIds: [hi], status: 'active', invitedBy: null }, now);
  });
}

console.log(`e2e host ready at ${host.url}`);
const stop = async () => {
  await host.close();
  await fake.close();
  await telegram.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
