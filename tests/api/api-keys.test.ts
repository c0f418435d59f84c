/**
 * API keys over HTTP (admin-and-api.md §2, §3 API key, §5, §7, §8): the key shown once and stored
 * only as a hash, the switch, expiry and delete refusing the key on the very next call, scopes,
 * lastUsedAt, per-key rate limits, and keys and administrator tokens never standing in for each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

describe('API keys', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let articleId: number;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { read: 5, write: 3, search: 3, windowMs: 60_000 } } });
    langs = await createLanguages(host.services);
    articleId = (await createArticle(host.services, langs, { slug: 'keys-article' })).id;
  });
  afterAll(() => host.stop());

  const newKey = async (body: Record<string, unknown> = {}) => {
    const res = await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom', ...body });
    expect(res.status).toBe(201);
    return res.body as { id: number; fullApiKey: string; keyPrefix: string };
  };
  const read = (key: string) => host.call('GET', `/api/external/articles/${articleId}`, { token: key });

  it('shows the full key once, and lists it afterwards by its prefix only', async () => {
    const res = await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom tool', expiresAt: '2099-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Newsroom tool',
      keyPrefix: res.body.fullApiKey.slice(0, 12),
      fullApiKey: expect.stringMatching(/^clk_[A-Za-z0-9_-]{43}$/),
      scopes: ['articles:write', 'articles:read', 'search'],
      isActive: true,
      lastUsedAt: null,
      createdAt: expect.any(String),
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const list = await host.admin('GET', '/api/admin/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.find((k: { id: number }) => k.id === res.body.id);
    const { fullApiKey, ...withoutKey } = res.body;
    expect(listed).toEqual(withoutKey);
    expect(JSON.stringify(list.body)).not.toContain(fullApiKey);
  });

  it('stores only a hash of the key', async () => {
    const { id, fullApiKey } = await newKey();
    const stored = (await host.firestore.db.collection('apiKeys').doc(String(id)).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(fullApiKey.slice(12));
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'API key name is required'],
    ['an expiry in the past', { name: 'x', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt', 'Expiration date must be in the future'],
    ['an unknown scope', { name: 'x', scopes: ['admin'] }, 'scopes.0', expect.stringContaining('Must be one of')],
    ['no scopes', { name: 'x', scopes: [] }, 'scopes', 'Choose at least one scope'],
    ['an unknown field', { name: 'x', keyHash: 'abc' }, 'keyHash', 'unknown field'],
  ])('refuses %s', async (_what, body, field, reason) => {
    const res = await host.admin('POST', '/api/admin/api-keys', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, reason });
  });

  it('lets a live key read, and records its use at most once a minute', async () => {
    const { id, fullApiKey } = await newKey();
    expect((await read(fullApiKey)).status).toBe(200);
    const first = (await host.admin('GET', '/api/admin/api-keys')).body.find((k: { id: number }) => k.id === id);
    expect(first.lastUsedAt).toEqual(expect.any(String));
    expect((await read(fullApiKey)).status).toBe(200);
    const second = (await host.admin('GET', '/api/admin/api-keys')).body.find((k: { id: number }) => k.id === id);
    expect(second.lastUsedAt).toBe(first.lastUsedAt);
  });

  it('refuses a switched-off key on the next call, and takes it back when switched on', async () => {
    const { id, fullApiKey } = await newKey();
    expect((await read(fullApiKey)).status).toBe(200);
    const off = await host.admin('PUT', `/api/admin/api-keys/${id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect(await read(fullApiKey)).toMatchObject({ status: 401, body: { success: false, message: 'This API key is inactive' } });
    await host.admin('PUT', `/api/admin/api-keys/${id}`, { isActive: true });
    expect((await read(fullApiKey)).status).toBe(200);
  });

  it('refuses a deleted key on the next call', async () => {
    const { id, fullApiKey } = await newKey();
    expect((await read(fullApiKey)).status).toBe(200);
    expect(await host.admin('DELETE', `/api/admin/api-keys/${id}`)).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await read(fullApiKey)).toMatchObject({ status: 401, body: { success: false, message: 'Invalid API key' } });
    expect((await host.admin('DELETE', `/api/admin/api-keys/${id}`)).status).toBe(404);
  });

  it('refuses an expired key', async () => {
    const { id, fullApiKey } = await newKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await read(fullApiKey)).status).toBe(200);
    await host.firestore.db.collection('apiKeys').doc(String(id)).update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await read(fullApiKey)).toMatchObject({ status: 401, body: { success: false, message: 'This API key has expired' } });
  });

  it('answers missing, malformed and unknown keys, and keys in the URL, with 401', async () => {
    const { fullApiKey } = await newKey();
    expect(await host.call('GET', `/api/external/articles/${articleId}`)).toMatchObject({ status: 401, body: { success: false, message: expect.stringMatching(/^API key required/) } });
    expect((await host.call('GET', `/api/external/articles/${articleId}`, { headers: { authorization: `Basic ${fullApiKey}` } })).status).toBe(401);
    expect((await read(`clk_${'A'.repeat(43)}`)).body).toEqual({ success: false, message: 'Invalid API key' });
    const inUrl = await host.call('GET', `/api/external/articles/${articleId}?api_key=${fullApiKey}`, { token: fullApiKey });
    expect(inUrl.status).toBe(401);
    expect(inUrl.body.message).toMatch(/not accepted in the URL/);
  });

  it('keeps administrator tokens and API keys apart', async () => {
    const { fullApiKey } = await newKey();
    expect(await read(host.adminToken)).toMatchObject({ status: 401, body: { success: false, message: 'Invalid API key' } });
    expect((await host.call('GET', '/api/admin/api-keys', { token: fullApiKey })).status).toBe(401);
  });

  it('refuses a call outside the key scopes with 403', async () => {
    const { fullApiKey } = await newKey({ scopes: ['search'] });
    expect(await read(fullApiKey)).toMatchObject({ status: 403, body: { success: false, message: "This API key does not have the 'articles:read' scope" } });
    const list = await host.admin('GET', '/api/admin/api-keys');
    expect(list.body.at(-1).scopes).toEqual(['search']);
  });

  it('rate limits each key on its own, creates more tightly than reads, with Retry-After', async () => {
    const a = await newKey();
    const b = await newKey();
    for (let i = 0; i < 5; i++) expect((await read(a.fullApiKey)).status).toBe(200);
    const limited = await read(a.fullApiKey);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/^Too many requests with this API key/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await read(b.fullApiKey)).status).toBe(200);
    const create = (n: number) =>
      host.call('POST', '/api/external/articles', {
        token: b.fullApiKey,
        body: { slug: `rate-${n}`, category: 'education', status: 'draft', title: 'T', content: '<p>c</p>', excerpt: 'e', languageId: langs.en },
      });
    for (let i = 0; i < 3; i++) expect((await create(i)).status).toBe(201);
    expect((await create(9)).status).toBe(429);
  });

  it('answers unknown keys in the admin calls with 404, and validates the switch body', async () => {
    expect(await host.admin('PUT', '/api/admin/api-keys/999999', { isActive: false })).toMatchObject({ status: 404, body: { message: 'API key not found' } });
    const { id } = await newKey();
    expect(await host.admin('PUT', `/api/admin/api-keys/${id}`, { isActive: 'no' })).toMatchObject({ status: 400, body: { field: 'isActive' } });
    expect(await host.admin('PUT', `/api/admin/api-keys/${id}`, { isActive: true, name: 'x' })).toMatchObject({ status: 400, body: { field: 'name' } });
  });
});
