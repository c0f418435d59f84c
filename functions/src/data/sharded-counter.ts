/**
 * Sharded counters: readers' increments land on one of SHARDS documents chosen at random, so a
 * burst on one article or ad never contends on a single document, and no increment is lost
 * (FieldValue.increment is applied atomically by Firestore).
 *
 * Totals are one sum aggregation per field, all read in one read-only transaction so they hold
 * the same commits. Not one aggregation over every field: Firestore answers it from a composite
 * index of all of them, which holds only the shards that have every field, and a shard only ever
 * viewed (an increment sets one field) would be left out of the views. A single-field sum is
 * served by the field's automatic index. Cost: an aggregation is billed one read per 1000 index
 * entries (at least one), so two reads for the totals, where reading the shards would be up to
 * SHARDS document reads.
 */
import { AggregateField, FieldValue, type CollectionReference, type Timestamp } from 'firebase-admin/firestore';

export const SHARDS = 10;

export class ShardedCounter<F extends string> {
  constructor(
    private readonly shards: CollectionReference,
    private readonly fields: readonly F[],
  ) {}

  /** Answers the commit time of the increment: totals read at or after it include it. */
  async increment(field: F, by = 1): Promise<Timestamp> {
    const shard = Math.floor(Math.random() * SHARDS);
    const result = await this.shards.doc(String(shard)).set({ [field]: FieldValue.increment(by) }, { merge: true });
    return result.writeTime;
  }

  async totals(): Promise<Record<F, number>> {
    return (await this.read()).totals;
  }

  /** The totals with the time they were read at: they include every increment committed until then. */
  async read(): Promise<{ totals: Record<F, number>; readTime: Timestamp }> {
    const snaps = await this.shards.firestore.runTransaction(
      (tx) => Promise.all(this.fields.map((f) => tx.get(this.shards.aggregate({ sum: AggregateField.sum(f) })))),
      { readOnly: true },
    );
    const totals = Object.fromEntries(this.fields.map((f, i) => [f, Math.round(snaps[i]!.data().sum ?? 0)])) as Record<F, number>;
    return { totals, readTime: snaps[0]!.readTime };
  }

  /** Sets the starting totals (seeding, imports): everything goes to shard 0, the others are cleared. */
  async reset(values: Partial<Record<F, number>>): Promise<void> {
    const batch = this.shards.firestore.batch();
    for (let i = 0; i < SHARDS; i++) batch.delete(this.shards.doc(String(i)));
    batch.set(this.shards.doc('0'), values);
    await batch.commit();
  }
}
