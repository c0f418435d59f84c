/**
 * The console's analytics report and CSV export (GET /api/admin/analytics, /export), read from the
 * daily rollups analytics-service.ts counts into (docs/analytics.md): a range of site-days, one
 * language edition or one article, by day or (one day) by hour.
 */
import { ANALYTICS_FIRST_DAY, ANALYTICS_LIMITS, ANALYTICS_MESSAGES, AnalyticsQuerySchema, type AnalyticsReport, type CountedKey } from '../../contract/index.js';
import type { AnalyticsDayDoc, AnalyticsRepository, CountCell } from '../../data/analytics-repository.js';
import { BadRequestError } from '../../errors.js';
import type { Repositories } from '../../data/index.js';
import type { Clock } from '../clock.js';
import type { LanguagesService } from '../languages-service.js';
import { addDays, isRealDate, zonedParts, zonedStart } from './attributes.js';
import { adTotalsOver } from '../ad-figures.js';

/**
 * What the report reads: the rollups, the ads' daily counts, titles, languages and the clock
 * (AnalyticsService passes its own; spelt out here, not picked from AnalyticsDeps, so this module
 * does not import the one that imports it).
 */
export interface ReportDeps {
  repos: Pick<Repositories, 'ads'>;
  languages: Pick<LanguagesService, 'loadCatalog'>;
  clock: Clock;
  titles: (ids: number[]) => Promise<Map<number, string>>;
  store: AnalyticsRepository;
}

/** The console's report for a range of site-days (GET /api/admin/analytics), in the site's time zone `zone`. */
export async function buildReport(deps: ReportDeps, zone: string, rawQuery: Record<string, unknown>): Promise<AnalyticsReport> {
  const q = parseQuery(rawQuery, lastDay(deps.clock, zone));
  const days = rangeDays(q.from, q.to);
  const docs = await deps.store.days(q.from, q.to);
  const byDay = new Map<string, AnalyticsDayDoc[]>();
  for (const d of docs) byDay.set(d.day, [...(byDay.get(d.day) ?? []), d]);

  const lid = q.languageId === undefined ? undefined : String(q.languageId);
  const aid = q.articleId;
  // The cells that make up the selection in a doc.
  const articleCells = (d: AnalyticsDayDoc) =>
    Object.entries(d.articles ?? {}).filter(([k]) => {
      const [a, l] = k.split('_');
      return (aid === undefined || Number(a) === aid) && (lid === undefined || l === lid);
    });
  const selected = (d: AnalyticsDayDoc): CountCell => {
    if (aid !== undefined) return sumCells(articleCells(d).map(([, c]) => c));
    if (lid !== undefined) return d.languages?.[lid] ?? {};
    return siteCell(d);
  };

  const totals = { pageviews: 0, visitors: 0, articleViews: 0, shares: 0, adImpressions: 0, adClicks: 0, engagedSeconds: 0 };
  let es = 0;
  let ec = 0;
  const series: AnalyticsReport['series'] = [];
  const languages = new Map<string, CountCell>();
  const articles = new Map<number, { pv: number; v: number; sh: number; byLanguage: Map<number, number> }>();
  const breakdowns: Record<'sources' | 'countries' | 'devices' | 'browserLanguages', Map<string, CountCell>> = {
    sources: new Map(),
    countries: new Map(),
    devices: new Map(),
    browserLanguages: new Map(),
  };
  const hourly = q.interval === 'hour';
  const hours: CountCell[] = Array.from({ length: 24 }, () => ({}));

  for (const day of days) {
    const dayCell: CountCell = {};
    for (const d of byDay.get(day) ?? []) {
      const c = selected(d);
      addCell(dayCell, c);
      totals.articleViews += sumCells(articleCells(d).map(([, x]) => x)).pv ?? 0;
      for (const [k, c2] of Object.entries(d.languages ?? {})) if (lid === undefined || k === lid) addCell(getOr(languages, k), aid === undefined ? c2 : {});
      for (const [k, c2] of articleCells(d)) {
        const [a, l] = k.split('_').map(Number) as [number, number];
        const e = articles.get(a) ?? { pv: 0, v: 0, sh: 0, byLanguage: new Map() };
        e.pv += c2.pv ?? 0;
        e.v += c2.v ?? 0;
        e.byLanguage.set(l, (e.byLanguage.get(l) ?? 0) + (c2.pv ?? 0));
        articles.set(a, e);
        if (aid !== undefined) addCell(getOr(languages, String(l)), c2);
      }
      for (const [a, c2] of Object.entries(d.articleShares ?? {})) {
        if (aid !== undefined && Number(a) !== aid) continue;
        totals.shares += c2.sh ?? 0;
        const e = articles.get(Number(a));
        if (e) e.sh += c2.sh ?? 0;
      }
      for (const name of Object.keys(breakdowns) as (keyof typeof breakdowns)[]) {
        for (const [k, c2] of Object.entries(d[name] ?? {})) addCell(getOr(breakdowns[name], k), c2);
      }
      if (hourly) {
        for (let h = 0; h < 24; h++) {
          const hh = String(h).padStart(2, '0');
          const key = aid !== undefined ? `${hh}_a${aid}` : lid !== undefined ? `${hh}_${lid}` : hh;
          addCell(hours[h]!, d.hours?.[key] ?? {});
        }
      }
    }
    totals.pageviews += dayCell.pv ?? 0;
    totals.visitors += dayCell.v ?? 0;
    es += dayCell.es ?? 0;
    ec += dayCell.ec ?? 0;
    if (!hourly) series.push({ start: zonedStart(day, zone).toISOString(), pageviews: dayCell.pv ?? 0, visitors: dayCell.v ?? 0 });
  }
  if (hourly) {
    for (let h = 0; h < 24; h++) series.push({ start: zonedStart(q.from, zone, h).toISOString(), pageviews: hours[h]!.pv ?? 0, visitors: hours[h]!.v ?? 0 });
  }
  totals.engagedSeconds = averageEngaged({ es, ec });

  // The ads' counters are keyed by site-day too (ad-figures.ts): the same days as the rollups'.
  const ads = await adTotalsOver(deps.repos, days);
  totals.adImpressions = ads.impressions;
  totals.adClicks = ads.clicks;

  const topArticles = [...articles.entries()].sort((a, b) => b[1].pv - a[1].pv || a[0] - b[0]).slice(0, ANALYTICS_LIMITS.breakdownCap);
  const titles = await deps.titles(topArticles.map(([id]) => id));
  const now = deps.clock.now();
  const online = await deps.store.online(new Date(now.getTime() - ANALYTICS_LIMITS.onlineMinutes * 60_000), aid);

  return {
    from: q.from,
    to: q.to,
    interval: q.interval,
    timeZone: zone,
    visitorsSummed: q.from !== q.to,
    totals,
    series,
    languages: [...languages.entries()]
      .map(([k, c]) => ({ languageId: Number(k), pageviews: c.pv ?? 0, visitors: c.v ?? 0 }))
      .filter((l) => l.pageviews > 0)
      .sort((a, b) => b.pageviews - a.pageviews || a.languageId - b.languageId),
    articles: topArticles.map(([id, e]) => ({
      id,
      title: titles.get(id) ?? '',
      pageviews: e.pv,
      visitors: e.v,
      shares: e.sh,
      byLanguage: [...e.byLanguage.entries()].map(([languageId, pageviews]) => ({ languageId, pageviews })).sort((a, b) => b.pageviews - a.pageviews || a.languageId - b.languageId),
    })),
    sources: counted(breakdowns.sources),
    countries: counted(breakdowns.countries),
    devices: counted(breakdowns.devices),
    browserLanguages: counted(breakdowns.browserLanguages),
    online,
  };
}

/**
 * The site-wide totals of a range of site-days, as `buildReport` with no language or article
 * gives them (the dashboard's tiles, the Advertise page's measured audience): page views, visitors
 * and average engaged seconds from the same rollups, ad impressions and clicks from the same
 * counters; without the breakdowns, titles or online count (one query of the days' shards, and
 * the ads' counters).
 */
export async function buildTotals(deps: Pick<ReportDeps, 'repos' | 'store'>, from: string, to: string): Promise<RangeTotals> {
  const [docs, ads] = await Promise.all([deps.store.days(from, to), adTotalsOver(deps.repos, rangeDays(from, to))]);
  const site: CountCell = {};
  for (const d of docs) addCell(site, siteCell(d));
  return {
    pageviews: site.pv ?? 0,
    visitors: site.v ?? 0,
    engagedSeconds: averageEngaged(site),
    adImpressions: ads.impressions,
    adClicks: ads.clicks,
  };
}

export interface RangeTotals {
  pageviews: number;
  /** Summed daily visitors. */
  visitors: number;
  /** Average engaged seconds per reported page view. */
  engagedSeconds: number;
  adImpressions: number;
  adClicks: number;
}

/**
 * GET /api/admin/analytics/export: one row per site-day and language edition read, then the
 * day's site totals (languageId "all"): date,languageId,languageCode,pageviews,visitors,engagedSecondsAvg.
 */
export async function buildCsv(deps: ReportDeps, zone: string, rawQuery: Record<string, unknown>): Promise<string> {
  const q = parseQuery({ from: rawQuery.from, to: rawQuery.to }, lastDay(deps.clock, zone));
  const docs = await deps.store.days(q.from, q.to);
  const catalog = await deps.languages.loadCatalog();
  const rows = ['date,languageId,languageCode,pageviews,visitors,engagedSecondsAvg'];
  for (const day of rangeDays(q.from, q.to)) {
    const mine = docs.filter((d) => d.day === day);
    const langs = new Map<string, CountCell>();
    const site: CountCell = {};
    for (const d of mine) {
      addCell(site, { pv: d.pageviews, v: d.visitors, es: d.engagedSeconds, ec: d.engagedCount });
      for (const [k, c] of Object.entries(d.languages ?? {})) addCell(getOr(langs, k), c);
    }
    for (const [k, c] of [...langs.entries()].sort((a, b) => Number(a[0]) - Number(b[0]))) {
      rows.push([day, k, csv(catalog.get(Number(k))?.code ?? ''), c.pv ?? 0, c.v ?? 0, c.ec ? Math.round((c.es ?? 0) / c.ec) : 0].join(','));
    }
    rows.push([day, 'all', '', site.pv ?? 0, site.v ?? 0, site.ec ? Math.round((site.es ?? 0) / site.ec) : 0].join(','));
  }
  return rows.join('\r\n') + '\r\n';
}

/** The latest day the report answers: a year after the site's today (a later one is a typo, and no day past it has counts). */
function lastDay(clock: Clock, zone: string): string {
  const [y, m, d] = zonedParts(clock.now(), zone).day.split('-').map(Number) as [number, number, number];
  // 29 February's year after is 1 March.
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Validates the query: the schema, then each date within ANALYTICS_FIRST_DAY..`last` (compared as
 * text, before any date arithmetic: a year past 9999 or before 1000 does not sort), real dates,
 * order, length, and hour only for one day.
 */
function parseQuery(raw: Record<string, unknown>, last: string) {
  const parsed = AnalyticsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'query');
    const message = issue.code === 'invalid_type' && (field === 'from' || field === 'to') ? ANALYTICS_MESSAGES.invalidDate(field) : issue.message;
    throw new BadRequestError(message, field, issue.code);
  }
  const q = parsed.data;
  for (const field of ['from', 'to'] as const) {
    if (q[field] < ANALYTICS_FIRST_DAY || q[field] > last) throw new BadRequestError(ANALYTICS_MESSAGES.dateOutOfRange(field, last), field, 'out of range');
  }
  for (const field of ['from', 'to'] as const) if (!isRealDate(q[field])) throw new BadRequestError(ANALYTICS_MESSAGES.invalidDate(field), field, 'not a calendar date');
  if (q.from > q.to) throw new BadRequestError(ANALYTICS_MESSAGES.rangeReversed, 'from', 'after to');
  if (rangeDays(q.from, q.to).length > ANALYTICS_LIMITS.rangeDaysMax) throw new BadRequestError(ANALYTICS_MESSAGES.rangeTooLong, 'to', 'range too long');
  if (q.interval === 'hour' && q.from !== q.to) throw new BadRequestError(ANALYTICS_MESSAGES.hourlyOneDay, 'interval', 'more than one day');
  return q;
}

function rangeDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= ANALYTICS_LIMITS.rangeDaysMax; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A day shard's site-wide figures as a cell. */
function siteCell(d: AnalyticsDayDoc): CountCell {
  return { pv: d.pageviews, v: d.visitors, es: d.engagedSeconds, ec: d.engagedCount };
}

/** Average engaged seconds per page view that reported its engaged time. */
function averageEngaged(c: CountCell): number {
  return c.ec ? Math.round((c.es ?? 0) / c.ec) : 0;
}

function addCell(into: CountCell, c: CountCell): void {
  for (const f of ['pv', 'v', 'es', 'ec', 'sh'] as const) if (c[f]) into[f] = (into[f] ?? 0) + c[f]!;
}
function sumCells(cells: CountCell[]): CountCell {
  const out: CountCell = {};
  for (const c of cells) addCell(out, c);
  return out;
}
function getOr(map: Map<string, CountCell>, key: string): CountCell {
  let c = map.get(key);
  if (!c) map.set(key, (c = {}));
  return c;
}
function counted(map: Map<string, CountCell>): CountedKey[] {
  return [...map.entries()]
    .map(([key, c]) => ({ key, pageviews: c.pv ?? 0, visitors: c.v ?? 0 }))
    .filter((c) => c.pageviews > 0)
    .sort((a, b) => b.pageviews - a.pageviews || a.key.localeCompare(b.key))
    .slice(0, ANALYTICS_LIMITS.breakdownCap);
}
function csv(text: string): string {
  return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
