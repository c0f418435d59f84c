/**
 * What one image upload may cost (issue 22): a 7.8 MB JPEG made of EXIF segments pointing into
 * each other took 13-40 s to accept. A JPEG's metadata and scans are counted before anything
 * decodes it and refused past MAX_JPEG_METADATA_BYTES / MAX_JPEG_SCANS with a message saying
 * what to do, on the media upload, the poster upload and a direct upload's completion; ordinary
 * photos (EXIF, progressive) still pass. Ads take their images from these uploads.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_JPEG_SCANS, ourError } from '../../functions/src/services/media-images.js';
import { jpegStructure } from '../../functions/src/services/jpeg-structure.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { putBytes, sendFile, uploadMedia, uploadPoster } from '../helpers/media-client.js';
import { jpeg, mp4 } from '../helpers/media-files.js';

/**
 * One APP1 "Exif" segment of `size` bytes whose TIFF directory points back at itself: as its next
 * directory, and from every other entry as an EXIF sub-directory; the rest of its entries claim
 * 60,000-byte maker notes.
 */
function loopingExifSegment(size = 65_535): Buffer {
  const body = Buffer.alloc(size - 2);
  body.write('Exif\0\0', 0, 'latin1');
  const tiff = 6;
  body.write('II', tiff, 'latin1');
  body.writeUInt16LE(42, tiff + 2);
  body.writeUInt32LE(8, tiff + 4);
  const entries = Math.floor((body.length - tiff - 14) / 12);
  body.writeUInt16LE(entries, tiff + 8);
  for (let i = 0; i < entries; i++) {
    const at = tiff + 10 + i * 12;
    const loop = i % 2 === 1;
    body.writeUInt16LE(loop ? 0x8769 : 0x927c, at);
    body.writeUInt16LE(loop ? 4 : 7, at + 2);
    body.writeUInt32LE(loop ? 1 : 60_000, at + 4);
    body.writeUInt32LE(8, at + 8);
  }
  body.writeUInt32LE(8, tiff + 10 + entries * 12);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(size, 2);
  return Buffer.concat([marker, body]);
}

/** A valid JPEG with `count` looping EXIF segments after its SOI. */
async function exifHeavyJpeg(count: number): Promise<Buffer> {
  const base = await jpeg(64, 48);
  return Buffer.concat([base.subarray(0, 2), ...Array.from({ length: count }, () => loopingExifSegment()), base.subarray(2)]);
}

/** A JPEG whose scan (SOS and its data) is repeated `scans` times, as a hostile progressive file is. */
async function manyScanJpeg(scans: number): Promise<Buffer> {
  const base = await jpeg(64, 48);
  const sos = base.indexOf(Buffer.from([0xff, 0xda]));
  const scan = base.subarray(sos, base.length - 2);
  return Buffer.concat([base.subarray(0, sos), ...Array.from({ length: scans }, () => scan), Buffer.from([0xff, 0xd9])]);
}

describe('what an image upload may cost', () => {
  let host: AdminTestHost;
  let video: { publicId: string };
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    video = await uploadMedia(host, mp4(2048));
  });
  afterAll(() => host.stop());

  it('counts a JPEG\'s metadata and scans from its segments', async () => {
    expect(jpegStructure(await exifHeavyJpeg(3))).toMatchObject({ metadataSegments: 3, metadataBytes: 3 * 65_537, scans: 1 });
    expect(jpegStructure(await manyScanJpeg(5))).toMatchObject({ metadataSegments: 0, scans: 5 });
    const progressive = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336' } }).jpeg({ progressive: true }).toBuffer();
    expect(jpegStructure(progressive)!.scans).toBeGreaterThan(1);
    expect(jpegStructure(progressive)!.scans).toBeLessThan(MAX_JPEG_SCANS);
    expect(jpegStructure(Buffer.from('not a jpeg'))).toBeNull();
  });

  it('refuses 7.8 MB of looping EXIF at once, on the media and poster routes, saying what to do', async () => {
    const file = await exifHeavyJpeg(120);
    expect(file.length).toBeGreaterThan(7_800_000);
    for (const send of [() => sendFile(host, '/api/admin/upload-media', file), () => uploadPoster(host, video.publicId, file)]) {
      const started = performance.now();
      const res = await send();
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: IMAGE_MESSAGES.tooMuchMetadata('7.5'), field: 'file', reason: 'too much metadata' });
      expect(res.body.message).toMatch(/^The image carries 7\.5 MB of metadata \(EXIF, XMP, profiles\): at most 2 MB is accepted/);
      // Refused from its segments, before any decoding: well under the seconds it cost before.
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('refuses a JPEG of thousands of scans, and on a direct upload\'s completion too', async () => {
    const file = await manyScanJpeg(MAX_JPEG_SCANS + 1);
    const res = await sendFile(host, '/api/admin/upload-media', file);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: IMAGE_MESSAGES.tooManyScans(MAX_JPEG_SCANS + 1), field: 'file', reason: 'too many scans' });

    const heavy = await exifHeavyJpeg(40);
    const session = await host.admin('POST', '/api/admin/uploads', { contentType: 'image/jpeg', size: heavy.length });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    expect((await putBytes(host, session.body.uploadUrl, heavy)).status).toBe(200);
    const complete = await host.admin('POST', `/api/admin/uploads/${session.body.uploadId}/complete`);
    expect(complete.status).toBe(413);
    expect(complete.body).toMatchObject({ field: 'file', reason: 'too much metadata' });
  });

  it('still takes photos with ordinary metadata and progressive scans', async () => {
    const withExif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#a53' } })
      .jpeg({ progressive: true })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // Plus a second, looping EXIF segment of 20 KB before the scans (the first one is the photo's).
    const sos = withExif.indexOf(Buffer.from([0xff, 0xda]));
    const res = await sendFile(host, '/api/admin/upload-media', Buffer.concat([withExif.subarray(0, sos), loopingExifSegment(20_000), withExif.subarray(sos)]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Turned by its EXIF orientation (6: 90 degrees), so the stored image is taller than wide.
    expect(res.body).toMatchObject({ width: 80, height: 120 });
  });

  it('answers a decode stopped by the time limit as the image taking too long', () => {
    expect(ourError(new Error('timeout: 42% complete'))).toMatchObject({ status: 400, message: IMAGE_MESSAGES.tooSlow, reason: 'too slow to process' });
    expect(ourError(new Error('VipsJpeg: Premature end of input file'))).toMatchObject({ status: 400, reason: 'unreadable image' });
  });
});
