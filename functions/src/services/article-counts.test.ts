import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ArticleCounterField } from '../data/articles-repository.js';
import type { ShardedCounter } from '../data/sharded-counter.js';
import { ArticleCounts, RECOUNT_AFTER, type CountedTotals } from './article-counts.js';

/** Shards in memory on a clock the test moves: each commit at the next millisecond, answers when the test says. */
function fakeShards() {
  let clock = 1_000;
  const committed: { field: ArticleCounterField; at: number }[] = [];
  let reads = 0;
  let gate: Promise<void> | undefined;
  let readGate: Promise<void> | undefined;
  const counter = {
    async increment(field: ArticleCounterField) {
      const at = ++clock;
      committed.push({ field, at });
      if (gate) await gate;
      return Timestamp.fromMillis(at);
    },
    async read() {
      reads++;
      const through = ++clock;
      const sum = (f: ArticleCounterField) => committed.filter((c) => c.field === f && c.at <= through).length;
      const answer = { totals: { views: sum('views'), shares: sum('shares') }, readTime: Timestamp.fromMillis(through) };
      if (readGate) await readGate;
      return answer;
    },
  } as unknown as ShardedCounter<ArticleCounterField>;
  return {
    counts: new ArticleCounts(() => counter),
    /** What a roll-up would store now. */
    rollUp(): CountedTotals {
      const through = ++clock;
      const sum = (f: ArticleCounterField) => committed.filter((c) => c.field === f).length;
      return { views: sum('views'), shares: sum('shares'), through: Timestamp.fromMillis(through) };
    },
    /** Increments committed from now on answer only when the returned function is called. */
    holdAnswers(): () => void {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => release();
    },
    answerAtOnce() {
      gate = undefined;
    },
    /** Sums read from now on answer only when the returned function is called (until readsAtOnce). */
    holdReads(): () => void {
      let release!: () => void;
      readGate = new Promise((r) => (release = r));
      return () => release();
    },
    readsAtOnce() {
      readGate = undefined;
    },
    reads: () => reads,
  };
}

describe('ArticleCounts', () => {
  it('sums the shards once, then adds only its own increments', async () => {
    const shards = fakeShards();
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 1, shares: 0 });
    await shards.counts.increment(1, 'views');
    await shards.counts.increment(1, 'shares');
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 2, shares: 1 });
    expect(shards.reads()).toBe(1);
  });

  it('never counts twice what a newer roll-up already holds, nor drops what came after it', async () => {
    const shards = fakeShards();
    for (let i = 0; i < 3; i++) await shards.counts.increment(1, 'views');
    const rolled = shards.rollUp();
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, rolled)).toEqual({ views: 4, shares: 0 });
    expect(shards.reads()).toBe(0);
  });

  it('prefers a sum read here to an older roll-up', async () => {
    const shards = fakeShards();
    const stale = shards.rollUp(); // nothing counted yet
    await shards.counts.increment(1, 'views');
    const recounted = await shards.counts.totals(1, undefined); // reads the shards: 1 view
    expect(recounted).toEqual({ views: 1, shares: 0 });
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, stale)).toEqual({ views: 2, shares: 0 });
    expect(shards.reads()).toBe(1);
  });

  it('keeps the newer of two sums read at once when the older one answers last', async () => {
    // 200 views at once on the Cloud Firestore emulator: each summed the shards, and an older sum
    // answering after a newer one replaced it, so the views in between were no longer counted.
    const shards = fakeShards();
    await shards.counts.increment(1, 'views');
    const releaseOlder = shards.holdReads();
    const older = shards.counts.totals(1, undefined); // reads 1 view, answers late
    shards.readsAtOnce();
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 2, shares: 0 });
    releaseOlder();
    expect(await older).toEqual({ views: 2, shares: 0 });
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 3, shares: 0 });
  });

  it('counts increments whose answers arrive out of order once each', async () => {
    const shards = fakeShards();
    const releaseFirst = shards.holdAnswers();
    const first = shards.counts.increment(1, 'views');
    const rolledBetween = shards.rollUp(); // holds the first increment
    shards.answerAtOnce();
    await shards.counts.increment(1, 'views'); // committed after the roll-up, answered before the first
    releaseFirst();
    await first;
    expect(await shards.counts.totals(1, rolledBetween)).toEqual({ views: 2, shares: 0 });
  });

  it('sums the shards again when the roll-up falls behind, so memory stays bounded', async () => {
    const shards = fakeShards();
    const rolled = shards.rollUp();
    for (let i = 0; i <= RECOUNT_AFTER; i++) await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, rolled)).toEqual({ views: RECOUNT_AFTER + 1, shares: 0 });
    expect(shards.reads()).toBe(1);
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, rolled)).toEqual({ views: RECOUNT_AFTER + 2, shares: 0 });
    expect(shards.reads()).toBe(1);
  });
});
