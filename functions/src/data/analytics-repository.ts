/**
 * Analytics storage (issue 30, docs/analytics.md): rollups, never raw hits.
 *
 * analyticsSalts/{day}               32 random bytes for the site-day's visitor hash; expireAt (TTL) two days after the day
 * analyticsVisitors/{day}_{hash}     one daily visitor: {day, lastSeen, articleId, expireAt (TTL, the day after)}; no IP, no user agent
 * analyticsDays/{day}_{shard}        the day's counts, split over `shards` documents so none is hot:
 *                                    pageviews, visitors, engaged seconds, and maps (not indexed) by hour,
 *                                    language, article × language, page kind, source, country, device, browser language, utm
 *
 * A page view is at most 2 writes and no read: the visitor's marker (create; on ALREADY_EXISTS an
 * update of lastSeen) and one merge of increments into a random shard of the day.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export const ANALYTICS_COLLECTIONS = {
  salts: 'analyticsSalts',
  visitors: 'analyticsVisitors',
  days: 'analyticsDays',
} as const;

/** Default shards per day: each takes about 1/N of the page views (set ANALYTICS_SHARDS for more traffic). */
export const DEFAULT_ANALYTICS_SHARDS = 20;

/** One counted thing in a breakdown map. */
export interface CountCell {
  pv?: number;
  v?: number;
  /** Engaged seconds summed, and how many views reported them. */
  es?: number;
  ec?: number;
  /** Shares (article cells). */
  sh?: number;
}

export type CellMap = Record<string, CountCell>;

/** The maps of a day shard (each excluded from indexing in firestore.indexes.json). */
export const DAY_MAPS = ['hours', 'languages', 'articles', 'pages', 'sources', 'countries', 'devices', 'browserLanguages', 'utmSources', 'utmMediums', 'utmCampaigns', 'articleShares'] as const;
export type DayMap = (typeof DAY_MAPS)[number];

export interface AnalyticsDayDoc extends Partial<Record<DayMap, CellMap>> {
  day: string;
  pageviews?: number;
  visitors?: number;
  engagedSeconds?: number;
  engagedCount?: number;
  shares?: number;
}

/** What one hit adds: every key names a cell of a map; `v` is 1 for a new daily visitor. */
export interface DayIncrement {
  day: string;
  top: Partial<Record<'pageviews' | 'visitors' | 'engagedSeconds' | 'engagedCount' | 'shares', number>>;
  cells: Partial<Record<DayMap, Record<string, CountCell>>>;
}

export class AnalyticsRepository {
  constructor(
    private readonly db: Firestore,
    private readonly shards = shardsFromEnv(),
  ) {}

  /** The site-day's salt: created once (32 random bytes), else the stored one. One read per instance per day. */
  async daySalt(day: string, expireAt: Date): Promise<Buffer> {
    const ref = this.db.collection(ANALYTICS_COLLECTIONS.salts).doc(day);
    const salt = randomBytes(32);
    try {
      await ref.create({ salt, expireAt: Timestamp.fromDate(expireAt) });
      return salt;
    } catch (e) {
      if (!isAlreadyExists(e)) throw e;
      const stored = (await ref.get()).data()?.salt as Buffer | Uint8Array | undefined;
      if (!stored) throw e;
      return Buffer.from(stored);
    }
  }

  /**
   * Marks a daily visitor seen now (on `articleId` or none): true when it is the visitor's first
   * page view of the day. One write: the create, or (it exists) the update of lastSeen.
   */
  async markVisitor(day: string, visitor: string, at: Date, articleId: number | null, expireAt: Date, knownHere: boolean): Promise<boolean> {
    const ref = this.db.collection(ANALYTICS_COLLECTIONS.visitors).doc(`${day}_${visitor}`);
    const seen = { lastSeen: Timestamp.fromDate(at), articleId };
    if (!knownHere) {
      try {
        await ref.create({ day, ...seen, expireAt: Timestamp.fromDate(expireAt) });
        return true;
      } catch (e) {
        if (!isAlreadyExists(e)) throw e;
      }
    }
    try {
      await ref.update(seen);
    } catch (e) {
      // Removed by its TTL between the hits (a day later): it is not the same day any more.
      if (!isNotFound(e)) throw e;
    }
    return false;
  }

  /** One merge of increments into a random shard of the day. */
  async add(inc: DayIncrement): Promise<void> {
    const shard = Math.floor(Math.random() * this.shards);
    const data: Record<string, unknown> = { day: inc.day };
    for (const [k, n] of Object.entries(inc.top)) if (n) data[k] = FieldValue.increment(n);
    for (const [map, cells] of Object.entries(inc.cells)) {
      const out: Record<string, Record<string, unknown>> = {};
      for (const [key, cell] of Object.entries(cells ?? {})) {
        const c: Record<string, unknown> = {};
        for (const [f, n] of Object.entries(cell)) if (n) c[f] = FieldValue.increment(n);
        if (Object.keys(c).length) out[key] = c;
      }
      if (Object.keys(out).length) data[map] = out;
    }
    await this.db.collection(ANALYTICS_COLLECTIONS.days).doc(`${inc.day}_${shard}`).set(data, { merge: true });
  }

  /** Every shard of the days from `from` to `to` (YYYY-MM-DD, both included): one query on `day`. */
  async days(from: string, to: string): Promise<AnalyticsDayDoc[]> {
    const snap = await this.db.collection(ANALYTICS_COLLECTIONS.days).where('day', '>=', from).where('day', '<=', to).get();
    return snap.docs.map((d) => d.data() as AnalyticsDayDoc);
  }

  /** Visitors seen since `since` (site-wide, or on one article): a count aggregation over the day markers. */
  async online(since: Date, articleId?: number): Promise<number> {
    let q = this.db.collection(ANALYTICS_COLLECTIONS.visitors).where('lastSeen', '>=', Timestamp.fromDate(since));
    if (articleId !== undefined) q = this.db.collection(ANALYTICS_COLLECTIONS.visitors).where('articleId', '==', articleId).where('lastSeen', '>=', Timestamp.fromDate(since));
    return (await q.count().get()).data().count;
  }
}

function shardsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ANALYTICS_SHARDS);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : DEFAULT_ANALYTICS_SHARDS;
}

function isAlreadyExists(e: unknown): boolean {
  return (e as { code?: unknown }).code === 6 || /already exists/i.test(String((e as Error)?.message));
}
function isNotFound(e: unknown): boolean {
  return (e as { code?: unknown }).code === 5 || /no document to update|not found/i.test(String((e as Error)?.message));
}
