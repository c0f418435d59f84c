/** An article read, updated and deleted over the admin API: every language version, partial updates and their checks, deletion with everything under it. */
import { describe, expect, it } from 'vitest';
import { MINUTE, adminArticlesHost } from '../helpers/admin-articles.js';

describe('admin article calls', () => {
  const { host, langs, clock, create, createBody, publicRead } = adminArticlesHost();

  describe('GET /api/admin/articles/{id}', () => {
    it('answers every language version with its content', async () => {
      const { id } = await create('full-read');
      await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.bn}`, { title: 'বাংলা', content: '<p>বাংলা লেখা</p>', excerpt: 'সারাংশ' });
      const res = await host.admin('GET', `/api/admin/articles/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { language: { code: string }; content: string }) => [t.language.code, t.content])).toEqual([
        ['en', '<p>Body of full-read</p>'],
        ['bn', '<p>বাংলা লেখা</p>'],
      ]);
      expect(res.body.translations[1].metaDescription).toBe('');
    });

    it('answers 404 for an unknown article and 400 for a malformed id', async () => {
      expect(await host.admin('GET', '/api/admin/articles/99999')).toMatchObject({ status: 404, body: { message: 'Article not found' } });
      expect(await host.admin('GET', '/api/admin/articles/abc')).toMatchObject({ status: 400, body: { field: 'id', reason: 'id must be a positive integer written in plain digits, such as 3' } });
    });
  });

  describe('PATCH /api/admin/articles/{id}', () => {
    let patched = 0;
    const patch = (id: number, body: unknown) => host.admin('PATCH', `/api/admin/articles/${id}`, body);

    it('changes only the fields given', async () => {
      const { id } = await create('patch-fields', { article: { imageUrl: '/media/old.png' } });
      const res = await patch(id, { article: { category: 'research', isFeatured: true } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: 'patch-fields', category: 'research', isFeatured: true, imageUrl: '/media/old.png', status: 'draft' });
      expect((await patch(id, { article: { imageUrl: '' } })).body.imageUrl).toBeNull();
      expect((await patch(id, {})).status).toBe(200);
    });

    it('publishing sets publishedAt once; later edits and re-publishing keep the first time', async () => {
      const { id } = await create('publish-once');
      const first = clock.now().toISOString();
      expect((await patch(id, { article: { status: 'published' } })).body.publishedAt).toBe(first);
      expect((await publicRead('publish-once')).status).toBe(200);
      clock.advance(10 * MINUTE);
      expect((await patch(id, { article: { status: 'draft' } })).body).toMatchObject({ status: 'draft', publishedAt: first });
      expect((await publicRead('publish-once')).status).toBe(404);
      clock.advance(10 * MINUTE);
      const again = await patch(id, { article: { status: 'published', publishedAt: clock.now().toISOString() }, translation: { languageId: langs.en, title: 'Edited', content: '<p>Edited</p>', excerpt: 'Edited' } });
      expect(again.body).toMatchObject({ status: 'published', publishedAt: first });
    });

    it('moving away from scheduled clears scheduledAt; a kept time is accepted even when it is now close', async () => {
      const at = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
      const { id } = await create('reschedule', { article: { status: 'scheduled', scheduledAt: at } });
      clock.advance(7 * MINUTE);
      const kept = await patch(id, { article: { status: 'scheduled', scheduledAt: at, isFeatured: true } });
      expect(kept.status).toBe(200);
      const moved = await patch(id, { article: { status: 'scheduled', scheduledAt: new Date(clock.now().getTime() + 4 * MINUTE).toISOString() } });
      expect(moved).toMatchObject({ status: 400, body: { field: 'article.scheduledAt', reason: 'Scheduled time must be at least 5 minutes from now' } });
      const drafted = await patch(id, { article: { status: 'draft' } });
      expect(drafted.body).toMatchObject({ status: 'draft', scheduledAt: null, publishedAt: null });
      const again = await patch(id, { article: { status: 'scheduled' } });
      expect(again).toMatchObject({ status: 400, body: { field: 'article.scheduledAt', reason: 'Please choose a scheduled time' } });
    });

    it('edits the original through `translation`, keeping the list summary in step, and sanitises it', async () => {
      const { id } = await create('patch-original');
      const res = await patch(id, { translation: { languageId: langs.en, title: 'New title', content: '<p onmouseover="x()">New</p>', excerpt: 'New excerpt', metaDescription: 'New meta', isOriginal: true } });
      expect(res.body.translations).toEqual([expect.objectContaining({ title: 'New title', content: '<p>New</p>', excerpt: 'New excerpt', metaDescription: 'New meta', isOriginal: true })]);
      const listed = (await host.admin('GET', '/api/admin/articles?limit=100')).body.find((a: { id: number }) => a.id === id);
      expect(listed.translations[0]).toMatchObject({ title: 'New title', excerpt: 'New excerpt' });
    });

    it('adds another language through `translation` and replaces the AI targets with selectedLanguages', async () => {
      const { id } = await create('patch-translation', { targetLanguages: [langs.hi] });
      const res = await patch(id, { translation: { languageId: langs.bn, title: 'বাংলা', content: '<p>ক</p>', excerpt: 'খ' }, selectedLanguages: [langs.bn, langs.hi] });
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { languageId: number; isOriginal: boolean }) => [t.languageId, t.isOriginal])).toEqual([
        [langs.en, true],
        [langs.bn, false],
      ]);
      expect(res.body.targetLanguageIds).toEqual([langs.bn, langs.hi]);
    });

    it('refuses a taken slug with 409 and accepts the article\'s own slug', async () => {
      await create('patch-taken');
      const { id } = await create('patch-mine');
      expect(await patch(id, { article: { slug: 'patch-taken' } })).toMatchObject({ status: 409, body: { field: 'article.slug' } });
      expect((await patch(id, { article: { slug: 'patch-mine' } })).status).toBe(200);
      expect((await patch(id, { article: { slug: 'patch-renamed' } })).body.slug).toBe('patch-renamed');
      expect((await publicRead('patch-mine')).status).toBe(404);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a bad slug', { article: { slug: 'No Good' } }, 'article.slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
      ['an unknown field', { article: { views: 5 } }, 'article.views', 'unknown field'],
      ['an unknown top-level field', { targetLanguages: [2] }, 'targetLanguages', 'unknown field'],
      ['a translation without a title', { translation: { languageId: 1, content: 'c', excerpt: 'e' } }, 'translation.title', 'Title is required'],
      ['an inactive selected language', { selectedLanguages: [4] }, 'selectedLanguages.0', 'Language 4 does not exist or is not active'],
    ])('refuses %s with 400', async (_name, body, field, reason) => {
      const { id } = await create(`patch-bad-${++patched}`);
      const res = await patch(id, body);
      expect(res).toMatchObject({ status: 400, body: { message: `Invalid body parameter '${field}': ${reason}`, field, reason } });
    });

    it('answers 404 for an unknown article', async () => {
      expect(await patch(99999, { article: { isFeatured: true } })).toMatchObject({ status: 404, body: { message: 'Article not found' } });
    });
  });

  describe('DELETE /api/admin/articles/{id}', () => {
    it('deletes the article, then its content and counters (trigger), leaving nothing behind', async () => {
      const { id } = await create('to-delete', { article: { status: 'published' } });
      await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'ह', content: '<p>ह</p>', excerpt: 'ह' });
      await host.post(`/api/articles/${id}/view`);
      const repo = host.services.repos.articles;
      expect(await repo.counters(id).totals()).toEqual({ views: 1, shares: 0 });

      const fired = host.triggers.waitOne('onArticleDeleted', { timeout: 5000 });
      const res = await host.admin('DELETE', `/api/admin/articles/${id}`);
      expect(res).toMatchObject({ status: 200, body: { id, deleted: true } });
      await fired;

      expect(await repo.getContents([{ articleId: id, languageId: langs.en }, { articleId: id, languageId: langs.hi }])).toEqual([null, null]);
      expect(await repo.counters(id).totals()).toEqual({ views: 0, shares: 0 });
      expect((await host.admin('GET', `/api/admin/articles/${id}`)).status).toBe(404);
      expect((await publicRead('to-delete')).status).toBe(404);
      expect(await host.admin('DELETE', `/api/admin/articles/${id}`)).toMatchObject({ status: 404, body: { message: 'Article not found' } });
      // The slug is free again.
      expect((await host.admin('POST', '/api/admin/articles', createBody('to-delete'))).status).toBe(201);
    });
  });
});
