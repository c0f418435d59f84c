/**
 * Cookie-free analytics (issue 30, docs/analytics.md): counting page views into daily rollups; the
 * console's report and CSV export read from them (analytics-report.ts).
 *
 * A daily visitor is sha256(daySalt, IP, user agent): the salt is 32 random bytes per site-day
 * (analyticsSalts; deleted when the next day's is made, its TTL the end of its day), the instance
 * keeping today's only; the day is the site's (the `timeZone` setting), so the salt changes at the
 * reporting midnight. Neither the IP nor the user agent is stored. A page view costs at most 3
 * writes, one batch, and no read in the request path (analytics-repository.ts); the settings,
 * languages and catalog it needs are the instance's own. Engaged time counts only for a counted
 * view, once (its open view); every key from outside goes through breakdownKey (attributes.ts).
 *
 * Not counted: automation (ad-bots.ts), beacons sent from preview links or the console, requests
 * carrying staff credentials, an unknown language, a view id counted already, and an address past
 * PER_ADDRESS_PER_MINUTE in this instance (the answer is the same 204 either way).
 */
import { createHash } from 'node:crypto';
import { ANALYTICS_LIMITS, AnalyticsBeaconSchema, DEFAULT_SITE_TIME_ZONE, KNOWN_SOURCES, type AnalyticsReport } from '../../contract/index.js';
import { AnalyticsRepository, FIRST_HIT_MAPS, type CountCell, type FirstHit, type StoredReaderMarker } from '../../data/analytics-repository.js';
import type { Repositories } from '../../data/index.js';
import { addressScope } from '../ads-service.js';
import { isAutomatedUserAgent } from '../ad-bots.js';
import type { Clock } from '../clock.js';
import type { LanguagesService } from '../languages-service.js';
import { buildCsv, buildReport, buildTotals, type RangeTotals } from './analytics-report.js';
import { addDays, breakdownKey, browserLanguageKey, countryOf, deviceClass, normaliseSource, zonedParts, zonedStart } from './attributes.js';

const DAY_MS = 86_400_000;
/** Page-view beacons counted per client address (IPv4, or IPv6 /64) per minute in one instance. */
export const PER_ADDRESS_PER_MINUTE = 60;
/** How long an instance keeps the site's time zone before reading the settings again. */
export const SETTINGS_TTL_MS = 60_000;
const KNOWN_VISITORS_MAX = 100_000;
/** Keys a capped breakdown always keeps (a fixed, small set): no flood of invented ones turns them into "other". */
const ALWAYS_KEPT = new Set<string>([...KNOWN_SOURCES, 'unknown', 'other']);
/** The capped breakdowns (devices are three fixed classes). */
type CappedMap = Exclude<(typeof FIRST_HIT_MAPS)[number], 'devices'>;

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
  /** New keys each client address added today, per breakdown ("{map}\n{address scope}" → count). */
  private readonly keysAddedBy = new Map<string, number>();

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

    if (beacon.type === 'engaged') {
      // Only a view counted and still open, once (closing it), on its own day, edition, page and article.
      const closed = await this.store.closeView(beacon.viewId, (v) => {
        const e = { es: beacon.seconds, ec: 1 };
        const lid = String(v.languageId);
        return {
          day: v.day,
          top: { engagedSeconds: beacon.seconds, engagedCount: 1 },
          cells: { languages: { [lid]: e }, pages: { [v.page]: e }, ...(v.articleId !== null && { articles: { [`${v.articleId}_${lid}`]: e } }) },
        };
      });
      return closed ? 'counted' : 'ignored';
    }

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

    const visitor = await this.visitorHash(day, zone, ctx);
    const dayEnd = zonedStart(addDays(day, 1), zone);
    const expireAt = new Date(dayEnd.getTime() + DAY_MS);
    const knownKey = `${day}_${visitor}_${lid}`;
    if (this.knownDay !== day) {
      this.knownDay = day;
      this.known.clear();
    }
    // Every key from outside goes through breakdownKey; a capped breakdown takes a new key only
    // from a new reader of an edition, and a bounded number a day from one client address.
    const raw: Record<CappedMap, string | undefined> = {
      sources: normaliseSource(beacon.referrer, ctx.host),
      countries: countryOf(beacon.timeZone),
      browserLanguages: browserLanguageKey(beacon.browserLanguage),
      utmSources: beacon.utmSource?.toLowerCase(),
      utmMediums: beacon.utmMedium?.toLowerCase(),
      utmCampaigns: beacon.utmCampaign,
    };
    const device = deviceClass(ctx.userAgent ?? '', beacon.screenWidth);
    const client = addressScope(ctx.clientAddress);
    const taken: (() => void)[] = [];
    const firstOf = (isNew: boolean): FirstHit => {
      const first: FirstHit = { devices: device };
      for (const [map, value] of Object.entries(raw) as [CappedMap, string | undefined][]) {
        const key = this.capKey(day, map, breakdownKey(value), isNew ? { client, taken } : undefined);
        if (key !== undefined) first[map] = key;
      }
      return first;
    };
    let outcome: Awaited<ReturnType<AnalyticsRepository['recordView']>> | undefined;
    try {
      outcome = await this.store.recordView(
        { day, visitor, languageId: language.id, hour: hh, at: now, articleId: articleId ?? null, expireAt },
        { id: beacon.viewId, day, languageId: language.id, page: beacon.page, articleId: articleId ?? null, expireAt },
        this.known.has(knownKey),
        (isNew) => {
          // A new reader of this edition today (exact); the site's reader is counted by the trigger
          // on the marker's creation (analytics-repository.ts countSiteReader).
          const first = firstOf(isNew);
          const view: CountCell = { pv: 1 };
          const reader: CountCell = { pv: 1, v: isNew ? 1 : 0 };
          const viewIn = (key: string | undefined) => (key === undefined ? {} : { [key]: view });
          return {
            first,
            increment: {
              day,
              top: { pageviews: 1 },
              cells: {
                hours: { [hh]: view, [`${hh}_${lid}`]: reader, ...(articleId !== undefined && { [`${hh}_a${articleId}`]: reader }) },
                languages: { [lid]: reader },
                pages: { [beacon.page]: view },
                ...(articleKey && { articles: { [articleKey]: reader } }),
                ...Object.fromEntries(Object.entries(first).map(([map, key]) => [map, viewIn(key)])),
              },
            },
          };
        },
      );
    } finally {
      // Keys taken for a new reader who was not one after all (or a write that failed) are given back.
      if (outcome !== 'new') for (const give of taken) give();
    }
    if (outcome !== 'replayed' && this.known.size < KNOWN_VISITORS_MAX) this.known.add(knownKey);
    return outcome === 'replayed' ? 'ignored' : 'counted';
  }

  /** The trigger on a new edition marker: counts its reader as the site's reader of the day, once. */
  countSiteReader(marker: StoredReaderMarker): Promise<boolean> {
    // The marker's keys went through breakdownKey when written; again here, so a marker written
    // before that (or by hand) cannot make the trigger's batch fail on every retry.
    const first: FirstHit = {};
    for (const map of FIRST_HIT_MAPS) {
      const key = breakdownKey(marker.first?.[map]);
      if (key !== undefined) first[map] = key;
    }
    return this.store.countSiteReader({ ...marker, first });
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
      salt = this.store.daySalt(day, addDays(day, -1), zonedStart(addDays(day, 1), zone));
      salt.catch(() => this.salts.delete(day));
      // Only today's is used: forget the others (the one the store holds is deleted at the turn of the day).
      for (const k of this.salts.keys()) if (k !== day) this.salts.delete(k);
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

  /**
   * The key a breakdown counts `key` under today in this instance: a key already kept, or a new one
   * while the breakdown has fewer than ANALYTICS_LIMITS.breakdownCap keys and only when `adding`
   * (a new reader of an edition) from a client address that has added fewer than
   * ANALYTICS_LIMITS.newKeysPerClient to it today; else "other". The known sources and "unknown"
   * are always kept. A key added is recorded in `adding.taken` to be given back if the view's
   * reader turns out not to be new.
   */
  private capKey(day: string, map: CappedMap, key: string | undefined, adding?: { client: string; taken: (() => void)[] }): string | undefined {
    if (key === undefined) return undefined;
    if (this.capDay !== day) {
      this.capDay = day;
      this.keysSeen.clear();
      this.keysAddedBy.clear();
    }
    let seen = this.keysSeen.get(map);
    if (!seen) this.keysSeen.set(map, (seen = new Set()));
    if (seen.has(key) || (map === 'sources' || map === 'countries' ? ALWAYS_KEPT.has(key) : key === 'unknown')) return key;
    if (!adding || seen.size >= ANALYTICS_LIMITS.breakdownCap) return 'other';
    const by = `${map}\n${adding.client}`;
    const added = this.keysAddedBy.get(by) ?? 0;
    if (added >= ANALYTICS_LIMITS.newKeysPerClient) return 'other';
    if (this.keysAddedBy.size < KNOWN_VISITORS_MAX) this.keysAddedBy.set(by, added + 1);
    seen.add(key);
    const kept = seen;
    adding.taken.push(() => {
      kept.delete(key);
      const n = this.keysAddedBy.get(by);
      if (n !== undefined) this.keysAddedBy.set(by, n - 1);
    });
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
  async exportCsv(rawQuery: Record<string, unknown>): Promise<string> {
    return buildCsv({ ...this.deps, store: this.store }, await this.timeZone(), rawQuery);
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

