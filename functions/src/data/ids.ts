/** Numeric ids, allocated in a transaction on one counter document (DESIGN.md "Identifiers"). */
import type { Firestore } from 'firebase-admin/firestore';
import { collections, type IdKind } from './documents.js';

export async function allocateId(db: Firestore, kind: IdKind): Promise<number> {
  const ref = collections(db).ids;
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const next = ((snap.get(kind) as number | undefined) ?? 0) + 1;
    tx.set(ref, { [kind]: next }, { merge: true });
    return next;
  });
}

/** Raises the counter so that `id` is never allocated again (used when a caller fixes an id, e.g. English = 1). */
export async function reserveId(db: Firestore, kind: IdKind, id: number): Promise<void> {
  const ref = collections(db).ids;
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = (snap.get(kind) as number | undefined) ?? 0;
    if (id > current) tx.set(ref, { [kind]: id }, { merge: true });
  });
}
