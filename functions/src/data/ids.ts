/**
 * Numeric ids, allocated in a transaction on one counter document (DESIGN.md "Identifiers").
 * A repository that creates an entity reads the counter in the transaction that creates it
 * (`readNextId`), so an id is taken only if the entity is written: a refused or failed create
 * burns none, and there is one transaction instead of two.
 *
 * The counter is one hot document: every create of every kind reads and writes it, and 100
 * transactions on it at once lock each other until most fail with "Transaction lock timeout".
 * So every transaction that reads it runs through `runIdTransaction`, which queues it behind this
 * process's other ones on the counter (hot-documents.ts). Rare kinds (languages, ads, channels,
 * keys) read it in their creating transaction that way. Articles, which come in bursts (the
 * external API), take their ids ahead in shared blocks (`withPooledId`, below), so the counter is
 * held for one short transaction per burst, and the creates run side by side.
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

/**
 * Ids of one kind taken from the counter ahead of the transactions that use them, for the kind a
 * burst creates (articles: the external API, the console, the seed). Waiting creates share one
 * counter transaction that takes as many ids as they are (so the counter is held for one short
 * transaction per burst, not for every create's whole transaction), then each create writes its
 * entity in a transaction of its own that never touches the counter. A create refused in its
 * transaction (`withPooledId`) gives its id back to this process, and the next create takes the
 * lowest id given back: a refusal burns no id, as with `readNextId`. Ids stay unique (the counter
 * is raised before any of them is used); an id held here when the process dies is never used (a
 * gap, never a duplicate).
 */
class IdPool {
  /** Ids taken from the counter and given back by refused creates, lowest first. */
  private readonly free: number[] = [];
  private readonly waiting: { resolve(id: number): void; reject(err: unknown): void }[] = [];
  private allocating = false;

  constructor(
    private readonly db: Firestore,
    private readonly kind: IdKind,
  ) {}

  take(): Promise<number> {
    const id = this.free.shift();
    if (id !== undefined) return Promise.resolve(id);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.allocate();
    });
  }

  giveBack(id: number): void {
    const waiter = this.waiting.shift();
    if (waiter) return waiter.resolve(id);
    const at = this.free.findIndex((f) => f > id);
    this.free.splice(at === -1 ? this.free.length : at, 0, id);
  }

  /** One counter transaction for every create waiting now; those arriving meanwhile wait for the next. */
  private allocate(): void {
    if (this.allocating || this.waiting.length === 0) return;
    this.allocating = true;
    const batch = this.waiting.splice(0);
    const ref = collections(this.db).ids;
    runIdTransaction(this.db, async (tx) => {
      const current = ((await tx.get(ref)).get(this.kind) as number | undefined) ?? 0;
      tx.set(ref, { [this.kind]: current + batch.length }, { merge: true });
      return current + 1;
    })
      .then(
        (first) => batch.forEach((w, i) => w.resolve(first + i)),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        this.allocating = false;
        this.allocate();
      });
  }
}

const pools = new WeakMap<Firestore, Map<IdKind, IdPool>>();

function poolOf(db: Firestore, kind: IdKind): IdPool {
  let byKind = pools.get(db);
  if (!byKind) pools.set(db, (byKind = new Map()));
  let pool = byKind.get(kind);
  if (!pool) byKind.set(kind, (pool = new IdPool(db, kind)));
  return pool;
}

/**
 * Runs `create(id)` with an id of `kind` taken ahead (see IdPool). When `create` refuses (throws
 * `refused` errors: its transaction wrote nothing), the id is given back; any other failure may
 * have committed (a lost answer), so its id is never handed out again.
 */
export async function withPooledId<T>(db: Firestore, kind: IdKind, create: (id: number) => Promise<T>, refused: (err: unknown) => boolean): Promise<T> {
  const id = await poolOf(db, kind).take();
  try {
    return await create(id);
  } catch (err) {
    if (refused(err)) poolOf(db, kind).giveBack(id);
    throw err;
  }
}
