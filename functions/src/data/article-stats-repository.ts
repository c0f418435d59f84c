/**
 * Each article's views and shares rolled up from its counter shards into articleStats/{id}, so the
 * reader lists read every article's counts with the catalog instead of one aggregation per article.
 * The shards still take the bursts; the roll-up follows them (trigger onArticleCounterWritten).
 */
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { changeSignal, changedNow } from './change-signal.js';
import { collections } from './documents.js';
import type { ArticleDoc, ArticleStatsDoc } from './article-documents.js';
import { SHARDS } from './sharded-counter.js';
import { TranslationQueueRepository } from './translation-queue-repository.js';

export class ArticleStatsRepository {
  private readonly cols;
  private readonly queue;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
    this.queue = new TranslationQueueRepository(db);
  }

  /**
   * Writes the shards' sum into the article's stats in a transaction that read the shards: if an
   * increment lands after the read, the transaction runs again, so an older sum can never be
   * written over a newer one and the stored counts are exact once a burst ends. Nothing is written
   * when the sum is already stored; the stats go with an article that no longer exists.
   */
  async rollUp(articleId: number): Promise<ArticleStatsDoc | null> {
    const article = this.cols.articles.doc(String(articleId));
    const stats = this.cols.articleStats.doc(String(articleId));
    const shards = this.cols.articleCounters(articleId);
    // An aggregation over the shards is billed one read; getting each shard was one read per shard,
    // and a roll-up follows every counted view (most of a view's cost). One sum per field, not one
    // aggregation of both: that needs a composite index and counts only shards holding both fields
    // (see sharded-counter.ts).
    const viewsSum = shards.aggregate({ sum: AggregateField.sum('views') });
    const sharesSum = shards.aggregate({ sum: AggregateField.sum('shares') });
    let wrote = false;
    const totals = await this.db.runTransaction(async (tx) => {
      wrote = false; // a retried attempt decides again
      const [[articleSnap, statsSnap], views, shares] = await Promise.all([tx.getAll(article, stats), tx.get(viewsSum), tx.get(sharesSum)]);
      if (!articleSnap!.exists) {
        // Deleted: its stats go, and so do shards a view wrote after the deletion's clean-up ran
        // (an instance whose catalog had not caught up yet still counted it).
        const shardSnaps = await tx.getAll(...Array.from({ length: SHARDS }, (_, i) => shards.doc(String(i))));
        for (const snap of [statsSnap!, ...shardSnaps]) if (snap.exists) tx.delete(snap.ref);
        return null;
      }
      const totals = { views: Math.round(views.data().sum ?? 0), shares: Math.round(shares.data().sum ?? 0) };
      const stored = statsSnap!.data() as ArticleStatsDoc | undefined;
      // An unchanged sum means no increment landed since the stored one was read: its `through` still holds.
      if (stored?.views !== totals.views || stored?.shares !== totals.shares || !stored.through) {
        // The translator's desk orders by views: its entries follow them at each step.
        const queued = await this.queue.entriesToRefresh(tx, articleSnap!.data() as ArticleDoc, stored?.views, totals.views);
        tx.set(stats, { ...totals, through: views.readTime, changedAt: changedNow() });
        for (const ref of queued) tx.update(ref, { views: totals.views });
        wrote = true;
      }
      return totals;
    });
    // This instance's reader catalog sorts by these counts: it catches up on its next use.
    if (wrote) changeSignal.countsRolledUp();
    return totals;
  }

  /** The stats of several articles in one round trip; an article without any is left out. */
  async getMany(articleIds: number[]): Promise<Map<number, ArticleStatsDoc>> {
    if (articleIds.length === 0) return new Map();
    const snaps = await this.db.getAll(...articleIds.map((id) => this.cols.articleStats.doc(String(id))));
    return new Map(snaps.filter((s) => s.exists).map((s) => [Number(s.id), s.data() as ArticleStatsDoc]));
  }

  async remove(articleId: number): Promise<void> {
    await this.cols.articleStats.doc(String(articleId)).delete();
  }
}
