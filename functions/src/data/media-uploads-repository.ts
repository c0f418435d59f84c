/**
 * Direct-upload sessions, `mediaUploads/{uploadId}`. Completing one is claimed in a transaction,
 * so two requests (a client retrying while the first still runs) never store it twice; a claim
 * older than a lease is taken over, since the request that made it may have died.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from './documents.js';
import type { MediaUploadDoc } from './media-documents.js';

export type ClaimOutcome =
  | { outcome: 'missing' }
  | { outcome: 'completed'; publicId: string }
  | { outcome: 'failed'; failure: NonNullable<MediaUploadDoc['failure']> }
  | { outcome: 'expired'; doc: MediaUploadDoc }
  | { outcome: 'busy' }
  | { outcome: 'claimed'; doc: MediaUploadDoc };

export class MediaUploadsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async create(doc: MediaUploadDoc): Promise<void> {
    await this.cols.mediaUploads.doc(doc.uploadId).create(doc);
  }

  async get(uploadId: string): Promise<MediaUploadDoc | null> {
    const snap = await this.cols.mediaUploads.doc(uploadId).get();
    return snap.exists ? (snap.data() as MediaUploadDoc) : null;
  }

  /**
   * Claims a session for completion: answers what became of it when it is done, refused or
   * expired, `busy` while another request's claim is younger than `leaseMs`, else the session
   * with the stem it stores to (kept from an earlier claim, so a take-over reuses the same name).
   */
  async claim(uploadId: string, now: Date, leaseMs: number, newStem: string): Promise<ClaimOutcome> {
    const ref = this.cols.mediaUploads.doc(uploadId);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return { outcome: 'missing' } as const;
      const doc = snap.data() as MediaUploadDoc;
      if (doc.state === 'completed' && doc.publicId) return { outcome: 'completed', publicId: doc.publicId } as const;
      if (doc.state === 'failed' && doc.failure) return { outcome: 'failed', failure: doc.failure } as const;
      if (doc.expiresAt.toMillis() <= now.getTime()) return { outcome: 'expired', doc } as const;
      if (doc.state === 'completing' && doc.claimedAt && doc.claimedAt.toMillis() > now.getTime() - leaseMs) return { outcome: 'busy' } as const;
      const claimed: MediaUploadDoc = { ...doc, state: 'completing', claimedAt: Timestamp.fromDate(now), targetStem: doc.targetStem ?? newStem };
      tx.set(ref, claimed);
      return { outcome: 'claimed', doc: claimed } as const;
    });
  }

  /** Gives a claim back (the bytes had not all arrived): the client may send the rest and ask again. */
  async release(uploadId: string): Promise<void> {
    await this.cols.mediaUploads.doc(uploadId).update({ state: 'open', claimedAt: null });
  }

  async markCompleted(uploadId: string, publicId: string): Promise<void> {
    await this.cols.mediaUploads.doc(uploadId).update({ state: 'completed', publicId, claimedAt: null });
  }

  async markFailed(uploadId: string, failure: NonNullable<MediaUploadDoc['failure']>): Promise<void> {
    await this.cols.mediaUploads.doc(uploadId).update({ state: 'failed', failure, claimedAt: null });
  }

  /** Sessions whose hour is over (whatever their state), oldest first. */
  async listExpired(now: Date, limit: number): Promise<MediaUploadDoc[]> {
    const snap = await this.cols.mediaUploads.where('expiresAt', '<=', Timestamp.fromDate(now)).orderBy('expiresAt', 'asc').limit(limit).get();
    return snap.docs.map((d) => d.data() as MediaUploadDoc);
  }

  async delete(uploadId: string): Promise<void> {
    await this.cols.mediaUploads.doc(uploadId).delete();
  }
}
