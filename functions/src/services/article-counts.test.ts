import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ArticleCounterField } from '../data/articles-repository.js';
import type { ShardedCounter } from '../data/sharded-counter.js';
import { ArticleCounts, RECOUNT_AFTER, type CountedTotals } from './article-counts.js';

/** Shards in memory on a clock the test moves: each commit at the next millisecond, answers when the test says. */
function fakeShards() {
  let clock = 1_000;
  const committed: { field: ArticleCounterField; at: number; shard: number }[] = [];
  let reads = 0;
  let gate: Promise<void> | undefined;
  let readGate: Promise<void> | undefined;
  /** Commits a read leaves out although they are stamped before its time (the emulator's lag). */
  const unseen = new Set<number>();
  const counter = {
    async increment(field: ArticleCounterField) {
      const at = ++clock;
      const shard = committed.length % 10;
      committed.push({ field, at, shard });
      if (gate) await gate;
      return { at: Timestamp.fromMillis(at), shard };
    },
    async read() {
      reads++;
      const through = ++clock;
      // A shard as a read sees it: its commits up to the first it does not see yet.
      const seen = committed.filter((c) => c.at <= through && !committed.some((u) => unseen.has(u.at) && u.shard === c.shard && u.at <= c.at));
      const sum = (f: ArticleCounterField) => seen.filter((c) => c.field === f).length;
      const shardTimes = Array.from({ length: 10 }, (_, k) => {
        const last = Math.max(0, ...seen.filter((c) => c.shard === k).map((c) => c.at));
        return last ? Timestamp.fromMillis(last) : null;
      });
      const answer = { totals: { views: sum('views'), shares: sum('shares') }, readTime: Timestamp.fromMillis(through), shardTimes };
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
    /** The next read will not see the last increment committed (nor anything after it on its shard). */
    lagBehindLast() {
      unseen.add(committed.at(-1)!.at);
    },
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

  it("keeps an increment a sum did not see although it was committed before the sum's time", async () => {
    // The Cloud Firestore emulator's reads can miss a commit stamped shortly before their read time.
    const shards = fakeShards();
    for (let i = 0; i < 3; i++) await shards.counts.increment(1, 'views');
    shards.lagBehindLast();
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 3, shares: 0 });
    await shards.counts.increment(1, 'views');
    expect(await shards.counts.totals(1, undefined)).toEqual({ views: 4, shares: 0 });
    expect(shards.reads()).toBe(1);
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
