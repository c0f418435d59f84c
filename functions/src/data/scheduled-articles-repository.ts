/**
 * Scheduled publishing's reads and writes on articles: the due ones, and publishing one at its
 * scheduled time in a transaction that checks it is still due.
 */
import { afterArticleWrite, changedNow } from './change-signal.js';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from './documents.js';
import type { ArticleDoc } from './article-documents.js';
import { versionedUpdate } from './article-version.js';
import { SYSTEM_ACTOR } from './revisions-repository.js';

export class ScheduledArticlesRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Scheduled articles whose time has come, earliest first. */
  async listDue(now: Date, limit: number): Promise<ArticleDoc[]> {
    const snap = await this.cols.articles
      .where('status', '==', 'scheduled')
      .where('scheduledAt', '<=', Timestamp.fromDate(now))
      .orderBy('scheduledAt', 'asc')
      .limit(limit)
      .get();
    return snap.docs.map((d) => d.data() as ArticleDoc);
  }

  /**
   * Publishes a scheduled article at its scheduled time, if it is still scheduled and due when
   * the transaction runs (it may have been edited or deleted since it was listed, or published
   * by an overlapping run). publishedAt becomes the scheduled time, not the time of the run.
   */
  async publishIfDue(id: number, now: Date): Promise<boolean> {
    const ref = this.cols.articles.doc(String(id));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const doc = snap.data() as ArticleDoc | undefined;
      if (!doc || doc.status !== 'scheduled' || !doc.scheduledAt || doc.scheduledAt.toMillis() > now.getTime()) return false;
      const ts = Timestamp.fromDate(now);
      tx.update(ref, versionedUpdate(tx, this.db, doc, { status: 'published' as const, publishedAt: doc.scheduledAt, scheduledAt: null, updatedAt: ts, changedAt: changedNow() }, SYSTEM_ACTOR, ts));
      return true;
    }));
  }
}
