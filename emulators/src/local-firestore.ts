/**
 * The local stand-in for Cloud Firestore: an in-memory database (@firebase-bridge/firestore-admin,
 * driven through the real firebase-admin API) that is restored from and saved to DATA_DIR, so what
 * was written survives a restart. Saves are atomic (write then rename) and happen shortly after
 * each change and once more on close.
 *
 * Transactions. Cloud Firestore serialises conflicting read-write transactions (reads lock what
 * they read, queries included). The in-memory library (0.0.10) only checks at commit whether a
 * document the transaction read has `updateTime.toMillis() > readTime.toMillis()`, so:
 *  - a conflicting commit in the same millisecond as the read goes unnoticed (lost updates, two
 *    transactions handed the same id by `meta/ids`: 186 of 200 concurrent increments survived);
 *  - a query registers only the documents it returned, so "query finds nothing, then create"
 *    lets every concurrent transaction through (phantoms).
 * Two changes through the library's public API make it serialisable again:
 *  1. Read-write `runTransaction` calls on `db` run one at a time (an async mutex around the whole
 *     call, retries included). No two read-write transactions overlap, so each one reads every
 *     earlier commit and nothing else commits in between: phantoms and same-millisecond conflicts
 *     among transactions cannot happen. Read-only transactions write nothing and bypass the queue.
 *     A read-write transaction started inside another's callback would wait for itself forever, so
 *     it is refused with an error instead (our code never nests them; see functions/src/data).
 *  2. Writes outside transactions (batches, set, update, delete) are not queued; the library's
 *     commit check still catches one that changes a document a running transaction has read, but
 *     only if it lands in a later millisecond. So while a read-write transaction runs, the clock
 *     (`FirestoreMock.systemTime.custom`) moves at least 1 ms each time it is read: such a write always
 *     has updateTime > the transaction's readTime, the transaction is aborted and retried by the
 *     SDK, as Cloud Firestore would order it after the write. Outside transactions the clock is the
 *     system clock, never going backwards (so a readTime never predates an earlier commit).
 * Patching the library's internal commit check instead would not fix phantoms; this wrapper does
 * not depend on its internals.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FirestoreMock, type FirestoreController, type StructuralDatabase } from '@firebase-bridge/firestore-admin';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

// firebase-admin does not export the VectorValue class itself.
const VectorValue = FieldValue.vector([]).constructor as new (...args: never[]) => { toArray(): number[] };

const SNAPSHOT_FILE = 'firestore.json';

export interface LocalFirestore {
  db: Firestore;
  controller: FirestoreController;
  /** True when nothing was restored (a fresh DATA_DIR): the host seeds demo content then. */
  isEmpty: boolean;
  save(): Promise<void>;
  close(): Promise<void>;
}

/** JSON cannot hold Timestamps or vectors: tag them on the way out, rebuild them on the way in. */
function replacer(this: unknown, key: string, value: unknown): unknown {
  const raw: unknown = (this as Record<string, unknown>)[key];
  if (raw instanceof Timestamp) return { __type: 'timestamp', seconds: raw.seconds, nanoseconds: raw.nanoseconds };
  if (raw instanceof VectorValue) return { __type: 'vector', values: raw.toArray() };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '__type' in value) {
    const tagged = value as { __type: string; seconds?: number; nanoseconds?: number; values?: number[] };
    if (tagged.__type === 'timestamp') return new Timestamp(tagged.seconds!, tagged.nanoseconds!);
    if (tagged.__type === 'vector') return FieldValue.vector(tagged.values!);
  }
  return value;
}

type TransactionOptions = Parameters<Firestore['runTransaction']>[1];

/**
 * Makes read-write transactions on `db` serialisable (see the module header): one at a time, and
 * while one runs, a clock that never returns the same millisecond twice.
 */
function serialiseTransactions(env: FirestoreMock, db: Firestore): void {
  let transactionRunning = false;
  let last = 0;
  env.systemTime.custom(() => {
    const now = Date.now();
    last = now > last ? now : transactionRunning ? last + 1 : last;
    return new Date(last);
  });

  const insideTransaction = new AsyncLocalStorage<true>();
  let queue: Promise<unknown> = Promise.resolve();
  const runTransaction = db.runTransaction.bind(db);

  db.runTransaction = <T>(updateFunction: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> => {
    if (options && 'readOnly' in options && options.readOnly) return runTransaction(updateFunction, options);
    if (insideTransaction.getStore()) {
      return Promise.reject(
        new Error('Nested read-write transaction: the local Firestore runs them one at a time, so one started inside another would never start.'),
      );
    }
    const run = queue.then(async () => {
      transactionRunning = true;
      try {
        return await runTransaction((tx) => insideTransaction.run(true, () => updateFunction(tx)), options);
      } finally {
        transactionRunning = false;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

export async function openLocalFirestore(options: { dataDir: string; projectId: string; saveIntervalMs?: number }): Promise<LocalFirestore> {
  const env = new FirestoreMock();
  const controller = env.createDatabase(options.projectId, '(default)');
  const db = controller.firestore();
  serialiseTransactions(env, db);
  const file = path.join(options.dataDir, SNAPSHOT_FILE);
  await mkdir(options.dataDir, { recursive: true });

  let isEmpty = true;
  if (existsSync(file)) {
    const snapshot = JSON.parse(await readFile(file, 'utf8'), reviver) as StructuralDatabase;
    if (Object.keys(snapshot).length > 0) {
      controller.database.fromStructuralDatabase(snapshot, 'root');
      isEmpty = false;
    }
  }

  let savedVersion = controller.version();
  let saving: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    saving = saving.then(async () => {
      const version = controller.version();
      if (version === savedVersion && existsSync(file)) return;
      const json = JSON.stringify(controller.database.toStructuralDatabase(), replacer);
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, json);
      await rename(tmp, file);
      savedVersion = version;
    });
    return saving;
  };

  const timer = setInterval(() => {
    if (controller.version() !== savedVersion) void save().catch((err) => console.error('Saving the local database failed:', err));
  }, options.saveIntervalMs ?? 1000);
  timer.unref();

  return {
    db,
    controller,
    isEmpty,
    save,
    async close() {
      clearInterval(timer);
      await save();
      env.deleteAll();
    },
  };
}
