/**
 * The local host's usage meter counts what Cloud Firestore would bill (emulators/src/usage-meter.ts):
 * each rule checked against the real Admin SDK calls the functions make.
 */
import { rm } from 'node:fs/promises';
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openLocalFirestore, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';
import { collectionOf, readsForEntries } from '../../emulators/src/usage-meter.js';
import { makeDataDir } from '../helpers/test-host.js';

describe('the usage meter counts as Cloud Firestore bills', () => {
  let local: LocalFirestore;
  let dir: string;

  beforeAll(async () => {
    dir = await makeDataDir();
    local = await openLocalFirestore({ emulator: sharedFirestore(), projectId: newProjectId(), log: () => {} });
    const batch = local.db.batch();
    for (let i = 1; i <= 5; i++) batch.set(local.db.doc(`things/${i}`), { n: i, kind: i % 2 ? 'odd' : 'even' });
    await batch.commit();
  });
  afterAll(async () => {
    await local.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => local.meter.reset());

  const usage = () => local.meter.usage();

  it('a get costs one read, of a missing document too', async () => {
    await local.db.doc('things/1').get();
    await local.db.doc('things/404').get();
    expect(usage()).toMatchObject({ reads: 2, writes: 0, deletes: 0, readsByCollection: { things: 2 } });
  });

  it('getAll costs one read per document asked for', async () => {
    await local.db.getAll(local.db.doc('things/1'), local.db.doc('things/2'), local.db.doc('things/3'));
    expect(usage().reads).toBe(3);
  });

  it('a query costs one read per document returned, and one when it returns none', async () => {
    await local.db.collection('things').where('kind', '==', 'odd').get();
    expect(usage().reads).toBe(3);
    await local.db.collection('things').where('kind', '==', 'none').get();
    expect(usage().reads).toBe(4);
    await local.db.collection('things').limit(2).get();
    expect(usage().reads).toBe(6);
  });

  it('an aggregation costs one read per 1,000 entries matched, at least one; a sum is priced by what it matched', async () => {
    expect((await local.db.collection('things').count().get()).data().count).toBe(5);
    expect(usage().reads).toBe(1);
    await local.db.collection('things').aggregate({ total: AggregateField.sum('n') }).get();
    expect(usage().reads).toBe(2);
    await local.db.collection('nothing').count().get();
    expect(usage().reads).toBe(3);
    expect([readsForEntries(0), readsForEntries(1000), readsForEntries(1001), readsForEntries(1500)]).toEqual([1, 1, 2, 2]);
  });

  it('each document a commit sets, updates or deletes is one write or delete; a transform adds nothing', async () => {
    await local.db.doc('counts/a').set({ views: FieldValue.increment(1), at: FieldValue.serverTimestamp() }, { merge: true });
    expect(usage()).toMatchObject({ reads: 0, writes: 1, deletes: 0 });
    const batch = local.db.batch();
    batch.set(local.db.doc('counts/b'), { views: 1 });
    batch.update(local.db.doc('counts/a'), { views: FieldValue.increment(2) });
    batch.delete(local.db.doc('counts/b'));
    await batch.commit();
    expect(usage()).toMatchObject({ writes: 3, deletes: 1, writesByCollection: { counts: 4 } });
  });

  it('a failed commit costs nothing', async () => {
    await expect(local.db.doc('things/404').update({ n: 1 })).rejects.toThrow();
    expect(usage()).toMatchObject({ writes: 0, deletes: 0 });
  });

  it("a transaction's reads are billed, and its writes once it commits", async () => {
    await local.db.runTransaction(async (tx) => {
      const snap = await tx.get(local.db.doc('things/1'));
      const odd = await tx.get(local.db.collection('things').where('kind', '==', 'odd'));
      tx.set(local.db.doc('things/6'), { n: (snap.get('n') as number) + odd.size, kind: 'even' });
    });
    expect(usage()).toMatchObject({ reads: 4, writes: 1 });
  });

  it('names the collection of a document path', () => {
    expect(collectionOf('projects/p/databases/(default)/documents/articles/1/counters/0')).toBe('counters');
    expect(collectionOf('projects/p/databases/(default)/documents/articles/1')).toBe('articles');
  });
});
