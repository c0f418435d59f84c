/**
 * The external article calls (admin-and-api.md §3 External article, §7, §8): create with the
 * console's rules and messages, strict bodies (no mass assignment), Idempotency-Key, a taken slug,
 * and reading one language version with the documented errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

describe('External articles', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let key: string;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { write: 1000 } } });
    langs = await createLanguages(host.services);
    key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom' })).body.fullApiKey;
  });
  afterAll(() => host.stop());

  const body = (over: Record<string, unknown> = {}) => ({
    slug: 'bitcoin-halving-explained',
    category: 'education',
    status: 'published',
    isFeatured: false,
    title: 'Bitcoin halving explained',
    content: '<p>Every four years the block reward halves.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    excerpt: 'What the halving is and why it matters.',
    metaDescription: 'The Bitcoin halving, explained.',
    languageId: langs.en,
    ...over,
  });
  const create = (b: unknown, headers: Record<string, string> = {}) => host.call('POST', '/api/external/articles', { token: key, body: b, headers });
  const get = (id: number, query = '') => host.call('GET', `/api/external/articles/${id}${query}`, { token: key });

  it('creates an article, sanitises its HTML, and the console sees it', async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      id: expect.any(Number),
      slug: 'bitcoin-halving-explained',
      category: 'education',
      status: 'published',
      title: 'Bitcoin halving explained',
      createdAt: expect.any(String),
      message: 'Article created successfully',
    });
    const admin = await host.admin('GET', `/api/admin/articles/${res.body.id}`);
    expect(admin.body.status).toBe('published');
    expect(admin.body.publishedAt).toEqual(expect.any(String));
    expect(admin.body.translations[0].content).not.toMatch(/script|onerror/);
  });

  it('reads the article back in English by default, with its languages', async () => {
    const { body: created } = await create(body({ slug: 'read-back' }));
    const res = await get(created.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      article: expect.objectContaining({
        id: created.id,
        slug: 'read-back',
        category: 'education',
        status: 'published',
        isFeatured: false,
        title: 'Bitcoin halving explained',
        excerpt: 'What the halving is and why it matters.',
        metaDescription: 'The Bitcoin halving, explained.',
        languageId: langs.en,
        targetLanguages: [],
        imageUrl: null,
        videoUrl: null,
        views: 0,
        shares: 0,
        publishedAt: expect.any(String),
        createdAt: created.createdAt,
        updatedAt: expect.any(String),
        language: { code: 'en', name: 'English', isOriginal: true },
        availableLanguages: [{ code: 'en', name: 'English', isOriginal: true }],
      }),
    });
    expect(res.body.article.content).toContain('<p>Every four years the block reward halves.</p>');
  });

  it('answers the documented read errors', async () => {
    const { body: created } = await create(body({ slug: 'errors-article' }));
    expect(await get(99999)).toMatchObject({ status: 404, body: { success: false, message: 'Article not found' } });
    expect(await get(created.id, '?language=hi')).toMatchObject({ status: 404, body: { success: false, message: 'Article not available in Hindi' } });
    expect(await get(created.id, '?language=xx')).toMatchObject({ status: 400, body: { success: false, message: "Language 'xx' not found" } });
    expect(await get(created.id, '?language=kn')).toMatchObject({ status: 400, body: { success: false, message: "Language 'kn' not found" } });
    expect((await get(created.id, '?lang=hi')).status).toBe(400);
  });

  it('reads a language version once it exists', async () => {
    const { body: created } = await create(body({ slug: 'hindi-version' }));
    await host.admin('PUT', `/api/admin/articles/${created.id}/translations/${langs.hi}`, { title: 'हॉल्विंग', content: '<p>हिंदी</p>', excerpt: 'सार' });
    const res = await get(created.id, '?language=hi');
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({ title: 'हॉल्विंग', language: { code: 'hi', name: 'Hindi', isOriginal: false } });
    expect(res.body.article.availableLanguages).toEqual([
      { code: 'en', name: 'English', isOriginal: true },
      { code: 'hi', name: 'Hindi', isOriginal: false },
    ]);
  });

  it.each([
    ['an id', { id: 5 }, 'id'],
    ['views', { views: 1_000_000 }, 'views'],
    ['publishedAt', { publishedAt: '2020-01-01T00:00:00Z' }, 'publishedAt'],
    ['a nested article', { article: {} }, 'article'],
  ])('refuses %s in the body (mass assignment)', async (_what, extra, field) => {
    const res = await create(body({ slug: 'mass-assign', ...extra }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, reason: 'unknown field' });
    expect(res.body.message).toContain(`'${field}'`);
  });

  it.each([
    ['no slug', { slug: undefined }, 'slug', 'Slug is required'],
    ['a bad slug', { slug: 'Bad Slug' }, 'slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['no category', { category: 'news' }, 'category', 'Please select a category'],
    ['a scheduled status', { status: 'scheduled' }, 'status', 'Please select a status'],
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['no content', { content: '' }, 'content', 'Content is required'],
    ['content that cleans to nothing', { content: '<script>x</script>' }, 'content', 'Content is required'],
    ['no excerpt', { excerpt: ' ' }, 'excerpt', 'Excerpt is required'],
    ['no language', { languageId: 0 }, 'languageId', 'Please select a language'],
    ['an inactive language', { languageId: 4 }, 'languageId', 'Language 4 does not exist or is not active'],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid URL'],
  ])('refuses %s with the console message', async (_what, over, field, reason) => {
    const res = await create(body({ slug: 'invalid-one', ...over }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, reason });
  });

  it('answers a taken slug with 409', async () => {
    expect((await create(body({ slug: 'taken-slug' }))).status).toBe(201);
    const res = await create(body({ slug: 'taken-slug' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, field: 'slug', message: "An article with slug 'taken-slug' already exists" });
  });

  it('answers a retried create with the same Idempotency-Key with the first answer, without a second article', async () => {
    const b = body({ slug: 'idempotent-one' });
    const first = await create(b, { 'idempotency-key': 'req-123' });
    const again = await create(b, { 'idempotency-key': 'req-123' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const list = await host.admin('GET', '/api/admin/articles?limit=100');
    expect(list.body.filter((a: { slug: string }) => a.slug === 'idempotent-one')).toHaveLength(1);
    const other = await create(body({ slug: 'idempotent-two' }), { 'idempotency-key': 'req-123' });
    expect(other).toMatchObject({ status: 409, body: { success: false, message: 'This Idempotency-Key was already used with a different request body' } });
    expect((await create(b, { 'idempotency-key': 'bad key with spaces' })).status).toBe(400);
  });

  it('lets a failed create be retried with the same Idempotency-Key', async () => {
    const bad = await create(body({ slug: 'taken-slug' }), { 'idempotency-key': 'retry-me' });
    expect(bad.status).toBe(409);
    // The same key may not be reused with another body, but the same body with the slug freed works.
    const list = await host.admin('GET', '/api/admin/articles?limit=100');
    const taken = list.body.find((a: { slug: string }) => a.slug === 'taken-slug');
    await host.admin('DELETE', `/api/admin/articles/${taken.id}`);
    const ok = await create(body({ slug: 'taken-slug' }), { 'idempotency-key': 'retry-me' });
    expect(ok.status).toBe(201);
  });

  it('starts AI translation jobs for targetLanguages', async () => {
    const { body: created } = await create(body({ slug: 'with-targets', targetLanguages: [langs.hi, langs.bn] }));
    const admin = await host.admin('GET', `/api/admin/articles/${created.id}`);
    expect(admin.body.targetLanguageIds).toEqual([langs.hi, langs.bn]);
    expect(admin.body.translationJobs.map((j: { languageId: number }) => j.languageId).sort()).toEqual([langs.hi, langs.bn].sort());
  });

  it('takes JSON only, and answers bad JSON in its own shape', async () => {
    const res = await fetch(`${host.url}/api/external/articles`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false });

    // Refused by the body parser, before the external API's own router runs: still its shape.
    for (const body of ['{"slug": ', '{"a":1}{"b":2}', '\u0000']) {
      const broken = await fetch(`${host.url}/api/external/articles`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
      expect(broken.status, body).toBe(400);
      expect(await broken.json(), body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const other = await fetch(`${host.url}/api/articles/1/view`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x": ' });
    expect(await other.json()).not.toHaveProperty('success');
  });
});
