/**
 * Cookie-free analytics (issue 30, docs/analytics.md): counting page views into daily rollups; the
 * console's report and CSV export read from them (analytics-report.ts).
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
import { ANALYTICS_LIMITS, AnalyticsBeaconSchema, DEFAULT_SITE_TIME_ZONE, type AnalyticsReport } from '../../contract/index.js';
import { AnalyticsRepository, type CountCell, type DayIncrement, type DayMap, type FirstHit, type StoredReaderMarker } from '../../data/analytics-repository.js';
import type { Repositories } from '../../data/index.js';
import { addressScope } from '../ads-service.js';
import { isAutomatedUserAgent } from '../ad-bots.js';
import type { Clock } from '../clock.js';
import type { LanguagesService } from '../languages-service.js';
import { buildCsv, buildReport, buildTotals, type RangeTotals } from './analytics-report.js';
import { addDays, browserLanguageKey, countryOf, deviceClass, mapKey, normaliseSource, zonedParts, zonedStart } from './attributes.js';

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
    const knownKey = `${day}_${visitor}_${lid}`;
    if (this.knownDay !== day) {
      this.knownDay = day;
      this.known.clear();
    }
    const source = this.capKey(day, 'sources', mapKey(normaliseSource(beacon.referrer, ctx.host)));
    const first: FirstHit = {
      sources: source,
      countries: this.capKey(day, 'countries', countryOf(beacon.timeZone)),
      devices: deviceClass(ctx.userAgent ?? '', beacon.screenWidth),
      browserLanguages: this.capKey(day, 'browserLanguages', browserLanguageKey(beacon.browserLanguage)),
      utmSources: this.capKey(day, 'utmSources', mapKey(beacon.utmSource?.toLowerCase())),
      utmMediums: this.capKey(day, 'utmMediums', mapKey(beacon.utmMedium?.toLowerCase())),
      utmCampaigns: this.capKey(day, 'utmCampaigns', mapKey(beacon.utmCampaign)),
    };
    // A new reader of this edition today (exact); the site's reader is counted by the trigger on
    // the marker's creation (analytics-repository.ts countSiteReader).
    const isNew = await this.store.markReader(
      { day, visitor, languageId: language.id, hour: hh, first: withoutEmpty(first), at: now, articleId: articleId ?? null, expireAt: new Date(dayEnd.getTime() + DAY_MS) },
      this.known.has(knownKey),
    );
    if (this.known.size < KNOWN_VISITORS_MAX) this.known.add(knownKey);

    const view: CountCell = { pv: 1 };
    const reader: CountCell = { pv: 1, v: isNew ? 1 : 0 };
    const viewIn = (key: string | undefined) => (key === undefined ? {} : { [key]: view });
    const inc: DayIncrement = {
      day,
      top: { pageviews: 1 },
      cells: {
        hours: { [hh]: view, [`${hh}_${lid}`]: reader, ...(articleId !== undefined && { [`${hh}_a${articleId}`]: reader }) },
        languages: { [lid]: reader },
        pages: { [beacon.page]: view },
        ...(articleKey && { articles: { [articleKey]: reader } }),
        ...Object.fromEntries(Object.entries(first).map(([map, key]) => [map, viewIn(key)])),
      },
    };
    await this.store.add(inc);
    return 'counted';
  }

  /** The trigger on a new edition marker: counts its reader as the site's reader of the day, once. */
  countSiteReader(marker: StoredReaderMarker): Promise<boolean> {
    return this.store.countSiteReader(marker);
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
  private capKey(day: string, map: DayMap, key: string | undefined): string | undefined {
    if (key === undefined) return undefined;
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

  /** The console's report for a range of site-days (GET /api/admin/analytics): analytics-report.ts. */
  async report(rawQuery: Record<string, unknown>): Promise<AnalyticsReport> {
    return buildReport({ ...this.deps, store: this.store }, await this.timeZone(), rawQuery);
  }

  /** The site-wide totals of site-days `from`..`to` (the dashboard, the Advertise page): analytics-report.ts. */
  totals(from: string, to: string): Promise<RangeTotals> {
    return buildTotals({ repos: this.deps.repos, store: this.store }, from, to);
  }

  /** GET /api/admin/analytics/export: analytics-report.ts. */
  exportCsv(rawQuery: Record<string, unknown>): Promise<string> {
    return buildCsv({ ...this.deps, store: this.store }, rawQuery);
  }
}

/** A beacon from a preview link or the console is not a reader's. */
function fromPreview(pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  try {
    return /^\/(preview|admin)(\/|$)/.test(new URL(pageUrl).pathname);
  } catch {
    return false;
  }
}

function withoutEmpty(first: FirstHit): FirstHit {
  return Object.fromEntries(Object.entries(first).filter(([, key]) => key !== undefined)) as FirstHit;
}
