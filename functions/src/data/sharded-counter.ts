/**
 * Sharded counters: readers' increments land on one of SHARDS documents chosen at random, so a
 * burst on one article or ad never contends on a single document, and no increment is lost
 * (FieldValue.increment is applied atomically by Firestore). Totals are a sum aggregation.
 */
import { AggregateField, FieldValue, type CollectionReference } from 'firebase-admin/firestore';

export const SHARDS = 10;

export class ShardedCounter<F extends string> {
  constructor(
    private readonly shards: CollectionReference,
    private readonly fields: readonly F[],
  ) {}

  async increment(field: F, by = 1): Promise<void> {
    const shard = Math.floor(Math.random() * SHARDS);
    await this.shards.doc(String(shard)).set({ [field]: FieldValue.increment(by) }, { merge: true });
  }

  async totals(): Promise<Record<F, number>> {
    const spec = Object.fromEntries(this.fields.map((f) => [f, AggregateField.sum(f)]));
    const snap = await this.shards.aggregate(spec).get();
    const data = snap.data() as Record<string, number | null>;
    return Object.fromEntries(this.fields.map((f) => [f, Math.round(data[f] ?? 0)])) as Record<F, number>;
  }

  /** Sets the starting totals (seeding, imports): everything goes to shard 0, the others are cleared. */
  async reset(values: Partial<Record<F, number>>): Promise<void> {
    const batch = this.shards.firestore.batch();
    for (let i = 0; i < SHARDS; i++) batch.delete(this.shards.doc(String(i)));
    batch.set(this.shards.doc('0'), values);
    await batch.commit();
  }
}
