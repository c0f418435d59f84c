/**
 * Uploaded media: what is accepted (decided from the bytes), how stored objects are named, the
 * record each upload gets (`media/{uuid}`), video posters, and removing uploads nothing uses.
 *
 * Images are re-encoded in their own format without metadata, with WebP variants 480, 960 and
 * 1600 px wide beside them (media-images.ts). Videos are stored as sent (their container checked by
 * magic number only); the console makes a poster from the first frame and sends it separately, and
 * it is stored beside the video (`{stem}-poster-{8 hex}.jpg`, a new name each time).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { MediaDoc, Repositories } from '../data/index.js';
import { BadRequestError, NotFoundError, PayloadTooLargeError, ServiceUnavailableError, UnsupportedMediaTypeError } from '../errors.js';
import type { MediaStore } from '../integrations/media-store.js';
import type { Clock } from './clock.js';
import { processImage, processPoster } from './media-images.js';
import { detectMediaType, MEDIA_LIMIT_MB, MEDIA_TYPES, mediaLimitBytes, UPLOAD_NAME, type MediaType } from './media-types.js';

export { MAX_IMAGE_PIXELS, VARIANT_WIDTHS } from './media-images.js';
export { UPLOAD_NAME } from './media-types.js';

export const MEDIA_MESSAGES = {
  notMedia: 'Please select an image or video file',
  notPosterImage: 'Please select a JPEG, PNG or WebP image',
  tooLarge: (mb: number) => `File size must be less than ${mb}MB`,
  noSuchUpload: 'no upload with this id',
  videoNotFound: 'Video not found: upload the video first',
  notAVideo: 'is not an uploaded video',
} as const;

/** How long an upload may wait for an article or ad to name it before the sweep removes it. */
export const UNUSED_UPLOAD_GRACE_MS = 48 * 3_600_000;

/** A video's poster file beside it: `{stem}-poster-{8 hex}.jpg`. */
const POSTER_SUFFIX = /^-poster-[0-9a-f]{8}\.jpg$/;
const VARIANT_SUFFIX = /^-\d+w\.webp$/;

const POSTER_TYPES: readonly MediaType[] = [MEDIA_TYPES.png, MEDIA_TYPES.jpeg, MEDIA_TYPES.webp];

export interface MediaVariant {
  width: number;
  height: number;
  url: string;
  publicId: string;
}

/** The answer of an upload (contract MediaUploadResponse; each variant also names its object). */
export interface UploadResult {
  url: string;
  publicId: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  variants?: MediaVariant[];
  posterUrl?: string;
}

export interface Acceptance {
  type: MediaType;
  maxBytes: number;
  tooLarge: () => Error;
}

type Log = (message: string, details: Record<string, unknown>) => void;

const stemOf = (publicId: string) => publicId.slice(0, publicId.lastIndexOf('.'));

export class MediaService {
  constructor(private readonly deps: { store: MediaStore; repos: Repositories; clock: Clock; log?: Log }) {}

  /**
   * Judges an upload from its first bytes while it is still arriving: the type it is (else 415)
   * and how many bytes it may have, so the reader can stop as soon as that is passed.
   */
  accept(head: Buffer): Acceptance {
    const type = detectMediaType(head);
    if (!type) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notMedia, 'file', 'not an image or video');
    return { type, maxBytes: mediaLimitBytes(type.kind), tooLarge: () => tooLarge(MEDIA_LIMIT_MB[type.kind]) };
  }

  /** The same for a video poster: a JPEG, PNG or WebP image within the image limit. */
  acceptPoster(head: Buffer): Acceptance {
    const type = detectMediaType(head);
    if (!type || !POSTER_TYPES.includes(type)) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notPosterImage, 'file', 'not a JPEG, PNG or WebP image');
    return { type, maxBytes: mediaLimitBytes('image'), tooLarge: () => tooLarge(MEDIA_LIMIT_MB.image) };
  }

  /** Stores a whole upload (already read within its limit), records it and answers what the client needs. */
  async upload(bytes: Buffer): Promise<UploadResult> {
    const { type, maxBytes, tooLarge: refuse } = this.accept(bytes.subarray(0, 64));
    if (bytes.length > maxBytes) throw refuse();
    const stem = this.newStem();
    if (type.kind === 'image') return this.storeImage(bytes, type, stem);
    const publicId = `${stem}.${type.ext}`;
    const [url] = await this.putAll([{ name: publicId, bytes, contentType: type.contentType }]);
    return this.recordVideo({ publicId, contentType: type.contentType, size: bytes.length, url: url! });
  }

  /** An image's main file and variants under `stem`, and its record. */
  async storeImage(bytes: Buffer, type: MediaType, stem: string): Promise<UploadResult> {
    const image = await processImage(bytes, type);
    const publicId = `${stem}.${type.ext}`;
    const files = [
      { name: publicId, bytes: image.main, contentType: type.contentType },
      ...image.variants.map((v) => ({ name: `${stem}-${v.width}w.webp`, bytes: v.bytes, contentType: 'image/webp' })),
    ];
    const [url, ...variantUrls] = await this.putAll(files);
    const record: MediaDoc = {
      ...this.recordBase(publicId, 'image', type.contentType, image.main.length, url!),
      width: image.width,
      height: image.height,
      variants: image.variants.map((v, i) => ({ width: v.width, height: v.height, url: variantUrls[i]! })),
    };
    await this.saveRecord(record, files.map((f) => f.name));
    return resultOf(record);
  }

  /** Records a video already stored under `publicId` (no poster yet). */
  async recordVideo(video: { publicId: string; contentType: string; size: number; url: string }): Promise<UploadResult> {
    const record: MediaDoc = { ...this.recordBase(video.publicId, 'video', video.contentType, video.size, video.url), posterPublicId: null, posterUrl: null };
    await this.saveRecord(record, [video.publicId]);
    return resultOf(record);
  }

  /** The answer an upload's record gives (a repeated completion answers it again). */
  async resultOf(publicId: string): Promise<UploadResult | null> {
    const record = await this.deps.repos.media.get(publicId);
    return record && resultOf(record);
  }

  /** Checks, before a poster is read, that `videoPublicId` is an uploaded video: 400 when it cannot be, 404 when there is none. */
  async requireVideo(videoPublicId: string): Promise<MediaDoc> {
    const field = 'videoPublicId';
    if (!UPLOAD_NAME.test(videoPublicId)) throw new BadRequestError(`Invalid query parameter '${field}': ${MEDIA_MESSAGES.notAVideo}`, field, 'not an uploaded video');
    const record = await this.deps.repos.media.get(videoPublicId);
    if (!record) throw new NotFoundError(MEDIA_MESSAGES.videoNotFound, field, 'no upload with this id');
    if (record.kind !== 'video') throw new BadRequestError(`Invalid query parameter '${field}': ${MEDIA_MESSAGES.notAVideo} (it is an image)`, field, 'not a video');
    return record;
  }

  /**
   * Stores a video's poster beside it (metadata stripped, at most 1600 px wide, JPEG) under a new
   * name, sets it on the video's record and deletes the poster it replaces. Articles naming the
   * video get it from the `onMediaWritten` trigger.
   */
  async uploadPoster(videoPublicId: string, bytes: Buffer): Promise<UploadResult> {
    const { maxBytes, tooLarge: refuse } = this.acceptPoster(bytes.subarray(0, 64));
    if (bytes.length > maxBytes) throw refuse();
    await this.requireVideo(videoPublicId);
    const poster = await processPoster(bytes);
    const publicId = `${stemOf(videoPublicId)}-poster-${randomBytes(4).toString('hex')}.jpg`;
    const [url] = await this.putAll([{ name: publicId, bytes: poster.bytes, contentType: 'image/jpeg' }]);
    const set = await this.deps.repos.media.setPoster(videoPublicId, { publicId, url: url! }).catch(async (err: unknown) => {
      await this.deps.store.delete(publicId);
      throw err;
    });
    if (set.outcome !== 'set') {
      // The video went away while the poster was being made: say why (404), or that it changed.
      await this.deps.store.delete(publicId);
      await this.requireVideo(videoPublicId);
      throw new ServiceUnavailableError('The video changed meanwhile. Please try again.');
    }
    if (set.previousPublicId && set.previousPublicId !== publicId) await this.deps.store.delete(set.previousPublicId);
    this.deps.log?.('Video poster stored', { videoPublicId, publicId, replaced: set.previousPublicId });
    return { url: url!, publicId, contentType: 'image/jpeg', size: poster.bytes.length, width: poster.width, height: poster.height };
  }

  /** Gives the articles that name a video its current poster (the `onMediaWritten` trigger). Idempotent. */
  async syncVideoPoster(videoPublicId: string): Promise<number> {
    const record = await this.deps.repos.media.get(videoPublicId);
    if (!record || record.kind !== 'video') return 0;
    return this.deps.repos.mediaReferences.setVideoPoster(videoPublicId, record.posterUrl ?? null);
  }

  /**
   * Deletes an upload (its main file, variants and posters, then its record) unless an article or
   * ad still names it. Idempotent: a second run finds nothing left. Answers whether it was removed.
   */
  async deleteIfUnused(publicId: string): Promise<boolean> {
    if (!UPLOAD_NAME.test(publicId)) return false;
    if (await this.deps.repos.mediaReferences.isReferenced(publicId)) return false;
    const stem = stemOf(publicId);
    const names = (await this.deps.store.list(stem)).filter((n) => {
      const rest = n.slice(stem.length);
      return n === publicId || VARIANT_SUFFIX.test(rest) || POSTER_SUFFIX.test(rest);
    });
    // The main file last, then the record: if this stops half way, a retry still finds the upload.
    for (const name of names.filter((n) => n !== publicId)) await this.deps.store.delete(name);
    await this.deps.store.delete(publicId);
    await this.deps.repos.media.delete(publicId);
    this.deps.log?.('Media removed', { publicId, files: names.length });
    return true;
  }

  /**
   * Removes uploads older than UNUSED_UPLOAD_GRACE_MS that no article or ad names (an upload the
   * console made but nobody saved); one found in use is not looked at again. Answers how many went.
   */
  async sweepUnused(now: Date = this.deps.clock.now(), batches = 20, batchSize = 100): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < batches; batch++) {
      const due = await this.deps.repos.media.listDueForSweep(now, batchSize);
      let progressed = 0;
      for (const record of due) {
        try {
          if (await this.deleteIfUnused(record.publicId)) removed++;
          else await this.deps.repos.media.markInUse(record.publicId);
          progressed++;
        } catch (err) {
          this.deps.log?.('Sweeping an upload failed', { publicId: record.publicId, error: String(err) });
        }
      }
      if (due.length < batchSize || progressed === 0) break;
    }
    return removed;
  }

  /** `uploads/yyyy/mm/{uuid}`: a new name for every upload. */
  newStem(): string {
    const now = this.deps.clock.now();
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `uploads/${yyyy}/${mm}/${randomUUID()}`;
  }

  private recordBase(publicId: string, kind: MediaDoc['kind'], contentType: string, size: number, url: string): MediaDoc {
    const now = this.deps.clock.now();
    return {
      publicId,
      kind,
      contentType,
      size,
      url,
      createdAt: Timestamp.fromDate(now),
      sweepAfter: Timestamp.fromMillis(now.getTime() + UNUSED_UPLOAD_GRACE_MS),
    };
  }

  /** Writes the record; without it the stored files would be nobody's, so they go again. */
  private async saveRecord(record: MediaDoc, names: string[]): Promise<void> {
    try {
      await this.deps.repos.media.save(record);
    } catch (err) {
      this.deps.log?.('Media record failed', { publicId: record.publicId, error: String(err) });
      await Promise.allSettled(names.map((n) => this.deps.store.delete(n)));
      throw new ServiceUnavailableError('Media storage is temporarily unavailable. Please try again.');
    }
  }

  /** Stores every file, or none: on a failure what was stored is removed again. */
  private async putAll(files: { name: string; bytes: Buffer; contentType: string }[]): Promise<string[]> {
    const results = await Promise.allSettled(files.map((f) => this.deps.store.put(f.name, f.bytes, f.contentType)));
    const failed = results.find((r) => r.status === 'rejected');
    if (!failed) return results.map((r) => (r as PromiseFulfilledResult<string>).value);
    this.deps.log?.('Media store failed', { error: String((failed as PromiseRejectedResult).reason) });
    await Promise.allSettled(files.map((f) => this.deps.store.delete(f.name)));
    throw new ServiceUnavailableError('Media storage is temporarily unavailable. Please try again.');
  }
}

function tooLarge(mb: number): Error {
  return new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(mb), 'file', 'too large');
}

/** What a client is told about an upload, from its record. */
export function resultOf(record: MediaDoc): UploadResult {
  const stem = stemOf(record.publicId);
  return {
    url: record.url,
    publicId: record.publicId,
    contentType: record.contentType,
    size: record.size,
    ...(record.kind === 'image' && {
      width: record.width,
      height: record.height,
      variants: (record.variants ?? []).map((v) => ({ ...v, publicId: `${stem}-${v.width}w.webp` })),
    }),
    ...(record.kind === 'video' && record.posterUrl && { posterUrl: record.posterUrl }),
  };
}
