/**
 * Revisions: every save of an article's original or of a translation keeps its text, who saved it
 * and when, under articles/{id}/revisions/{languageId}-{n}. The save writes it in its own
 * transaction and removes the revision that falls out of the last REVISIONS_KEPT of that language
 * by its id (n counts the language's saves in the article document): no query, no read, whatever
 * the history's length. And the previews' links (articlePreviews).
 */
import { recordIn } from './audit-log.js';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { REVISIONS_KEPT, type RevisionAction } from '../contract/index.js';
import type { ContentInput } from './article-inputs.js';
import { collections, type ArticlePreviewDoc, type MergedWithDoc, type RevisionActorDoc, type RevisionDoc } from './documents.js';
import type { ArticleDoc } from './article-documents.js';

/** Who saves, and why: passed to the article writes. */
export interface SaveContext {
  by: RevisionActorDoc;
  action?: RevisionAction;
  restoredFrom?: string;
  /** A stale save merged with a newer one (issue 39): whose, and when. */
  mergedWith?: MergedWithDoc | null;
}

export const SYSTEM_ACTOR: RevisionActorDoc = { kind: 'system', id: 'system', name: 'System' };

/**
 * Writes a revision of `content` in `tx` and drops the one REVISIONS_KEPT saves older; returns
 * the article's new `revisionSeq`, which the caller writes with the article in the same transaction.
 */
export function recordRevision(
  tx: Transaction,
  db: Firestore,
  article: Pick<ArticleDoc, 'id' | 'revisionSeq'>,
  content: Omit<ContentInput, 'languageId'> & { languageId: number },
  save: SaveContext & { action: RevisionAction },
  now: Timestamp,
): Record<string, number> {
  const col = collections(db).articleRevisions(article.id);
  const key = String(content.languageId);
  const seq = (article.revisionSeq?.[key] ?? 0) + 1;
  const doc: RevisionDoc = {
    id: `${key}-${seq}`,
    articleId: article.id,
    languageId: content.languageId,
    seq,
    action: save.action,
    by: save.by,
    restoredFrom: save.restoredFrom ?? null,
    ...(save.mergedWith && { mergedWith: save.mergedWith }),
    savedAt: now,
    title: content.title,
    excerpt: content.excerpt,
    content: content.content,
    metaDescription: content.metaDescription,
  };
  tx.set(col.doc(doc.id), doc);
  if (seq > REVISIONS_KEPT) tx.delete(col.doc(`${key}-${seq - REVISIONS_KEPT}`));
  return { ...article.revisionSeq, [key]: seq };
}

export class RevisionsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Newest first (composite indexes in firestore.indexes.json); `before`: the id of the last revision of the previous page. */
  async list(articleId: number, q: { languageId?: number; limit: number; before?: string }): Promise<RevisionDoc[]> {
    const col = this.cols.articleRevisions(articleId);
    // Saves in the same instant (an article created with several languages) keep their order by n.
    let query =
      q.languageId === undefined ? col.orderBy('savedAt', 'desc').orderBy('seq', 'desc') : col.where('languageId', '==', q.languageId).orderBy('seq', 'desc');
    if (q.before) {
      const cursor = await col.doc(q.before).get();
      if (!cursor.exists) return [];
      query = query.startAfter(cursor);
    }
    const snap = await query.limit(q.limit).get();
    return snap.docs.map((d) => d.data() as RevisionDoc);
  }

  async get(articleId: number, revisionId: string): Promise<RevisionDoc | null> {
    const snap = await this.cols.articleRevisions(articleId).doc(revisionId).get();
    return snap.exists ? (snap.data() as RevisionDoc) : null;
  }

  /** Removes every revision of an article (its deletion). */
  async deleteAll(articleId: number): Promise<number> {
    const snap = await this.cols.articleRevisions(articleId).get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = this.db.batch();
      snap.docs.slice(i, i + 400).forEach((d) => batch.delete(d.ref));
      await batch.commit();
    }
    return snap.size;
  }

  async createPreview(tokenHash: string, articleId: number, expiresAt: Date, now: Date): Promise<void> {
    const doc: ArticlePreviewDoc = { articleId, createdAt: Timestamp.fromDate(now), expiresAt: Timestamp.fromDate(expiresAt), expireAt: Timestamp.fromDate(expiresAt) };
    // The token is the secret; the entry names the article and when the link stops working.
    const batch = this.db.batch();
    batch.set(this.cols.articlePreviews.doc(tokenHash), doc);
    recordIn(this.db, batch, { action: 'article.preview', target: { type: 'article', id: String(articleId) }, changes: { previewUntil: { from: null, to: expiresAt.toISOString() } } });
    await batch.commit();
  }

  async getPreview(tokenHash: string): Promise<ArticlePreviewDoc | null> {
    const snap = await this.cols.articlePreviews.doc(tokenHash).get();
    return snap.exists ? (snap.data() as ArticlePreviewDoc) : null;
  }
}
