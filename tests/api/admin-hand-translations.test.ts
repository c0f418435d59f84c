/** Language versions written by hand over the admin API: PUT adds or replaces one, DELETE removes one, readers get what was written. */
import { beforeAll, describe, expect, it } from 'vitest';
import { KANNADA, adminArticlesHost } from '../helpers/admin-articles.js';

describe('admin article calls', () => {
  const { host, langs, create, publicRead } = adminArticlesHost();

  describe('hand translations: PUT and DELETE /api/admin/articles/{id}/translations/{languageId}', () => {
    let id: number;
    beforeAll(async () => {
      ({ id } = await create('hand-translated', { article: { status: 'published' } }));
    });
    const put = (languageId: number, body: unknown, articleId = id) => host.admin('PUT', `/api/admin/articles/${articleId}/translations/${languageId}`, body);

    it('adds a language version that readers get in that language', async () => {
      const res = await put(langs.hi, { title: 'हाथ से अनुवाद', content: '<p>हिंदी पाठ</p><script>x()</script>', excerpt: 'हिंदी सार', metaDescription: 'हिंदी मेटा' });
      expect(res.status).toBe(200);
      expect(res.body.translationsCount).toBe(2);
      const read = await publicRead('hand-translated', 'hi');
      expect(await read.json()).toMatchObject({
        title: 'हाथ से अनुवाद',
        content: '<p>हिंदी पाठ</p>',
        excerpt: 'हिंदी सार',
        metaDescription: 'हिंदी मेटा',
        language: { code: 'hi', isOriginal: false },
        availableLanguages: [expect.objectContaining({ code: 'en', isOriginal: true }), expect.objectContaining({ code: 'hi', isOriginal: false })],
      });
      const listed = await (await host.get('/api/articles?language=hi')).json();
      expect(listed.find((a: { slug: string }) => a.slug === 'hand-translated')).toMatchObject({ title: 'हाथ से अनुवाद', language: { code: 'hi', isOriginal: false } });
    });

    it('replaces an existing version, in the summary and in the content', async () => {
      await put(langs.hi, { title: 'नया शीर्षक', content: '<p>नया</p>', excerpt: 'नया सार' });
      const body = (await host.admin('GET', `/api/admin/articles/${id}`)).body;
      expect(body.translations.filter((t: { languageId: number }) => t.languageId === langs.hi)).toEqual([
        expect.objectContaining({ title: 'नया शीर्षक', content: '<p>नया</p>', excerpt: 'नया सार', metaDescription: '' }),
      ]);
      expect(await (await publicRead('hand-translated', 'hi')).json()).toMatchObject({ title: 'नया शीर्षक' });
    });

    it('may replace the original, which stays the original', async () => {
      const res = await put(langs.en, { title: 'Retitled', content: '<p>Rewritten</p>', excerpt: 'Re' });
      expect(res.body.translations[0]).toMatchObject({ languageId: langs.en, title: 'Retitled', isOriginal: true });
    });

    it.each<[string, () => [number, unknown, number?], number, Record<string, unknown>]>([
      ['an inactive language', () => [langs.kn, { title: 't', content: 'c', excerpt: 'e' }], 400, { field: 'languageId', reason: `Language ${KANNADA} does not exist or is not active` }],
      ['no title', () => [langs.bn, { content: 'c', excerpt: 'e' }], 400, { field: 'title', reason: 'Title is required' }],
      ['no excerpt', () => [langs.bn, { title: 't', content: 'c', excerpt: '' }], 400, { field: 'excerpt', reason: 'Excerpt is required' }],
      ['an unknown field', () => [langs.bn, { title: 't', content: 'c', excerpt: 'e', languageId: 3 }], 400, { field: 'languageId', reason: 'unknown field' }],
      ['an unknown article', () => [langs.bn, { title: 't', content: 'c', excerpt: 'e' }, 99999], 404, { message: 'Article not found' }],
    ])('refuses %s', async (_name, args, status, body) => {
      const [languageId, payload, articleId] = args();
      expect(await put(languageId, payload, articleId)).toMatchObject({ status, body });
    });

    it('deletes a version: readers fall back to the original', async () => {
      await put(langs.bn, { title: 'বাংলা', content: '<p>বাংলা</p>', excerpt: 'সার' });
      const res = await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.bn}`);
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { languageId: number }) => t.languageId)).not.toContain(langs.bn);
      expect(res.body.translations.length).toBe(res.body.translationsCount);
      expect(await host.services.repos.articles.getContent(id, langs.bn)).toBeNull();
      expect(await (await publicRead('hand-translated', 'bn')).json()).toMatchObject({ language: { code: 'en' } });
    });

    it('refuses to delete the original (400) and answers 404 for a missing version', async () => {
      expect(await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.en}`)).toMatchObject({
        status: 400,
        body: { message: 'The original language version cannot be deleted. Delete the article instead.' },
      });
      expect(await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.bn}`)).toMatchObject({ status: 404, body: { message: 'Translation not found' } });
      expect(await host.admin('DELETE', `/api/admin/articles/99999/translations/${langs.bn}`)).toMatchObject({ status: 404, body: { message: 'Article not found' } });
    });
  });
});
