/**
 * Autosave over the admin API (issue 24): an editor's unsaved work on one language version is
 * kept per article, language and person (issue 39), sanitised as a save would be, never changes the
 * article itself, and is refused with JSON errors for bad input, missing articles and unsigned
 * callers. Two staff on one article never see, replace or delete each other's draft; deleting the
 * article deletes everyone's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, type StaffFixture } from '../helpers/staff-fixtures.js';

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

  describe('two staff on one article', () => {
    let owner: StaffFixture;
    let editor: StaffFixture;
    let id: number;
    const as = (who: StaffFixture, method: string, languageId: number, body?: unknown) => host.call(method, path(languageId, id), { token: who.token, body });

    beforeAll(async () => {
      owner = { uid: host.adminUid, token: host.adminToken, email: 'admin@test.local' };
      editor = await createStaff(host, { role: 'editor', languageIds: '*', name: 'Priya Sharma' });
      id = (await createArticle(host.services, langs, { slug: 'two-hands' })).id;
    });

    it("offers each person only their own draft, and a save clears only the saver's", async () => {
      expect((await as(editor, 'PUT', langs.en, { title: "Editor's unsaved title", content: '<p>Editor typed this</p>' })).status).toBe(200);
      // The owner opens the article: no draft is theirs, so none is offered.
      expect((await as(owner, 'GET', langs.en)).body).toEqual({ autosave: null });

      expect((await as(owner, 'PUT', langs.en, { title: "Owner's unsaved title" })).status).toBe(200);
      expect((await as(owner, 'GET', langs.en)).body.autosave).toMatchObject({ title: "Owner's unsaved title", content: '' });
      expect((await as(editor, 'GET', langs.en)).body.autosave).toMatchObject({ title: "Editor's unsaved title", content: '<p>Editor typed this</p>' });

      // The owner saves the article and the console clears the owner's draft: the editor's stays.
      expect((await as(owner, 'DELETE', langs.en)).body).toEqual({ deleted: true });
      expect((await as(owner, 'GET', langs.en)).body).toEqual({ autosave: null });
      expect((await as(editor, 'GET', langs.en)).body.autosave).toMatchObject({ title: "Editor's unsaved title", content: '<p>Editor typed this</p>' });
      // Clearing again (no draft of one's own) deletes nothing of anyone's.
      expect((await as(owner, 'DELETE', langs.en)).body).toEqual({ deleted: false });
      expect((await as(editor, 'GET', langs.en)).body.autosave).toMatchObject({ title: "Editor's unsaved title" });
    });

    it('offers nobody a shared draft kept before drafts were per person', async () => {
      const db = host.firestore.db;
      const now = new Date();
      await db.doc(`articleAutosaves/${id}_${langs.hi}`).set({
        articleId: id,
        languageId: langs.hi,
        title: 'Whose was this?',
        excerpt: '',
        content: '<p>old shared draft</p>',
        metaDescription: '',
        savedAt: now,
        expireAt: new Date(now.getTime() + 86_400_000),
      });
      expect((await as(owner, 'GET', langs.hi)).body).toEqual({ autosave: null });
      expect((await as(editor, 'GET', langs.hi)).body).toEqual({ autosave: null });
      // Clearing one's own leaves it alone too: it goes with the article (below) or by TTL.
      expect((await as(editor, 'DELETE', langs.hi)).body).toEqual({ deleted: false });
      expect((await db.doc(`articleAutosaves/${id}_${langs.hi}`).get()).exists).toBe(true);
    });

    it("deleting the article deletes every person's drafts of it, and no draft can be kept after", async () => {
      await as(owner, 'PUT', langs.en, { title: 'Owner again' });
      await as(editor, 'PUT', langs.hi, { title: 'हिन्दी मसौदा' });
      const drafts = () => host.firestore.db.collection('articleAutosaves').where('articleId', '==', id).get();
      expect((await drafts()).size).toBe(4); // the editor's English and Hindi, the owner's English, the old shared one

      const fired = host.triggers.waitOne('onArticleDeleted', { timeout: 15_000 });
      expect((await host.admin('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
      await fired;
      expect((await drafts()).docs.map((d) => d.id)).toEqual([]);
      expect((await as(editor, 'PUT', langs.en, { title: 'too late' })).status).toBe(404);
      expect((await drafts()).size).toBe(0);
    });
  });
});
