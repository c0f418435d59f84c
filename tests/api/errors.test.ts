import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('API-wide behaviour', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.stop());

  it('answers health checks', async () => {
    const res = await host.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/articles/1/2/3'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const res = await fetch(host.url + path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it.each([
    ['POST', '/api/articles', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/languages', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/articles/1/view', 'OPTIONS, POST'],
    ['PUT', '/api/ads/3/click', 'OPTIONS, POST'],
    ['PATCH', '/api/health', 'GET, HEAD, OPTIONS'],
  ])('%s %s is a JSON 405 naming the methods that path takes', async (method, path, allow) => {
    const res = await fetch(host.url + path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: `${method} is not allowed on ${path}: use ${allow}`, reason: 'method not allowed' });
  });

  it.each([
    ['/api/articles', 'GET, HEAD, OPTIONS'],
    ['/api/articles/some-slug', 'GET, HEAD, OPTIONS'],
    ['/api/articles/12/share', 'OPTIONS, POST'],
    ['/api/admin/articles/5', 'DELETE, GET, HEAD, OPTIONS, PATCH'],
  ])('OPTIONS %s answers 204 with the Allow header and no text body', async (path, allow) => {
    const res = await fetch(host.url + path, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe(allow);
    expect(await res.text()).toBe('');
  });

  it('OPTIONS on an unknown API path is a JSON 404', async () => {
    const res = await fetch(`${host.url}/api/nope`, { method: 'OPTIONS' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a malformed JSON body with 400', async () => {
    const res = await fetch(`${host.url}/api/articles/1/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON', field: 'body', reason: 'malformed JSON' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await fetch(`${host.url}/api/articles/1/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large: send at most 2MB', field: 'body', reason: 'too large' });
  });

  it('answers admin calls with 503 when the host runs without Firebase Auth', async () => {
    const unavailable = { message: 'Sign-in is temporarily unavailable. Please try again later.' };
    const login = await host.post('/api/admin/login', { email: 'admin@test.local', password: 'x' });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual(unavailable);
    const me = await fetch(`${host.url}/api/admin/me`, { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(me.status).toBe(503);
    expect(await me.json()).toEqual(unavailable);
  });

  it('marks API answers not cacheable unless a route says so, and never sniffable', async () => {
    // An error, a write's answer and a route that sets no caching of its own: no-store.
    for (const res of [await host.get('/api/articles/no-such-article'), await host.post('/api/articles/999999/share'), await host.get('/api/health')]) {
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    // The public lists say how long a shared cache may keep them (docs/operations.md).
    const languages = await host.get('/api/languages');
    expect(languages.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(languages.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
