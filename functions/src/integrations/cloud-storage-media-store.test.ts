/**
 * What the Cloud Storage store asks of the JSON API for direct uploads: a fake endpoint on
 * loopback, reached by the real client library of firebase-admin's getStorage() through its
 * emulator setting. Checks the requests' shapes as the Cloud Storage documentation describes them
 * and how their answers are read: our side only; Cloud Storage itself is not involved.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudStorageMediaStore } from './cloud-storage-media-store.js';
import { MEDIA_CACHE_CONTROL } from './media-store.js';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('CloudStorageMediaStore direct uploads', () => {
  let server: http.Server;
  let base: string;
  let seen: Seen[] = [];
  /** What the fake session says it has received (null: complete). */
  let received: number | null = 0;
  let store: CloudStorageMediaStore;
  let app: App;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url!, base);
        seen.push({ method: req.method!, path: url.pathname, query: url.searchParams, headers: req.headers, body });
        if (req.method === 'POST' && url.pathname === '/upload/storage/v1/b/media-bucket/o') {
          res.writeHead(200, { location: `${base}/upload/storage/v1/b/media-bucket/o?uploadType=resumable&upload_id=session-1` }).end();
        } else if (req.method === 'PUT' && url.searchParams.get('upload_id') === 'session-1') {
          if (received === null) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          else res.writeHead(308, received > 0 ? { range: `bytes=0-${received - 1}` } : {}).end();
        } else if (req.method === 'DELETE' && url.searchParams.get('upload_id') === 'session-1') {
          res.writeHead(499).end();
        } else if (req.method === 'POST' && url.pathname.includes('/rewriteTo/')) {
          const resource = { ...JSON.parse(body || '{}'), name: 'x', bucket: 'media-bucket' };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'storage#rewriteResponse', done: true, resource }));
        } else if (req.method === 'DELETE') {
          res.writeHead(204).end();
        } else {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: 'No such object' } }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    base = `http://${host}`;
    // As with the Firebase Storage emulator: the client library talks to this host, without credentials.
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = host;
    app = initializeApp({ projectId: 'demo-cryptolekh', storageBucket: 'media-bucket' }, 'cloud-storage-store-test');
    store = new CloudStorageMediaStore(() => getStorage(app).bucket(), 'https://firebasestorage.googleapis.com');
  });
  afterAll(async () => {
    await deleteApp(app);
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    delete process.env.STORAGE_EMULATOR_HOST;
    await new Promise<void>((r) => server.close(() => r()));
  });
  beforeEach(() => {
    seen = [];
  });

  it('opens a resumable session for one new object of a fixed type and length, for the console origin', async () => {
    const url = await store.createUpload('incoming/0b0e6f7e-1111-4222-8333-944445555666', {
      contentType: 'video/mp4',
      size: 41_943_040,
      origin: 'https://cryptolekh.example',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(url).toBe(`${base}/upload/storage/v1/b/media-bucket/o?uploadType=resumable&upload_id=session-1`);
    expect(seen).toHaveLength(1);
    const [open] = seen;
    expect(open!.method).toBe('POST');
    expect(open!.path).toBe('/upload/storage/v1/b/media-bucket/o');
    expect(Object.fromEntries(open!.query)).toEqual({ name: 'incoming/0b0e6f7e-1111-4222-8333-944445555666', uploadType: 'resumable', ifGenerationMatch: '0' });
    expect(open!.headers).toMatchObject({ 'x-upload-content-length': '41943040', 'x-upload-content-type': 'video/mp4', origin: 'https://cryptolekh.example' });
    // The incoming object carries no download token.
    expect(JSON.parse(open!.body)).toEqual({ cacheControl: 'private, no-store' });
  });

  it('reads how much arrived from the status query (308 and Range, none, or done)', async () => {
    const uploadUrl = `${base}/upload/storage/v1/b/media-bucket/o?uploadType=resumable&upload_id=session-1`;
    received = 262_144;
    expect(await store.uploadedBytes(uploadUrl, 1_000_000)).toBe(262_144);
    const query = seen.at(-1)!;
    expect(query.method).toBe('PUT');
    expect(query.headers).toMatchObject({ 'content-range': 'bytes */1000000', 'content-length': '0' });
    received = 0;
    expect(await store.uploadedBytes(uploadUrl, 1_000_000)).toBe(0);
    received = null;
    expect(await store.uploadedBytes(uploadUrl, 1_000_000)).toBe(1_000_000);

    await store.cancelUpload(uploadUrl);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', headers: { 'content-length': '0' } });
  });

  it('promotes with a server-side rewrite that sets the real type, the long cache and a download token, then deletes the source', async () => {
    const url = await store.promote('incoming/abc', 'uploads/2026/01/abc.mp4', 'video/mp4');
    const [rewrite, remove] = seen;
    expect(rewrite!.method).toBe('POST');
    // objects.rewrite (the client library puts its own base path in front).
    expect(rewrite!.path).toMatch(/\/b\/media-bucket\/o\/incoming%2Fabc\/rewriteTo\/b\/media-bucket\/o\/uploads%2F2026%2F01%2Fabc\.mp4$/);
    expect(rewrite!.query.get('ifGenerationMatch')).toBe('0');
    const resource = JSON.parse(rewrite!.body);
    expect(resource).toMatchObject({ contentType: 'video/mp4', cacheControl: MEDIA_CACHE_CONTROL, contentDisposition: 'inline' });
    const token = resource.metadata.firebaseStorageDownloadTokens as string;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(remove).toMatchObject({ method: 'DELETE', path: expect.stringMatching(/\/b\/media-bucket\/o\/incoming%2Fabc$/) });
    expect(url).toBe(`https://firebasestorage.googleapis.com/v0/b/media-bucket/o/uploads%2F2026%2F01%2Fabc.mp4?alt=media&token=${token}`);
  });
});
