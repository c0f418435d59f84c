/**
 * The search index: `articleEmbeddings/{articleId}_{code}`, one vector per published language
 * version, with the category, language and status beside it for filtering, and a hash of the
 * embedded text so unchanged versions are not embedded again. Queried with Firestore's
 * `findNearest` (cosine); `firestore.indexes.json` declares the vector index. Also the record of
 * searches that found nothing good (`searchQueries`).
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';

type VectorValue = ReturnType<typeof FieldValue.vector>;
import type { Category } from '../contract/index.js';
import { collections } from './documents.js';

export interface EmbeddingDoc {
  articleId: number;
  languageId: number;
  languageCode: string;
  languageName: string;
  category: Category;
  /** Always `published`: other versions are removed. Kept so every query can filter on it. */
  status: 'published';
  slug: string;
  title: string;
  excerpt: string;
  isOriginal: boolean;
  createdAt: Timestamp;
  textHash: string;
  model: string;
  embedding: VectorValue;
}

export type EmbeddingFields = Omit<EmbeddingDoc, 'embedding'>;

export interface NearestQuery {
  vector: number[];
  limit: number;
  category?: Category;
  languageCode?: string;
}

/** How long a weak query is remembered after it was last searched (the dashboard shows these days). */
export const WEAK_QUERY_DAYS = 30;

export interface SearchQueryDoc {
  query: string;
  count: number;
  lastSearchedAt: Timestamp;
  bestScore: number;
  /** For a Firestore TTL policy: WEAK_QUERY_DAYS after the last search (absent in older documents). */
  expireAt?: Timestamp;
}

export class EmbeddingsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  docId(articleId: number, code: string): string {
    return `${articleId}_${code}`;
  }

  async listForArticle(articleId: number): Promise<(EmbeddingFields & { id: string })[]> {
    const snap = await this.cols.articleEmbeddings.where('articleId', '==', articleId).select(...FIELDS).get();
    return snap.docs.map((d) => ({ id: d.id, ...(d.data() as EmbeddingFields) }));
  }

  async put(fields: EmbeddingFields, vector: number[]): Promise<void> {
    await this.cols.articleEmbeddings.doc(this.docId(fields.articleId, fields.languageCode)).set({ ...fields, embedding: FieldValue.vector(vector) });
  }

  /** Updates the fields beside the vector (a new slug or category) without embedding again. */
  async updateFields(id: string, fields: Partial<EmbeddingFields>): Promise<void> {
    await this.cols.articleEmbeddings.doc(id).update(fields);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const batch = this.db.batch();
    for (const id of ids) batch.delete(this.cols.articleEmbeddings.doc(id));
    await batch.commit();
  }

  /** The nearest published versions by cosine distance, with the filters; `distance` in [0, 2]. */
  async findNearest(q: NearestQuery): Promise<(EmbeddingFields & { distance: number })[]> {
    let query: Query = this.cols.articleEmbeddings.where('status', '==', 'published');
    if (q.category) query = query.where('category', '==', q.category);
    if (q.languageCode) query = query.where('languageCode', '==', q.languageCode);
    const snap = await query
      .findNearest({ vectorField: 'embedding', queryVector: q.vector, limit: q.limit, distanceMeasure: 'COSINE', distanceResultField: 'distance' })
      .get();
    return snap.docs.map((d) => {
      const { embedding: _e, ...rest } = d.data() as EmbeddingDoc & { distance: number };
      return rest;
    });
  }

  /** Counts a search that found nothing good; the id is a hash of the normalised query. */
  async recordWeakQuery(query: string, bestScore: number, now: Date): Promise<void> {
    const normalised = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const id = createHash('sha256').update(normalised).digest('hex');
    await this.cols.searchQueries
      .doc(id)
      .set(
        {
          query: normalised,
          count: FieldValue.increment(1),
          lastSearchedAt: Timestamp.fromDate(now),
          bestScore,
          expireAt: Timestamp.fromMillis(now.getTime() + WEAK_QUERY_DAYS * 86_400_000),
        },
        { merge: true },
      );
  }

  /** Weak queries searched since `since`, most searched first (a bounded read, sorted here). */
  async topWeakQueries(since: Date, limit: number): Promise<SearchQueryDoc[]> {
    const snap = await this.cols.searchQueries.where('lastSearchedAt', '>=', Timestamp.fromDate(since)).orderBy('lastSearchedAt', 'desc').limit(1000).get();
    return snap.docs
      .map((d) => d.data() as SearchQueryDoc)
      .sort((a, b) => b.count - a.count)
      .slice(0, limit);
  }
}

const FIELDS = ['articleId', 'languageId', 'languageCode', 'languageName', 'category', 'status', 'slug', 'title', 'excerpt', 'isOriginal', 'createdAt', 'textHash', 'model'];
