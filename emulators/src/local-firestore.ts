/**
 * The local stand-in for Cloud Firestore: an in-memory database (@firebase-bridge/firestore-admin,
 * driven through the real firebase-admin API) kept in DATA_DIR as a snapshot, one line per document
 * (`firestore.snapshot`, see snapshot.ts), plus a journal of every commit since
 * (`firestore.journal`, see journal.ts).
 *
 * Durability. Each commit's line is written to the journal in the microtask right after the commit
 * lands in memory, and fdatasync'ed once per turn of the event loop for all the lines written in
 * it (journal.ts). firebase-bridge hands nothing of a commit to anyone before that: it answers
 * every call, reads included, and fires triggers from timers at least 3 ms later. The SDK call
 * that made a commit (set, update, delete, batch or transaction commit) and each trigger it fires
 * also flush the journal themselves first if its fdatasync is still due, so a write the API
 * acknowledged, or that a trigger acted on, survives `kill -9` and a machine crash.
 * Nothing waits on the disk asynchronously: holding the acknowledgement until an fdatasync on the
 * thread pool finished would let the commit's triggers run, and other callers read it, before
 * its writer went on, an order firebase-bridge (and so the code above it) never produces: the
 * writer's answer always comes before the triggers of its commit. That reordering made the
 * console's article view catch a translation job finishing mid-read (admin-ai e2e).
 * At start the snapshot is loaded and the journal replayed, both line by line (a torn last line
 * is skipped and cut off, so the lines appended next are read again); nothing is rewritten. While
 * running, compaction happens only when the journal outgrows the snapshot (at least
 * `compactBytes`): the journal is rotated and merged into a new snapshot in the background, the
 * unchanged documents' lines copied as bytes, so saving costs about one read and one write of
 * the file per snapshot's worth of journal, never an encoding of the whole database, and the
 * journal replayed at start is never larger than the snapshot. A clean stop only syncs the
 * journal.
 * The journal is fed by the library's change watcher (`registerChangeWatcher`, on its internal
 * data accessor), acknowledgements pass through the instance's `request` method and triggers
 * through `database.registerTrigger`: all are checked at start, so a library upgrade that moves
 * them fails loudly instead of silently losing writes.
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
import fs, { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FirestoreMock, type FirestoreController, type StructuralDatabase } from '@firebase-bridge/firestore-admin';
import { type DocumentData, type Firestore, type Settings, type Transaction } from 'firebase-admin/firestore';
import { readIndexConfig, type IndexConfig } from './firestore-indexes/index-config.js';
import { enforceProductionQueries } from './firestore-indexes/production-queries.js';
import { Journal, ROTATED_FILE, replayJournals, type JournalEntry } from './journal.js';
import { LEGACY_SNAPSHOT_FILE, SNAPSHOT_FILE, loadSnapshot, mergeSnapshot, removeTemporaryFiles, writeSnapshot } from './snapshot.js';
import { dropUnreadableVersionsEvery } from './version-history.js';
import { replacer, reviver } from './document-codec.js';

export { replacer, reviver };
import { meterUsage, type UsageMeter } from './usage-meter.js';

export interface LocalFirestore {
  db: Firestore;
  controller: FirestoreController;
  /** Billable Firestore operations so far, counted as Cloud Firestore bills them (usage-meter.ts). */
  meter: UsageMeter;
  /** True when nothing was restored (a fresh DATA_DIR): the host seeds demo content then. */
  isEmpty: boolean;
  /** Writes a snapshot of everything and empties the journal (compaction). */
  save(): Promise<void>;
  close(): Promise<void>;
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

interface OpenOptions {
  dataDir: string;
  projectId: string;
  /** Compact once the journal is larger than this and than the last snapshot (default 8 MiB). */
  compactBytes?: number;
  log?: (line: string) => void;
  /** The indexes production has (default: the repository's firestore.indexes.json). */
  indexes?: IndexConfig;
}

export async function openLocalFirestore(options: OpenOptions): Promise<LocalFirestore> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const env = new FirestoreMock();
  const controller = env.createDatabase(options.projectId, '(default)');
  const db = controller.firestore();
  shareClient(controller, db);
  serialiseTransactions(env, db);
  // Queries no production index serves fail as in production; results follow index semantics.
  enforceProductionQueries(db, options.indexes ?? readIndexConfig());
  // Outermost, so it bills what the caller receives (after the index semantics above).
  const meter = meterUsage(db);
  const dir = options.dataDir;
  await mkdir(dir, { recursive: true });
  removeTemporaryFiles(dir);
  const codec = { replacer, reviver };
  const file = path.join(dir, SNAPSHOT_FILE);
  const legacyFile = path.join(dir, LEGACY_SNAPSHOT_FILE);

  let migrateLegacy = false;
  if (existsSync(file)) {
    await loadSnapshot(file, codec, (documents) => controller.database.batchWrite(documents));
    // A migration that stopped after renaming its snapshot into place: the old file is in it.
    if (existsSync(legacyFile)) fs.rmSync(legacyFile);
  } else if (existsSync(legacyFile)) {
    const snapshot = JSON.parse(await readFile(legacyFile, 'utf8'), reviver) as StructuralDatabase;
    if (Object.keys(snapshot).length > 0) controller.database.fromStructuralDatabase(snapshot, 'root');
    migrateLegacy = true;
  }
  const replayed = await replayJournals(dir, codec, log);
  applyDocuments(controller, replayed.documents);
  // New lines go after the last readable one: a torn line left in place would hide them. A tail
  // longer than one torn line is damage, not a crash: it is kept aside for a person to look at.
  for (const { file: journalFile, offset, linesAfter } of replayed.torn) {
    if (linesAfter > 0) {
      const aside = `${journalFile}.damaged-${Date.now()}`;
      fs.writeFileSync(aside, fs.readFileSync(journalFile).subarray(offset));
      log(`Local Firestore: the unreadable end of ${path.basename(journalFile)} was moved to ${path.basename(aside)}.`);
    }
    fs.truncateSync(journalFile, offset);
  }
  const isEmpty = controller.database.stats().documentCount === 0;
  // The library reports the loaded documents to change watchers in a microtask: let that pass
  // before the journal starts watching, or it would write the whole database into the journal.
  await new Promise((resolve) => setImmediate(resolve));

  const journal = new Journal(dir, codec);
  let snapshotBytes = existsSync(file) ? fs.statSync(file).size : 0;
  const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
  const rotatedFile = path.join(dir, ROTATED_FILE);

  // One compaction at a time. The journal is rotated synchronously, so every commit is either in
  // the rotated journal being merged into the snapshot or in the new one.
  let compacting: Promise<void> | undefined;
  const compact = (): Promise<void> => {
    if (compacting) return compacting.then(() => compact());
    if (journal.size === 0 && !existsSync(rotatedFile)) return Promise.resolve();
    try {
      journal.rotate();
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    compacting = mergeSnapshot(file, rotatedFile)
      .then((bytes) => {
        journal.dropRotated();
        snapshotBytes = bytes;
      })
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  };

  watchCommits(controller, (entry) => {
    journal.append(entry);
    if (!compacting && journal.size > Math.max(compactBytes, snapshotBytes)) {
      void compact().catch((err) => log(`Compacting the local database failed (the journal keeps every write): ${String(err)}`));
    }
  });
  const flush = () => journal.flush();
  flushBeforeAcknowledging(db, flush);
  flushBeforeTriggers(controller, flush, log);
  if (migrateLegacy) {
    // Once: everything now in memory becomes the first snapshot; the old file and the journals go.
    journal.rotate();
    snapshotBytes = await writeSnapshot(file, documentsOf(controller.database.toStructuralDatabase()), codec);
    journal.dropRotated();
    fs.rmSync(legacyFile);
    log(`Local Firestore: ${LEGACY_SNAPSHOT_FILE} converted to ${SNAPSHOT_FILE}.`);
  }

  const stopDroppingVersions = dropUnreadableVersionsEvery(controller, { intervalMs: 60_000 }, log);

  let closed = false;
  return {
    db,
    controller,
    meter,
    isEmpty,
    save: compact,
    async close() {
      if (closed) return;
      closed = true;
      stopDroppingVersions();
      // Everything is in the snapshot and the journal already: a compaction running finishes,
      // none is started (the next start replays the journal; the next compaction folds it in).
      await compacting?.catch(() => undefined);
      journal.close();
      env.deleteAll();
    },
  };
}

/**
 * firebase-bridge's trigger runner asks the controller for a new Firestore client for every event
 * (to build the event's snapshots): with a view counted per request that was a client constructed
 * per request. A deployed function keeps one client per instance; so does the host: a call without
 * settings answers the one the functions use.
 */
function shareClient(controller: FirestoreController, db: Firestore): void {
  const own = controller.firestore.bind(controller);
  controller.firestore = (settings?: Settings) => (settings === undefined ? db : own(settings));
}

function applyDocuments(controller: FirestoreController, documents: Map<string, DocumentData | null>): void {
  let writes: (string | { path: string; data: DocumentData })[] = [];
  for (const [docPath, data] of documents) {
    writes.push(data === null ? docPath : { path: docPath, data });
    if (writes.length === 500) {
      controller.database.batchWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) controller.database.batchWrite(writes);
}

/** Every document of a structural database as [path, data]. */
export function* documentsOf(group: StructuralDatabase, prefix = ''): Generator<[string, DocumentData]> {
  for (const [collectionId, collection] of Object.entries(group)) {
    for (const [docId, doc] of Object.entries(collection)) {
      const docPath = `${prefix}${collectionId}/${docId}`;
      if (doc.data) yield [docPath, doc.data];
      if (doc.collections) yield* documentsOf(doc.collections, `${docPath}/`);
    }
  }
}

interface ChangeWatcherArg {
  isInitial: boolean;
  changes(): Record<string, { exists: boolean; data?: DocumentData }>;
}

/**
 * Calls `onCommit` with each commit's resulting documents, in the microtask right after it lands
 * (before the library answers or fires triggers for it: those wait on timers).
 */
function watchCommits(controller: FirestoreController, onCommit: (entry: JournalEntry) => void): void {
  const accessor = (controller as unknown as { _accessor?: { registerChangeWatcher?(w: (arg: ChangeWatcherArg) => void): () => void } })._accessor;
  if (typeof accessor?.registerChangeWatcher !== 'function') {
    throw new Error('@firebase-bridge/firestore-admin no longer has the change watcher the local journal relies on: writes would not be saved.');
  }
  accessor.registerChangeWatcher((arg) => {
    if (arg.isInitial) return; // the documents already there (loaded from disk)
    const entry: JournalEntry = Object.entries(arg.changes()).map(([docPath, meta]) => [docPath, meta.exists ? meta.data! : null]);
    onCommit(entry);
  });
}

/**
 * Every commit through `db` (set, update, delete, batch, transaction) is answered only once its
 * journal line is on disk: `flush` (synchronous) runs as the answer arrives, and throws if the
 * journal failed, so the call fails instead of acknowledging a write that would not survive.
 */
function flushBeforeAcknowledging(db: Firestore, flush: () => void): void {
  const target = db as unknown as { request?: (method: string, ...rest: unknown[]) => Promise<unknown> };
  if (typeof target.request !== 'function') {
    throw new Error('firebase-admin no longer sends commits through Firestore.request: the local journal cannot hold acknowledgements.');
  }
  const request = target.request.bind(db);
  target.request = (method, ...rest) => {
    const answer = request(method, ...rest);
    if (method !== 'commit' && method !== 'batchWrite') return answer;
    return answer.then((response) => {
      flush();
      return response;
    });
  };
}

/** Each trigger runs only once the commit that fired it is on disk (never, if the journal failed). */
function flushBeforeTriggers(controller: FirestoreController, flush: () => void, log: (line: string) => void): void {
  const database = controller.database as unknown as { registerTrigger?: (trigger: { route: string; callback: (arg: unknown) => void }) => () => void };
  if (typeof database.registerTrigger !== 'function') {
    throw new Error('@firebase-bridge/firestore-admin no longer registers triggers through database.registerTrigger: the local journal cannot order them.');
  }
  const register = database.registerTrigger.bind(controller.database);
  database.registerTrigger = (trigger) =>
    register({
      ...trigger,
      callback: (arg) => {
        try {
          flush();
        } catch (err) {
          log(`A trigger on ${trigger.route} did not run: the local database journal cannot save (${String(err)}).`);
          return;
        }
        trigger.callback(arg);
      },
    });
}
