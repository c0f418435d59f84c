/**
 * Each article's views and shares rolled up from its counter shards into articleStats/{id}, so a
 * list reads all counts in one query instead of one aggregation per article. The shards still take
 * the bursts; the roll-up is written after them (trigger onArticleCounterWritten).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { changedNow } from './change-signal.js';
import { collections, type ArticleStatsDoc } from './documents.js';
import { ShardedCounter } from './sharded-counter.js';

/** Enough for any interleaving of roll-ups that finishes: each round only follows a newer increment. */
const MAX_ROUNDS = 20;

export class ArticleStatsRepository {
  private readonly cols;

  constructor(db: Firestore) {
    this.cols = collections(db);
  }

  /**
   * Writes the shards' sum into the article's stats, then checks the sum again and repeats while it
   * moved. Roll-ups of one burst may interleave and an older sum may land after a newer one, but
   * whichever wrote last saw its value still equal to the shards afterwards, so once the burst ends
   * the stored counts are exact. Nothing is written for an article that no longer exists.
   */
  async rollUp(articleId: number): Promise<ArticleStatsDoc | null> {
    const counter = new ShardedCounter(this.cols.articleCounters(articleId), ['views', 'shares'] as const);
    const ref = this.cols.articleStats.doc(String(articleId));
    let totals = await counter.totals();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      if (!(await this.cols.articles.doc(String(articleId)).get()).exists) {
        await ref.delete();
        return null;
      }
      await ref.set({ ...totals, changedAt: changedNow() });
      const now = await counter.totals();
      if (now.views === totals.views && now.shares === totals.shares) return totals;
      totals = now;
    }
    return totals;
  }

  async remove(articleId: number): Promise<void> {
    await this.cols.articleStats.doc(String(articleId)).delete();
  }
}
