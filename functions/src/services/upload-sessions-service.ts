/**
 * Direct uploads (files larger than one request to the `api` function may carry: Cloud Functions
 * take at most 32 MB). The console declares the file's type and size and gets a URL valid for an
 * hour; the browser PUTs the bytes there (Cloud Storage's resumable-upload protocol, so an
 * interrupted upload resumes); then the console asks to complete it, and the server judges the
 * object from its own first bytes, as it judges a multipart upload: not media, or too large for
 * what it turns out to be, and it is deleted. A video is moved to its final name; an image is
 * processed as a multipart one (variants, no metadata). Either way it gets its record.
 *
 * Completing is claimed in a transaction (a retry while the first request runs gets 409), and a
 * repeated completion answers what the first one did. An hourly sweep removes expired sessions
 * with what they received, and uploads nobody saved (MediaService.sweepUnused).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { CreateUploadRequest, UploadSession } from '../contract/index.js';
import type { MediaUploadDoc, Repositories } from '../data/index.js';
import {
  AppError,
  BadRequestError,
  ConflictError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
} from '../errors.js';
import { INCOMING_PREFIX, type MediaStore } from '../integrations/media-store.js';
import type { Clock } from './clock.js';
import { MEDIA_MESSAGES, type MediaService, type UploadResult } from './media-service.js';
import { detectMediaType, MEDIA_LIMIT_MB, MEDIA_TYPES, mediaLimitBytes, mediaTypeOfContentType, SNIFF_BYTES } from './media-types.js';

/** How long the browser has to send the bytes and complete the upload. */
export const UPLOAD_SESSION_TTL_MS = 3_600_000;
/** How long one completion may run before a retry may take it over (the function's time-out is 60 s). */
const COMPLETE_LEASE_MS = 90_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const UPLOAD_MESSAGES = {
  notFound: 'Upload not found',
  expired: 'This upload has expired: start a new upload',
  removed: 'This upload was completed and has since been removed',
  busy: 'This upload is being completed: try again in a moment',
  incomplete: (received: number, size: number) => `The upload is not complete: ${received} of ${size} bytes have arrived. Send the rest, then complete it again.`,
  unavailable: 'Media storage is temporarily unavailable. Please try again.',
} as const;

type Log = (message: string, details: Record<string, unknown>) => void;

export class UploadSessionsService {
  constructor(private readonly deps: { store: MediaStore; repos: Repositories; media: MediaService; clock: Clock; log?: Log }) {}

  /**
   * POST /api/admin/uploads: a session for one file of the declared type and size (checked
   * against the limits here, and again from the bytes at completion).
   */
  async createSession(req: CreateUploadRequest, uid: string, origin?: string): Promise<UploadSession> {
    const type = mediaTypeOfContentType(req.contentType);
    if (!type) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notMedia, 'contentType', 'not an image or video type');
    if (req.size > mediaLimitBytes(type.kind)) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(MEDIA_LIMIT_MB[type.kind]), 'size', 'too large');
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + UPLOAD_SESSION_TTL_MS);
    const uploadId = randomUUID();
    const objectName = `${INCOMING_PREFIX}${uploadId}`;
    const uploadUrl = await this.deps.store
      .createUpload(objectName, { contentType: type.contentType, size: req.size, origin: originOf(origin), expiresAt })
      .catch((err: unknown) => this.unavailable('Opening an upload session failed', err));
    await this.deps.repos.mediaUploads.create({
      uploadId,
      objectName,
      uploadUrl,
      contentType: type.contentType,
      size: req.size,
      uid,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromDate(expiresAt),
      state: 'open',
    });
    return { uploadId, uploadUrl, expiresAt: expiresAt.toISOString() };
  }

  /** POST /api/admin/uploads/{uploadId}/complete: the stored upload, as the multipart call answers it. */
  async complete(uploadId: string): Promise<UploadResult> {
    if (!UUID.test(uploadId)) throw new NotFoundError(UPLOAD_MESSAGES.notFound, 'uploadId', 'unknown upload');
    const claim = await this.deps.repos.mediaUploads.claim(uploadId, this.deps.clock.now(), COMPLETE_LEASE_MS, this.deps.media.newStem());
    switch (claim.outcome) {
      case 'missing':
        throw new NotFoundError(UPLOAD_MESSAGES.notFound, 'uploadId', 'unknown upload');
      case 'completed': {
        const result = await this.deps.media.resultOf(claim.publicId);
        if (!result) throw new GoneError(UPLOAD_MESSAGES.removed, 'uploadId', 'removed');
        return result;
      }
      case 'failed':
        throw errorOf(claim.failure);
      case 'busy':
        throw new ConflictError(UPLOAD_MESSAGES.busy, 'uploadId', 'in progress');
      case 'expired':
        await this.discard(claim.doc);
        throw new GoneError(UPLOAD_MESSAGES.expired, 'uploadId', 'expired');
      case 'claimed':
        return this.finish(claim.doc);
    }
  }

  /**
   * Removes expired sessions and what they received (a completion still running keeps its
   * session until its lease is over), then uploads nobody saved. The hourly schedule.
   */
  async sweep(): Promise<{ sessions: number; uploads: number }> {
    const now = this.deps.clock.now();
    let sessions = 0;
    for (let batch = 0; batch < 20; batch++) {
      const expired = await this.deps.repos.mediaUploads.listExpired(now, 100);
      let removed = 0;
      for (const session of expired) {
        if (session.state === 'completing' && session.claimedAt && session.claimedAt.toMillis() > now.getTime() - COMPLETE_LEASE_MS) continue;
        try {
          await this.discard(session);
          await this.deps.repos.mediaUploads.delete(session.uploadId);
          removed++;
        } catch (err) {
          this.deps.log?.('Sweeping an upload session failed', { uploadId: session.uploadId, error: String(err) });
        }
      }
      sessions += removed;
      if (expired.length < 100 || removed === 0) break;
    }
    const uploads = await this.deps.media.sweepUnused(now);
    return { sessions, uploads };
  }

  private async finish(session: MediaUploadDoc): Promise<UploadResult> {
    const { store, media } = this.deps;
    const stem = session.targetStem!;
    try {
      const head = await store.head(session.objectName, SNIFF_BYTES);
      if (!head) {
        // A take-over of a completion that died after moving its video: the rest is still to do.
        const moved = await this.movedVideo(stem);
        if (moved) return await this.completed(session, await media.recordVideo(moved));
        const received = await store.uploadedBytes(session.uploadUrl, session.size);
        await this.deps.repos.mediaUploads.release(session.uploadId);
        throw new ConflictError(UPLOAD_MESSAGES.incomplete(received, session.size), 'uploadId', 'incomplete');
      }
      const type = detectMediaType(head.firstBytes);
      if (!type) return await this.refuse(session, new UnsupportedMediaTypeError(MEDIA_MESSAGES.notMedia, 'file', 'not an image or video'));
      if (head.size > mediaLimitBytes(type.kind)) {
        return await this.refuse(session, new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(MEDIA_LIMIT_MB[type.kind]), 'file', 'too large'));
      }
      if (type.kind === 'video') {
        const publicId = `${stem}.${type.ext}`;
        // A take-over may find it moved already (copied, but the source not yet deleted).
        const existing = await store.publicUrl(publicId);
        const url = existing ?? (await store.promote(session.objectName, publicId, type.contentType));
        if (existing) await store.delete(session.objectName);
        return await this.completed(session, await media.recordVideo({ publicId, contentType: type.contentType, size: head.size, url }));
      }
      const bytes = await store.read(session.objectName);
      if (!bytes) throw new Error(`${session.objectName} disappeared while being completed`);
      // Whatever a dead earlier attempt stored under this name goes first (names are never reused).
      for (const name of await store.list(stem)) await store.delete(name);
      let result: UploadResult;
      try {
        result = await media.storeImage(bytes, type, stem);
      } catch (err) {
        // A damaged image or a decompression bomb is the file's fault: refused for good.
        if (err instanceof BadRequestError || err instanceof PayloadTooLargeError) return await this.refuse(session, err);
        throw err;
      }
      await store.delete(session.objectName);
      return await this.completed(session, result);
    } catch (err) {
      if (err instanceof AppError && !(err instanceof ServiceUnavailableError)) throw err;
      // Unexpected: give the claim back so a retry can start at once (the name stays reserved).
      await this.deps.repos.mediaUploads.release(session.uploadId).catch(() => {});
      if (err instanceof ServiceUnavailableError) throw err;
      return this.unavailable('Completing an upload failed', err, session.uploadId);
    }
  }

  private async completed(session: MediaUploadDoc, result: UploadResult): Promise<UploadResult> {
    await this.deps.repos.mediaUploads.markCompleted(session.uploadId, result.publicId);
    this.deps.log?.('Direct upload completed', { uploadId: session.uploadId, publicId: result.publicId, size: result.size });
    return result;
  }

  /** The file is refused for good: it is deleted, and a retry hears the same answer. */
  private async refuse(session: MediaUploadDoc, err: AppError): Promise<never> {
    await this.deps.store.delete(session.objectName);
    await this.deps.repos.mediaUploads.markFailed(session.uploadId, {
      status: err.status,
      message: err.message,
      ...(err.field && { field: err.field }),
      ...(err.reason && { reason: err.reason }),
    });
    this.deps.log?.('Direct upload refused', { uploadId: session.uploadId, status: err.status, reason: err.reason });
    throw err;
  }

  /** A video an earlier attempt moved to `{stem}.{ext}`. */
  private async movedVideo(stem: string): Promise<{ publicId: string; contentType: string; size: number; url: string } | null> {
    for (const type of [MEDIA_TYPES.mp4, MEDIA_TYPES.webm]) {
      const publicId = `${stem}.${type.ext}`;
      const head = await this.deps.store.head(publicId, 0);
      const url = head && (await this.deps.store.publicUrl(publicId));
      if (head && url) return { publicId, contentType: type.contentType, size: head.size, url };
    }
    return null;
  }

  /** Removes what a session received and ends it at the store. */
  private async discard(session: MediaUploadDoc): Promise<void> {
    await this.deps.store.delete(session.objectName);
    await this.deps.store.cancelUpload(session.uploadUrl);
  }

  private unavailable(what: string, err: unknown, uploadId?: string): never {
    this.deps.log?.(what, { uploadId, error: err instanceof Error ? err.message : String(err) });
    throw new ServiceUnavailableError(UPLOAD_MESSAGES.unavailable);
  }
}

/** The console's origin (scheme, host and port only), for the store's CORS answers; anything else is dropped. */
function originOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const url = new URL(header);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A refusal recorded at completion, as the error it was. */
function errorOf(failure: NonNullable<MediaUploadDoc['failure']>): AppError {
  const { message, field, reason } = failure;
  if (failure.status === 413) return new PayloadTooLargeError(message, field, reason);
  if (failure.status === 415) return new UnsupportedMediaTypeError(message, field, reason);
  return new BadRequestError(message, field, reason);
}
