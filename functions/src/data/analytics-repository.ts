/**
 * Analytics storage (issue 30, docs/analytics.md): rollups, never raw hits.
 *
 * analyticsSalts/{day}                     32 random bytes for the site-day's visitor hash; deleted by the instance
 *                                          that creates the next day's, and expireAt (TTL) the end of the day
 * analyticsVisitors/{day}_{hash}_{language} one reader of one language edition on one day: {day, visitor, languageId,
 *                                          hour, first (where the edition's first page view came from), lastSeen,
 *                                          articleId (of the last page), expireAt (TTL, the day after)}; no IP, no user agent
 * analyticsDayVisitors/{day}_{hash}        one reader of the site on one day (created by the trigger below; expireAt TTL)
 * analyticsOpenViews/{viewId}              a counted page view: {day, languageId, page, articleId, closed (its engaged
 *                                          time was counted), expireAt (TTL, the day after)}; no reader, no time.
 *                                          A view id is counted once, its engaged time once.
 * analyticsDays/{day}_{shard}              the day's counts, split over `shards` documents so none is hot:
 *                                          pageviews, visitors, engaged seconds, and maps (not indexed) by hour,
 *                                          language, article × language, page kind, source, country, device, browser language, utm
 *
 * A page view is one batch of 3 writes and no read, all or nothing: its open view (create), the
 * reader's edition marker (create; when it exists, an update of lastSeen) and one merge of
 * increments into a random shard of the day, which counts a new reader of the edition when the
 * marker was created. A view already counted (the same viewId again) creates nothing: the batch is
 * refused whole. The reader of the site is counted after the answer, by the
 * `onAnalyticsReaderCreated` trigger on the marker's creation (`countSiteReader`): one batch that
 * creates the site-day marker and adds the visitor to a shard; a second edition of the same
 * reader, or a redelivered event, finds the marker and adds nothing.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export const ANALYTICS_COLLECTIONS = {
  salts: 'analyticsSalts',
  visitors: 'analyticsVisitors',
  dayVisitors: 'analyticsDayVisitors',
  openViews: 'analyticsOpenViews',
  days: 'analyticsDays',
} as const;

/** Default shards per day: each takes about 1/N of the page views (set ANALYTICS_SHARDS for more traffic). */
export const DEFAULT_ANALYTICS_SHARDS = 20;

/** Writes in one batch at most (Firestore's limit on a batch's writes). */
const WRITES_PER_BATCH = 500;

/** Edition markers read at most to tell how many readers are on the site now. */
export const ONLINE_MARKERS_READ_MAX = 10_000;

/** The breakdowns a site reader's `v` is counted in, by their first page view's key in each. */
export const FIRST_HIT_MAPS = ['sources', 'countries', 'devices', 'browserLanguages', 'utmSources', 'utmMediums', 'utmCampaigns'] as const;
export type FirstHit = Partial<Record<(typeof FIRST_HIT_MAPS)[number], string>>;

/** A reader of one edition on one day, as the request path marks it. */
export interface ReaderMarker {
  day: string;
  visitor: string;
  languageId: number;
  /** The site-day's hour of the first page view, "HH". */
  hour: string;
  first: FirstHit;
  at: Date;
  articleId: number | null;
  expireAt: Date;
}

/** The marker as stored (what the trigger receives). */
export interface StoredReaderMarker {
  day: string;
  visitor: string;
  languageId: number;
  hour: string;
  first?: FirstHit;
  expireAt: Timestamp;
}

/** A counted page view waiting for its engaged time (analyticsOpenViews/{viewId}). */
export interface OpenView {
  day: string;
  languageId: number;
  page: string;
  articleId: number | null;
  expireAt: Date;
}

/** How a page view's batch went: a new reader of the edition, a returning one, or a view already counted (nothing written). */
export type ViewOutcome = 'new' | 'returning' | 'replayed';

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

  /**
   * The site-day's salt: created once (32 random bytes), else the stored one. One read per instance
   * per day. The instance that creates it deletes the previous day's, which no page view can use any
   * more (`expireAt`, the end of its day, is the TTL that removes it when no page view comes).
   */
  async daySalt(day: string, previousDay: string, expireAt: Date): Promise<Buffer> {
    const ref = this.db.collection(ANALYTICS_COLLECTIONS.salts).doc(day);
    const salt = randomBytes(32);
    try {
      await ref.create({ salt, expireAt: Timestamp.fromDate(expireAt) });
    } catch (e) {
      if (!isAlreadyExists(e)) throw e;
      const stored = (await ref.get()).data()?.salt as Buffer | Uint8Array | undefined;
      if (!stored) throw e;
      return Buffer.from(stored);
    }
    await this.db.collection(ANALYTICS_COLLECTIONS.salts).doc(previousDay).delete();
    return salt;
  }

  /**
   * Counts a page view, all or nothing (one batch): its open view, the reader's edition marker
   * (created, with `first`, when `knownHere` is false and it does not exist yet: a new reader of
   * the edition; else its lastSeen and articleId updated) and the shard increment, both as
   * `build(isNew)` gives them.
   * 'replayed' when the view was counted before (its open view exists): nothing is written.
   */
  async recordView(
    m: Omit<ReaderMarker, 'first'>,
    view: { id: string } & OpenView,
    knownHere: boolean,
    build: (isNew: boolean) => { first: FirstHit; increment: DayIncrement },
  ): Promise<ViewOutcome> {
    const marker = this.db.collection(ANALYTICS_COLLECTIONS.visitors).doc(`${m.day}_${m.visitor}_${m.languageId}`);
    const seen = { lastSeen: Timestamp.fromDate(m.at), articleId: m.articleId };
    const { id, expireAt, ...open } = view;
    const commit = (isNew: boolean) => {
      const { first, increment } = build(isNew);
      const batch = this.db.batch();
      batch.create(this.db.collection(ANALYTICS_COLLECTIONS.openViews).doc(id), { ...open, expireAt: Timestamp.fromDate(expireAt) });
      if (isNew) batch.create(marker, { day: m.day, visitor: m.visitor, languageId: m.languageId, hour: m.hour, first, ...seen, expireAt: Timestamp.fromDate(m.expireAt) });
      else batch.update(marker, seen);
      batch.set(this.shard(m.day), incrementData(increment), { merge: true });
      return batch.commit();
    };
    let asNew = !knownHere;
    // At most three tries: as new (the marker exists) → as returning (the marker went: its TTL, a day later) → as new.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await commit(asNew);
        return asNew ? 'new' : 'returning';
      } catch (e) {
        if (isAlreadyExists(e)) {
          // A returning reader's batch creates only the open view: it exists, the view was counted.
          if (!asNew) return 'replayed';
          asNew = false;
        } else if (isNotFound(e) && !asNew) asNew = true;
        else throw e;
      }
    }
    return 'replayed';
  }

  /**
   * The engaged time of a counted view, once: in one transaction, its open view is read and marked
   * closed (kept until its TTL, so neither the view nor its engaged time can be counted again) and
   * `increment(view)` merged into a shard of the view's day. False (nothing written) when no such
   * view is open: never counted, already reported, or expired.
   */
  async closeView(viewId: string, increment: (view: Omit<OpenView, 'expireAt'>) => DayIncrement): Promise<boolean> {
    const ref = this.db.collection(ANALYTICS_COLLECTIONS.openViews).doc(viewId);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get('closed') === true) return false;
      tx.update(ref, { closed: true });
      const inc = increment(snap.data() as Omit<OpenView, 'expireAt'>);
      tx.set(this.shard(inc.day), incrementData(inc), { merge: true });
      return true;
    });
  }

  /**
   * Counts the reader of a new edition marker as the site's reader of the day, once: one batch that
   * creates analyticsDayVisitors/{day}_{visitor} and adds 1 to a shard's visitors (by hour and by
   * where the reader came from). False when the reader was already counted (the batch is refused whole).
   */
  async countSiteReader(marker: StoredReaderMarker): Promise<boolean> {
    const shard = Math.floor(Math.random() * this.shards);
    const one = { v: FieldValue.increment(1) };
    const cells: Record<string, Record<string, typeof one>> = { hours: { [marker.hour]: one } };
    for (const [map, key] of Object.entries(marker.first ?? {})) if (key) cells[map] = { [key]: one };
    const batch = this.db.batch();
    batch.create(this.db.collection(ANALYTICS_COLLECTIONS.dayVisitors).doc(`${marker.day}_${marker.visitor}`), { day: marker.day, expireAt: marker.expireAt });
    batch.set(this.db.collection(ANALYTICS_COLLECTIONS.days).doc(`${marker.day}_${shard}`), { day: marker.day, visitors: FieldValue.increment(1), ...cells }, { merge: true });
    try {
      await batch.commit();
      return true;
    } catch (e) {
      if (isAlreadyExists(e)) return false;
      throw e;
    }
  }

  /** One merge of increments into a random shard of the day. */
  async add(inc: DayIncrement): Promise<void> {
    await this.shard(inc.day).set(incrementData(inc), { merge: true });
  }

  /**
   * Many increments, each merged into a random shard of its day as `add` does, committed in batches
   * of at most WRITES_PER_BATCH (the demo's seeded history: a few writes instead of one per day).
   */
  async addAll(increments: DayIncrement[]): Promise<void> {
    for (let i = 0; i < increments.length; i += WRITES_PER_BATCH) {
      const batch = this.db.batch();
      for (const inc of increments.slice(i, i + WRITES_PER_BATCH)) batch.set(this.shard(inc.day), incrementData(inc), { merge: true });
      await batch.commit();
    }
  }

  /** A random shard of the day. */
  private shard(day: string) {
    return this.db.collection(ANALYTICS_COLLECTIONS.days).doc(`${day}_${Math.floor(Math.random() * this.shards)}`);
  }

  /** Every shard of the days from `from` to `to` (YYYY-MM-DD, both included): one query on `day`. */
  async days(from: string, to: string): Promise<AnalyticsDayDoc[]> {
    const snap = await this.db.collection(ANALYTICS_COLLECTIONS.days).where('day', '>=', from).where('day', '<=', to).get();
    return snap.docs.map((d) => d.data() as AnalyticsDayDoc);
  }

  /**
   * Readers seen since `since`, site-wide or on one article (those whose latest page it is): the
   * edition markers seen since then, each reader once however many editions they read. One read
   * per marker, at most ONLINE_MARKERS_READ_MAX (a site with more readers in five minutes is
   * shown at most that many).
   */
  async online(since: Date, articleId?: number): Promise<number> {
    const snap = await this.db
      .collection(ANALYTICS_COLLECTIONS.visitors)
      .where('lastSeen', '>=', Timestamp.fromDate(since))
      .select('visitor', 'articleId', 'lastSeen')
      .limit(ONLINE_MARKERS_READ_MAX)
      .get();
    const latest = new Map<string, { at: number; articleId: number | null }>();
    for (const d of snap.docs) {
      const at = (d.get('lastSeen') as Timestamp).toMillis();
      const visitor = d.get('visitor') as string;
      if ((latest.get(visitor)?.at ?? -1) < at) latest.set(visitor, { at, articleId: (d.get('articleId') as number | null) ?? null });
    }
    return articleId === undefined ? latest.size : [...latest.values()].filter((r) => r.articleId === articleId).length;
  }
}

/** An increment as the data of a merge: nested objects (map keys are never spliced into a dotted path), zeros left out. */
function incrementData(inc: DayIncrement): Record<string, unknown> {
  const data: Record<string, unknown> = { day: inc.day };
  for (const [k, n] of Object.entries(inc.top)) if (n) data[k] = FieldValue.increment(n);
  for (const [map, cells] of Object.entries(inc.cells)) {
    const out: Record<string, Record<string, unknown>> = {};
    for (const [key, cell] of Object.entries(cells ?? {})) {
      const c: Record<string, unknown> = {};
      for (const [f, n] of Object.entries(cell)) if (n) c[f] = FieldValue.increment(n);
      if (Object.keys(c).length) Object.defineProperty(out, key, { value: c, enumerable: true, writable: true, configurable: true });
    }
    if (Object.keys(out).length) data[map] = out;
  }
  return data;
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
