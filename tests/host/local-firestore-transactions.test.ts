/**
 * The local Firestore must serialise conflicting read-write transactions as Cloud Firestore does:
 * no lost update, no two "create if absent" winners, no phantom past a query check, even when
 * everything happens within one millisecond.
 */
import { rm } from 'node:fs/promises';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openLocalFirestore, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { makeDataDir } from '../helpers/test-host.js';

describe('transactions on the local Firestore', () => {
  let local: LocalFirestore;
  let db: Firestore;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    local = await openLocalFirestore({ dataDir, projectId: 'demo-races' });
    db = local.db;
  });
  afterAll(async () => {
    await local.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no increment when 200 transactions read and write one document at once', async () => {
    const ref = db.collection('counters').doc('one');
    await Promise.all(
      Array.from({ length: 200 }, () =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.set(ref, { count: ((snap.get('count') as number | undefined) ?? 0) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('count')).toBe(200);
  });

  it('lets exactly one of many "create if absent" transactions on one id win', async () => {
    const ref = db.collection('claims').doc('the-one');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (snap.exists) return false;
          tx.set(ref, { owner: i });
          return true;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const owner = (await ref.get()).get('owner') as number;
    expect(results[owner]).toBe(true);
  });

  it('creates exactly one document when many transactions check a query, then create', async () => {
    const col = db.collection('slugged');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.runTransaction(async (tx) => {
          const taken = await tx.get(col.where('slug', '==', 'same').limit(1));
          if (!taken.empty) return false;
          tx.create(col.doc(`doc-${i}`), { slug: 'same' });
          return true;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await col.where('slug', '==', 'same').count().get()).data().count).toBe(1);
  });

  it('retries a transaction whose read document a plain write changed in the same millisecond', async () => {
    const ref = db.collection('counters').doc('mixed');
    await ref.set({ count: 0 });
    // The system clock stands still: the plain write lands in the millisecond the transaction read in.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      let attempts = 0;
      await db.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(ref);
        if (attempts === 1) await ref.update({ count: FieldValue.increment(1) });
        tx.update(ref, { count: (snap.get('count') as number) + 1 });
      });
      expect(attempts).toBe(2);
      expect((await ref.get()).get('count')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves read-only transactions while a read-write one is open', async () => {
    const ref = db.collection('counters').doc('read-only');
    await ref.set({ count: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      await held;
      tx.update(ref, { count: (snap.get('count') as number) + 1 });
    });
    const read = await db.runTransaction((tx) => tx.get(ref), { readOnly: true });
    expect(read.get('count')).toBe(1);
    release();
    await writer;
    expect((await ref.get()).get('count')).toBe(2);
  });

  it('refuses a read-write transaction started inside another instead of waiting forever', async () => {
    const outer = db.runTransaction(async (tx) => {
      await tx.get(db.collection('counters').doc('one'));
      return db.runTransaction(async () => 'inner');
    });
    await expect(outer).rejects.toThrow(/nested/i);
  });
});
