/**
 * Image processing for uploads (sharp): every image is auto-rotated by its EXIF orientation and
 * re-encoded without metadata (EXIF, GPS, XMP, comments: sharp writes none unless asked), after
 * its header has shown it is not a decompression bomb and, for a JPEG, that its segments cost
 * no more than a photo's (jpeg-structure.ts). Every decode is bounded in pixels and in time.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { BadRequestError, PayloadTooLargeError } from '../errors.js';
import { jpegStructure } from './jpeg-structure.js';
import type { MediaType } from './media-types.js';

/** Widths of the WebP variants (each capped at the image's own width). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The widest a video poster is stored (the widest variant readers get of an image). */
export const POSTER_MAX_WIDTH = 1600;

/**
 * The most pixels (width x height x frames) an image may declare. A phone's 48-megapixel photo
 * fits; a "decompression bomb" (a small file declaring 50,000 x 50,000 pixels) is refused from its
 * header, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * The most metadata (APP1-APP15 segments: EXIF, XMP, ICC profile...) a JPEG may carry. A camera
 * writes tens of kilobytes, an ICC profile and extended XMP a few hundred; megabytes of it are
 * parsed on every decode, and are what made a 7.8 MB file take 13-40 s to accept.
 */
export const MAX_JPEG_METADATA_BYTES = 2 * 1024 * 1024;
/** The most scans a JPEG may have (an ordinary progressive JPEG has about 10; each is a pass over the image). */
export const MAX_JPEG_SCANS = 200;
/** The longest one decode-and-encode of an upload may run before it is stopped and refused. */
export const IMAGE_TIMEOUT_SECONDS = 20;

export const IMAGE_MESSAGES = {
  tooMuchMetadata: (mb: string) =>
    `The image carries ${mb} MB of metadata (EXIF, XMP, profiles): at most ${MAX_JPEG_METADATA_BYTES / 1024 / 1024} MB is accepted. Export it again without metadata`,
  tooManyScans: (scans: number) => `The JPEG has ${scans} progressive scans: at most ${MAX_JPEG_SCANS} are accepted. Export it again as an ordinary JPEG`,
  tooSlow: `The image took more than ${IMAGE_TIMEOUT_SECONDS} seconds to process and was refused. Export it again as an ordinary JPEG, PNG or WebP, or make it smaller`,
} as const;

export interface ProcessedImage {
  main: Buffer;
  width: number;
  height: number;
  variants: { width: number; height: number; bytes: Buffer }[];
}

const unreadable = () => new BadRequestError('The image could not be read: the file is damaged or incomplete', 'file', 'unreadable image');
const tooManyPixels = (detail: string) => new PayloadTooLargeError(`Image dimensions are too large: ${detail}`, 'file', 'too many pixels');

/** Reads the header only (nothing is decoded yet) and refuses a bomb in our words. */
async function checkedHeader(bytes: Buffer): Promise<{ width: number; frameHeight: number; frames: number }> {
  // Before sharp reads anything: even reading the header parses every EXIF segment.
  const jpeg = jpegStructure(bytes);
  if (jpeg && jpeg.metadataBytes > MAX_JPEG_METADATA_BYTES) {
    throw new PayloadTooLargeError(IMAGE_MESSAGES.tooMuchMetadata((jpeg.metadataBytes / 1024 / 1024).toFixed(1)), 'file', 'too much metadata');
  }
  if (jpeg && jpeg.scans > MAX_JPEG_SCANS) throw new BadRequestError(IMAGE_MESSAGES.tooManyScans(jpeg.scans), 'file', 'too many scans');
  let meta: Metadata;
  try {
    // Without sharp's own pixel cap, so the refusal below is ours (413, with the dimensions).
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !frameHeight) throw unreadable();
  if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS) {
    throw tooManyPixels(`${meta.width} x ${frameHeight} pixels${frames > 1 ? ` x ${frames} frames` : ''} is more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  return { width: meta.width, frameHeight, frames };
}

/** sharp's own errors, in our words: a pixel limit (a header that understated the image), the time limit, or damage. */
export function ourError(err: unknown): Error {
  if (err instanceof Error && /pixel limit/i.test(err.message)) return tooManyPixels(`more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  // libvips stops a pipeline past .timeout() with "timeout: N% complete".
  if (err instanceof Error && /^timeout\b/i.test(err.message)) return new BadRequestError(IMAGE_MESSAGES.tooSlow, 'file', 'too slow to process');
  return unreadable();
}

/** Every decode: bounded in pixels, stopped past the time limit, and refusing damage. */
const decoder = (bytes: Buffer, animated = false) =>
  sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true }).timeout({ seconds: IMAGE_TIMEOUT_SECONDS });

/**
 * The main file in its own format (PNG stays lossless, a GIF stays animated, JPEG quality 88)
 * and the WebP variants for `srcset`.
 */
export async function processImage(bytes: Buffer, type: MediaType): Promise<ProcessedImage> {
  const { frameHeight, frames } = await checkedHeader(bytes);
  const animated = frames > 1;
  // limitInputPixels guards the decoder too, should a header ever understate the image.
  const input = () => {
    const s = decoder(bytes, animated);
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
    throw ourError(err);
  }
}

/** A video poster: one frame, at most POSTER_MAX_WIDTH wide, as a JPEG without metadata. */
export async function processPoster(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  await checkedHeader(bytes);
  try {
    const out = await decoder(bytes)
      .rotate()
      .resize({ width: POSTER_MAX_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  } catch (err) {
    throw ourError(err);
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
