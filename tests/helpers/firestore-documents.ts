/**
 * A test's own look at a host's database, the way an operator would look at it: through a client
 * of its own, so what a test reads is neither billed to the host's usage meter nor held to the
 * index rules of the app's queries.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { emulatorClient, type LocalFirestore } from '../../emulators/src/local-firestore.js';

const observers = new Map<string, Firestore>();

/** A client of the test's own on the host's database (one per project, kept for the file). */
export function observer(firestore: Pick<LocalFirestore, 'emulator' | 'projectId'>): Firestore {
  let db = observers.get(firestore.projectId);
  if (!db) observers.set(firestore.projectId, (db = emulatorClient(firestore.emulator, firestore.projectId)));
  return db;
}

/** [path, data] of every document that exists, subcollections included, sorted by path. */
export async function allDocuments(db: Firestore): Promise<[string, FirebaseFirestore.DocumentData][]> {
  // One listing per collection and per document, all of a level at once: a walk one call at a
  // time took seconds on a database of a few thousand documents.
  const walk = async (collections: FirebaseFirestore.CollectionReference[]): Promise<DocumentReference[]> => {
    const refs = (await Promise.all(collections.map((c) => c.listDocuments()))).flat();
    const below = await Promise.all(refs.map(async (ref) => walk(await ref.listCollections())));
    return [...refs, ...below.flat()];
  };
  const refs = await walk(await db.listCollections());
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  return snapshots
    .filter((s) => s.exists)
    .map((s): [string, FirebaseFirestore.DocumentData] => [s.ref.path, s.data()!])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** [path, data] of the documents of one top-level collection (one query; subcollections not included). */
export async function documentsOf(db: Firestore, collection: string): Promise<[string, FirebaseFirestore.DocumentData][]> {
  return (await db.collection(collection).get()).docs.map((d): [string, FirebaseFirestore.DocumentData] => [d.ref.path, d.data()]);
}
