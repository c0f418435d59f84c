/**
 * The local stand-in for Firestore's TTL policies: the ones `firestore.indexes.json` declares
 * (`fieldOverrides` with `"ttl": true`, deployed with the indexes) are read from that file, and a
 * sweep deletes every document of those collection groups whose field holds a time that has
 * passed, as Firestore does (it does so within a day or so of that time; the host sweeps hourly
 * and at start). A document with such a field in a collection without a policy would be kept
 * forever in production too: tests/host/ttl-policies.test.ts checks every one the app writes.
 */
import { readFileSync } from 'node:fs';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { asFirestoreItself } from './firestore-indexes/production-queries.js';

export interface TtlPolicy {
  collectionGroup: string;
  fieldPath: string;
}

const INDEXES_FILE = new URL('../../firestore.indexes.json', import.meta.url);
const BATCH = 400;

export function readTtlPolicies(file: URL | string = INDEXES_FILE): TtlPolicy[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { fieldOverrides?: (TtlPolicy & { ttl?: boolean })[] };
  return (config.fieldOverrides ?? []).filter((o) => o.ttl === true).map(({ collectionGroup, fieldPath }) => ({ collectionGroup, fieldPath }));
}

/** Deletes the documents whose TTL field is at or before `now`; answers how many. */
export async function deleteExpired(db: Firestore, policies: TtlPolicy[], now: Date): Promise<number> {
  let deleted = 0;
  for (const { collectionGroup, fieldPath } of policies) {
    for (;;) {
      // Firestore's own TTL process, not a client query: TTL fields are exempt from indexing.
      const expired = await asFirestoreItself(() =>
        db.collectionGroup(collectionGroup).where(fieldPath, '<=', Timestamp.fromDate(now)).limit(BATCH).select().get(),
      );
      if (expired.empty) break;
      const batch = db.batch();
      for (const doc of expired.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += expired.size;
      if (expired.size < BATCH) break;
    }
  }
  return deleted;
}
