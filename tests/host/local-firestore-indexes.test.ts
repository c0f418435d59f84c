/**
 * The local Firestore answers queries as production does (emulators/src/firestore-indexes): a
 * query no index serves fails through firebase-admin with production's FAILED_PRECONDITION, and
 * orderings and multi-field aggregations read only the documents their index holds.
 */
import { rm } from 'node:fs/promises';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalFirestore, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';
import { makeDataDir } from '../helpers/test-host.js';

describe('production index rules on the local Firestore', () => {
  let local: LocalFirestore;
  let db: Firestore;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    local = await openLocalFirestore({ emulator: sharedFirestore(), projectId: newProjectId(),
      log: () => {},
      indexes: {
        indexes: [
          {
            collectionGroup: 'cities',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'state', order: 'ASCENDING' },
              { fieldPath: 'population', order: 'DESCENDING' },
            ],
          },
        ],
        fieldOverrides: [],
      },
    });
    db = local.db;
    const batch = db.batch();
    batch.set(db.doc('cities/SF'), { name: 'San Francisco', state: 'CA', population: 860_000 });
    batch.set(db.doc('cities/LA'), { name: 'Los Angeles', state: 'CA', population: 3_900_000 });
    batch.set(db.doc('cities/SAC'), { name: 'Sacramento', state: 'CA' }); // no population
    batch.set(db.doc('cities/DEN'), { name: 'Denver', state: 'CO', population: 700_000 });
    batch.set(db.doc('stats/a'), { views: 5, shares: 1 });
    batch.set(db.doc('stats/b'), { views: 7 }); // a shard only ever viewed
    batch.set(db.doc('stats/c'), { shares: 2 });
    await batch.commit();
  });
  afterAll(async () => {
    await local.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a query without its index as production does, naming the index to add', async () => {
    const query = db.collection('cities').where('state', '==', 'CA').where('population', '<', 1_000_000);
    const error = (await query.get().catch((e: unknown) => e)) as { code?: number; message?: string };
    expect(error.code).toBe(9);
    expect(error.message).toContain('9 FAILED_PRECONDITION: The query requires an index.');
    const entry = JSON.parse(error.message!.slice(error.message!.indexOf('{')));
    expect(entry).toEqual({
      collectionGroup: 'cities',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'state', order: 'ASCENDING' },
        { fieldPath: 'population', order: 'ASCENDING' },
      ],
    });
    // Inside a transaction, and as an aggregation, too.
    await expect(db.runTransaction((tx) => tx.get(query))).rejects.toMatchObject({ code: 9 });
    await expect(db.collectionGroup('cities').where('state', '==', 'CA').count().get()).rejects.toMatchObject({ code: 9 });
    await expect(db.collection('stats').aggregate({ v: AggregateField.sum('views'), s: AggregateField.sum('shares') }).get()).rejects.toThrow(
      /^9 FAILED_PRECONDITION: The query requires an index\./,
    );
  });

  it('refuses a listener on such a query through its error callback', async () => {
    const query = db.collection('cities').where('state', '==', 'CA').orderBy('name');
    const error = await new Promise<{ code?: number; message?: string }>((resolve, reject) => {
      const stop = query.onSnapshot(
        () => {
          stop();
          reject(new Error('the listener got a snapshot'));
        },
        (err) => resolve(err as { code?: number }),
      );
    });
    expect(error.code).toBe(9);
    expect(error.message).toMatch(/^9 FAILED_PRECONDITION: The query requires an index\./);
  });

  it('serves what the declared and automatic indexes serve', async () => {
    const big = await db.collection('cities').where('state', '==', 'CA').orderBy('population', 'desc').get();
    expect(big.docs.map((d) => d.id)).toEqual(['LA', 'SF']);
    expect((await db.collection('cities').where('state', '==', 'CA').where('name', '==', 'Sacramento').get()).size).toBe(1);
    expect((await db.collection('stats').aggregate({ v: AggregateField.sum('views') }).get()).data().v).toBe(12);
  });

  it('leaves out of an ordering the documents without the ordered field, before limit and offset', async () => {
    const byPopulation = db.collection('cities').orderBy('population');
    expect((await byPopulation.get()).docs.map((d) => d.id)).toEqual(['DEN', 'SF', 'LA']);
    expect((await db.collection('cities').orderBy('population', 'desc').limit(3).get()).docs.map((d) => d.id)).toEqual(['LA', 'SF', 'DEN']);
    expect((await byPopulation.offset(2).get()).docs.map((d) => d.id)).toEqual(['LA']);
    // The implicit ordering of an inequality too: != null matches none of the missing ones anyway, < a value neither.
    expect((await db.collection('cities').where('population', '>', 0).count().get()).data().count).toBe(3);
    expect((await db.collection('cities').orderBy('population').count().get()).data().count).toBe(3);
    expect((await db.collection('cities').count().get()).data().count).toBe(4);
  });

  it('aggregates several fields over the documents holding all of them only', async () => {
    // The library alone answers views 12, shares 3; production reads the (views, shares) index: only stats/a.
    const aggDir = await makeDataDir();
    const withIndex = await openLocalFirestore({ emulator: sharedFirestore(), projectId: newProjectId(),
      log: () => {},
      indexes: { indexes: [{ collectionGroup: 'stats', queryScope: 'COLLECTION', fields: [{ fieldPath: 'views', order: 'ASCENDING' }, { fieldPath: 'shares', order: 'ASCENDING' }] }], fieldOverrides: [] },
    });
    try {
      const stats = withIndex.db.collection('stats');
      await Promise.all([stats.doc('a').set({ views: 5, shares: 1 }), stats.doc('b').set({ views: 7 }), stats.doc('c').set({ shares: 2 })]);
      const both = await stats.aggregate({ v: AggregateField.sum('views'), s: AggregateField.sum('shares'), n: AggregateField.count() }).get();
      expect(both.data()).toEqual({ v: 5, s: 1, n: 1 });
      expect((await stats.aggregate({ s: AggregateField.sum('shares') }).get()).data().s).toBe(3);
    } finally {
      await withIndex.close();
      await rm(aggDir, { recursive: true, force: true });
    }
  });
});
