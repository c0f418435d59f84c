/**
 * Uploaded media: what is accepted (decided from the bytes), how images are cleaned and resized,
 * how stored objects are named, and removing objects nothing uses any more.
 *
 * Images are re-encoded in their own format (PNG stays lossless, a GIF stays animated), auto-rotated
 * by their EXIF orientation and stripped of all metadata (EXIF, GPS, XMP, comments); WebP variants
 * 480, 960 and 1600 px wide (never wider than the image) are stored beside them for `srcset`.
 * Videos are stored as sent (their container checked by magic number only).
 */
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Repositories } from '../data/index.js';
import { BadRequestError, PayloadTooLargeError, ServiceUnavailableError, UnsupportedMediaTypeError } from '../errors.js';
import type { MediaStore } from '../integrations/media-store.js';
import type { Clock } from './clock.js';
import { detectMediaType, MEDIA_LIMIT_MB, mediaLimitBytes, type MediaType } from './media-types.js';

export const MEDIA_MESSAGES = {
  notMedia: 'Please select an image or video file',
  tooLarge: (mb: number) => `File size must be less than ${mb}MB`,
} as const;

/** Widths of the WebP variants (each capped at the image's own width). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The most pixels (width x height x frames) an image may declare. A phone's 48-megapixel photo
 * fits; a "decompression bomb" (a small file declaring 50,000 x 50,000 pixels) is refused from its
 * header, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Names the server generates; cleanup never touches anything else (seed files, typed ids). */
export const UPLOAD_NAME = /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|gif|mp4|webm)$/;

export interface MediaVariant {
  width: number;
  height: number;
  url: string;
  publicId: string;
}

export interface UploadResult {
  url: string;
  publicId: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  variants?: MediaVariant[];
}

export class MediaService {
  constructor(
    private readonly deps: {
      store: MediaStore;
      repos: Repositories;
      clock: Clock;
      log?: (message: string, details: Record<string, unknown>) => void;
    },
  ) {}

  /**
   * Judges an upload from its first bytes while it is still arriving: the type it is (else 415)
   * and how many bytes it may have, so the reader can stop as soon as that is passed.
   */
  accept(head: Buffer): { type: MediaType; maxBytes: number; tooLarge: () => Error } {
    const type = detectMediaType(head);
    if (!type) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notMedia, 'file', 'not an image or video');
    const mb = MEDIA_LIMIT_MB[type.kind];
    return { type, maxBytes: mediaLimitBytes(type.kind), tooLarge: () => new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(mb), 'file', 'too large') };
  }

  /** Stores a whole upload (already read within its limit) and answers what the client needs. */
  async upload(bytes: Buffer): Promise<UploadResult> {
    const { type, maxBytes, tooLarge } = this.accept(bytes.subarray(0, 64));
    if (bytes.length > maxBytes) throw tooLarge();
    const stem = this.newStem();
    const publicId = `${stem}.${type.ext}`;
    if (type.kind === 'video') {
      const url = await this.putAll([{ name: publicId, bytes, contentType: type.contentType }]).then((urls) => urls[0]!);
      return { url, publicId, contentType: type.contentType, size: bytes.length };
    }

    const image = await this.processImage(bytes, type);
    const files = [
      { name: publicId, bytes: image.main, contentType: type.contentType },
      ...image.variants.map((v) => ({ name: `${stem}-${v.width}w.webp`, bytes: v.bytes, contentType: 'image/webp' })),
    ];
    const [url, ...variantUrls] = await this.putAll(files);
    return {
      url: url!,
      publicId,
      contentType: type.contentType,
      size: image.main.length,
      width: image.width,
      height: image.height,
      variants: image.variants.map((v, i) => ({ width: v.width, height: v.height, url: variantUrls[i]!, publicId: files[i + 1]!.name })),
    };
  }

  /**
   * Deletes an upload (its main file and variants) unless an article or ad still names it.
   * Idempotent: a second run finds nothing left. Answers whether it was removed.
   */
  async deleteIfUnused(publicId: string): Promise<boolean> {
    if (!UPLOAD_NAME.test(publicId)) return false;
    if (await this.deps.repos.mediaReferences.isReferenced(publicId)) return false;
    const stem = publicId.slice(0, publicId.lastIndexOf('.'));
    const names = (await this.deps.store.list(stem)).filter((n) => n === publicId || /^-\d+w\.webp$/.test(n.slice(stem.length)));
    // Variants first: if this stops half way, a retry still finds the upload by its stem.
    for (const name of names.filter((n) => n !== publicId)) await this.deps.store.delete(name);
    await this.deps.store.delete(publicId);
    this.deps.log?.('Media removed', { publicId, files: names.length });
    return true;
  }

  private newStem(): string {
    const now = this.deps.clock.now();
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `uploads/${yyyy}/${mm}/${randomUUID()}`;
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

  private async processImage(bytes: Buffer, type: MediaType) {
    const unreadable = () => new BadRequestError('The image could not be read: the file is damaged or incomplete', 'file', 'unreadable image');
    let meta: Metadata;
    try {
      // Reads the header only: nothing is decoded yet (the pixel limit is checked below, in our words).
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    const frames = meta.pages ?? 1;
    const frameHeight = meta.pageHeight ?? meta.height ?? 0;
    if (!meta.width || !frameHeight) throw unreadable();
    if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS) {
      throw new PayloadTooLargeError(
        `Image dimensions are too large: ${meta.width} x ${frameHeight} pixels${frames > 1 ? ` x ${frames} frames` : ''} is more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
        'file',
        'too many pixels',
      );
    }
    const animated = frames > 1;
    // limitInputPixels guards the decoder too, should a header ever understate the image.
    const input = () => {
      const s = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
      // Auto-orient by EXIF (the orientation tag goes with the rest of the metadata).
      return animated ? s : s.rotate();
    };
    try {
      const main = await encodeAs(input(), type).toBuffer({ resolveWithObject: true });
      const width = main.info.width;
      const height = animated ? frameHeight : main.info.height;
      const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
      const variants = await Promise.all(
        widths.map(async (w) => {
          const out = await input().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
          return { width: out.info.width, height: animated ? (out.info.pageHeight ?? out.info.height) : out.info.height, bytes: out.data };
        }),
      );
      return { main: main.data, width, height, variants };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) {
        throw new PayloadTooLargeError(`Image dimensions are too large: more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, 'file', 'too many pixels');
      }
      throw unreadable();
    }
  }
}

/** The main file keeps its format, re-encoded: sharp writes no metadata unless asked to. */
function encodeAs(s: Sharp, type: MediaType): Sharp {
  switch (type.ext) {
    case 'png':
      return s.png({ compressionLevel: 9 });
    case 'jpg':
      return s.jpeg({ quality: 88, mozjpeg: true });
    case 'webp':
      return s.webp({ quality: 88 });
    case 'gif':
      return s.gif();
    default:
      throw new Error(`Not an image type: ${type.contentType}`);
  }
}
