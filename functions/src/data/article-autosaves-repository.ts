/**
 * Autosaved drafts of language versions (articleAutosaves), one document per article, language and
 * person (issue 39): `{articleId}_{languageId}_{uid}`. A person reads, replaces and deletes only
 * their own; deleting an article deletes everyone's (`deleteAllOf`, from the onArticleDeleted trigger).
 * Drafts kept before issue 39 were shared (`{articleId}_{languageId}`, no uid): no id of a person's
 * draft names them, so they are offered to nobody; they go with their article or by TTL.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, type ArticleAutosaveDoc } from './documents.js';

export type AutosaveFields = Pick<ArticleAutosaveDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'>;

/** Deletes in one batch at most this many drafts (Firestore allows 500 writes a commit). */
const BATCH = 400;

export class ArticleAutosavesRepository {
  private readonly cols;

  constructor(db: Firestore) {
    this.cols = collections(db);
  }

  private ref(articleId: number, languageId: number, uid: string) {
    return this.cols.articleAutosaves.doc(`${articleId}_${languageId}_${uid}`);
  }

  async get(articleId: number, languageId: number, uid: string): Promise<ArticleAutosaveDoc | null> {
    const snap = await this.ref(articleId, languageId, uid).get();
    return snap.exists ? (snap.data() as ArticleAutosaveDoc) : null;
  }

  /**
   * Replaces the person's draft (the latest pause in typing wins; drafts are not merged), in a
   * transaction that reads the article first: a draft is never written after its article's
   * deletion committed (that deletion's trigger then finds every draft there is). `accept` checks the
   * article as read (its languages); null when the article is gone.
   */
  async put(
    articleId: number,
    languageId: number,
    uid: string,
    fields: AutosaveFields,
    now: Date,
    expireAt: Date,
    accept: (article: { languageIds: number[] }) => void,
  ): Promise<ArticleAutosaveDoc | null> {
    const articleRef = this.cols.articles.doc(String(articleId));
    return this.cols.articleAutosaves.firestore.runTransaction(async (tx) => {
      const article = await tx.get(articleRef);
      if (!article.exists) return null;
      accept({ languageIds: (article.get('languageIds') as number[] | undefined) ?? [] });
      const doc: ArticleAutosaveDoc = {
        articleId,
        languageId,
        uid,
        ...fields,
        savedAt: Timestamp.fromDate(now),
        expireAt: Timestamp.fromDate(expireAt),
      };
      tx.set(this.ref(articleId, languageId, uid), doc);
      return doc;
    });
  }

  async delete(articleId: number, languageId: number, uid: string): Promise<boolean> {
    const ref = this.ref(articleId, languageId, uid);
    // Firestore's delete succeeds on a missing document; the answer says whether there was a draft.
    return this.cols.articleAutosaves.firestore.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) tx.delete(ref);
      return snap.exists;
    });
  }

  /** Every draft of an article, everyone's (and the shared ones kept before issue 39). Idempotent. */
  async deleteAllOf(articleId: number): Promise<number> {
    let removed = 0;
    for (;;) {
      // One equality: the automatic single-field index serves it.
      const snap = await this.cols.articleAutosaves.where('articleId', '==', articleId).limit(BATCH).select().get();
      if (snap.empty) return removed;
      const batch = this.cols.articleAutosaves.firestore.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
      removed += snap.size;
      if (snap.size < BATCH) return removed;
    }
  }
}
