/**
 * What an uploaded file is, decided from its first bytes (magic numbers) only: never from its
 * name or the type the client declared. Anything not listed here (HTML, SVG, ZIP, executables,
 * text, HEIC, QuickTime, audio) is refused.
 */

export type MediaKind = 'image' | 'video';

export interface MediaType {
  kind: MediaKind;
  contentType: string;
  ext: string;
}

const MiB = 1024 * 1024;

/** The spec's limits (admin-and-api.md §9), in MB of 1,048,576 bytes as the console measures `File.size`. */
export const MEDIA_LIMIT_MB: Record<MediaKind, number> = { image: 10, video: 100 };
export const mediaLimitBytes = (kind: MediaKind) => MEDIA_LIMIT_MB[kind] * MiB;

/** How many leading bytes detection looks at (a shorter file is judged on what it has). */
export const SNIFF_BYTES = 64;

export const MEDIA_TYPES = {
  png: { kind: 'image', contentType: 'image/png', ext: 'png' },
  jpeg: { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' },
  webp: { kind: 'image', contentType: 'image/webp', ext: 'webp' },
  gif: { kind: 'image', contentType: 'image/gif', ext: 'gif' },
  mp4: { kind: 'video', contentType: 'video/mp4', ext: 'mp4' },
  webm: { kind: 'video', contentType: 'video/webm', ext: 'webm' },
} as const satisfies Record<string, MediaType>;

/** ISO BMFF major brands of MP4 video (not HEIC/AVIF images, QuickTime or audio-only M4A). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV']);

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

export function detectMediaType(head: Buffer): MediaType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return MEDIA_TYPES.png;
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return MEDIA_TYPES.jpeg;
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return MEDIA_TYPES.webp;
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return MEDIA_TYPES.gif;
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) return MEDIA_TYPES.mp4;
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && isWebmDocType(head)) return MEDIA_TYPES.webm;
  return null;
}

/** An EBML header whose DocType element (0x4282) says "webm" (Matroska's "matroska" is not WebM). */
function isWebmDocType(head: Buffer): boolean {
  for (let i = 4; i + 2 < head.length; i++) {
    if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
    const sizeByte = head[i + 2]!;
    // A one-byte size (0x80 | n) is what muxers write for a four-letter DocType.
    if ((sizeByte & 0x80) === 0) continue;
    const size = sizeByte & 0x7f;
    return size === 4 && ascii(head, i + 3, i + 7) === 'webm';
  }
  return false;
}

/** Names the server generates for uploads; cleanup never touches anything else (seed files, typed ids). */
export const UPLOAD_NAME = /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|gif|mp4|webm)$/;

/** The kind an upload name says (its extension was chosen from the detected type). */
export function kindOfUploadName(publicId: string): MediaKind | null {
  if (!UPLOAD_NAME.test(publicId)) return null;
  return /\.(?:mp4|webm)$/.test(publicId) ? 'video' : 'image';
}

/** The content types a direct upload may declare (what a browser's File.type says for them). */
export function mediaTypeOfContentType(contentType: string): MediaType | null {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  return Object.values(MEDIA_TYPES).find((t) => t.contentType === bare) ?? null;
}
