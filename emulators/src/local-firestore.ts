/**
 * The local database: a project on Google's Cloud Firestore emulator (firestore-emulator.ts), so
 * transactions, query semantics, limits and errors are production's own. Around it, what the
 * emulator does not do:
 *  - production's index rules: a query no automatic index or `firestore.indexes.json` entry serves
 *    is refused as production refuses it (firestore-indexes/production-queries.ts);
 *  - billing: every operation is counted as Cloud Firestore bills it (usage-meter.ts);
 *  - durability: the emulator keeps its data in memory, so the project is exported to
 *    DATA_DIR/firestore (firestore-export.mjs: complete, flushed, then swapped in) when the host
 *    stops, every minute while writes happen, and by the watchdog when the host dies (kill -9
 *    included); the next start imports the newest export. A crash of the whole machine loses the
 *    writes since the last export (at most about a minute).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Firestore } from 'firebase-admin/firestore';
import { readIndexConfig, type IndexConfig } from './firestore-indexes/index-config.js';
import { enforceProductionQueries } from './firestore-indexes/production-queries.js';
import { clearProject, exportDurably, importExport, latestExport, removeUnfinishedExports } from './firestore-export.mjs';
import { meterUsage, type UsageMeter } from './usage-meter.js';
import { answerAsProduction } from './production-errors.js';

export interface LocalFirestore {
  db: Firestore;
  projectId: string;
  emulator: { host: string; port: number };
  /** Billable Firestore operations so far, counted as Cloud Firestore bills them (usage-meter.ts). */
  meter: UsageMeter;
  /** True when the project had nothing and nothing was restored: the host seeds demo content then. */
  isEmpty: boolean;
  /** Exports the project to DATA_DIR now (when durable). */
  save(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  emulator: { host: string; port: number };
  projectId: string;
  /**
   * DATA_DIR to restore from and save to; undefined when someone else owns the database's
   * lifetime (an emulator the operator runs, a test that throws its data away).
   */
  dataDir?: string;
  /** Empty the project when closing (a shared emulator: its memory is for the next host). */
  clearOnClose?: boolean;
  /** How often to save while writes happen (default 60 s). */
  saveIntervalMs?: number;
  log?: (line: string) => void;
  /** The indexes production has (default: the repository's firestore.indexes.json). */
  indexes?: IndexConfig;
}

/** The Admin SDK's Firestore for a project on the emulator (it sends the owner token: no rules). */
export function emulatorClient(emulator: { host: string; port: number }, projectId: string): Firestore {
  const db = new Firestore({ projectId, host: `${emulator.host}:${emulator.port}`, ssl: false });
  answerAsProduction(db);
  return db;
}

/** Files of the in-memory database this host used before (docs/local-host.md). */
const OLD_FORMAT = ['firestore.snapshot', 'firestore.journal', 'firestore.json'];

export async function openLocalFirestore(options: OpenOptions): Promise<LocalFirestore> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const { emulator, projectId, dataDir } = options;
  const db = emulatorClient(emulator, projectId);
  // Queries no production index serves fail as in production.
  enforceProductionQueries(db, options.indexes ?? readIndexConfig());
  // Outermost, so it bills what the caller receives.
  const meter = meterUsage(db);

  let restored = false;
  if (dataDir) {
    removeUnfinishedExports(dataDir);
    const exported = latestExport(dataDir);
    if (exported) {
      await clearProject(emulator, projectId);
      await importExport(emulator, projectId, exported);
      restored = true;
    } else {
      const old = OLD_FORMAT.filter((f) => existsSync(path.join(dataDir, f)));
      if (old.length > 0) log(`Local Firestore: ${old.join(', ')} in ${dataDir} are from the earlier in-memory database and are not read any more (docs/local-host.md).`);
    }
  }
  const isEmpty = !restored && (await db.listCollections()).length === 0;

  // Saving: one export at a time; a save asked for while one runs waits for it and runs again.
  let saving: Promise<void> = Promise.resolve();
  let changesSaved = changes(meter);
  const save = (): Promise<void> => {
    if (!dataDir) return Promise.resolve();
    const next = saving.then(async () => {
      const before = changes(meter);
      await exportDurably(emulator, projectId, dataDir);
      changesSaved = before;
    });
    saving = next.catch(() => undefined);
    return next;
  };
  const timer =
    dataDir &&
    setInterval(() => {
      if (changes(meter) !== changesSaved) save().catch((err: unknown) => log(`Saving the local database failed (the next save tries again): ${String(err)}`));
    }, options.saveIntervalMs ?? 60_000);
  if (timer) timer.unref();

  let closed = false;
  return {
    db,
    projectId,
    emulator,
    meter,
    isEmpty,
    save,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      await save();
      await db.terminate();
      if (options.clearOnClose) await clearProject(emulator, projectId).catch(() => undefined);
    },
  };
}

/** A number that moves with every committed write and delete this client made. */
function changes(meter: UsageMeter): number {
  const u = meter.usage();
  return u.writes + u.deletes;
}
