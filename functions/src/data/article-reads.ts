/** Articles, their per-language content and their reader counters: the reads and lists (writes in articles-repository.ts). */
import { AggregateField, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { AdminListQuery, ArticleCounterField } from './article-inputs.js';
import type { ArticleContentDoc, ArticleDoc } from './article-documents.js';
import { collections } from './documents.js';
import { ShardedCounter } from './sharded-counter.js';

export class ArticleReads {
  protected readonly cols;

  constructor(protected readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Every article whatever its status, newest created first (the console's list; matchesAdminListQuery reads the same filters). */
  async listAll(q: AdminListQuery): Promise<ArticleDoc[]> {
    let query: Query = this.cols.articles;
    if (q.category) query = query.where('category', '==', q.category);
    if (q.status) query = query.where('status', '==', q.status);
    // Each served with any of the others by merging its (field, createdAt DESC) index with theirs.
    if (q.authorId !== undefined) query = query.where('authorId', '==', q.authorId);
    if (q.awaitingReview) query = query.where('awaitingReview', '==', true);
    if (q.originalLanguageIds) query = query.where('originalLanguageId', 'in', q.originalLanguageIds);
    const snap = await query.orderBy('createdAt', 'desc').limit(q.limit).get();
    return snap.docs.map((d) => d.data() as ArticleDoc);
  }

  async countAll(): Promise<number> {
    return (await this.cols.articles.count().get()).data().count;
  }

  /** Published articles whose publishedAt is in [from, to). */
  async countPublishedBetween(from: Date, to: Date): Promise<number> {
    const snap = await this.cols.articles
      .where('status', '==', 'published')
      .where('publishedAt', '>=', Timestamp.fromDate(from))
      .where('publishedAt', '<', Timestamp.fromDate(to))
      .orderBy('publishedAt', 'desc') // served by the (status ASC, publishedAt DESC) composite index
      .count()
      .get();
    return snap.data().count;
  }

  /**
   * Views of every article: the sum of their rolled-up stats (articleStats, one document per
   * article), so exact once the roll-ups of a burst have landed (about a second: the same counts
   * the reader lists show). Not a collection-group sum over the counter shards: Firestore has no
   * automatic collection-group index, and enabling one on `views` would add an index entry to
   * every shard write and bill up to SHARDS index entries per article on each dashboard load,
   * where this sum reads one per article from the automatic index of articleStats.views.
   */
  async totalViews(): Promise<number> {
    const snap = await this.cols.articleStats.aggregate({ views: AggregateField.sum('views') }).get();
    return Math.round(snap.data().views ?? 0);
  }

  async getById(id: number): Promise<ArticleDoc | null> {
    const snap = await this.cols.articles.doc(String(id)).get();
    return snap.exists ? (snap.data() as ArticleDoc) : null;
  }

  /** Several articles in one round trip; missing ones are left out. */
  async getMany(ids: number[]): Promise<ArticleDoc[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const snaps = await this.db.getAll(...unique.map((id) => this.cols.articles.doc(String(id))));
    return snaps.filter((s) => s.exists).map((s) => s.data() as ArticleDoc);
  }

  async findBySlug(slug: string): Promise<ArticleDoc | null> {
    const snap = await this.cols.articles.where('slug', '==', slug).limit(1).get();
    return snap.empty ? null : (snap.docs[0]!.data() as ArticleDoc);
  }

  async getContent(articleId: number, languageId: number): Promise<ArticleContentDoc | null> {
    const snap = await this.cols.articleContent(articleId).doc(String(languageId)).get();
    return snap.exists ? (snap.data() as ArticleContentDoc) : null;
  }

  /** The content of several (article, language) pairs in one round trip; missing ones are null. */
  async getContents(keys: { articleId: number; languageId: number }[]): Promise<(ArticleContentDoc | null)[]> {
    if (keys.length === 0) return [];
    const refs = keys.map((k) => this.cols.articleContent(k.articleId).doc(String(k.languageId)));
    const snaps = await this.db.getAll(...refs);
    return snaps.map((s) => (s.exists ? (s.data() as ArticleContentDoc) : null));
  }

  counters(articleId: number): ShardedCounter<ArticleCounterField> {
    return new ShardedCounter(this.cols.articleCounters(articleId), ['views', 'shares'] as const);
  }
}

/**
 * Whether an article is one `listAll(q)` could return (its filters, read in memory): for lists in
 * another order than the query's (services/admin-articles-by-views.ts). Keep in step with listAll.
 */
export function matchesAdminListQuery(doc: ArticleDoc, q: AdminListQuery): boolean {
  if (q.category && doc.category !== q.category) return false;
  if (q.status && doc.status !== q.status) return false;
  if (q.authorId !== undefined && doc.authorId !== q.authorId) return false;
  if (q.awaitingReview && doc.awaitingReview !== true) return false;
  if (q.originalLanguageIds && !q.originalLanguageIds.includes(doc.originalLanguageId)) return false;
  return true;
}
