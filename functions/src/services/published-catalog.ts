/**
 * Every published article (summaries, no bodies) with its rolled-up counts, held by this instance:
 * the reader lists (home, category, featured, All Articles with search, category and the four
 * sorts) are answered from it with exact totals, whatever the number of articles.
 *
 * A cold instance starts from the materialised catalog (catalogChunks, a few documents kept by an
 * hourly schedule, catalog-chunks-service.ts) and catches up from the time it was built; with no
 * chunks, or chunks too old to catch up from, it reads every article and its counts instead. It
 * is then kept current by catching up: at most every CATALOG_TTL_MS (and at
 * once after a write in this instance, change-signal.ts) it asks only for what changed since its
 * last read (reader-catalog-repository.ts), so keeping it costs the documents that changed, not
 * the catalog. Writes in other instances are therefore seen within CATALOG_TTL_MS (a minute, as
 * long as the CDN keeps answers); an instance idle for longer than FULL_READ_AFTER_MS reads it
 * whole again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { ArticleDoc, ArticleStatsDoc, CatalogRead, Repositories } from '../data/index.js';
import { changeSignal as instanceSignal, type ChangeSignal } from '../data/change-signal.js';
import type { ArticleSort } from '../contract/index.js';

export interface CatalogEntry {
  doc: ArticleDoc;
  views: number;
  shares: number;
  /** When the counts were rolled up (ArticleStatsDoc.through); absent before the first roll-up. */
  countedThrough?: Timestamp;
  /** publishedAt, else createdAt, in ms (the order of Latest and Oldest First). */
  time: number;
  /** Lower-cased "title excerpt" per language id (each version's summary). */
  text: Map<number, string>;
}

export interface CatalogSnapshot {
  /** Newest first (ties: higher id first). */
  latest: CatalogEntry[];
  byViews: CatalogEntry[];
  byShares: CatalogEntry[];
  byId: Map<number, CatalogEntry>;
}

export function ordered(s: CatalogSnapshot, sort: ArticleSort): CatalogEntry[] {
  switch (sort) {
    case 'oldest':
      return s.latest.slice().reverse();
    case 'views':
      return s.byViews;
    case 'shares':
      return s.byShares;
    default:
      return s.latest;
  }
}

/**
 * How long a busy instance answers from its catalog before asking what changed. Each catch-up is
 * three queries, each billed at least one read even when nothing changed: every 3 s that was
 * 3,600 reads an hour per busy instance for nothing. The Hosting CDN keeps pages and API answers
 * 60 s (s-maxage) anyway, so readers gain nothing from a shorter one; writes made in this instance
 * are seen at once (change-signal.ts).
 */
export const CATALOG_TTL_MS = 60_000;
/**
 * An instance that has not caught up for this long reads everything again: the tombstones of
 * deletions are kept TOMBSTONE_KEEP_MS (a day, articles-repository.ts), so a catch-up from
 * further back could miss one. Well inside it: an instance idle for an hour (Cloud Run keeps idle
 * instances a while) catches up for a few reads instead of reading the whole catalog again. The
 * catalog chunks (catalog-chunks-service.ts) are not used, and are rebuilt, once this old.
 */
export const FULL_READ_AFTER_MS = 12 * 3_600_000;
/**
 * How far before the last read's snapshot time a catch-up starts. Firestore stamps a commit with
 * its commit time and a read sees every commit up to its read time, so none is needed in theory;
 * the Cloud Firestore emulator does not keep that promise under load (a query answered without
 * commits it had stamped up to 95 ms before the query's read time: 434 of 5,600 transactions
 * racing a catch-up loop, 2026-12-01), and the margin costs only re-reading the last second's writes.
 */
export const CATCH_UP_OVERLAP_MS = 1_000;

export interface CatalogOptions {
  ttlMs?: number;
  overlapMs?: number;
  /** What moves with this instance's writes (another instance's catalog has its own). */
  signal?: ChangeSignal;
  /** The time in ms (default Date.now; the bench simulates an hour with its own). */
  now?: () => number;
}

interface State {
  articles: Map<number, ArticleDoc>;
  stats: Map<number, ArticleStatsDoc>;
  readTime: Timestamp;
  /**
   * Whether `stats` holds every article's counts (a full read) or only the published ones' (the
   * chunks): then an article published since has its counts read when it appears.
   */
  allStats: boolean;
  /** now() when the read that made it started. */
  checkedAt: number;
  /** changeSignal's stamp when that read started: a write here since then calls for a catch-up. */
  stamp: string;
  snapshot: CatalogSnapshot;
}

export class PublishedCatalog {
  private state?: State;
  private pending?: { stamp: string; promise: Promise<CatalogSnapshot> };

  private readonly ttlMs: number;
  private readonly overlapMs: number;
  private readonly signal: ChangeSignal;
  private readonly now: () => number;

  constructor(
    /** Without `catalogChunks` (and `articleStats`), a cold start reads everything. */
    private readonly repos: Pick<Repositories, 'readerCatalog'> & Partial<Pick<Repositories, 'catalogChunks' | 'articleStats'>>,
    options: CatalogOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
    this.overlapMs = options.overlapMs ?? CATCH_UP_OVERLAP_MS;
    this.signal = options.signal ?? instanceSignal;
    this.now = options.now ?? (() => Date.now());
  }

  async get(): Promise<CatalogSnapshot> {
    const stamp = this.signal.catalogStamp();
    const s = this.state;
    if (s && s.stamp === stamp && this.now() - s.checkedAt < this.ttlMs) return s.snapshot;
    return this.refresh(stamp);
  }

  /** One refresh at a time; a request after a newer write waits for a refresh that started after it. */
  private refresh(stamp: string): Promise<CatalogSnapshot> {
    if (this.pending?.stamp === stamp) return this.pending.promise;
    const before = this.pending?.promise.catch(() => undefined);
    const promise = (async () => {
      await before;
      const s = this.state;
      if (s && s.stamp === this.signal.catalogStamp() && this.now() - s.checkedAt < this.ttlMs) return s.snapshot;
      return this.read();
    })().finally(() => {
      if (this.pending?.promise === promise) this.pending = undefined;
    });
    this.pending = { stamp, promise };
    return promise;
  }

  private async read(): Promise<CatalogSnapshot> {
    const stamp = this.signal.catalogStamp();
    const checkedAt = this.now();
    let s = this.state;
    let fromChunks = false;
    if (!s || checkedAt - s.checkedAt >= FULL_READ_AFTER_MS) {
      const chunks = await this.readChunks(checkedAt);
      if (!chunks) {
        const all = await this.repos.readerCatalog.full();
        const articles = new Map(all.articles.map((a) => [a.id, a]));
        this.state = { articles, stats: all.stats, readTime: all.readTime, allStats: true, checkedAt, stamp, snapshot: build(articles, all.stats) };
        return this.state.snapshot;
      }
      // Catch up from the chunks at once: they may be up to an hour old, and their counts with them.
      (s = chunks), (fromChunks = true);
    }
    const from = Timestamp.fromMillis(s.readTime.toMillis() - this.overlapMs);
    const changes = await this.repos.readerCatalog.changedSince(from);
    const moved = apply(s, changes);
    const missing = s.allStats ? [] : moved.added.filter((id) => s.articles.has(id) && !s.stats.has(id));
    if (missing.length > 0 && this.repos.articleStats) for (const [id, st] of await this.repos.articleStats.getMany(missing)) s.stats.set(id, st);
    const snapshot = moved.articles || fromChunks ? build(s.articles, s.stats, s.snapshot.byId) : moved.counts.size > 0 ? recount(s.snapshot, s.stats, moved.counts) : s.snapshot;
    this.state = { ...s, readTime: changes.readTime, checkedAt, stamp, snapshot };
    return this.state.snapshot;
  }

  /** The state the chunks hold, when there are chunks recent enough to catch up from. */
  private async readChunks(checkedAt: number): Promise<State | undefined> {
    const chunks = await this.repos.catalogChunks?.read();
    if (!chunks || checkedAt - chunks.builtAt.toMillis() >= FULL_READ_AFTER_MS) return undefined;
    const articles = new Map<number, ArticleDoc>();
    const stats = new Map<number, ArticleStatsDoc>();
    for (const entries of chunks.chunks.values())
      for (const e of entries) {
        articles.set(e.article.id, e.article);
        if (e.stats) stats.set(e.article.id, e.stats);
      }
    const empty = { latest: [], byViews: [], byShares: [], byId: new Map() };
    return { articles, stats, readTime: chunks.builtAt, allStats: false, checkedAt, stamp: '', snapshot: empty };
  }
}

/**
 * Applies a catch-up to the state's maps; answers whether an article a list shows changed (or came
 * or went), and which articles' counts alone changed.
 */
function apply(s: State, changes: CatalogRead): { articles: boolean; counts: Set<number>; added: number[] } {
  let articles = false;
  const added: number[] = [];
  const counts = new Set<number>();
  for (const doc of changes.articles) {
    const had = s.articles.get(doc.id);
    if (doc.status === 'published') {
      // The overlap re-reads recent writes: an unchanged document keeps the built snapshot.
      if (!had || !sameMillis(had.changedAt, doc.changedAt)) (s.articles.set(doc.id, doc), (articles = true));
      if (!had) added.push(doc.id);
    } else if (had) {
      s.articles.delete(doc.id);
      articles = true;
    }
  }
  for (const [id, stats] of changes.stats) {
    const had = s.stats.get(id);
    const same = had?.views === stats.views && had.shares === stats.shares && sameMillis(had.through, stats.through);
    if (!same) (s.stats.set(id, stats), counts.add(id));
  }
  for (const id of changes.deleted) {
    if (s.articles.delete(id)) articles = true;
    s.stats.delete(id);
  }
  return { articles, counts, added };
}

function sameMillis(a: Timestamp | undefined, b: Timestamp | undefined): boolean {
  return a !== undefined && b !== undefined && a.isEqual(b);
}

/**
 * The lists from the maps. An entry of `previous` whose document is the same object keeps its
 * search text (lower-casing 10,000 titles and excerpts was most of a rebuild).
 */
function build(articles: Map<number, ArticleDoc>, stats: Map<number, ArticleStatsDoc>, previous?: Map<number, CatalogEntry>): CatalogSnapshot {
  const latest = [...articles.values()].map((doc): CatalogEntry => {
    const had = previous?.get(doc.id);
    return withCounts(
      {
        doc,
        views: 0,
        shares: 0,
        time: (doc.publishedAt ?? doc.createdAt).toMillis(),
        text: had?.doc === doc ? had.text : new Map(doc.translations.map((t) => [t.languageId, `${t.title}\n${t.excerpt}`.toLowerCase()])),
      },
      stats.get(doc.id),
    );
  });
  latest.sort((a, b) => b.time - a.time || b.doc.id - a.doc.id);
  return byCounts(latest);
}

/** Only counts changed (the usual catch-up under views): new entries for those, the same order by time. */
function recount(previous: CatalogSnapshot, stats: Map<number, ArticleStatsDoc>, changed: Set<number>): CatalogSnapshot {
  const latest = previous.latest.map((e) => (changed.has(e.doc.id) ? withCounts({ ...e }, stats.get(e.doc.id)) : e));
  return byCounts(latest);
}

function withCounts(e: CatalogEntry, s: ArticleStatsDoc | undefined): CatalogEntry {
  e.views = s?.views ?? 0;
  e.shares = s?.shares ?? 0;
  e.countedThrough = s?.through;
  return e;
}

function byCounts(latest: CatalogEntry[]): CatalogSnapshot {
  // Stable sorts: equal counts keep the newest first.
  const byViews = latest.slice().sort((a, b) => b.views - a.views);
  const byShares = latest.slice().sort((a, b) => b.shares - a.shares);
  return { latest, byViews, byShares, byId: new Map(latest.map((e) => [e.doc.id, e])) };
}
