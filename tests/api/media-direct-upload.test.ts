/**
 * Direct uploads, for files larger than one request to the API may carry: POST /api/admin/uploads
 * opens a session, the browser PUTs the bytes to its URL (Cloud Storage's resumable protocol, here
 * the local host's receiver), and POST /api/admin/uploads/{uploadId}/complete judges the object
 * from its bytes and stores it as the multipart call would.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { putBytes, queryUpload } from '../helpers/media-client.js';
import { jpegOfSize, MiB, mp4, png, webm } from '../helpers/media-files.js';

const PUBLIC_ID = /^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|webm)$/;
const KiB = 1024;

describe('direct uploads', () => {
  const clock = manualClock();
  let host: AdminTestHost;

  beforeAll(async () => {
    host = await startAdminHost({ clock, schedules: false });
  });
  afterAll(() => host.stop());

  const open = (body: unknown, token: string | null = host.adminToken) => host.call('POST', '/api/admin/uploads', { token: token ?? undefined, body });
  const complete = (uploadId: string, token: string | null = host.adminToken) =>
    host.call('POST', `/api/admin/uploads/${uploadId}/complete`, { token: token ?? undefined });
  async function session(contentType: string, size: number) {
    const res = await open({ contentType, size });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { uploadId: string; uploadUrl: string; expiresAt: string };
  }
  const incomingFile = (uploadId: string) => path.join(host.dataDir, 'media-incoming', uploadId);

  /**
   * A PUT that sends `bytes` of a body declared longer, then closes its side of the connection (so
   * every byte written reaches the server, which then sees the body end early), and waits for the
   * connection to close. Whatever the server may still write back is for nobody.
   */
  function interruptedPut(uploadUrl: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
    return new Promise((resolve) => {
      const req = http.request(new URL(uploadUrl, host.url), { method: 'PUT', headers, agent: false });
      req.on('error', () => {});
      req.on('response', (res) => res.resume());
      req.on('close', () => resolve());
      req.write(bytes, () => req.socket?.end());
    });
  }

  it('takes a 40 MB video (more than one request to a Cloud Function may carry) from session to stored upload', async () => {
    const file = mp4(40 * MiB);
    const s = await session('video/mp4', file.length);
    expect(s.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(s.expiresAt) - clock.now().getTime()).toBe(3_600_000);
    expect(s.uploadUrl).toMatch(/^\/media-uploads\/[A-Za-z0-9_-]{43}$/);

    const put = await putBytes(host, s.uploadUrl, file, { 'content-type': 'video/mp4' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ name: `incoming/${s.uploadId}`, size: file.length, contentType: 'video/mp4' });
    // Received but not yet checked: never served.
    expect((await host.get(`/media/incoming/${s.uploadId}`)).status).toBe(404);

    const done = await complete(s.uploadId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ url: `/media/${done.body.publicId}`, publicId: expect.stringMatching(PUBLIC_ID), contentType: 'video/mp4', size: 40 * MiB });
    const served = await host.get(done.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    expect(existsSync(incomingFile(s.uploadId))).toBe(false);

    // A retry of the completion (the answer was lost) answers the same upload.
    const again = await complete(s.uploadId);
    expect(again).toMatchObject({ status: 200, body: done.body });
  });

  describe('opening a session', () => {
    it('allows exactly the limit of the declared kind, and refuses one byte more', async () => {
      expect((await open({ contentType: 'video/mp4', size: 100 * MiB })).status).toBe(201);
      expect((await open({ contentType: 'video/webm', size: 100 * MiB })).status).toBe(201);
      const video = await open({ contentType: 'video/mp4', size: 100 * MiB + 1 });
      expect(video.status).toBe(413);
      expect(video.body).toEqual({ message: 'File size must be less than 100MB', field: 'size', reason: 'too large' });

      expect((await open({ contentType: 'image/png', size: 10 * MiB })).status).toBe(201);
      const image = await open({ contentType: 'image/jpeg', size: 10 * MiB + 1 });
      expect(image.status).toBe(413);
      expect(image.body.message).toBe('File size must be less than 10MB');
    });

    it.each(['text/html', 'image/svg+xml', 'video/quicktime', 'application/zip', 'application/octet-stream'])('refuses a declared %s with 415', async (contentType) => {
      const res = await open({ contentType, size: 1000 });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'Please select an image or video file', field: 'contentType', reason: 'not an image or video type' });
    });

    it('reads the declared type as browsers write it (case, parameters)', async () => {
      expect((await open({ contentType: 'Video/MP4', size: 10 })).status).toBe(201);
      expect((await open({ contentType: 'video/webm; codecs="vp9"', size: 10 })).status).toBe(201);
    });

    it.each([
      [{ contentType: 'video/mp4' }, 'size'],
      [{ contentType: 'video/mp4', size: 0 }, 'size'],
      [{ contentType: 'video/mp4', size: -5 }, 'size'],
      [{ contentType: 'video/mp4', size: 1.5 }, 'size'],
      [{ contentType: 'video/mp4', size: '1000' }, 'size'],
      [{ size: 1000 }, 'contentType'],
      [{ contentType: 'video/mp4', size: 10, name: 'clip.mp4' }, 'name'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const res = await open(body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    });

    it('says what a size must be', async () => {
      expect((await open({ contentType: 'video/mp4', size: 0 })).body.message).toBe("Invalid body parameter 'size': Must be more than 0");
    });
  });

  describe('sending the bytes', () => {
    it('in chunks, with status queries, resuming after a PUT that was cut off', async () => {
      const file = webm(1 * MiB);
      const s = await session('video/webm', file.length);
      const chunk = 256 * KiB;
      // Nothing yet: 308 without Range.
      const empty = await queryUpload(host, s.uploadUrl, file.length);
      expect(empty.status).toBe(308);
      expect(empty.headers.get('range')).toBeNull();

      const first = await putBytes(host, s.uploadUrl, file.subarray(0, chunk), { 'content-range': `bytes 0-${chunk - 1}/${file.length}` });
      expect(first.status).toBe(308);
      expect(first.headers.get('range')).toBe(`bytes=0-${chunk - 1}`);

      // The second chunk is cut off after 100 KiB of its 256.
      await interruptedPut(s.uploadUrl, { 'content-length': String(chunk), 'content-range': `bytes ${chunk}-${2 * chunk - 1}/${file.length}` }, file.subarray(chunk, chunk + 100 * KiB));
      const after = await queryUpload(host, s.uploadUrl, file.length);
      expect(after.status).toBe(308);
      expect(after.headers.get('range')).toBe(`bytes=0-${chunk + 100 * KiB - 1}`);

      // Too early to complete: the answer says how much arrived.
      const early = await complete(s.uploadId);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(`The upload is not complete: ${chunk + 100 * KiB} of ${file.length} bytes have arrived. Send the rest, then complete it again.`);

      // Resume where the server says; a chunk that repeats bytes it has is fine too.
      const resumeAt = chunk + 100 * KiB;
      const rest = await putBytes(host, s.uploadUrl, file.subarray(resumeAt - 1000, 3 * chunk), { 'content-range': `bytes ${resumeAt - 1000}-${3 * chunk - 1}/${file.length}` });
      expect(rest.status).toBe(308);
      expect(rest.headers.get('range')).toBe(`bytes=0-${3 * chunk - 1}`);
      const last = await putBytes(host, s.uploadUrl, file.subarray(3 * chunk), { 'content-range': `bytes ${3 * chunk}-${file.length - 1}/${file.length}` });
      expect(last.status).toBe(200);
      expect((await queryUpload(host, s.uploadUrl, file.length)).status).toBe(200);

      const done = await complete(s.uploadId);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toMatchObject({ contentType: 'video/webm', size: file.length });
      expect(Buffer.from(await (await host.get(done.body.url)).arrayBuffer()).equals(file)).toBe(true);
    });

    it('refuses lengths and ranges that disagree with the session, keeping what arrived', async () => {
      const file = mp4(64 * KiB);
      const s = await session('video/mp4', file.length);
      const cases: [Buffer, Record<string, string>, RegExp][] = [
        [Buffer.concat([file, Buffer.alloc(1)]), {}, /^Send exactly 65536 bytes/],
        [file.subarray(1), {}, /^Send exactly 65536 bytes/],
        [file.subarray(0, 100), { 'content-range': `bytes 0-99/${file.length + 1}` }, /^This upload is 65536 bytes, not 65537$/],
        [file.subarray(0, 100), { 'content-range': `bytes 0-100/${file.length}` }, /^The range holds 101 bytes: Content-Length is 100$/],
        [file.subarray(0, 100), { 'content-range': `bytes ${file.length}-${file.length + 99}/*` }, /past the last byte/],
        [file.subarray(100, 200), { 'content-range': `bytes 100-199/${file.length}` }, /^0 bytes have arrived: send the bytes from 0 on$/],
        [file.subarray(0, 100), { 'content-range': 'bytes=0-99' }, /^Content-Range must be/],
      ];
      for (const [body, headers, message] of cases) {
        const res = await putBytes(host, s.uploadUrl, body, headers);
        expect(res.status, JSON.stringify(headers)).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      expect((await queryUpload(host, s.uploadUrl, file.length)).headers.get('range')).toBeNull();
      expect((await putBytes(host, s.uploadUrl, file)).status).toBe(200);
      expect((await complete(s.uploadId)).status).toBe(200);
    });

    it('an unknown upload URL is a 404, and it takes PUT only', async () => {
      const unknown = await putBytes(host, `/media-uploads/${'A'.repeat(43)}`, Buffer.alloc(10));
      expect(unknown.status).toBe(404);
      const s = await session('video/mp4', 100);
      const get = await host.get(s.uploadUrl);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('PUT');
    });
  });

  describe('completing', () => {
    it('judges the bytes, not the declared type: HTML called video/mp4 is refused and deleted', async () => {
      const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>'.padEnd(2000, ' '));
      const s = await session('video/mp4', html.length);
      expect((await putBytes(host, s.uploadUrl, html)).status).toBe(200);
      expect(existsSync(incomingFile(s.uploadId))).toBe(true);
      const res = await complete(s.uploadId);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'Please select an image or video file', field: 'file', reason: 'not an image or video' });
      expect(existsSync(incomingFile(s.uploadId))).toBe(false);
      // A retry hears the same.
      expect(await complete(s.uploadId)).toMatchObject({ status: 415, body: res.body });
    });

    it('holds the file to the limit of what it turns out to be: an 11 MB JPEG declared as a video is a 413', async () => {
      const big = await jpegOfSize(11 * MiB);
      const s = await session('video/mp4', big.length);
      expect((await putBytes(host, s.uploadUrl, big)).status).toBe(200);
      const res = await complete(s.uploadId);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ message: 'File size must be less than 10MB', field: 'file' });
      expect(existsSync(incomingFile(s.uploadId))).toBe(false);
    });

    it('an image goes through the same processing as a multipart upload (variants, no metadata)', async () => {
      const image = await sharp(await png(2000, 1000)).withExifMerge({ IFD0: { Copyright: 'Someone' } }).png().toBuffer();
      const s = await session('image/png', image.length);
      expect((await putBytes(host, s.uploadUrl, image)).status).toBe(200);
      const res = await complete(s.uploadId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ contentType: 'image/png', width: 2000, height: 1000 });
      expect(res.body.publicId).toMatch(PUBLIC_ID);
      expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
      const stored = Buffer.from(await (await host.get(res.body.url)).arrayBuffer());
      expect(stored.includes(Buffer.from('Someone'))).toBe(false);
      expect(await complete(s.uploadId)).toMatchObject({ status: 200, body: res.body });
    });

    it('409 until the bytes have arrived, with how many did', async () => {
      const s = await session('video/mp4', 5000);
      const res = await complete(s.uploadId);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'The upload is not complete: 0 of 5000 bytes have arrived. Send the rest, then complete it again.', field: 'uploadId', reason: 'incomplete' });
    });

    it('404 for an upload that does not exist', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc']) {
        const res = await complete(id);
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe('Upload not found');
      }
    });

    it('an expired session is a 410, what it received is removed, and its URL takes nothing more', async () => {
      const file = mp4(10 * KiB);
      const s = await session('video/mp4', file.length);
      expect((await putBytes(host, s.uploadUrl, file)).status).toBe(200);
      clock.advance(3_600_000);
      const res = await complete(s.uploadId);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ message: 'This upload has expired: start a new upload', field: 'uploadId', reason: 'expired' });
      expect(existsSync(incomingFile(s.uploadId))).toBe(false);
      expect((await complete(s.uploadId)).status).toBe(410);

      const late = await session('video/mp4', file.length);
      clock.advance(3_600_001);
      expect((await putBytes(host, late.uploadUrl, file)).status).toBe(404);
      expect((await complete(late.uploadId)).status).toBe(410);
    });
  });

  it('every new call needs an administrator', async () => {
    const s = await session('video/mp4', 10);
    expect((await open({ contentType: 'video/mp4', size: 10 }, null)).status).toBe(401);
    expect((await open({ contentType: 'video/mp4', size: 10 }, host.nonAdminToken)).status).toBe(403);
    expect((await complete(s.uploadId, null)).status).toBe(401);
    expect((await complete(s.uploadId, host.nonAdminToken)).status).toBe(403);
  });
});
