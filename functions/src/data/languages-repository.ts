/** Languages: the list readers pick from and translations refer to by id. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ConflictError } from '../errors.js';
import { collections, type LanguageDoc } from './documents.js';
import { allocateId, reserveId } from './ids.js';

export interface NewLanguage {
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
}

export class LanguagesRepository {
  private readonly col;

  constructor(private readonly db: Firestore) {
    this.col = collections(db).languages;
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
      if (!taken.empty) throw new ConflictError(`Language code '${input.code}' already exists`, 'code');
      const doc: LanguageDoc = { id: newId, ...input, createdAt: Timestamp.fromDate(now) };
      tx.create(this.col.doc(String(newId)), doc);
      return doc;
    });
  }
}
