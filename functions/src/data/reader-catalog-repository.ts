/**
 * What each instance's catalog of published articles (services/published-catalog.ts) reads: all of
 * it once, then only what changed since, by the `changedAt` every article write and every count
 * roll-up stores, and by the tombstones deletions leave. A catch-up costs the documents that
 * changed, not the whole catalog.
 */
import { Timestamp, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { collections } from './documents.js';
import type { ArticleDoc, ArticleStatsDoc } from './article-documents.js';

export interface CatalogRead {
  /** Full read: the published articles. Catch-up: every article changed, whatever its status now. */
  articles: ArticleDoc[];
  stats: Map<number, ArticleStatsDoc>;
  /** Articles deleted (catch-up only). */
  deleted: number[];
  /** The earliest of the reads' snapshot times: everything committed before it was seen. */
  readTime: Timestamp;
}

export class ReaderCatalogRepository {
  private readonly cols;

  constructor(db: Firestore) {
    this.cols = collections(db);
  }

  /** Every published article and every article's counts (two queries). */
  async full(): Promise<CatalogRead> {
    const [articles, stats] = await Promise.all([
      this.cols.articles.where('status', '==', 'published').get(),
      this.cols.articleStats.get(),
    ]);
    return { articles: docsOf<ArticleDoc>(articles), stats: statsOf(stats), deleted: [], readTime: earliest(articles, stats) };
  }

  /** What changed after `from` (three queries on single-field indexes). */
  async changedSince(from: Timestamp): Promise<CatalogRead> {
    const [articles, stats, tombstones] = await Promise.all([
      this.cols.articles.where('changedAt', '>', from).get(),
      this.cols.articleStats.where('changedAt', '>', from).get(),
      this.cols.articleTombstones.where('deletedAt', '>', from).select().get(),
    ]);
    return {
      articles: docsOf<ArticleDoc>(articles),
      stats: statsOf(stats),
      deleted: tombstones.docs.map((d) => Number(d.id)),
      readTime: earliest(articles, stats, tombstones),
    };
  }
}

function docsOf<T>(snap: QuerySnapshot): T[] {
  return snap.docs.map((d) => d.data() as T);
}

function statsOf(snap: QuerySnapshot): Map<number, ArticleStatsDoc> {
  return new Map(snap.docs.map((d) => [Number(d.id), d.data() as ArticleStatsDoc]));
}

function earliest(...snaps: QuerySnapshot[]): Timestamp {
  return snaps.map((s) => s.readTime).reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b));
}
