/**
 * The local stand-in for Cloud Firestore: an in-memory database (@firebase-bridge/firestore-admin,
 * driven through the real firebase-admin API) that is restored from and saved to DATA_DIR, so what
 * was written survives a restart. Saves are atomic (write then rename) and happen shortly after
 * each change and once more on close.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FirestoreMock, type FirestoreController, type StructuralDatabase } from '@firebase-bridge/firestore-admin';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

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

export async function openLocalFirestore(options: { dataDir: string; projectId: string; saveIntervalMs?: number }): Promise<LocalFirestore> {
  const env = new FirestoreMock();
  const controller = env.createDatabase(options.projectId, '(default)');
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
    db: controller.firestore(),
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
