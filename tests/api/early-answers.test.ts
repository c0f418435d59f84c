/**
 * Refusals that come before a body has been read are answered once the whole body has arrived
 * (functions/src/http/after-body.ts), wherever they come from: the error middleware, the 404 and
 * 405 handlers of the API, the reader pages and the host, and the direct-upload receiver. A client
 * still sending reads the answer; none gets a reset instead of it.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendInPieces } from '../helpers/body-in-pieces.js';
import { MiB } from '../helpers/media-files.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('answers that come before the body is read', () => {
  let host: TestHost;
  const body = Buffer.alloc(24 * MiB, 0x61);

  beforeAll(async () => {
    host = await startTestHost({ seed: true, schedules: false });
  });
  afterAll(() => host.stop());

  it.each([
    ['an upload without a token (401)', 'POST', '/api/admin/upload-media', { 'content-type': 'multipart/form-data; boundary=x' }, 401, /./],
    ['an unknown API path (404)', 'POST', '/api/no-such-thing', { 'content-type': 'application/octet-stream' }, 404, /not found/i],
    ['a method an API path does not take (405)', 'PUT', '/api/articles', { 'content-type': 'application/octet-stream' }, 405, /PUT is not allowed on \/api\/articles/],
    ['a JSON body over the limit (413, the body parser)', 'POST', '/api/articles/1/view', { 'content-type': 'application/json' }, 413, /too large/],
    ['an unknown direct-upload URL (404)', 'PUT', `/media-uploads/${'A'.repeat(43)}`, { 'content-type': 'video/mp4' }, 404, /unknown or has expired/],
    ['a direct-upload URL with another method (405)', 'POST', `/media-uploads/${'A'.repeat(43)}`, { 'content-type': 'video/mp4' }, 405, /with PUT/],
  ] as const)('%s', async (_name, method, path, headers, status, message) => {
    const answer = await sendInPieces(host.url + path, method, headers, body);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).message).toMatch(message);
    expect(answer.afterBody).toBe(true);
  });

  it('a reader page posted to (405 from the pages function)', async () => {
    const answer = await sendInPieces(`${host.url}/articles`, 'POST', { 'content-type': 'application/octet-stream' }, body);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.afterBody).toBe(true);
  });

  it('keeps the connection for the next request after such an answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await sendInPieces(`${host.url}/api/no-such-thing`, 'POST', {}, Buffer.alloc(4 * MiB), agent);
      expect(first.status).toBe(404);
      const next = await sendInPieces(`${host.url}/api/health`, 'GET', {}, Buffer.alloc(0), agent);
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
