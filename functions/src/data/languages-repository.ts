/** Languages: the list readers pick from and translations refer to by id. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LANGUAGE_MESSAGES } from '../contract/index.js';
import { ConflictError } from '../errors.js';
import { collections, type LanguageDoc } from './documents.js';
import { allocateId, reserveId } from './ids.js';

export interface NewLanguage {
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
}

export type LanguageChanges = Partial<NewLanguage>;

/** What still refers to a language (its id is in articles' languageIds, or a channel's languageId). */
export interface LanguageUsage {
  articles: number;
  channels: number;
}

export class LanguagesRepository {
  private readonly col;
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
    this.col = this.cols.languages;
  }

  async countActive(): Promise<number> {
    const snap = await this.col.where('isActive', '==', true).count().get();
    return snap.data().count;
  }

  /** Updates a language; a code another language has is a conflict. Null when it does not exist. */
  async update(id: number, changes: LanguageChanges): Promise<LanguageDoc | null> {
    const ref = this.col.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as LanguageDoc;
      if (changes.code !== undefined && changes.code !== current.code) {
        const taken = await tx.get(this.col.where('code', '==', changes.code).limit(1));
        if (!taken.empty) throw new ConflictError(LANGUAGE_MESSAGES.codeTaken(changes.code), 'code', 'already exists');
      }
      const next: LanguageDoc = { ...current, ...changes };
      tx.set(ref, next);
      return next;
    });
  }

  async usage(id: number): Promise<LanguageUsage> {
    const [articles, channels] = await Promise.all([
      this.cols.articles.where('languageIds', 'array-contains', id).count().get(),
      this.cols.telegramChannels.where('languageId', '==', id).count().get(),
    ]);
    return { articles: articles.data().count, channels: channels.data().count };
  }

  /**
   * Deletes a language nothing refers to. The check runs inside the transaction, and article
   * writes read their languages inside theirs, so a language cannot vanish under a new translation.
   */
  async deleteIfUnused(id: number): Promise<'deleted' | 'not-found' | 'in-use'> {
    const ref = this.col.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'not-found';
      const [articles, channels] = await Promise.all([
        tx.get(this.cols.articles.where('languageIds', 'array-contains', id).limit(1)),
        tx.get(this.cols.telegramChannels.where('languageId', '==', id).limit(1)),
      ]);
      if (!articles.empty || !channels.empty) return 'in-use';
      tx.delete(ref);
      return 'deleted';
    });
  }

  async listAll(): Promise<LanguageDoc[]> {
    const snap = await this.col.orderBy('id').get();
    return snap.docs.map((d) => d.data() as LanguageDoc);
  }

  async getById(id: number): Promise<LanguageDoc | null> {
    const snap = await this.col.doc(String(id)).get();
    return snap.exists ? (snap.data() as LanguageDoc) : null;
  }

  async findByCode(code: string): Promise<LanguageDoc | null> {
    const snap = await this.col.where('code', '==', code).limit(1).get();
    return snap.empty ? null : (snap.docs[0]!.data() as LanguageDoc);
  }

  /** Creates a language; `id` may be fixed (English is 1). A code already taken is a conflict. */
  async create(input: NewLanguage, now: Date, id?: number): Promise<LanguageDoc> {
    if (id !== undefined) await reserveId(this.db, 'languages', id);
    const newId = id ?? (await allocateId(this.db, 'languages'));
    return this.db.runTransaction(async (tx) => {
      const taken = await tx.get(this.col.where('code', '==', input.code).limit(1));
      if (!taken.empty) throw new ConflictError(LANGUAGE_MESSAGES.codeTaken(input.code), 'code', 'already exists');
      const doc: LanguageDoc = { id: newId, ...input, createdAt: Timestamp.fromDate(now) };
      tx.create(this.col.doc(String(newId)), doc);
      return doc;
    });
  }
}
