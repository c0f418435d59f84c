/** Languages: the list readers pick from and translations refer to by id. */
import { changesBetween, recordIn } from './audit-log.js';
import { afterArticleWrite } from './change-signal.js';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LANGUAGE_MESSAGES } from '../contract/index.js';
import { ConflictError } from '../errors.js';
import { collections, type LanguageDoc } from './documents.js';
import { readNextId, runIdTransaction } from './ids.js';
import { UniqueValues } from './unique-values.js';
import { inDocumentLanes } from './hot-documents.js';

export interface NewLanguage {
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
}

export type LanguageChanges = Partial<NewLanguage>;

/** What still refers to a language (its id is in articles' languageIds, a channel's languageId, or an ad's languageIds). */
export interface LanguageUsage {
  articles: number;
  channels: number;
  ads: number;
}

export class LanguagesRepository {
  private readonly col;
  private readonly cols;
  /** Codes are unique: claimed in languageCodes/{code} in the transaction that writes the language. */
  private readonly codes;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
    this.col = this.cols.languages;
    this.codes = new UniqueValues(this.cols.languageCodes, this.col, 'code');
  }

  async countActive(): Promise<number> {
    const snap = await this.col.where('isActive', '==', true).count().get();
    return snap.data().count;
  }

  /**
   * Updates a language; a code another language has is a conflict, and a new code's claim
   * replaces the old one's in the same transaction. Null when it does not exist.
   */
  async update(id: number, changes: LanguageChanges): Promise<LanguageDoc | null> {
    const ref = this.col.doc(String(id));
    // Changes to one code meet on its claim: in this process they wait in its lane, not in Firestore's locks.
    const lanes = [ref.path, ...(changes.code === undefined ? [] : [this.codes.lanePath(changes.code)])];
    return afterArticleWrite(inDocumentLanes(this.db, lanes, () => this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as LanguageDoc;
      const newCode = changes.code !== undefined && changes.code !== current.code ? changes.code : undefined;
      if (newCode !== undefined && (await this.codes.holderOf(tx, newCode)) !== null) throw codeTaken(newCode);
      const next: LanguageDoc = { ...current, ...changes };
      tx.set(ref, next);
      recordIn(this.db, tx, { action: 'language.update', target: languageTarget(next), changes: changesBetween(current, next, Object.keys(changes) as (keyof LanguageDoc & string)[]) });
      if (newCode !== undefined) {
        this.codes.release(tx, current.code);
        this.codes.claim(tx, newCode, id);
      }
      return next;
    })));
  }

  async usage(id: number): Promise<LanguageUsage> {
    const [articles, channels, ads] = await Promise.all([
      this.cols.articles.where('languageIds', 'array-contains', id).count().get(),
      this.cols.telegramChannels.where('languageId', '==', id).count().get(),
      this.cols.ads.where('languageIds', 'array-contains', id).count().get(),
    ]);
    return { articles: articles.data().count, channels: channels.data().count, ads: ads.data().count };
  }

  /**
   * Deletes a language nothing refers to, and frees its code. The check runs inside the
   * transaction, and article and ad writes read their languages inside theirs, so a language cannot
   * vanish under a new translation or a new ad's targeting. An ad targeting it holds it too:
   * dropping the language from the ad instead would leave an ad aimed only at it shown to every
   * reader, which its advertiser never asked for.
   */
  async deleteIfUnused(id: number): Promise<'deleted' | 'not-found' | 'in-use'> {
    const ref = this.col.doc(String(id));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'not-found';
      const [articles, channels, ads] = await Promise.all([
        tx.get(this.cols.articles.where('languageIds', 'array-contains', id).limit(1)),
        tx.get(this.cols.telegramChannels.where('languageId', '==', id).limit(1)),
        tx.get(this.cols.ads.where('languageIds', 'array-contains', id).limit(1)),
      ]);
      if (!articles.empty || !channels.empty || !ads.empty) return 'in-use';
      tx.delete(ref);
      const gone = snap.data() as LanguageDoc;
      this.codes.release(tx, gone.code);
      recordIn(this.db, tx, { action: 'language.delete', target: languageTarget(gone), changes: { code: { from: gone.code, to: null } } });
      return 'deleted';
    }));
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

  /**
   * Creates a language, its id and its code's claim in one transaction; `id` may be fixed (English
   * is 1: the counter is then raised past it). A code already taken is a conflict.
   */
  async create(input: NewLanguage, now: Date, id?: number): Promise<LanguageDoc> {
    return afterArticleWrite(runIdTransaction(this.db, async (tx) => {
      const [holder, next] = await Promise.all([this.codes.holderOf(tx, input.code), readNextId(tx, this.db, 'languages', id)]);
      if (holder !== null) throw codeTaken(input.code);
      const doc: LanguageDoc = { id: next.id, ...input, createdAt: Timestamp.fromDate(now) };
      next.take();
      tx.create(this.col.doc(String(next.id)), doc);
      this.codes.claim(tx, input.code, next.id);
      recordIn(this.db, tx, { action: 'language.create', target: languageTarget(doc), changes: changesBetween(null, doc, ['code', 'name', 'nativeName']) });
      return doc;
    }));
  }
}

function languageTarget(doc: LanguageDoc) {
  return { type: 'language' as const, id: String(doc.id), title: doc.name, languageId: doc.id };
}

function codeTaken(code: string): ConflictError {
  return new ConflictError(LANGUAGE_MESSAGES.codeTaken(code), 'code', 'already exists');
}
