/**
 * The local Firestore drops the earlier versions of documents that no read can ask for any more:
 * reads at a past time after the cutoff still see the version of that time, current reads
 * and transactions are untouched, and a document written many times no longer keeps every version.
 */
import { rm } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalFirestore, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { dropUnreadableVersions, dropUnreadableVersionsEvery, versionsKept } from '../../emulators/src/version-history.js';
import { makeDataDir } from '../helpers/test-host.js';

let dataDir: string;
let local: LocalFirestore;

beforeEach(async () => {
  dataDir = await makeDataDir();
  local = await openLocalFirestore({ dataDir, projectId: 'demo-versions', log: () => {} });
});
afterEach(async () => {
  await local.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * `n` of the document as a read at `readTime` sees it: through the library's own accessor, the one
 * reader of past versions (the Admin SDK's reads get the current version from it).
 */
function readAt(controller: LocalFirestore['controller'], docPath: string, readTime: number): unknown {
  const accessor = (controller as unknown as { _accessor: { getDoc(p: string, t: Timestamp): { data?: { n?: number } } } })._accessor;
  return accessor.getDoc(docPath, Timestamp.fromMillis(readTime)).data?.n;
}

/** Waits until the clock has moved past `ms`, so the next write is later than it. */
async function after(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((r) => setTimeout(r, 1));
}

describe('versions no read can reach', () => {
  it('are dropped, while a read at any time after the cutoff still sees the version of that time', async () => {
    const { db, controller } = local;
    const times: number[] = [];
    for (let n = 1; n <= 5; n++) {
      await db.doc('things/a').set({ n });
      times.push(Date.now());
      await after(times.at(-1)!);
    }
    expect(readAt(controller, 'things/a', times[1]!)).toBe(2);

    // Cut after the third write: the versions before the third go, the third and later stay.
    const dropped = dropUnreadableVersions(controller, times[2]!);
    expect(dropped).toBe(3); // "not yet written", 1 and 2
    expect(readAt(controller, 'things/a', times[2]!)).toBe(3);
    expect(readAt(controller, 'things/a', times[3]!)).toBe(4);
    expect(readAt(controller, 'things/a', times[4]!)).toBe(5);
    expect((await db.doc('things/a').get()).data()).toEqual({ n: 5 });
    // Nothing more to drop until there are newer versions.
    expect(dropUnreadableVersions(controller, times[2]!)).toBe(0);
  });

  it('leave writes, transactions and deletions working as before', async () => {
    const { db, controller } = local;
    for (let i = 0; i < 50; i++) await db.doc('counters/c').set({ n: i });
    expect(dropUnreadableVersions(controller, Date.now())).toBeGreaterThanOrEqual(49);
    await db.runTransaction(async (tx) => {
      const n = (await tx.get(db.doc('counters/c'))).data()!.n as number;
      tx.set(db.doc('counters/c'), { n: n + 1 });
    });
    expect((await db.doc('counters/c').get()).data()).toEqual({ n: 50 });
    await db.doc('counters/c').delete();
    dropUnreadableVersions(controller, Date.now());
    expect((await db.doc('counters/c').get()).exists).toBe(false);
    await db.doc('counters/c').set({ n: 1 });
    expect((await db.doc('counters/c').get()).data()).toEqual({ n: 1 });
  });

  it('are dropped on a timer, so a document written thousands of times no longer keeps every version', async () => {
    const { db, controller } = local;
    for (let i = 0; i < 2000; i++) await db.doc('views/v').set({ n: i });
    expect(versionsKept(controller)).toBeGreaterThanOrEqual(2000);
    // What the host's own timer does once a minute with a five-minute window, here with none.
    const stop = dropUnreadableVersionsEvery(controller, { intervalMs: 10, keepMs: 0 }, () => {});
    try {
      await expect.poll(() => versionsKept(controller), { timeout: 5000 }).toBeLessThanOrEqual(1);
    } finally {
      stop();
    }
    expect((await db.doc('views/v').get()).data()).toEqual({ n: 1999 });
  });
});
