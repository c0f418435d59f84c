/**
 * Cookie-free analytics (issue 30, docs/analytics.md): counting page views into daily rollups, and
 * the console's report and CSV export read from them.
 *
 * A daily visitor is sha256(daySalt, IP, user agent): the salt is 32 random bytes per site-day
 * (analyticsSalts, TTL two days after the day), kept in the instance; the day is the site's (the
 * `timeZone` setting), so the salt changes at the reporting midnight. Neither the IP nor the user
 * agent is stored. A page view costs at most 2 writes and no read in the request path
 * (analytics-repository.ts); the settings, languages and catalog it needs are the instance's own.
 *
 * Not counted: automation (ad-bots.ts), beacons sent from preview links or the console, requests
 * carrying staff credentials, an unknown language, and an address past PER_ADDRESS_PER_MINUTE in
 * this instance (the answer is the same 204 either way).
 */
import { createHash } from 'node:crypto';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  AnalyticsBeaconSchema,
  AnalyticsQuerySchema,
  DEFAULT_SITE_TIME_ZONE,
  type AnalyticsReport,
  type CountedKey,
} from '../../contract/index.js';
import { AnalyticsRepository, type AnalyticsDayDoc, type CountCell, type DayIncrement, type DayMap } from '../../data/analytics-repository.js';
import type { Repositories } from '../../data/index.js';
import { BadRequestError } from '../../errors.js';
import { addressScope } from '../ads-service.js';
import { isAutomatedUserAgent } from '../ad-bots.js';
import type { Clock } from '../clock.js';
import type { LanguagesService } from '../languages-service.js';
import { addDays, browserLanguageKey, countryOf, deviceClass, isRealDate, mapKey, normaliseSource, zonedParts, zonedStart } from './attributes.js';

const DAY_MS = 86_400_000;
/** Page-view beacons counted per client address (IPv4, or IPv6 /64) per minute in one instance. */
export const PER_ADDRESS_PER_MINUTE = 60;
/** How long an instance keeps the site's time zone before reading the settings again. */
export const SETTINGS_TTL_MS = 60_000;
const KNOWN_VISITORS_MAX = 100_000;

/** What the request says about the hit (never stored). */
export interface HitContext {
  clientAddress: string;
  userAgent?: string;
  /** The Host the page was served from: a referrer on it is "direct". */
  host?: string;
  /** The Referer header (the page that sent the beacon). */
  pageUrl?: string;
  /** The request carried credentials (Authorization): a signed-in staff member. */
  withCredentials?: boolean;
}

export interface AnalyticsDeps {
  db: ConstructorParameters<typeof AnalyticsRepository>[0];
  repos: Pick<Repositories, 'settings' | 'ads' | 'articles'>;
  languages: LanguagesService;
  clock: Clock;
  /** Whether an article is published (from the instance's catalog): other ids are not counted as articles. */
  isPublished: (articleId: number) => Promise<boolean>;
  /** Titles of articles for the report. */
  titles: (ids: number[]) => Promise<Map<number, string>>;
  log?: (message: string, details: Record<string, unknown>) => void;
  repository?: AnalyticsRepository;
}

export class AnalyticsService {
  readonly store: AnalyticsRepository;
  private zone?: { at: number; value: Promise<string> };
  private readonly salts = new Map<string, Promise<Buffer>>();
  private knownDay = '';
  private readonly known = new Set<string>();
  private addressWindow = { minute: -1, counts: new Map<string, number>() };
  private capDay = '';
  private readonly keysSeen = new Map<string, Set<string>>();

  constructor(private readonly deps: AnalyticsDeps) {
    this.store = deps.repository ?? new AnalyticsRepository(deps.db);
  }

  /** The site's reporting time zone (kept SETTINGS_TTL_MS; dropped here when the settings are saved). */
  timeZone(): Promise<string> {
    const now = Date.now();
    if (!this.zone || now - this.zone.at > SETTINGS_TTL_MS) {
      const value = this.deps.repos.settings.getSiteSettings().then(
        (s) => s.timeZone ?? DEFAULT_SITE_TIME_ZONE,
        () => DEFAULT_SITE_TIME_ZONE,
      );
      this.zone = { at: now, value };
    }
    return this.zone.value;
  }

  settingsChanged(): void {
    this.zone = undefined;
  }

  /**
   * Counts one beacon if it should be: never throws on the reader's input (the route answers 204
   * whatever happens). `body` is the raw text (sendBeacon sends text/plain) or parsed JSON.
   */
  async recordBeacon(body: unknown, ctx: HitContext): Promise<'counted' | 'ignored'> {
    let value = body;
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      try {
        value = JSON.parse(String(body));
      } catch {
        return 'ignored';
      }
    }
    const parsed = AnalyticsBeaconSchema.safeParse(value);
    if (!parsed.success) return 'ignored';
    const beacon = parsed.data;
    if (isAutomatedUserAgent(ctx.userAgent) || ctx.withCredentials || fromPreview(ctx.pageUrl)) return 'ignored';
    if (!this.withinAddressLimit(ctx.clientAddress)) return 'ignored';

    const catalog = await this.deps.languages.loadCatalog();
    const language = catalog.all.find((l) => l.code === beacon.language && l.isActive);
    if (!language) return 'ignored';
    const articleId = beacon.page === 'article' && beacon.articleId !== undefined && (await this.deps.isPublished(beacon.articleId)) ? beacon.articleId : undefined;
    if (beacon.page === 'article' && articleId === undefined) return 'ignored';

    const now = this.deps.clock.now();
    const zone = await this.timeZone();
    const { day, hour } = zonedParts(now, zone);
    const hh = String(hour).padStart(2, '0');
    const lid = String(language.id);
    const articleKey = articleId === undefined ? undefined : `${articleId}_${lid}`;

    if (beacon.type === 'engaged') {
      const e = { es: beacon.seconds, ec: 1 };
      await this.store.add({
        day,
        top: { engagedSeconds: beacon.seconds, engagedCount: 1 },
        cells: { languages: { [lid]: e }, pages: { [beacon.page]: e }, ...(articleKey && { articles: { [articleKey]: e } }) },
      });
      return 'counted';
    }

    const visitor = await this.visitorHash(day, zone, ctx);
    const dayEnd = zonedStart(addDays(day, 1), zone);
    const knownKey = `${day}_${visitor}`;
    if (this.knownDay !== day) {
      this.knownDay = day;
      this.known.clear();
    }
    const isNew = await this.store.markVisitor(day, visitor, now, articleId ?? null, new Date(dayEnd.getTime() + DAY_MS), this.known.has(knownKey));
    if (this.known.size < KNOWN_VISITORS_MAX) this.known.add(knownKey);

    const v = isNew ? 1 : 0;
    const cell: CountCell = { pv: 1, v };
    const capped = (map: DayMap, key: string | undefined) => (key === undefined ? {} : { [this.capKey(day, map, key)]: cell });
    const inc: DayIncrement = {
      day,
      top: { pageviews: 1, visitors: v },
      cells: {
        hours: { [hh]: cell, [`${hh}_${lid}`]: cell, ...(articleId !== undefined && { [`${hh}_a${articleId}`]: cell }) },
        languages: { [lid]: cell },
        pages: { [beacon.page]: cell },
        ...(articleKey && { articles: { [articleKey]: cell } }),
        sources: capped('sources', mapKey(normaliseSource(beacon.referrer, ctx.host))),
        countries: capped('countries', countryOf(beacon.timeZone)),
        devices: { [deviceClass(ctx.userAgent ?? '', beacon.screenWidth)]: cell },
        browserLanguages: capped('browserLanguages', browserLanguageKey(beacon.browserLanguage)),
        utmSources: capped('utmSources', mapKey(beacon.utmSource?.toLowerCase())),
        utmMediums: capped('utmMediums', mapKey(beacon.utmMedium?.toLowerCase())),
        utmCampaigns: capped('utmCampaigns', mapKey(beacon.utmCampaign)),
      },
    };
    await this.store.add(inc);
    return 'counted';
  }

  /** A share of a published article, on the day's rollup (the lifetime counter is counted apart). */
  async recordShare(articleId: number): Promise<void> {
    const { day } = zonedParts(this.deps.clock.now(), await this.timeZone());
    await this.store.add({ day, top: { shares: 1 }, cells: { articleShares: { [String(articleId)]: { sh: 1 } } } });
  }

  /** sha256(daySalt, IP scope, user agent), hex: the same reader all day, another one tomorrow. */
  private async visitorHash(day: string, zone: string, ctx: HitContext): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.store.daySalt(day, new Date(zonedStart(addDays(day, 1), zone).getTime() + 2 * DAY_MS));
      salt.catch(() => this.salts.delete(day));
      // Only today's and yesterday's are useful: forget older ones.
      for (const k of this.salts.keys()) if (k < addDays(day, -1)) this.salts.delete(k);
      this.salts.set(day, salt);
    }
    return createHash('sha256')
      .update(await salt)
      .update('\n')
      .update(addressScope(ctx.clientAddress))
      .update('\n')
      .update(ctx.userAgent ?? '')
      .digest('hex');
  }

  private withinAddressLimit(address: string): boolean {
    const minute = Math.floor(this.deps.clock.now().getTime() / 60_000);
    if (this.addressWindow.minute !== minute) this.addressWindow = { minute, counts: new Map() };
    const key = addressScope(address);
    const n = (this.addressWindow.counts.get(key) ?? 0) + 1;
    this.addressWindow.counts.set(key, n);
    return n <= PER_ADDRESS_PER_MINUTE;
  }

  /** A breakdown keeps at most ANALYTICS_LIMITS.breakdownCap keys a day per instance; the rest are "other". */
  private capKey(day: string, map: DayMap, key: string): string {
    if (this.capDay !== day) {
      this.capDay = day;
      this.keysSeen.clear();
    }
    let seen = this.keysSeen.get(map);
    if (!seen) this.keysSeen.set(map, (seen = new Set()));
    if (seen.has(key)) return key;
    if (seen.size >= ANALYTICS_LIMITS.breakdownCap) return 'other';
    seen.add(key);
    return key;
  }

  /** The console's report for a range of site-days (GET /api/admin/analytics). */
  async report(rawQuery: Record<string, unknown>): Promise<AnalyticsReport> {
    const q = parseQuery(rawQuery);
    const zone = await this.timeZone();
    const days = rangeDays(q.from, q.to);
    const docs = await this.store.days(q.from, q.to);
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
      return { pv: d.pageviews, v: d.visitors, es: d.engagedSeconds, ec: d.engagedCount };
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
    totals.engagedSeconds = ec ? Math.round(es / ec) : 0;

    const ads = await this.deps.repos.ads.listAll();
    if (ads.length) {
      const counts = await this.deps.repos.ads.countsOf(ads.map((a) => a.id), days);
      for (const c of counts.values()) {
        for (const day of days) {
          totals.adImpressions += c.days[day]?.impressions ?? 0;
          totals.adClicks += c.days[day]?.clicks ?? 0;
        }
      }
    }

    const topArticles = [...articles.entries()].sort((a, b) => b[1].pv - a[1].pv || a[0] - b[0]).slice(0, ANALYTICS_LIMITS.breakdownCap);
    const titles = await this.deps.titles(topArticles.map(([id]) => id));
    const now = this.deps.clock.now();
    const online = await this.store.online(new Date(now.getTime() - ANALYTICS_LIMITS.onlineMinutes * 60_000), aid);

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
   * GET /api/admin/analytics/export: one row per site-day and language edition read, then the
   * day's site totals (languageId "all"): date,languageId,languageCode,pageviews,visitors,engagedSecondsAvg.
   */
  async exportCsv(rawQuery: Record<string, unknown>): Promise<string> {
    const q = parseQuery({ from: rawQuery.from, to: rawQuery.to });
    const docs = await this.store.days(q.from, q.to);
    const catalog = await this.deps.languages.loadCatalog();
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
}

function fromPreview(pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  try {
    return /^\/(preview|admin)(\/|$)/.test(new URL(pageUrl).pathname);
  } catch {
    return false;
  }
}

/** Validates the query: the schema, then real dates, order, length, and hour only for one day. */
function parseQuery(raw: Record<string, unknown>) {
  const parsed = AnalyticsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'query');
    const message = issue.code === 'invalid_type' && (field === 'from' || field === 'to') ? ANALYTICS_MESSAGES.invalidDate(field) : issue.message;
    throw new BadRequestError(message, field, issue.code);
  }
  const q = parsed.data;
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
