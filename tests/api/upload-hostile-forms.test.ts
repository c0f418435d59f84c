/**
 * Hostile multipart forms on every upload route (issue 22): a part without a name once threw
 * inside the parser's callback and ended the host. Each form here gets its own JSON answer, the
 * host goes on answering others, and nothing escapes as an uncaught error or rejection. Ads take
 * their images from upload-media (ad-images.test.ts), so these two routes are every multipart
 * route; the direct-upload receiver's PUT is cut off mid-body as well.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { putBytes, uploadMedia } from '../helpers/media-client.js';
import { BOUNDARY, mp4, png } from '../helpers/media-files.js';

/** A multipart body written part by part: each part's header lines exactly as given. */
function form(parts: { headers: string[]; data: Buffer | string }[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${BOUNDARY}\r\n${p.headers.join('\r\n')}\r\n\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface Sent {
  status: number;
  body: { message?: string; field?: string; reason?: string; url?: string };
}

/** POSTs raw bytes with the administrator's token over plain http (fetch would fix odd bytes). */
function post(host: AdminTestHost, path: string, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(host.url + path, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length), authorization: `Bearer ${host.adminToken}` },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode!, body: JSON.parse(text) });
        } catch {
          reject(new Error(`Not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
        }
      });
    });
    req.end(body);
  });
}

/** Sends a declared length, part of the body, then goes away: the server sees the request cut off. */
function sendAndVanish(host: AdminTestHost, method: string, path: string, headers: Record<string, string>, declared: number, partial: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(host.url + path, { method, headers: { ...headers, 'content-length': String(declared), authorization: `Bearer ${host.adminToken}` } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(partial, () => setImmediate(() => req.destroy()));
  });
}

describe('hostile multipart forms on every upload route', () => {
  let host: AdminTestHost;
  let routes: { name: string; path: string }[];
  let image: Buffer;
  const escaped: unknown[] = [];
  const record = (err: unknown) => void escaped.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    host = await startAdminHost({ schedules: false });
    image = await png(40, 30);
    const video = await uploadMedia(host, mp4(2048));
    routes = [
      { name: 'media', path: '/api/admin/upload-media' },
      { name: 'poster', path: `/api/admin/upload-media/poster?videoPublicId=${encodeURIComponent(video.publicId)}` },
    ];
  });
  afterAll(async () => {
    await host.stop();
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  /** The host still answers, and nothing escaped to the process. */
  async function stillServing() {
    const health = await host.get('/api/health');
    expect(health.status).toBe(200);
    expect(escaped).toEqual([]);
  }

  const filePart = (disposition: string, extra: string[] = []) => ({ headers: [`Content-Disposition: ${disposition}`, 'Content-Type: image/png', ...extra], data: image });

  for (const which of [0, 1]) {
    describe(which === 0 ? 'POST /api/admin/upload-media' : 'POST /api/admin/upload-media/poster', () => {
      const path = () => routes[which]!.path;

      it('answers a part with no name with a 400 naming the field to use', async () => {
        for (const disposition of ['form-data; filename="a.png"', 'form-data; name=""; filename="a.png"']) {
          const res = await post(host, path(), form([filePart(disposition)]));
          expect(res.status, disposition).toBe(400);
          expect(res.body).toMatchObject({ field: 'body', reason: 'unnamed part', message: expect.stringContaining("in the field 'file'") });
        }
        // A nameless part after a good one, and a nameless field (no filename) before one.
        const after = await post(host, path(), form([filePart('form-data; name="file"; filename="a.png"'), filePart('form-data; filename="b.png"')]));
        expect(after.status).toBe(400);
        const field = await post(host, path(), form([{ headers: ['Content-Disposition: form-data'], data: 'x' }, filePart('form-data; name="file"; filename="a.png"')]));
        expect(field.status).toBe(200);
        await stillServing();
      });

      it('refuses duplicate file parts, and a file under another name', async () => {
        const twice = await post(host, path(), form([filePart('form-data; name="file"; filename="a.png"'), filePart('form-data; name="file"; filename="a.png"')]));
        expect(twice.status).toBe(400);
        expect(twice.body).toMatchObject({ reason: 'more than one file' });
        const other = await post(host, path(), form([filePart('form-data; name="picture"; filename="a.png"')]));
        expect(other.status).toBe(400);
        expect(other.body).toMatchObject({ reason: 'unexpected field', message: expect.stringContaining("'picture'") });
        await stillServing();
      });

      it('reads a part without a filename as a field (no file sent), unless it declares a file type', async () => {
        const asField = await post(host, path(), form([{ headers: ['Content-Disposition: form-data; name="file"'], data: image }]));
        expect(asField.status).toBe(400);
        expect(asField.body).toMatchObject({ field: 'file', reason: 'missing' });
        const asFile = await post(host, path(), form([{ headers: ['Content-Disposition: form-data; name="file"', 'Content-Type: application/octet-stream'], data: image }]));
        expect(asFile.status, JSON.stringify(asFile.body)).toBe(200);
        await stillServing();
      });

      it('reads header names and the media type in any case', async () => {
        const upper = await post(host, path(), form([{ headers: ['CONTENT-DISPOSITION: FORM-DATA; NAME="file"; FILENAME="A.PNG"', 'content-TYPE: IMAGE/PNG'], data: image }]), `Multipart/Form-Data; BOUNDARY=${BOUNDARY}`);
        expect(upper.status, JSON.stringify(upper.body)).toBe(200);
        await stillServing();
      });

      it('answers a form that ends early with a 400, and survives a client that goes away', async () => {
        const whole = form([filePart('form-data; name="file"; filename="a.png"')]);
        // Every prefix class: inside the part's headers, inside the file, before the closing boundary.
        for (const cut of [20, 90, whole.length - 30, whole.length - 8]) {
          const res = await post(host, path(), whole.subarray(0, cut));
          expect(res.status, `cut at ${cut}`).toBe(400);
          expect(res.body.message).toMatch(/could not be read|No file was sent/);
        }
        const noClose = await post(host, path(), form([filePart('form-data; name="file"; filename="a.png"')], { close: false }));
        expect(noClose.status).toBe(400);
        await sendAndVanish(host, 'POST', path(), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, whole.length, whole.subarray(0, 120));
        await stillServing();
      });
    });
  }

  it('a direct-upload PUT that ends early keeps the host serving and the upload resumable', async () => {
    const data = await png(64, 48);
    const session = await host.admin('POST', '/api/admin/uploads', { contentType: 'image/png', size: data.length });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const target = new URL(session.body.uploadUrl, host.url);
    await sendAndVanish(host, 'PUT', target.pathname, {}, data.length, data.subarray(0, 10));
    await stillServing();
    const rest = await putBytes(host, session.body.uploadUrl, data);
    expect(rest.status).toBe(200);
  });

  it('still takes a well-formed upload on both routes', async () => {
    for (const r of routes) {
      const res = await post(host, r.path, form([filePart('form-data; name="file"; filename="a.png"')]));
      expect(res.status, `${r.name}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    await stillServing();
  });
});
