/**
 * Upload records, `media/{uuid}`: one per stored upload, named by the uuid in its object name.
 * They hold what the server learnt from the file (type, size, pixels, variants, the video's
 * poster), which article saves copy, and when the sweep should look at an upload nobody saved.
 */
import { recordIn } from './audit-log.js';
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections } from './documents.js';
import type { MediaDoc } from './media-documents.js';

/** The document id of an upload: the uuid (the last path segment without its extension). */
export function mediaDocId(publicId: string): string {
  const base = publicId.slice(publicId.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  return dot < 0 ? base : base.slice(0, dot);
}

/** Upload records by publicId (an id without a record is absent). */
export type MediaRecords = ReadonlyMap<string, MediaDoc>;

/** Several records in one read of a transaction. */
export async function readMediaRecords(tx: Transaction, db: Firestore, publicIds: string[]): Promise<MediaRecords> {
  const ids = [...new Set(publicIds)];
  if (ids.length === 0) return new Map();
  const media = collections(db).media;
  const snaps = await tx.getAll(...ids.map((id) => media.doc(mediaDocId(id))));
  const records = new Map<string, MediaDoc>();
  snaps.forEach((snap, i) => {
    const doc = snap.data() as MediaDoc | undefined;
    // The id is only the uuid: the record must be of this very name.
    if (doc && doc.publicId === ids[i]) records.set(ids[i]!, doc);
  });
  return records;
}

export type SetPosterOutcome = { outcome: 'set'; previousPublicId: string | null } | { outcome: 'missing' } | { outcome: 'not-video' };

export class MediaRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** The record's reference (for reads inside another repository's transaction). */
  refOf(publicId: string): DocumentReference {
    return this.cols.media.doc(mediaDocId(publicId));
  }

  /** Writes a record (a retried completion writes the same one again). */
  async save(doc: MediaDoc): Promise<void> {
    const batch = this.db.batch();
    batch.set(this.refOf(doc.publicId), doc);
    recordIn(this.db, batch, { action: 'media.upload', target: { type: 'media', id: doc.publicId }, changes: { kind: { from: null, to: doc.kind }, size: { from: null, to: doc.size } } });
    await batch.commit();
  }

  async get(publicId: string): Promise<MediaDoc | null> {
    const snap = await this.refOf(publicId).get();
    const doc = snap.exists ? (snap.data() as MediaDoc) : null;
    // The id is only the uuid: the record must be of this very name (not the same uuid with another extension).
    return doc && doc.publicId === publicId ? doc : null;
  }

  /**
   * Sets a video's poster in a transaction and answers the poster it replaces (whose file the
   * caller then deletes), or why it could not.
   */
  async setPoster(videoPublicId: string, poster: { publicId: string; url: string }): Promise<SetPosterOutcome> {
    const ref = this.refOf(videoPublicId);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const doc = snap.data() as MediaDoc | undefined;
      if (!doc || doc.publicId !== videoPublicId) return { outcome: 'missing' } as const;
      if (doc.kind !== 'video') return { outcome: 'not-video' } as const;
      tx.update(ref, { posterPublicId: poster.publicId, posterUrl: poster.url });
      recordIn(this.db, tx, { action: 'media.upload', target: { type: 'media', id: videoPublicId }, changes: { posterPublicId: { from: doc.posterPublicId ?? null, to: poster.publicId } } });
      return { outcome: 'set', previousPublicId: doc.posterPublicId ?? null } as const;
    });
  }

  async delete(publicId: string): Promise<void> {
    await this.refOf(publicId).delete();
  }

  /** Records whose sweep time has come, oldest first. */
  async listDueForSweep(now: Date, limit: number): Promise<MediaDoc[]> {
    const snap = await this.cols.media.where('sweepAfter', '<=', Timestamp.fromDate(now)).orderBy('sweepAfter', 'asc').limit(limit).get();
    return snap.docs.map((d) => d.data() as MediaDoc);
  }

  /** The sweep found it in use: it is never swept again (the cleanup triggers remove it once released). */
  async markInUse(publicId: string): Promise<void> {
    await this.refOf(publicId).update({ sweepAfter: null });
  }
}
