/**
 * How the local Firestore's snapshot and journal lines hold what JSON cannot: Timestamps and
 * vectors are tagged on the way out and rebuilt on the way in.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

// firebase-admin does not export the VectorValue class itself.
const VectorValue = FieldValue.vector([]).constructor as new (...args: never[]) => { toArray(): number[] };

/** JSON cannot hold Timestamps or vectors: tag them on the way out, rebuild them on the way in. */
export function replacer(this: unknown, key: string, value: unknown): unknown {
  const raw: unknown = (this as Record<string, unknown>)[key];
  if (raw instanceof Timestamp) return { __type: 'timestamp', seconds: raw.seconds, nanoseconds: raw.nanoseconds };
  if (raw instanceof VectorValue) return { __type: 'vector', values: raw.toArray() };
  return value;
}

export function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '__type' in value) {
    const tagged = value as { __type: string; seconds?: number; nanoseconds?: number; values?: number[] };
    if (tagged.__type === 'timestamp') return new Timestamp(tagged.seconds!, tagged.nanoseconds!);
    if (tagged.__type === 'vector') return FieldValue.vector(tagged.values!);
  }
  return value;
}
