/**
 * The emulator's answers that differ from production's are translated before the SDK sees them
 * (emulators/src/production-errors.ts). The emulator's "Transaction is invalid or closed." comes
 * only under contention, at no predictable moment, so here the client's wire answers it once, as
 * the emulator does, for the transaction's commit and for its read; the transaction must then be
 * retried as production's ABORTED is, and end with one increment.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { answerAsProduction } from '../../emulators/src/production-errors.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';

type Unary = (method: string, request: unknown, ...rest: unknown[]) => Promise<unknown>;
type Streamed = (method: string, bidirectional: boolean, request: unknown, ...rest: unknown[]) => Promise<Readable>;

const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3, details: 'Transaction is invalid or closed.' });

/** A client whose wire fails the first `method` call of a transaction as the emulator does. */
function clientFailingOnce(method: 'commit' | 'batchGetDocuments', translate: boolean) {
  const { host, port } = sharedFirestore();
  const db = new Firestore({ projectId: newProjectId(), host: `${host}:${port}`, ssl: false });
  const wire = db as unknown as { request: Unary; requestStream: Streamed };
  let failed = false;
  const failNow = (m: string, req: unknown) => m === method && !failed && ((req as { transaction?: unknown }).transaction !== undefined || (req as { newTransaction?: unknown }).newTransaction !== undefined) && (failed = true);
  const request = wire.request.bind(db);
  wire.request = async (m, req, ...rest) => {
    if (failNow(m, req)) {
      // The emulator has ended the transaction (its locks are free) before it answers so.
      const { database, transaction } = req as { database: string; transaction: unknown };
      await request('rollback', { database, transaction });
      throw closed();
    }
    return request(m, req, ...rest);
  };
  const requestStream = wire.requestStream.bind(db);
  wire.requestStream = async (m, bidi, req, ...rest) => {
    if (!failNow(m, req)) return requestStream(m, bidi, req, ...rest);
    const stream = new PassThrough({ objectMode: true });
    setImmediate(() => stream.destroy(closed()));
    return stream;
  };
  if (translate) answerAsProduction(db);
  return db;
}

async function increment(db: Firestore): Promise<{ attempts: number; n: unknown }> {
  const ref = db.doc('counters/one');
  let attempts = 0;
  await db.runTransaction(async (tx) => {
    attempts++;
    const snap = await tx.get(ref);
    tx.set(ref, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
  });
  return { attempts, n: (await ref.get()).get('n') };
}

describe("the emulator's closed-transaction answer", () => {
  for (const method of ['commit', 'batchGetDocuments'] as const) {
    it(`on a transaction's ${method === 'commit' ? 'commit' : 'read'} is retried as production's ABORTED, ending with one increment`, async () => {
      const db = clientFailingOnce(method, true);
      try {
        expect(await increment(db)).toEqual({ attempts: 2, n: 1 });
      } finally {
        await db.terminate();
      }
    });
  }

  it('untranslated, it fails the transaction at once (what the translation is for)', async () => {
    const db = clientFailingOnce('commit', false);
    try {
      await expect(increment(db)).rejects.toMatchObject({ code: 3 });
      expect((await db.doc('counters/one').get()).exists).toBe(false);
    } finally {
      await db.terminate();
    }
  });
});
