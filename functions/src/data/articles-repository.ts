/** Articles, their per-language content and their reader counters. */
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { ArticleStatus, Category } from '../contract/index.js';
import { ConflictError } from '../errors.js';
import { collections, type ArticleContentDoc, type ArticleDoc, type TranslationSummaryDoc } from './documents.js';
import { allocateId } from './ids.js';
import { ShardedCounter } from './sharded-counter.js';

export type ArticleCounterField = 'views' | 'shares';

export interface ContentInput {
  languageId: number;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

export interface NewArticle {
  slug: string;
  category: Category;
  status: ArticleStatus;
  isFeatured: boolean;
  imageUrl: string | null;
  imagePublicId: string | null;
  videoUrl: string | null;
  videoPublicId: string | null;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  original: ContentInput;
  translations: ContentInput[];
}

export interface PublishedQuery {
  category?: Category;
  featuredOnly?: boolean;
  limit?: number;
}

function summaryOf(c: ContentInput, isOriginal: boolean): TranslationSummaryDoc {
  return { languageId: c.languageId, title: c.title, excerpt: c.excerpt, isOriginal };
}

export class ArticlesRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Published articles, newest publishedAt first (publishing always sets publishedAt). */
  async listPublished(q: PublishedQuery = {}): Promise<ArticleDoc[]> {
    let query: Query = this.cols.articles.where('status', '==', 'published');
    if (q.category) query = query.where('category', '==', q.category);
    if (q.featuredOnly) query = query.where('isFeatured', '==', true);
    query = query.orderBy('publishedAt', 'desc');
    if (q.limit) query = query.limit(q.limit);
    const snap = await query.get();
    return snap.docs.map((d) => d.data() as ArticleDoc);
  }

  async getById(id: number): Promise<ArticleDoc | null> {
    const snap = await this.cols.articles.doc(String(id)).get();
    return snap.exists ? (snap.data() as ArticleDoc) : null;
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

  /** Creates the article, its original and any translations atomically; a taken slug is a conflict. */
  async create(input: NewArticle, now: Date): Promise<ArticleDoc> {
    const id = await allocateId(this.db, 'articles');
    const ts = Timestamp.fromDate(now);
    const contents = [input.original, ...input.translations];
    const doc: ArticleDoc = {
      id,
      slug: input.slug,
      category: input.category,
      status: input.status,
      isFeatured: input.isFeatured,
      imageUrl: input.imageUrl,
      imagePublicId: input.imagePublicId,
      videoUrl: input.videoUrl,
      videoPublicId: input.videoPublicId,
      publishedAt:
        input.status === 'published' ? Timestamp.fromDate(input.publishedAt ?? now) : input.publishedAt && Timestamp.fromDate(input.publishedAt),
      scheduledAt: input.scheduledAt ? Timestamp.fromDate(input.scheduledAt) : null,
      createdAt: ts,
      updatedAt: ts,
      originalLanguageId: input.original.languageId,
      translations: contents.map((c, i) => summaryOf(c, i === 0)),
      languageIds: contents.map((c) => c.languageId),
    };
    await this.db.runTransaction(async (tx) => {
      const taken = await tx.get(this.cols.articles.where('slug', '==', input.slug).limit(1));
      if (!taken.empty) throw new ConflictError(`An article with slug '${input.slug}' already exists`, 'slug');
      tx.create(this.cols.articles.doc(String(id)), doc);
      contents.forEach((c, i) => {
        const contentDoc: ArticleContentDoc = { ...c, isOriginal: i === 0, createdAt: ts, updatedAt: ts };
        tx.create(this.cols.articleContent(id).doc(String(c.languageId)), contentDoc);
      });
    });
    return doc;
  }

  /** Deletes the article document; the onArticleDeleted trigger removes its subcollections. */
  async delete(id: number): Promise<boolean> {
    const ref = this.cols.articles.doc(String(id));
    const snap = await ref.get();
    if (!snap.exists) return false;
    await ref.delete();
    return true;
  }

  /** Removes everything stored under an article (content and counters). Idempotent. */
  async deleteChildren(id: number): Promise<number> {
    let removed = 0;
    for (const col of [this.cols.articleContent(id), this.cols.articleCounters(id)]) {
      const snap = await col.get();
      if (snap.empty) continue;
      const batch = this.db.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
      removed += snap.size;
    }
    return removed;
  }
}
