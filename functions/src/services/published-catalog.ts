/**
 * Every published article (no bodies) with its rolled-up counts, held in this instance for a few
 * seconds: the reader lists (home, category, featured, All Articles with search and the four
 * sorts) are answered from it with exact totals, in two queries per refresh, whatever the number
 * of articles. Writes in this instance drop it at once (change-signal.ts); writes elsewhere reach
 * it within its lifetime. An expired copy is still answered from while a fresh one loads.
 */
import type { ArticleDoc, ArticleStatsDoc, Repositories } from '../data/index.js';
import { changeSignal } from '../data/change-signal.js';
import type { ArticleSort } from '../contract/index.js';

export interface CatalogEntry {
  doc: ArticleDoc;
  views: number;
  shares: number;
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

export const CATALOG_TTL_MS = 3_000;
/** How long past its lifetime an unchanged copy may answer while a fresh one loads. */
const STALE_MS = 30_000;

export class PublishedCatalog {
  private current?: { stamp: string; loadedAt: number; snapshot: CatalogSnapshot };
  private loading?: { stamp: string; promise: Promise<CatalogSnapshot> };

  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'articleStats'>,
    private readonly ttlMs = CATALOG_TTL_MS,
  ) {}

  async get(): Promise<CatalogSnapshot> {
    const stamp = changeSignal.stamp();
    const cur = this.current;
    if (cur && cur.stamp === stamp) {
      const age = Date.now() - cur.loadedAt;
      if (age < this.ttlMs) return cur.snapshot;
      if (age < this.ttlMs + STALE_MS) {
        this.load(stamp).catch(() => {}); // answered from the copy; the next request sees the fresh one
        return cur.snapshot;
      }
    }
    return this.load(stamp);
  }

  private load(stamp: string): Promise<CatalogSnapshot> {
    if (this.loading?.stamp === stamp) return this.loading.promise;
    const promise = (async () => {
      const startedAt = Date.now();
      const [docs, stats] = await Promise.all([this.repos.articles.listPublished(), this.repos.articleStats.all()]);
      const snapshot = build(docs, stats);
      // A write during the load leaves the copy unstored: the next request loads again.
      if (changeSignal.stamp() === stamp) this.current = { stamp, loadedAt: startedAt, snapshot };
      return snapshot;
    })().finally(() => {
      if (this.loading?.promise === promise) this.loading = undefined;
    });
    this.loading = { stamp, promise };
    return promise;
  }
}

function build(docs: ArticleDoc[], stats: Map<number, ArticleStatsDoc>): CatalogSnapshot {
  const latest = docs.map((doc): CatalogEntry => {
    const s = stats.get(doc.id);
    return {
      doc,
      views: s?.views ?? 0,
      shares: s?.shares ?? 0,
      time: (doc.publishedAt ?? doc.createdAt).toMillis(),
      text: new Map(doc.translations.map((t) => [t.languageId, `${t.title}\n${t.excerpt}`.toLowerCase()])),
    };
  });
  latest.sort((a, b) => b.time - a.time || b.doc.id - a.doc.id);
  // Stable sorts: equal counts keep the newest first.
  const byViews = latest.slice().sort((a, b) => b.views - a.views);
  const byShares = latest.slice().sort((a, b) => b.shares - a.shares);
  return { latest, byViews, byShares };
}
