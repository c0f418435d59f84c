/** POST /api/admin/upload-media: limits, type detection from bytes, hostile names, image cleaning and variants, serving. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { sendInPieces } from '../helpers/body-in-pieces.js';
import { bodyOf, BOUNDARY, gif, jpeg, jpegOfSize, MiB, mp4, multipart, png, pngBomb, webm, webp, type Part } from '../helpers/media-files.js';

const NOT_MEDIA = 'Please select an image or video file';
const PUBLIC_ID = /^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|webm)$/;

describe('POST /api/admin/upload-media', () => {
  let host: AdminTestHost;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
  });
  afterAll(() => host.stop());

  async function send(body: Buffer | string, headers: Record<string, string> = {}, as: string | null = host.adminToken) {
    const token = as ?? undefined;
    const res = await fetch(`${host.url}/api/admin/upload-media`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token && { authorization: `Bearer ${token}` }), ...headers },
      body: typeof body === 'string' ? body : bodyOf(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined };
  }
  const upload = (data: Buffer, filename: string | Buffer = 'photo.png', contentType = 'application/octet-stream') =>
    send(multipart([{ name: 'file', filename, contentType, data }]));
  const fetchMedia = (url: string) => fetch(new URL(url, host.url));
  /** Every stored upload file (main files and variants). */
  const storedFiles = async () => (await readdir(path.join(host.dataDir, 'media', 'uploads'), { recursive: true }).catch(() => [])).filter((f) => /\.\w+$/.test(f));

  describe('access', () => {
    it('needs an administrator: 401 without a token, 403 without the claim', async () => {
      const body = multipart([{ name: 'file', filename: 'a.png', data: await png() }]);
      expect((await send(body, {}, null)).status).toBe(401);
      expect((await send(body, {}, host.nonAdminToken)).status).toBe(403);
    });
  });

  describe('type from the bytes', () => {
    it.each([
      ['PNG', png, 'image/png'],
      ['JPEG', jpeg, 'image/jpeg'],
      ['WebP', webp, 'image/webp'],
      ['GIF', gif, 'image/gif'],
      ['MP4', async () => mp4(), 'video/mp4'],
      ['WebM', async () => webm(), 'video/webm'],
    ] as const)('accepts %s whatever its name and declared type', async (_name, make, contentType) => {
      const res = await upload(await make(), 'notes.txt', 'text/plain');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.contentType).toBe(contentType);
      expect(res.body.publicId).toMatch(PUBLIC_ID);
      expect(res.body.url).toBe(`/media/${res.body.publicId}`);
      const served = await fetchMedia(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (contentType.startsWith('video/')) expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await make()))).toBe(true);
    });

    it.each([
      ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.png', 'image/png'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
      ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png'],
      ['ZIP', Buffer.from('504b0304140000000800', 'hex'), 'photos.zip', 'application/zip'],
      ['an executable', Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]), 'run.jpg', 'image/jpeg'],
      ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'setup.gif', 'image/gif'],
      ['text', Buffer.from('just some words, nothing more'), 'a.webp', 'image/webp'],
      ['an empty file', Buffer.alloc(0), 'a.png', 'image/png'],
      ['Matroska that is not WebM', Buffer.from('1a45dfa3934282886d6174726f736b61', 'hex'), 'a.webm', 'video/webm'],
      ['a PNG signature cut short', Buffer.from('89504e470d0a', 'hex'), 'a.png', 'image/png'],
    ])('refuses %s with 415', async (_name, data, filename, type) => {
      const stored = (await storedFiles()).length;
      const res = await upload(data, filename, type);
      expect((await storedFiles()).length).toBe(stored);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ message: NOT_MEDIA, field: 'file' });
    });
  });

  describe('size limits (exactly at the limit passes, one byte over fails)', () => {
    it('images: 10 MB', async () => {
      const at = await jpegOfSize(10 * MiB);
      expect(at.length).toBe(10 * MiB);
      const ok = await upload(at, 'big.jpg');
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const over = await upload(await jpegOfSize(10 * MiB + 1), 'big.jpg');
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({ message: 'File size must be less than 10MB', field: 'file' });
    });

    it('videos: 100 MB', async () => {
      const ok = await upload(mp4(100 * MiB), 'clip.mp4');
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.size).toBe(100 * MiB);
      const head = await host.services.media['deps'].store.head(ok.body.publicId);
      expect(head?.size).toBe(100 * MiB);
      const stored = (await storedFiles()).length;
      const over = await upload(webm(100 * MiB + 1), 'clip.webm');
      expect((await storedFiles()).length).toBe(stored);
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({ message: 'File size must be less than 100MB', field: 'file' });
    });

    it('answers a client still sending after the refusal once its whole body is in, so it reads the answer instead of a reset', async () => {
      // A file refused at 10 MB that goes on for 30 MB more, written in 1 MB pieces as the socket takes them.
      const body = multipart([{ name: 'file', filename: 'huge.jpg', data: Buffer.concat([await jpeg(), Buffer.alloc(40 * MiB)]) }]);
      const answer = await sendInPieces(`${host.url}/api/admin/upload-media`, 'POST', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${host.adminToken}` }, body);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ message: 'File size must be less than 10MB', field: 'file' });
      expect(answer.afterBody).toBe(true);
    });

    it('an image is held to the image limit even when far under the video limit', async () => {
      const res = await upload(Buffer.concat([await jpeg(), Buffer.alloc(30 * MiB)]), 'huge.jpg');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('File size must be less than 10MB');
    });
  });

  describe('hostile file names are never used', () => {
    it.each([
      ['a path', '../../../etc/passwd.png'],
      ['a Windows path', '..\\..\\windows\\win.ini.png'],
      ['300 characters', `${'a'.repeat(296)}.png`],
      ['right-to-left marks', 'photo\u202egnp.exe'],
      ['quotes and CRLF-looking text', 'a%22%0D%0Ab.png'],
    ])('%s', async (_name, filename) => {
      const res = await upload(await png(), filename);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.publicId).toMatch(PUBLIC_ID);
      expect((await fetchMedia(res.body.url)).status).toBe(200);
    });

    it('a NUL in the name makes the part header unreadable: 400 in our words, nothing stored', async () => {
      const res = await upload(await png(), Buffer.from('photo.png\u0000.html'));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The upload could not be read/);
    });

    it('an empty file name is what a browser sends for an empty file input: no file', async () => {
      const res = await send(multipart([{ name: 'file', filename: '', data: await png() }]));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^No file was sent/);
    });
  });

  describe('images', () => {
    it('are auto-rotated by EXIF and stripped of all metadata (EXIF, GPS)', async () => {
      const input = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home address' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
        })
        .toBuffer();
      const before = await sharp(input).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif!.toString('latin1')).toContain('Secret Owner');
      // The GPS IFD pointer tag (0x8825), in either byte order.
      expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

      const res = await upload(input, 'holiday.jpg');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Orientation 6 is a quarter turn: the stored image stands upright.
      expect(res.body).toMatchObject({ width: 100, height: 200, contentType: 'image/jpeg' });

      const stored = Buffer.from(await (await fetchMedia(res.body.url)).arrayBuffer());
      expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
      const after = await sharp(stored).metadata();
      expect(after).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      for (const v of res.body.variants) {
        const meta = await sharp(Buffer.from(await (await fetchMedia(v.url)).arrayBuffer())).metadata();
        expect(meta.exif).toBeUndefined();
      }
    });

    it('get WebP variants 480, 960 and 1600 px wide, served as WebP with the long cache header', async () => {
      const res = await upload(await png(2000, 1000), 'wide.png');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ width: 2000, height: 1000, contentType: 'image/png' });
      expect(res.body.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
        [480, 240],
        [960, 480],
        [1600, 800],
      ]);
      for (const v of res.body.variants) {
        expect(v.url).toBe(`/media/${v.publicId}`);
        const served = await fetchMedia(v.url);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
      }
      // The main file keeps its own format.
      const main = await sharp(Buffer.from(await (await fetchMedia(res.body.url)).arrayBuffer())).metadata();
      expect(main).toMatchObject({ format: 'png', width: 2000, height: 1000 });
    });

    it('are never upscaled: a narrow image gets variants no wider than itself', async () => {
      const mid = await upload(await jpeg(1000, 500), 'mid.jpg');
      expect(mid.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1000]);
      const small = await upload(await webp(300, 200), 'small.webp');
      expect(small.body.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([[300, 200]]);
    });

    it('refuses a decompression bomb from its header, quickly, storing nothing', async () => {
      const bomb = pngBomb(50_000, 50_000);
      expect(bomb.length).toBeLessThan(100);
      const stored = (await storedFiles()).length;
      const started = Date.now();
      const res = await upload(bomb, 'tiny.png');
      expect((await storedFiles()).length).toBe(stored);
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/^Image dimensions are too large: 50000 x 50000 pixels is more than 50 megapixels$/);
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('refuses an image that is broken after a valid signature with 400', async () => {
      const res = await upload(Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(20)]), 'cut.png');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'file', reason: 'unreadable image' });
    });
  });

  describe('bad requests', () => {
    it('no file field: 400', async () => {
      const res = await send(multipart([{ name: 'title', data: 'hello' }]));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'file', reason: 'missing' });
      expect(res.body.message).toMatch(/^No file was sent/);
    });

    it('a file in another field: 400', async () => {
      const res = await send(multipart([{ name: 'image', filename: 'a.png', data: await png() }]));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Unexpected file field 'image'/);
    });

    it('two files: 400', async () => {
      const parts: Part[] = [
        { name: 'file', filename: 'a.png', data: await png() },
        { name: 'file', filename: 'b.png', data: await png() },
      ];
      const res = await send(multipart(parts));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Send one file at a time/);
    });

    it('a body cut off before its closing boundary: 400', async () => {
      const whole = multipart([{ name: 'file', filename: 'a.png', data: await png() }]);
      const res = await send(whole.subarray(0, whole.length - 30));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The upload could not be read/);
    });

    it('no boundary: 400', async () => {
      const res = await send('whatever', { 'content-type': 'multipart/form-data' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The upload could not be read/);
    });

    it('not multipart: 415 saying how to send it', async () => {
      const res = await send(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Upload the file as multipart/form-data in the field 'file'");
    });

    it('other admin writes still take JSON only', async () => {
      const other = await fetch(`${host.url}/api/admin/languages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${host.adminToken}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: bodyOf(multipart([{ name: 'file', data: 'x' }])),
      });
      expect(other.status).toBe(415);
    });
  });
});
