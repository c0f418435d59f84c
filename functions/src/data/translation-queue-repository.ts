/**
 * The translator's desk (issue 29): translationQueue/{articleId}_{languageId}, one document per
 * translation that is machine-made (AI text nobody approved) or stale (made from an older text of
 * the original). It is a function of the article document and its views, kept by:
 *  - `sync(articleId)`, run by the onArticleQueueWritten trigger after every write of an article
 *    (whatever wrote it: the console, the external API, an AI translation, a review, a deletion);
 *    it reads the article as stored, so a late or repeated event does the right thing;
 *  - the stats roll-up (article-stats-repository.ts), which refreshes `views` when they pass a
 *    two-significant-figure step (`viewsStep`), so a popular article's views do not rewrite its
 *    entries on every roll-up.
 * "My translations" is then one query per page (`in` the person's languages, at most 30 a query),
 * ordered by views, each served by firestore.indexes.json.
 */
import { FieldPath, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { QueueReason } from '../contract/index.js';
import { collections, COLLECTIONS } from './documents.js';
import type { ArticleDoc, ArticleStatsDoc, TranslationQueueDoc, TranslationSummaryDoc } from './article-documents.js';

/**
 * meta/translationQueue holds the version of the queue every article has been synced to once: a
 * deployment from before the desk (or a change of its rules: bump it) fills the queue by itself.
 */
export const QUEUE_VERSION = 1;

/** Firestore's limit of values in one `in` filter. */
const IN_LIMIT = 30;

export const queueEntryId = (articleId: number, languageId: number) => `${articleId}_${languageId}`;

/**
 * Why a translation waits on the desk, if it does (the same rules as the console's translation
 * status: translation-service.ts `reviewStatusOf` and `isStale`).
 */
export function queueReasonsOf(article: Pick<ArticleDoc, 'originalHash' | 'originalLanguageId'>, t: TranslationSummaryDoc): QueueReason[] {
  if (t.isOriginal || t.languageId === article.originalLanguageId) return [];
  const reasons: QueueReason[] = [];
  if ((t.reviewStatus ?? (t.source === 'ai' ? 'machine' : 'human')) === 'machine') reasons.push('machine');
  if (t.source === 'ai' && article.originalHash !== undefined && t.sourceHash !== article.originalHash) reasons.push('stale');
  return reasons;
}

/** The article's entries as they should be. */
export function queueEntriesOf(article: ArticleDoc, views: number): TranslationQueueDoc[] {
  const original = article.translations.find((t) => t.languageId === article.originalLanguageId);
  return article.translations.flatMap((t) => {
    const reasons = queueReasonsOf(article, t);
    if (reasons.length === 0) return [];
    return [{
      articleId: article.id,
      languageId: t.languageId,
      originalLanguageId: article.originalLanguageId,
      reasons,
      title: t.title,
      originalTitle: original?.title ?? '',
      views,
      updatedAt: article.updatedAt,
    }];
  });
}

/** Views rounded down to two significant figures (exact under 100): entries follow views at these steps. */
export function viewsStep(views: number): number {
  if (views < 100) return views;
  const unit = 10 ** (Math.floor(Math.log10(views)) - 1);
  return Math.floor(views / unit) * unit;
}

export interface QueuePosition {
  views: number;
  id: string;
}

export type QueueEntry = TranslationQueueDoc & { id: string };

export class TranslationQueueRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /**
   * Makes the article's entries what its document says, in a transaction that read the article,
   * its stats and its entries: writes only the entries that differ, removes the rest (all of them
   * once the article is gone).
   */
  async sync(articleId: number): Promise<{ written: number; removed: number }> {
    const articleRef = this.cols.articles.doc(String(articleId));
    const statsRef = this.cols.articleStats.doc(String(articleId));
    const entries = this.cols.translationQueue.where('articleId', '==', articleId);
    return this.db.runTransaction(async (tx) => {
      const [[articleSnap, statsSnap], existing] = await Promise.all([tx.getAll(articleRef, statsRef), tx.get(entries)]);
      const article = articleSnap!.exists ? (articleSnap!.data() as ArticleDoc) : null;
      const views = (statsSnap!.data() as ArticleStatsDoc | undefined)?.views ?? 0;
      const wanted = new Map((article ? queueEntriesOf(article, views) : []).map((e) => [queueEntryId(e.articleId, e.languageId), e]));
      let written = 0;
      let removed = 0;
      for (const snap of existing.docs) {
        if (!wanted.has(snap.id)) {
          tx.delete(snap.ref);
          removed++;
        }
      }
      const stored = new Map(existing.docs.map((d) => [d.id, d.data() as TranslationQueueDoc]));
      for (const [id, entry] of wanted) {
        const before = stored.get(id);
        // Views are the roll-up's to refresh: an entry otherwise unchanged keeps its own.
        if (before && sameEntry(before, { ...entry, views: before.views })) continue;
        tx.set(this.cols.translationQueue.doc(id), entry);
        written++;
      }
      return { written, removed };
    });
  }

  /** Whether every article has been synced to this QUEUE_VERSION (the backfill ran to its end). */
  async backfilled(): Promise<boolean> {
    return (await this.marker().get()).get('version') === QUEUE_VERSION;
  }

  async markBackfilled(now: Date): Promise<void> {
    await this.marker().set({ version: QUEUE_VERSION, at: Timestamp.fromDate(now) });
  }

  private marker() {
    return this.db.collection(COLLECTIONS.meta).doc('translationQueue');
  }

  /**
   * For the roll-up's transaction (reads before its writes): the entries of the article whose
   * views should now be `views`. Empty unless the views passed a step since `previousViews`.
   */
  async entriesToRefresh(tx: Transaction, article: ArticleDoc, previousViews: number | undefined, views: number): Promise<FirebaseFirestore.DocumentReference[]> {
    if (previousViews !== undefined && viewsStep(previousViews) === viewsStep(views)) return [];
    const refs = queueEntriesOf(article, views).map((e) => this.cols.translationQueue.doc(queueEntryId(e.articleId, e.languageId)));
    if (refs.length === 0) return [];
    const snaps = await tx.getAll(...refs);
    return snaps.filter((s) => s.exists && s.get('views') !== views).map((s) => s.ref);
  }

  /**
   * One page of the desk of these languages (`*`: every language), most-read first, then by id;
   * `limit + 1` read so the caller knows whether another page follows.
   */
  async list(languages: '*' | number[], limit: number, after?: QueuePosition): Promise<QueueEntry[]> {
    const base = this.cols.translationQueue.orderBy('views', 'desc').orderBy(FieldPath.documentId(), 'desc');
    const page = (q: FirebaseFirestore.Query) => (after ? q.startAfter(after.views, after.id) : q).limit(limit + 1).get();
    const queries =
      languages === '*'
        ? [base]
        : chunks(languages, IN_LIMIT).map((ids) => (ids.length === 1 ? base.where('languageId', '==', ids[0]) : base.where('languageId', 'in', ids)));
    const snaps = await Promise.all(queries.map(page));
    const all = snaps.flatMap((s) => s.docs.map((d) => ({ ...(d.data() as TranslationQueueDoc), id: d.id })));
    return all.sort((a, b) => b.views - a.views || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, limit + 1);
  }
}

function sameEntry(a: TranslationQueueDoc, b: TranslationQueueDoc): boolean {
  return (
    a.articleId === b.articleId &&
    a.languageId === b.languageId &&
    a.originalLanguageId === b.originalLanguageId &&
    a.reasons.join() === b.reasons.join() &&
    a.title === b.title &&
    a.originalTitle === b.originalTitle &&
    a.views === b.views &&
    a.updatedAt.isEqual(b.updatedAt)
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
