/**
 * Group commit of a counter's increments: at most IN_FLIGHT writes at once per counter and field;
 * what comes meanwhile is written as one increment, each caller answered with its own write's
 * commit time, a failure failing exactly the increments that write held.
 */
import type { CollectionReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ShardedCounter } from './sharded-counter.js';

/** A counter collection whose writes wait until the test settles them, each recorded with its increment. */
function heldShards() {
  const writes: { by: number; shard: number; settle(ok: boolean): void }[] = [];
  let seq = 0;
  const firestore = {} as Firestore;
  const shards = {
    firestore,
    path: 'articles/1/counters',
    doc: (id: string) => ({
      set: (data: Record<string, { operand?: number }>) =>
        new Promise((resolve, reject) => {
          // FieldValue.increment(n) keeps n as its operand.
          const by = Object.values(data)[0]!.operand!;
          const at = ++seq;
          writes.push({ by, shard: Number(id), settle: (ok) => (ok ? resolve({ writeTime: { at } as unknown as Timestamp }) : reject(new Error('write failed'))) });
        }),
    }),
  } as unknown as CollectionReference;
  return { counter: new ShardedCounter(shards, ['views', 'shares'] as const), writes };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('ShardedCounter increments', () => {
  it('writes four at once, gathers the rest into one increment, and answers each with its write', async () => {
    const { counter, writes } = heldShards();
    const answers = Array.from({ length: 20 }, () => counter.increment('views'));
    expect(writes.map((w) => w.by)).toEqual([1, 1, 1, 1]);
    writes[0]!.settle(true);
    await flush();
    // The 16 that came while four were in flight go in one write when the first ends.
    expect(writes.map((w) => w.by)).toEqual([1, 1, 1, 1, 16]);
    for (const w of writes.slice(1)) w.settle(true);
    const answered = await Promise.all(answers);
    expect(answered.map((c) => (c.at as unknown as { at: number }).at)).toEqual([1, 2, 3, 4, ...Array(16).fill(5)]);
    // Each is answered with the shard its write went to.
    expect(answered.map((c) => c.shard)).toEqual([...writes.slice(0, 4).map((w) => w.shard), ...Array(16).fill(writes[4]!.shard)]);
    // Nothing waits any more: the next increment is written at once, alone.
    const next = counter.increment('views');
    expect(writes.map((w) => w.by)).toEqual([1, 1, 1, 1, 16, 1]);
    writes[5]!.settle(true);
    await next;
  });

  it('keeps fields apart, and a failed write fails only the increments it held', async () => {
    const { counter, writes } = heldShards();
    const views = Array.from({ length: 6 }, () => counter.increment('views').then(() => 'counted', () => 'failed'));
    const share = counter.increment('shares').then(() => 'counted', () => 'failed');
    expect(writes.map((w) => w.by)).toEqual([1, 1, 1, 1, 1]); // four views, one share
    writes[0]!.settle(false);
    await flush();
    expect(writes.map((w) => w.by)).toEqual([1, 1, 1, 1, 1, 2]); // the two gathered views
    writes[5]!.settle(false);
    for (const w of writes.slice(1, 5)) w.settle(true);
    expect(await Promise.all(views)).toEqual(['failed', 'counted', 'counted', 'counted', 'failed', 'failed']);
    expect(await share).toBe('counted');
  });
});
