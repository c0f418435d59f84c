/**
 * An article's views and shares as readers are shown them, without an aggregation of its counter
 * shards for every answer (that read was the slowest part of counting a view).
 *
 * The base is the newest exact total this instance knows, each with the time up to which it
 * counted: the rolled-up stats the reader catalog holds (ArticleStatsDoc.through), or a sum of the
 * shards read here. To it are added the increments this instance committed after that time (each
 * increment's commit time is known), so in one instance the answer is exact at once: a reader's
 * own view is always in the count they are shown. Increments made by other instances show once
 * they are rolled up and the catalog has caught up (within a minute in another instance), as in the lists.
 *
 * Nothing here decides what is stored: the shards hold every increment, and the roll-up makes the
 * stored totals exact. When the roll-up falls behind (RECOUNT_AFTER increments or RECOUNT_AFTER_MS
 * without a newer base), the shards are summed again, so memory stays bounded.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { ArticleCounterField } from '../data/articles-repository.js';
import type { ShardedCounter } from '../data/sharded-counter.js';

export type Counts = Record<ArticleCounterField, number>;

/** Exact totals up to a time: every increment committed until `through` is in them, none after. */
export interface CountedTotals extends Counts {
  through: Timestamp;
  /**
   * For a sum of the shards read here: each shard's update time (null: not written yet). Which
   * increments it holds is decided per shard, not by `through` (the read's time): see ShardedCounter.
   */
  shards?: (Timestamp | null)[];
}

export const RECOUNT_AFTER = 1_000;
export const RECOUNT_AFTER_MS = 60_000;

interface Increment {
  field: ArticleCounterField;
  at: Timestamp;
  shard: number;
  /** Date.now() when it was made: how long no base has caught up with it. */
  madeAt: number;
}

export class ArticleCounts {
  /** Increments made here that the newest base known here may not include, oldest first. */
  private readonly recent = new Map<number, Increment[]>();
  /** Sums of the shards read here, while newer than the catalog's stats. */
  private readonly sums = new Map<number, CountedTotals>();

  constructor(private readonly counters: (articleId: number) => ShardedCounter<ArticleCounterField>) {}

  /** Counts one view or share (the shards take it) and remembers it until a base includes it. */
  async increment(articleId: number, field: ArticleCounterField): Promise<void> {
    const { at, shard } = await this.counters(articleId).increment(field);
    const list = this.recent.get(articleId) ?? [];
    // Commits may answer out of order: keep the list ordered by commit time.
    let i = list.length;
    while (i > 0 && list[i - 1]!.at.valueOf() > at.valueOf()) i--;
    list.splice(i, 0, { field, at, shard, madeAt: Date.now() });
    this.recent.set(articleId, list);
  }

  /**
   * The totals to show: the newer of `rolledUp` (the catalog's stats, when it has them) and the
   * last sum read here, plus this instance's increments after it. Without either, or when the
   * roll-up is behind, the shards are summed.
   */
  async totals(articleId: number, rolledUp: CountedTotals | undefined): Promise<Counts> {
    let base = newer(rolledUp, this.sums.get(articleId));
    if (base === rolledUp) this.sums.delete(articleId);
    let later = this.after(articleId, base);
    if (!base || later.length > RECOUNT_AFTER || (later[0] && Date.now() - later[0].madeAt > RECOUNT_AFTER_MS)) {
      const read = await this.counters(articleId).read();
      // Sums read at once (a burst of views) answer in any order: one older than the sum kept
      // must not replace it, since the increments after that sum are already forgotten.
      const known = newer(this.sums.get(articleId), { ...read.totals, through: read.readTime, shards: read.shardTimes })!;
      this.sums.set(articleId, known);
      base = newer(rolledUp, known)!;
      later = this.after(articleId, base);
    }
    const counts: Counts = { views: base.views, shares: base.shares };
    for (const inc of later) counts[inc.field]++;
    return counts;
  }

  /** Forgets what an article's base includes and answers the rest, oldest first. */
  private after(articleId: number, base: CountedTotals | undefined): Increment[] {
    const list = this.recent.get(articleId);
    if (!list || !base) return list ?? [];
    const rest = list.filter((inc) => !includes(base, inc));
    if (rest.length === 0) this.recent.delete(articleId);
    else if (rest.length !== list.length) this.recent.set(articleId, rest);
    return rest;
  }
}

/** Whether `base` counted the increment: by its shard's update time for a sum read here, else by the base's time (a commit at `through` is in it). */
function includes(base: CountedTotals, inc: Increment): boolean {
  if (base.shards) {
    const shardTime = base.shards[inc.shard];
    return shardTime != null && inc.at.valueOf() <= shardTime.valueOf();
  }
  return inc.at.valueOf() <= base.through.valueOf();
}

function newer(a: CountedTotals | undefined, b: CountedTotals | undefined): CountedTotals | undefined {
  if (!a || !b) return a ?? b;
  return b.through.valueOf() > a.through.valueOf() ? b : a;
}
