/** Every document of a test's database, read the way an operator would look at it. */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** [path, data] of every document that exists, subcollections included, sorted by path. */
export async function allDocuments(db: Firestore): Promise<[string, FirebaseFirestore.DocumentData][]> {
  const refs: DocumentReference[] = [];
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        refs.push(ref);
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  return snapshots
    .filter((s) => s.exists)
    .map((s): [string, FirebaseFirestore.DocumentData] => [s.ref.path, s.data()!])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
