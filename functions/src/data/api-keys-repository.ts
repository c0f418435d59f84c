/**
 * External API keys and the claims that make external creates idempotent. A key is found by the
 * SHA-256 of what the caller sent (an equality query on `keyHash`): the key itself is never stored.
 */
import { changesBetween, recordIn } from './audit-log.js';
import { SECRET_CHANGED } from '../contract/index.js';
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ApiKeyScope } from '../contract/index.js';
import { collections, type ApiKeyDoc, type IdempotencyDoc } from './documents.js';
import { readNextId, runIdTransaction } from './ids.js';

export interface NewApiKey {
  name: string;
  keyPrefix: string;
  keyHash: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
}

/** How long an Idempotency-Key is remembered. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: Record<string, unknown> }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export class ApiKeysRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async listAll(): Promise<ApiKeyDoc[]> {
    const snap = await this.cols.apiKeys.orderBy('id').get();
    return snap.docs.map((d) => d.data() as ApiKeyDoc);
  }

  async findByHash(keyHash: string): Promise<ApiKeyDoc | null> {
    const snap = await this.cols.apiKeys.where('keyHash', '==', keyHash).limit(1).get();
    return snap.empty ? null : (snap.docs[0]!.data() as ApiKeyDoc);
  }

  async create(input: NewApiKey, now: Date): Promise<ApiKeyDoc> {
    return runIdTransaction(this.db, async (tx) => {
      const next = await readNextId(tx, this.db, 'apiKeys');
      const doc: ApiKeyDoc = {
        id: next.id,
        ...input,
        expiresAt: input.expiresAt && Timestamp.fromDate(input.expiresAt),
        isActive: true,
        lastUsedAt: null,
        createdAt: Timestamp.fromDate(now),
      };
      next.take();
      tx.create(this.cols.apiKeys.doc(String(next.id)), doc);
      // The key itself (and its hash) never enters the log: only that one was made.
      recordIn(this.db, tx, { action: 'apiKey.create', target: apiKeyTarget(doc), changes: { ...changesBetween(null, doc, ['name', 'scopes', 'expiresAt', 'isActive']), key: SECRET_CHANGED } });
      return doc;
    });
  }

  async setActive(id: number, isActive: boolean): Promise<ApiKeyDoc | null> {
    const ref = this.cols.apiKeys.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const next = { ...(snap.data() as ApiKeyDoc), isActive };
      tx.set(ref, next);
      recordIn(this.db, tx, { action: 'apiKey.update', target: apiKeyTarget(next), changes: changesBetween(snap.data() as ApiKeyDoc, next, ['isActive']) });
      return next;
    });
  }

  async delete(id: number): Promise<boolean> {
    const ref = this.cols.apiKeys.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      recordIn(this.db, tx, { action: 'apiKey.delete', target: apiKeyTarget(snap.data() as ApiKeyDoc), changes: { key: SECRET_CHANGED } });
      return true;
    });
  }

  /** A plain update (no transaction): last use is a hint, and a lost race only loses a minute. */
  async touch(id: number, now: Date): Promise<void> {
    await this.cols.apiKeys
      .doc(String(id))
      .update({ lastUsedAt: Timestamp.fromDate(now) })
      .catch(() => {}); // deleted meanwhile: nothing to record
  }

  /**
   * Claims `idempotencyKey` for key `keyId`: the first request claims it; a retry after it finished
   * gets its answer back; a retry while it runs, or with another body, is told so.
   */
  async claimIdempotency(keyId: number, idempotencyKey: string, requestHash: string, now: Date): Promise<IdempotencyClaim> {
    const ref = this.idempotencyRef(keyId, idempotencyKey);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.data() as IdempotencyDoc | undefined;
      if (current && current.expireAt.toMillis() > now.getTime()) {
        if (current.requestHash !== requestHash) return { kind: 'mismatch' } as const;
        if (current.state === 'done') return { kind: 'replay', status: current.status!, body: current.body! } as const;
        return { kind: 'in-progress' } as const;
      }
      const doc: IdempotencyDoc = {
        keyId,
        requestHash,
        state: 'pending',
        status: null,
        body: null,
        createdAt: Timestamp.fromDate(now),
        expireAt: Timestamp.fromMillis(now.getTime() + IDEMPOTENCY_TTL_MS),
      };
      tx.set(ref, doc);
      return { kind: 'claimed' } as const;
    });
  }

  async completeIdempotency(keyId: number, idempotencyKey: string, status: number, body: Record<string, unknown>): Promise<void> {
    await this.idempotencyRef(keyId, idempotencyKey).update({ state: 'done', status, body });
  }

  /** The request failed: a retry with the same key may try again. */
  async releaseIdempotency(keyId: number, idempotencyKey: string): Promise<void> {
    await this.idempotencyRef(keyId, idempotencyKey).delete();
  }

  private idempotencyRef(keyId: number, idempotencyKey: string) {
    return this.cols.externalIdempotency.doc(createHash('sha256').update(`${keyId}:${idempotencyKey}`).digest('hex'));
  }
}

function apiKeyTarget(doc: ApiKeyDoc) {
  return { type: 'apiKey' as const, id: String(doc.id), title: doc.name };
}
