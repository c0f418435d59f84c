/**
 * Numeric ids, allocated in a transaction on one counter document (DESIGN.md "Identifiers").
 * A repository that creates an entity reads the counter in the transaction that creates it
 * (`readNextId`), so an id is taken only if the entity is written: a refused or failed create
 * burns none, and there is one transaction instead of two.
 *
 * The counter is one hot document: every create of every kind reads and writes it. Such a
 * transaction runs through `runIdTransaction`, which queues it behind this process's other ones
 * on the counter (hot-documents.ts): 100 creates at once run one after another, each in one
 * attempt, instead of 100 transactions locking one document (most of them aborted and retried
 * until Firestore gives up with "Transaction lock timeout"). Ids stay unique, and increasing in
 * the order the creates commit.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { collections, type IdKind } from './documents.js';
import { inDocumentLanes } from './hot-documents.js';

/** Runs a transaction that reads the id counter (`readNextId`), after this process's earlier ones on it. */
export function runIdTransaction<T>(db: Firestore, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return inDocumentLanes(db, [collections(db).ids.path], () => db.runTransaction(work));
}

/** An id read from the counter inside a transaction, not yet taken. */
export interface IdAllocation {
  readonly id: number;
  /** Writes the counter so the id is never handed out again: a write, so after the transaction's reads. */
  take(): void;
}

/**
 * Reads the counter of `kind` in `tx` (a read: call it before the transaction's writes) and returns
 * the next id, or `fixed` when the caller fixes one (English is 1): taking it then raises the
 * counter to it, if lower, so that it is never allocated again.
 */
export async function readNextId(tx: Transaction, db: Firestore, kind: IdKind, fixed?: number): Promise<IdAllocation> {
  const ref = collections(db).ids;
  const current = ((await tx.get(ref)).get(kind) as number | undefined) ?? 0;
  const id = fixed ?? current + 1;
  return {
    id,
    take: () => {
      if (id > current) tx.set(ref, { [kind]: id }, { merge: true });
    },
  };
}

/** Allocates an id in a transaction of its own (for an entity whose create is not a transaction). */
export async function allocateId(db: Firestore, kind: IdKind): Promise<number> {
  return runIdTransaction(db, async (tx) => {
    const next = await readNextId(tx, db, kind);
    next.take();
    return next.id;
  });
}

/** Raises the counter so that `id` is never allocated again, in a transaction of its own. */
export async function reserveId(db: Firestore, kind: IdKind, id: number): Promise<void> {
  await runIdTransaction(db, async (tx) => (await readNextId(tx, db, kind, id)).take());
}
