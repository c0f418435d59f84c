/** Autosaved drafts of language versions (articleAutosaves), one document per article and language. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, type ArticleAutosaveDoc } from './documents.js';

export type AutosaveFields = Pick<ArticleAutosaveDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'>;

export class ArticleAutosavesRepository {
  private readonly col;

  constructor(db: Firestore) {
    this.col = collections(db).articleAutosaves;
  }

  private ref(articleId: number, languageId: number) {
    return this.col.doc(`${articleId}_${languageId}`);
  }

  async get(articleId: number, languageId: number): Promise<ArticleAutosaveDoc | null> {
    const snap = await this.ref(articleId, languageId).get();
    return snap.exists ? (snap.data() as ArticleAutosaveDoc) : null;
  }

  /** Replaces the draft (the latest pause in typing wins; drafts are not merged). */
  async put(articleId: number, languageId: number, fields: AutosaveFields, now: Date, expireAt: Date): Promise<ArticleAutosaveDoc> {
    const doc: ArticleAutosaveDoc = {
      articleId,
      languageId,
      ...fields,
      savedAt: Timestamp.fromDate(now),
      expireAt: Timestamp.fromDate(expireAt),
    };
    await this.ref(articleId, languageId).set(doc);
    return doc;
  }

  async delete(articleId: number, languageId: number): Promise<boolean> {
    const ref = this.ref(articleId, languageId);
    // Firestore's delete succeeds on a missing document; the answer says whether there was a draft.
    return this.col.firestore.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) tx.delete(ref);
      return snap.exists;
    });
  }
}
