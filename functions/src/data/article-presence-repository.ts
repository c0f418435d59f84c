/**
 * Who has which article open (articlePresence, issue 39): one document per article holding a map
 * by uid. What each call costs, as Cloud Firestore bills it:
 *  - a beat: one write, no read (a merge of the caller's entry and the lapse times);
 *  - leaving: one read and one write (or delete) in a transaction, which also drops lapsed entries;
 *  - the list: one query of the articles someone has open now, one read per such article (at
 *    least one), however many articles the console lists.
 * Every instance reads and writes the same documents, so what one instance was told, the others
 * answer: nothing is kept in memory.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, type ArticlePresenceDoc, type ArticlePresenceEntryDoc } from './documents.js';

export interface PresenceEntry {
  name: string;
  languageId: number;
  mode: 'editing' | 'viewing';
}

/** A document nobody renewed (every tab closed without a DELETE) is removed by TTL a day later. */
const KEEP_MS = 86_400_000;
/** More articles open at once than any newsroom has people: the list's query stops there. */
const LIST_LIMIT = 500;

export class ArticlePresenceRepository {
  private readonly col;

  constructor(db: Firestore) {
    this.col = collections(db).articlePresence;
  }

  /** The caller's entry, renewed until `now + expiryMs`: one write. */
  async beat(articleId: number, uid: string, entry: PresenceEntry, now: Date, expiryMs: number): Promise<void> {
    const at = Timestamp.fromDate(now);
    const person: ArticlePresenceEntryDoc = { ...entry, at };
    // A merge sets exactly these fields: the other people's entries stay as they are.
    await this.col.doc(String(articleId)).set(
      {
        articleId,
        people: { [uid]: person },
        activeUntil: Timestamp.fromMillis(now.getTime() + expiryMs),
        expireAt: Timestamp.fromMillis(now.getTime() + KEEP_MS),
      },
      { merge: true },
    );
  }

  /**
   * Removes the caller's entry, and any that lapsed; the document goes when nobody is left.
   * Answers whether the caller had an entry.
   */
  async leave(articleId: number, uid: string, now: Date, expiryMs: number): Promise<boolean> {
    const ref = this.col.doc(String(articleId));
    return this.col.firestore.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const doc = snap.data() as ArticlePresenceDoc | undefined;
      if (!doc?.people?.[uid]) return false;
      const live = Object.entries(doc.people).filter(([who, e]) => who !== uid && e.at.toMillis() + expiryMs > now.getTime());
      if (live.length === 0) {
        tx.delete(ref);
        return true;
      }
      const latest = Math.max(...live.map(([, e]) => e.at.toMillis()));
      tx.update(ref, 'people', Object.fromEntries(live), 'activeUntil', Timestamp.fromMillis(latest + expiryMs));
      return true;
    });
  }

  /** The articles someone has open at `now` (entries inside may have lapsed: the caller filters them). */
  async listActive(now: Date): Promise<ArticlePresenceDoc[]> {
    // One inequality on one field: its automatic single-field index serves it.
    const snap = await this.col.where('activeUntil', '>', Timestamp.fromDate(now)).limit(LIST_LIMIT).get();
    return snap.docs.map((d) => d.data() as ArticlePresenceDoc);
  }

  /** A deleted article's presence (from the onArticleDeleted trigger). */
  async deleteOf(articleId: number): Promise<void> {
    await this.col.doc(String(articleId)).delete();
  }
}

