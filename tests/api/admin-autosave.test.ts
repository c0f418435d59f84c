/**
 * Autosave over the admin API (issue 24): an editor's unsaved work on one language version is
 * kept per article and language, sanitised as a save would be, never changes the article itself,
 * and is refused with JSON errors for bad input, missing articles and unsigned callers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

describe('article autosave', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let articleId: number;
  const path = (languageId: number, id = articleId) => `/api/admin/articles/${id}/autosave/${languageId}`;

  beforeAll(async () => {
    host = await startAdminHost({ seed: false, schedules: false });
    langs = await createLanguages(host.services);
    articleId = (await createArticle(host.services, langs, { slug: 'autosaved' })).id;
  });
  afterAll(() => host.stop());

  it('keeps a draft per language, sanitised, and leaves the article as it was', async () => {
    const before = (await host.admin('GET', `/api/admin/articles/${articleId}`)).body;
    expect((await host.admin('GET', path(langs.en))).body).toEqual({ autosave: null });

    const put = await host.admin('PUT', path(langs.en), {
      title: 'Half-written title',
      excerpt: '',
      content: '<h2>New part</h2><p onclick="steal()">Typed <strong>so far</strong><script>alert(1)</script></p>',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      articleId,
      languageId: langs.en,
      title: 'Half-written title',
      excerpt: '',
      content: '<h2>New part</h2><p>Typed <strong>so far</strong></p>',
      metaDescription: '',
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await host.admin('PUT', path(langs.hi), { title: 'हिन्दी मसौदा', content: '<p>क्षत्रिय ज्ञान</p>' });

    expect((await host.admin('GET', path(langs.en))).body.autosave).toMatchObject({ title: 'Half-written title', content: put.body.content });
    expect((await host.admin('GET', path(langs.hi))).body.autosave).toMatchObject({ title: 'हिन्दी मसौदा', content: '<p>क्षत्रिय ज्ञान</p>' });
    // The article, its text and what readers see are untouched.
    expect((await host.admin('GET', `/api/admin/articles/${articleId}`)).body).toEqual(before);

    // A later pause replaces the draft; deleting it answers whether there was one.
    await host.admin('PUT', path(langs.en), { title: 'Finished title', content: '<p>Done</p>' });
    expect((await host.admin('GET', path(langs.en))).body.autosave).toMatchObject({ title: 'Finished title', excerpt: '', content: '<p>Done</p>' });
    expect((await host.admin('DELETE', path(langs.en))).body).toEqual({ deleted: true });
    expect((await host.admin('DELETE', path(langs.en))).body).toEqual({ deleted: false });
    expect((await host.admin('GET', path(langs.en))).body).toEqual({ autosave: null });
    expect((await host.admin('GET', path(langs.hi))).body.autosave).not.toBeNull();
  });

  it('refuses bad input, unknown articles and languages, and callers who are not signed in', async () => {
    const unknownField = await host.admin('PUT', path(langs.en), { title: 'x', status: 'published' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toMatch(/status/);

    const longTitle = await host.admin('PUT', path(langs.en), { title: 'x'.repeat(301) });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body).toMatchObject({ field: 'title' });

    const wrongType = await host.admin('PUT', path(langs.en), { content: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ field: 'content' });

    const tooDeep = await host.admin('PUT', path(langs.en), { content: '<div>'.repeat(200) });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toMatch(/nest/);

    // Kannada is switched off and the article has no Kannada version.
    const inactive = await host.admin('PUT', path(langs.kn), { title: 'x' });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toMatchObject({ field: 'languageId' });

    const badPath = await host.admin('GET', `/api/admin/articles/${articleId}/autosave/abc`);
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toMatch(/languageId/);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await host.admin(method, path(langs.en, 999_999), method === 'PUT' ? { title: 'x' } : undefined);
      expect(missing.status, method).toBe(404);
      expect(missing.body).toEqual({ message: 'Article not found' });
    }

    const anonymous = await host.call('PUT', path(langs.en), { body: { title: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.message).toBe('string');
  });
});
