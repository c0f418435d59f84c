/**
 * The demo's past readers (issue 38): the 89 site-days before the seeding day and that day until
 * the seeding moment, so a new user's Analytics screen, the dashboard's last 30 days and the Megaphones
 * charts have something to show (docs/analytics.md, "The demo's history").
 *
 * Simulated page view by page view and counted as the counting counts them (analytics-service.ts
 * `recordBeacon`, the site-reader trigger, the engaged report, a share): each view adds its page
 * view to its hour, edition, page kind, article and breakdown keys; the reader's first view of the
 * day also adds the site's visitor (`v` of the day, its hour and its first keys) and a reader's
 * first view of an edition the edition's visitor. So every figure adds up as it does when counted:
 * a day's page views are the sum of its editions', sources', countries', devices' and browser
 * languages', and of its 24 hours. The keys come from the counting's own functions (the source
 * from a referrer by `normaliseSource`, the country from a time zone by `countryOf`...), through
 * `breakdownKey`. Each article's views in the window are a part of its lifetime views (those since
 * its publication, as a spike that fades into a tail); ad impressions follow the page views of the
 * ad's placement, per day and language, and never exceed them.
 *
 * Written into the documents the counting writes: one day rollup per site-day
 * (`AnalyticsRepository.addAll`, in batches of at most 500) and each ad's counter shards
 * (`AdsRepository.seedCounts`). Deterministic: a seeded PRNG (the same demo every time, dated
 * relative to the seeding moment on the host's clock).
 */
import type { AdPlacement, AdType } from '../../functions/src/contract/index.js';
import type { AdDayCountsDoc, AdLanguageCountsDoc } from '../../functions/src/data/ad-documents.js';
import type { CountCell, DayIncrement, DayMap } from '../../functions/src/data/analytics-repository.js';
import { addDays, zonedParts, zonedStart } from '../../functions/src/services/analytics/attributes.js';
import type { Services } from '../../functions/src/services/index.js';
import { ANOTHER_EDITION, audienceOf, type Choice, DIURNAL, EDITION_WEIGHT, ENGAGED_MEDIAN, ENGAGED_REPORTED, FIRST_OF_DAY, keysOf, OTHER_EDITION_WEIGHT, OTHER_PAGES, OTHER_PAGES_PER_ARTICLE_VIEW, prng, SMALL_EDITION_WEIGHT, SMALL_EDITIONS_DAYS, WEEKLY } from './history-readers.js';

/**
 * Site-days seeded, ending with the seeding day (seeded up to the seeding moment): the console's
 * 90-day range is full, and the period before it (its comparison) empty.
 */
export const HISTORY_DAYS = 90;
/** Part of an article's views the rollups count (the lifetime counter also counts bots and staff). */
const COUNTED_SHARE = 0.9;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const SEED = 0x5eed_0038;

export interface HistoryLanguage {
  id: number;
  code: string;
}
export interface HistoryArticle {
  id: number;
  publishedAt: Date;
  /** Lifetime views and shares (the article's counters). */
  views: number;
  shares: number;
  /** The editions readers can open: the original's language and each translation's. */
  languageIds: number[];
}
export interface HistoryAd {
  id: number;
  type: AdType;
  placement: AdPlacement;
  isActive: boolean;
  /** Lifetime counts. */
  impressions: number;
  clicks: number;
}
export interface HistoryInput {
  now: Date;
  timeZone: string;
  languages: HistoryLanguage[];
  articles: HistoryArticle[];
  ads: HistoryAd[];
}
export interface AdHistory {
  id: number;
  /** Per site-day, with the day's languages (`l`), as the counters keep them. */
  days: Record<string, AdDayCountsDoc>;
  /** The window's counts per language (every seeded event reported its reader's language). */
  languages: Record<string, Required<AdLanguageCountsDoc>>;
}
export interface AnalyticsHistory {
  /** One increment per site-day, oldest first. */
  days: DayIncrement[];
  ads: AdHistory[];
}

/** One hour of the window: its site-day, hour and how many readers it brings beside the others. */
interface Slot {
  start: number;
  end: number;
  day: string;
  hh: string;
  weight: number;
}

/** What the history adds up to a day, built as the counting's increments would add up. */
class DayTotals {
  readonly top: Required<DayIncrement['top']> = { pageviews: 0, visitors: 0, engagedSeconds: 0, engagedCount: 0, shares: 0 };
  readonly cells: Partial<Record<DayMap, Record<string, CountCell>>> = {};
  constructor(readonly day: string) {}

  add(map: DayMap, key: string, add: CountCell): void {
    const cells = (this.cells[map] ??= {});
    const cell = (cells[key] ??= {});
    if (add.pv) cell.pv = (cell.pv ?? 0) + add.pv;
    if (add.v) cell.v = (cell.v ?? 0) + add.v;
    if (add.es) cell.es = (cell.es ?? 0) + add.es;
    if (add.ec) cell.ec = (cell.ec ?? 0) + add.ec;
    if (add.sh) cell.sh = (cell.sh ?? 0) + add.sh;
  }

  increment(): DayIncrement {
    return { day: this.day, top: { ...this.top }, cells: this.cells };
  }
}

/** The history as the rollups and the ad counters will hold it (pure: the same input gives the same history). */
export function buildAnalyticsHistory(input: HistoryInput): AnalyticsHistory {
  const { now, timeZone: zone } = input;
  const random = prng(SEED);
  const sums = new WeakMap<Choice<unknown>, number>();
  const pick = <T>(choices: Choice<T>): T => {
    let sum = sums.get(choices);
    if (sum === undefined) sums.set(choices, (sum = choices.reduce((n, [, w]) => n + w, 0)));
    let r = random() * sum;
    for (const [value, w] of choices) if ((r -= w) < 0) return value;
    return choices[choices.length - 1]![0];
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

  // The window's hours: from the first day's midnight (site time) to now, the last one cut at now.
  const today = zonedParts(now, zone).day;
  const firstDay = addDays(today, 1 - HISTORY_DAYS);
  const windowStart = zonedStart(firstDay, zone).getTime();
  const span = now.getTime() - windowStart;
  // The site grows: readers at the end of the window are 1.6 times those at its start.
  const growth = (t: number) => Math.max(0.3, 1 + (0.6 * (t - windowStart)) / span);
  const dayNoise = new Map<string, number>();
  const rhythm = (t: number): { day: string; hh: string; weight: number } => {
    const { day, hour } = zonedParts(new Date(t), zone);
    if (!dayNoise.has(day)) dayNoise.set(day, Math.exp(0.1 * normal()));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return { day, hh: String(hour).padStart(2, '0'), weight: DIURNAL[hour]! * WEEKLY[weekday]! * growth(t) * dayNoise.get(day)! };
  };
  const slots: Slot[] = [];
  for (let t = windowStart; t < now.getTime(); t += HOUR_MS) {
    const end = Math.min(t + HOUR_MS, now.getTime());
    const r = rhythm(t);
    slots.push({ start: t, end, ...r, weight: (r.weight * (end - t)) / HOUR_MS });
  }

  // An article is read most the days after its publication, then a steady tail.
  const fresh = (ageDays: number) => Math.exp(-ageDays / 2) + 0.06;
  // Its share of the hour's readers (0 before it was published; part of the hour it was published in).
  const articleWeight = (a: HistoryArticle, start: number, end: number, weight: number) => {
    const from = Math.max(start, a.publishedAt.getTime());
    if (from >= end) return 0;
    return fresh(((from + end) / 2 - a.publishedAt.getTime()) / DAY_MS) * weight * ((end - from) / (end - start));
  };

  // Each article's views in the window: the part of its lifetime views its hours in the window
  // carry (an article published 140 days ago had its first days before the window), as counted.
  const viewSlots = new Map<number, number[]>(); // slot index → article ids of its views (with repeats)
  const articleCdfs = new Map<number, { cdf: number[]; first: number }>();
  const shares: { articleId: number; slot: number }[] = [];
  const sampleSlot = (cdf: number[], first: number) => {
    const r = random() * cdf[cdf.length - 1]!;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return first + lo;
  };
  for (const a of input.articles) {
    const published = a.publishedAt.getTime();
    if (published >= now.getTime() || a.views <= 0) continue;
    let before = 0;
    for (let t = Math.min(published, windowStart); t < windowStart; t += HOUR_MS) before += articleWeight(a, t, Math.min(t + HOUR_MS, windowStart), rhythm(t).weight);
    const first = slots.findIndex((s) => s.end > published);
    const cdf: number[] = [];
    let inWindow = 0;
    for (let i = first; i < slots.length; i++) cdf.push((inWindow += articleWeight(a, slots[i]!.start, slots[i]!.end, slots[i]!.weight)));
    if (inWindow === 0) continue;
    const part = inWindow / (inWindow + before);
    const views = Math.round(a.views * part * COUNTED_SHARE);
    for (let n = 0; n < views; n++) {
      const slot = sampleSlot(cdf, first);
      const list = viewSlots.get(slot);
      if (list) list.push(a.id);
      else viewSlots.set(slot, [a.id]);
    }
    // Shares of the window: the same part of the lifetime shares, at the moments it was read.
    const windowShares = Math.floor(a.shares * part * COUNTED_SHARE);
    for (let n = 0; n < windowShares; n++) shares.push({ articleId: a.id, slot: sampleSlot(cdf, first) });
    articleCdfs.set(a.id, { cdf, first });
  }

  const languageById = new Map(input.languages.map((l) => [l.id, l]));
  const keysByLanguage = new Map(input.languages.map((l) => [l.id, keysOf(audienceOf(l.code))]));
  const editionWeight = (id: number) => EDITION_WEIGHT[languageById.get(id)?.code ?? ''] ?? OTHER_EDITION_WEIGHT;
  const allEditions: Choice<number> = input.languages.map((l) => [l.id, editionWeight(l.id)]);
  const editionsOf = new Map(input.articles.map((a) => [a.id, a.languageIds.filter((id) => languageById.has(id)).map((id): [number, number] => [id, editionWeight(id)])]));
  // The small editions' readers come with the news: three weeks after its publication an article is
  // read in its larger editions only (so the console's "Translations nobody opened" has some).
  const publishedAt = new Map(input.articles.map((a) => [a.id, a.publishedAt.getTime()]));
  const lateEditionsOf = new Map(
    [...editionsOf].map(([id, editions]) => {
      const larger = editions.filter(([, w]) => w >= SMALL_EDITION_WEIGHT);
      return [id, larger.length ? larger : editions];
    }),
  );

  const days = new Map<string, DayTotals>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, new DayTotals(day)).get(day)!;
  // Page views per site-day, page kind and edition: what the ads were shown on.
  const shown = new Map<string, Map<number, number>>();

  /** One page view, counted as recordBeacon, the site-reader trigger and the engaged report count it. */
  const count = (slot: Slot, page: string, articleId: number | null) => {
    const d = dayOf(slot.day);
    const editions = articleId === null ? allEditions : slot.start - publishedAt.get(articleId)! > SMALL_EDITIONS_DAYS * DAY_MS ? lateEditionsOf.get(articleId)! : editionsOf.get(articleId)!;
    const languageId = pick(editions);
    const lid = String(languageId);
    const keys = keysByLanguage.get(languageId)!;
    const firstOfDay = random() < FIRST_OF_DAY[page]!;
    const newInEdition = firstOfDay || random() < ANOTHER_EDITION;
    const view: CountCell = { pv: 1 };
    const reader: CountCell = { pv: 1, v: newInEdition ? 1 : 0 };
    d.top.pageviews += 1;
    d.add('hours', slot.hh, view);
    d.add('hours', `${slot.hh}_${lid}`, reader);
    d.add('languages', lid, reader);
    d.add('pages', page, view);
    if (articleId !== null) {
      d.add('hours', `${slot.hh}_a${articleId}`, reader);
      d.add('articles', `${articleId}_${lid}`, reader);
    }
    // The site's reader (the trigger on their first edition marker): the day, its hour, their first keys.
    if (firstOfDay) {
      d.top.visitors += 1;
      d.add('hours', slot.hh, { v: 1 });
    }
    for (const map of ['sources', 'countries', 'browserLanguages', 'devices'] as const) d.add(map, pick(keys[map]), { pv: 1, v: firstOfDay ? 1 : 0 });
    if (random() < ENGAGED_REPORTED) {
      const seconds = Math.max(1, Math.min(1800, Math.round(ENGAGED_MEDIAN[page]! * Math.exp(0.8 * normal()))));
      const engaged = { es: seconds, ec: 1 };
      d.top.engagedSeconds += seconds;
      d.top.engagedCount += 1;
      d.add('languages', lid, engaged);
      d.add('pages', page, engaged);
      if (articleId !== null) d.add('articles', `${articleId}_${lid}`, engaged);
    }
    const onDay = shown.get(`${slot.day}\n${page}`) ?? shown.set(`${slot.day}\n${page}`, new Map()).get(`${slot.day}\n${page}`)!;
    onDay.set(languageId, (onDay.get(languageId) ?? 0) + 1);
  };

  // The other pages (home and its categories, All Articles, Advertise) follow the article readers,
  // with a steady base of their own.
  const otherCdf: number[] = [];
  let others = 0;
  for (const [i, s] of slots.entries()) otherCdf.push((others += OTHER_PAGES_PER_ARTICLE_VIEW * (viewSlots.get(i)?.length ?? 0) + 3 * s.weight));
  const otherSlots = new Map<number, number>();
  for (let n = Math.round(others); n > 0; n--) {
    const slot = sampleSlot(otherCdf, 0);
    otherSlots.set(slot, (otherSlots.get(slot) ?? 0) + 1);
  }
  for (const [i, slot] of slots.entries()) {
    for (const articleId of viewSlots.get(i) ?? []) count(slot, 'article', articleId);
    for (let n = otherSlots.get(i) ?? 0; n > 0; n--) count(slot, pick(OTHER_PAGES), null);
  }
  for (const s of shares) {
    const d = dayOf(slots[s.slot]!.day);
    d.top.shares += 1;
    d.add('articleShares', String(s.articleId), { sh: 1 });
  }

  const dayList = [...new Set(slots.map((s) => s.day))];
  return {
    days: dayList.filter((day) => days.has(day)).map((day) => days.get(day)!.increment()),
    ads: adHistories(input.ads, dayList, shown, random),
  };
}

/** The pages an ad of a placement is shown on (category pages count as home pages). */
const PLACEMENT_PAGES: Record<AdPlacement, string[]> = { homepage: ['home'], category: ['home', 'articles'], article: ['article'] };

/**
 * Each ad's impressions and clicks per site-day and language: a steady part of its placement's
 * page views (at most 0.8 of them; a popup, shown once a day to a reader, at most 0.25), so that
 * the window holds about 50-80% of its lifetime counts; a paused ad's days stop when it was paused.
 */
function adHistories(ads: HistoryAd[], days: string[], shown: Map<string, Map<number, number>>, random: () => number): AdHistory[] {
  const roundRandomly = (x: number) => Math.floor(x) + (random() < x - Math.floor(x) ? 1 : 0);
  let paused = 0;
  return ads.map((ad) => {
    // Paused ads ran until 12, then 35... days ago.
    const lastDay = ad.isActive ? days.length : days.length - 1 - (12 + 23 * paused++);
    const running = days.slice(0, Math.max(0, lastDay));
    const pagesOf = (day: string) => {
      const byLanguage = new Map<number, number>();
      for (const page of PLACEMENT_PAGES[ad.placement]) for (const [l, n] of shown.get(`${day}\n${page}`) ?? []) byLanguage.set(l, (byLanguage.get(l) ?? 0) + n);
      return byLanguage;
    };
    const pageViews = running.reduce((n, day) => n + [...pagesOf(day).values()].reduce((m, v) => m + v, 0), 0);
    const target = ad.impressions * (ad.isActive ? 0.5 + 0.3 * random() : 0.3);
    const rate = Math.min(pageViews ? target / pageViews : 0, (ad.type === 'popup' ? 0.25 : 0.8) * (0.8 + 0.2 * random()));
    const ctr = (ad.clicks / Math.max(1, ad.impressions)) * (0.7 + 0.3 * random());
    const history: AdHistory = { id: ad.id, days: {}, languages: {} };
    for (const day of running) {
      const counts: AdDayCountsDoc = { impressions: 0, clicks: 0, l: {} };
      for (const [languageId, views] of [...pagesOf(day)].sort(([a], [b]) => a - b)) {
        // At most 1.1 × 0.8 of the pages: never more impressions than pages, never more clicks than impressions.
        const impressions = roundRandomly(rate * views * (0.9 + 0.2 * random()));
        if (impressions === 0) continue;
        const clicks = roundRandomly(impressions * ctr * (0.7 + 0.6 * random()));
        counts.impressions! += impressions;
        counts.clicks! += clicks;
        counts.l![String(languageId)] = { impressions, clicks };
        const life = (history.languages[String(languageId)] ??= { impressions: 0, clicks: 0 });
        life.impressions += impressions;
        life.clicks += clicks;
      }
      if (counts.impressions) history.days[day] = counts;
    }
    return history;
  });
}

/** Builds the history for the seeded content and writes it (see the file's comment). */
export async function seedAnalyticsHistory(services: Services, content: Omit<HistoryInput, 'now' | 'timeZone'>): Promise<void> {
  const history = buildAnalyticsHistory({ ...content, now: services.clock.now(), timeZone: await services.analytics.timeZone() });
  await services.analytics.store.addAll(history.days);
  for (const ad of history.ads) {
    const lifetime = content.ads.find((a) => a.id === ad.id)!;
    await services.repos.ads.seedCounts(ad.id, { impressions: lifetime.impressions, clicks: lifetime.clicks }, ad.days, ad.languages);
  }
}
