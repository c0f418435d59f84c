/**
 * Hostile requests a probe of every route found, each tried in several spellings: malformed
 * percent-encoding in a path, bodies the parser or the schema refuse, repeated or structured query
 * parameters. Nothing answers 5xx, and every answer is JSON in our words naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

/** Words of libraries that must never reach a client. */
const LIBRARY_WORDS = /Invalid input|expected \w+, received|incorrect header check|unsupported charset|unsupported content encoding|Failed to decode|ZodError|INVALID_ARGUMENT|ALREADY_EXISTS/i;

describe('hostile input', () => {
  let host: AdminTestHost;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
  });
  afterAll(() => host.stop());

  /** Raw request: the path is sent exactly as written (no URL normalising of `%`). */
  const raw = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string; token?: string } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(host.url + path, { method, headers, body: init.body });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, body: text ? (JSON.parse(text) as { message: string; field?: string; reason?: string }) : undefined };
  };

  const expectOurJson = (res: { status: number; type: string; text: string }) => {
    expect(res.status).toBeLessThan(500);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.text).not.toMatch(LIBRARY_WORDS);
  };

  describe('malformed percent-encoding in a path is a 400, on every route that takes a parameter', () => {
    it.each([
      ['GET', '/api/articles/%'],
      ['GET', '/api/articles/%E0%A4%A'],
      ['GET', '/api/articles/%ZZ'],
      ['GET', '/api/articles/abc%'],
      ['POST', '/api/ads/%/click'],
      ['POST', '/api/ads/%E0%A4%A/impression'],
      ['PUT', '/api/admin/ads/%'],
      ['DELETE', '/api/admin/ads/%ZZ'],
      ['POST', '/api/articles/%C0/view'],
      ['POST', '/api/articles/%FF%FE/share'],
      ['GET', '/api/admin/articles/%'],
      ['PATCH', '/api/admin/articles/%E0%A4%A'],
      ['DELETE', '/api/admin/languages/%'],
      ['PUT', '/api/admin/articles/1/translations/%'],
    ])('%s %s', async (method, path) => {
      const res = await raw(method, path, { token: host.adminToken, ...(method !== 'GET' && method !== 'DELETE' && { headers: { 'content-type': 'application/json' }, body: '{}' }) });
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'The path is not valid percent-encoding: write % as %25 and encode other characters as UTF-8',
        field: 'path',
        reason: 'malformed percent-encoding',
      });
    });

    it('still reads a well-encoded non-ASCII path as a (missing) slug', async () => {
      const res = await raw('GET', '/api/articles/%E0%A4%B9%E0%A4%BF');
      expect(res.status).toBe(404);
    });
  });

  describe('bodies the parser or the schema refuse are answered in our words', () => {
    const json = { 'content-type': 'application/json' };
    it.each([
      ['a JSON list for a body', json, '[1,2]', 400, 'Request body must be a JSON object, not a list'],
      ['a JSON string for a body', json, '"hello"', 400, 'Request body is not valid JSON'],
      ['a truncated body', json, '{"email":', 400, 'Request body is not valid JSON'],
      ['a gzip header on plain text', { ...json, 'content-encoding': 'gzip' }, '{"email":"a@b.c"}', 400, 'Request body could not be decompressed: send it uncompressed, or compressed as its Content-Encoding says'],
      ['a deflate header on plain text', { ...json, 'content-encoding': 'deflate' }, '{}', 400, 'Request body could not be decompressed: send it uncompressed, or compressed as its Content-Encoding says'],
      ['an unknown content encoding', { ...json, 'content-encoding': 'zstd-ish' }, '{}', 415, "Content-Encoding 'zstd-ish' is not supported: send the body uncompressed, or with gzip, deflate or br"],
      ['a charset other than UTF-8', { 'content-type': 'application/json; charset=latin9' }, '{}', 415, "Charset 'latin9' is not supported: send the JSON body as UTF-8 (Content-Type: application/json; charset=utf-8)"],
      ['a form instead of JSON', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a', 415, 'Request body must be JSON (Content-Type: application/json)'],
    ])('%s', async (_kind, headers, body, status, message) => {
      const res = await raw('POST', '/api/admin/login', { headers, body });
      expectOurJson(res);
      expect(res.status).toBe(status);
      expect(res.body!.message).toBe(message);
    });

    it.each([
      [{ email: 42, password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: 'a@b.co', password: ['x'] }, 'password', 'Password is required'],
    ])('wrong types with a spec message keep it: %j', async (body, field, reason) => {
      const res = await host.call('POST', '/api/admin/login', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it.each([
      [{ article: [] }, 'article', 'Must be a JSON object, not a list'],
      [{ article: 'x' }, 'article', 'Must be a JSON object, not text'],
      [{ article: { isFeatured: 'yes' } }, 'article.isFeatured', 'Must be true or false, not text'],
      [{ article: { imagePublicId: 7 } }, 'article.imagePublicId', 'Must be text, not a number'],
      [{ selectedLanguages: 'hi' }, 'selectedLanguages', 'Must be a list, not text'],
      [{ selectedLanguages: Array.from({ length: 101 }, () => 2) }, 'selectedLanguages', 'Must have at most 100 items'],
    ])('wrong types without one get ours, saying what to send: %j', async (body, field, reason) => {
      const res = await host.admin('PATCH', '/api/admin/articles/1', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses a body nested deeper than any call needs', async () => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const res = await raw('POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: `{"email":${deep}}` });
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is nested more than 20 levels deep', field: 'body', reason: 'nested too deeply' });
    });
  });

  describe('a query parameter is given once, as text', () => {
    it.each([
      ['/api/articles?limit[]=1', 'limit[]', "Invalid query parameter 'limit[]': send limit once, as limit=value"],
      ['/api/articles?category[]=education', 'category[]', "Invalid query parameter 'category[]': send category once, as category=value"],
      ['/api/articles?language[code]=hi', 'language[code]', "Invalid query parameter 'language[code]': send language once, as language=value"],
      ['/api/ads?placement[0]=homepage', 'placement[0]', "Invalid query parameter 'placement[0]': send placement once, as placement=value"],
      ['/api/articles?limit=1&limit=2', 'limit', "Invalid query parameter 'limit': must be given once"],
      ['/api/articles?language=%00', 'language', "Invalid query parameter 'language': Must not contain control characters (such as NUL or escape codes)"],
      ['/api/articles?q[]=bitcoin', 'q[]', "Invalid query parameter 'q[]': send q once, as q=value"],
      ['/api/articles?offset[]=0', 'offset[]', "Invalid query parameter 'offset[]': send offset once, as offset=value"],
      ['/api/articles?sort=views&sort=shares', 'sort', "Invalid query parameter 'sort': must be given once"],
      ['/api/articles?offset=0&q=%00', 'q', "Invalid query parameter 'q': Must not contain control characters (such as NUL or escape codes)"],
    ])('%s', async (path, field, message) => {
      const res = await raw('GET', path);
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, field });
    });

    it('on admin calls too', async () => {
      const res = await host.admin('GET', '/api/admin/articles?status[]=draft');
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('status[]');
    });
  });
});
