/** Test media built in code: tiny valid images (sharp), minimal video headers, padded files, multipart bodies. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const MiB = 1024 * 1024;

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
export const jpeg = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 200, b: 40 } } }).jpeg().toBuffer();
export const webp = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 40, b: 200 } } }).webp().toBuffer();
export const gif = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 40 } } }).gif().toBuffer();

function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

/** An ISO BMFF `ftyp` box (brand isom) and a `free` box padding the file to `size` bytes. */
export function mp4(size = 64): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
  return Buffer.concat([ftyp, box('free', Buffer.alloc(size - ftyp.length - 8))]);
}

/** An EBML header with DocType "webm", then zeros to `size` bytes. */
export function webm(size = 64): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, // EBML, size 31
    0x42, 0x86, 0x81, 0x01, // EBMLVersion 1
    0x42, 0xf7, 0x81, 0x01, // EBMLReadVersion 1
    0x42, 0xf2, 0x81, 0x04, // EBMLMaxIDLength 4
    0x42, 0xf3, 0x81, 0x08, // EBMLMaxSizeLength 8
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, // DocType "webm"
    0x42, 0x87, 0x81, 0x04, // DocTypeVersion 4
    0x42, 0x85, 0x81, 0x02, // DocTypeReadVersion 2
  ]);
  return Buffer.concat([header, Buffer.alloc(size - header.length)]);
}

/** A valid JPEG grown to exactly `size` bytes with comment (COM) segments after its SOI marker. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const base = await jpeg(64, 48);
  let remaining = size - base.length;
  if (remaining < 0 || (remaining > 0 && remaining < 4)) throw new Error('size too small');
  const segments: Buffer[] = [];
  while (remaining > 0) {
    let total = Math.min(remaining, 65537);
    if (remaining - total > 0 && remaining - total < 4) total -= 4;
    const seg = Buffer.alloc(total, 0x20);
    seg[0] = 0xff;
    seg[1] = 0xfe;
    seg.writeUInt16BE(total - 2, 2);
    segments.push(seg);
    remaining -= total;
  }
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A decompression bomb: a PNG of a few dozen bytes whose header declares width x height pixels. */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Part {
  name: string;
  /** Raw bytes of the file name as sent (any bytes, hostile ones included). */
  filename?: string | Buffer;
  contentType?: string;
  data: Buffer | string;
}

export const BOUNDARY = '----cryptolekh-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body written by hand, so tests control every byte of it. */
export function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const fname = p.filename === undefined ? Buffer.alloc(0) : Buffer.concat([Buffer.from('; filename="'), Buffer.from(p.filename), Buffer.from('"')]);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`),
      fname,
      Buffer.from(`\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A Buffer as a fetch body (the DOM typings want an ArrayBuffer-backed view). */
export const bodyOf = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);
