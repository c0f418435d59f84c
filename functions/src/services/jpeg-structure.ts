/**
 * A JPEG's segments read before anything decodes it, in one linear pass that allocates nothing:
 * how many bytes of metadata it carries (APP1-APP15: EXIF, XMP, ICC profiles, Photoshop blocks)
 * and how many scans it has. A file made of megabytes of EXIF segments pointing into each other,
 * or of thousands of progressive scans (each a pass over the whole image when decoded), costs the
 * decoder seconds to minutes while looking like an ordinary photo; both are refused from these counts.
 */

export interface JpegStructure {
  /** Bytes of APP1-APP15 segments (APP0, the JFIF header, and comments are not counted). */
  metadataBytes: number;
  metadataSegments: number;
  /** Start-of-scan markers: 1 for a baseline JPEG, about 10 for an ordinary progressive one. */
  scans: number;
}

/** The counts for a JPEG (SOI first), or null when `bytes` is not one. Damaged files are left to the decoder. */
export function jpegStructure(bytes: Buffer): JpegStructure | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const out: JpegStructure = { metadataBytes: 0, metadataSegments: 0, scans: 0 };
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return out;
    const marker = bytes[i + 1]!;
    // Fill bytes (0xFF repeated) before a marker.
    if (marker === 0xff) {
      i++;
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI; EOI ends the image.
    if (marker === 0xd9) return out;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2) return out;
    if (marker >= 0xe1 && marker <= 0xef) {
      out.metadataBytes += length + 2;
      out.metadataSegments++;
    }
    i += 2 + length;
    if (marker === 0xda) {
      out.scans++;
      // Entropy-coded data up to the next marker (0xFF followed by neither 0x00 nor RSTn).
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0x00 && !(bytes[i + 1]! >= 0xd0 && bytes[i + 1]! <= 0xd7))) i++;
    }
  }
  return out;
}
