/**
 * Articles know their author, and a contributor's draft goes through review (issue 29): authorId
 * and the author's name in the console's list and detail, the "Mine" and "Waiting for review"
 * filters, "Submit for review", ownership and language rules on the article routes, refusals that
 * name what is missing, and an administrator from before roles who still signs in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner, type StaffFixture } from '../helpers/staff-fixtures.js';

describe('articles and their authors', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let editor: StaffFixture;
  let author: StaffFixture;
  let contributor: StaffFixture;
  let translator: StaffFixture;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
    [editor, author, contributor, translator] = await Promise.all([
      createStaff(host, { role: 'editor', languageIds: [langs.hi], name: 'Esha Editor' }),
      createStaff(host, { role: 'author', languageIds: [langs.hi], name: 'Arun Author' }),
      createStaff(host, { role: 'contributor', languageIds: [langs.hi], name: 'Chitra Contributor' }),
      createStaff(host, { role: 'translator', languageIds: [langs.hi, langs.bn], name: 'Tara Translator' }),
    ]);
  }, 120_000);
  afterAll(() => host?.stop());
  afterEach(() => expectOneActiveOwner(host));

  const as = (who: StaffFixture | string, method: string, path: string, body?: unknown) =>
    host.call(method, `/api/admin${path}`, { token: typeof who === 'string' ? who : who.token, body });
  let n = 0;
  const body = (languageId: number, status = 'draft', extra: Record<string, unknown> = {}) => {
    n += 1;
    return {
      article: { slug: `piece-${n}`, category: 'education', status, isFeatured: false, ...extra },
      translation: { languageId, title: `Piece ${n}`, content: `<p>Body ${n}</p>`, excerpt: `Excerpt ${n}`, isOriginal: true },
    };
  };
  const create = async (who: StaffFixture | string, languageId: number, status = 'draft') => {
    const res = await as(who, 'POST', '/articles', body(languageId, status));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; authorId: string; authorName: string };
  };

  it('records who created an article in the console, and shows their name in the list and the detail', async () => {
    const mine = await create(author, langs.hi);
    expect(mine).toMatchObject({ authorId: author.uid, authorName: 'Arun Author', awaitingReview: false, submittedForReview: null });
    const detail = await as(host.adminToken, 'GET', `/articles/${mine.id}`);
    expect(detail.body).toMatchObject({ authorId: author.uid, authorName: 'Arun Author' });
    const list = await as(host.adminToken, 'GET', '/articles?limit=100');
    expect(list.body.find((a: { id: number }) => a.id === mine.id)).toMatchObject({ authorId: author.uid, authorName: 'Arun Author' });
    const byOwner = await create(host.adminToken, langs.en);
    expect(byOwner).toMatchObject({ authorId: host.adminUid, authorName: 'Administrator' });
  });

  it('"Mine" lists only the signed-in person\'s articles, with the other filters too', async () => {
    const a1 = await create(author, langs.hi);
    const a2 = await create(author, langs.hi, 'published');
    const other = await create(editor, langs.hi);
    const mine = await as(author, 'GET', '/articles?mine=true&limit=100');
    expect(mine.status).toBe(200);
    const ids = mine.body.map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([a1.id, a2.id]));
    expect(ids).not.toContain(other.id);
    expect(mine.body.every((a: { authorId: string }) => a.authorId === author.uid)).toBe(true);
    const mineDrafts = await as(author, 'GET', '/articles?mine=true&status=draft&category=education&limit=100');
    expect(mineDrafts.status).toBe(200);
    expect(mineDrafts.body.map((a: { id: number }) => a.id)).toContain(a1.id);
    expect(mineDrafts.body.map((a: { id: number }) => a.id)).not.toContain(a2.id);
    // Everyone still sees every article without the filter.
    const all = await as(translator, 'GET', '/articles?limit=100');
    expect(all.body.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([a1.id, a2.id, other.id]));
    const bad = await as(author, 'GET', '/articles?mine=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('mine must be one of: true, false');
  });

  it('a contributor keeps drafts only, submits one for review, and an editor of its language publishes it', async () => {
    const refused = await as(contributor, 'POST', '/articles', body(langs.hi, 'published'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Contributors can only save drafts: submit the draft for review');

    const featured = await as(contributor, 'POST', '/articles', body(langs.hi, 'draft', { isFeatured: true }));
    expect(featured.status).toBe(403);
    expect(featured.body.message).toBe('Contributors cannot publish, schedule or delete articles: submit the draft for review');

    const draft = await create(contributor, langs.hi);
    const edit = await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { slug: `edited-${draft.id}`, status: 'draft', isFeatured: false } });
    expect(edit.status).toBe(200);
    const publish = await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { status: 'published' } });
    expect(publish.status).toBe(403);
    const feature = await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { isFeatured: true } });
    expect(feature.status).toBe(403);
    expect(feature.body.message).toBe('Contributors cannot publish, schedule or delete articles: submit the draft for review');
    expect((await as(contributor, 'DELETE', `/articles/${draft.id}`)).status).toBe(403);

    expect((await as(editor, 'GET', '/articles?review=waiting')).body.map((a: { id: number }) => a.id)).not.toContain(draft.id);
    const submitted = await as(contributor, 'POST', `/articles/${draft.id}/submit-for-review`);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      awaitingReview: true,
      submittedForReview: { at: expect.any(String), byId: contributor.uid, byName: 'Chitra Contributor' },
    });

    const waiting = await as(editor, 'GET', '/articles?review=waiting&limit=100');
    expect(waiting.status).toBe(200);
    expect(waiting.body.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    // Combined with the other filters (served by merging their indexes).
    expect((await as(editor, 'GET', '/articles?review=waiting&status=draft&category=education')).body).toHaveLength(1);

    // A draft waits for the editors of its language: a Bengali one is not the Hindi editor's to review.
    const ids = (res: { body: { id: number }[] }) => res.body.map((a) => a.id);
    const bengaliContributor = await createStaff(host, { role: 'contributor', languageIds: [langs.bn] });
    const bengaliDraft = await create(bengaliContributor, langs.bn);
    expect((await as(bengaliContributor, 'POST', `/articles/${bengaliDraft.id}/submit-for-review`)).status).toBe(200);
    expect(ids(await as(editor, 'GET', '/articles?review=waiting&limit=100'))).toEqual([draft.id]);
    const twoLanguageEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] });
    expect(ids(await as(twoLanguageEditor, 'GET', '/articles?review=waiting&limit=100'))).toEqual([bengaliDraft.id, draft.id]);
    expect(ids(await as(host.adminToken, 'GET', '/articles?review=waiting&limit=100'))).toEqual([bengaliDraft.id, draft.id]);
    expect((await as(editor, 'GET', '/articles?review=waiting&status=draft&category=education')).body).toHaveLength(1);

    // Once submitted it is still the contributor's draft, but someone else's cannot be submitted.
    const othersDraft = await create(author, langs.hi);
    const notTheirs = await as(contributor, 'POST', `/articles/${othersDraft.id}/submit-for-review`);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe('Contributors can submit their own drafts only');
    expect((await as(editor, 'POST', `/articles/${othersDraft.id}/submit-for-review`)).status).toBe(403);

    const published = await as(editor, 'PATCH', `/articles/${draft.id}`, { article: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', awaitingReview: false, authorId: contributor.uid });
    expect((await as(editor, 'GET', '/articles?review=waiting')).body).toEqual([]);
    // A published article is no longer the contributor's to edit, nor to submit.
    expect((await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { slug: 'again' } })).status).toBe(403);
    const late = await as(host.adminToken, 'POST', `/articles/${draft.id}/submit-for-review`);
    expect(late.status).toBe(409);
  });

  it('authors publish and delete their own articles only; editors those written in their languages', async () => {
    const own = await create(author, langs.hi);
    expect((await as(author, 'PATCH', `/articles/${own.id}`, { article: { status: 'published', isFeatured: true } })).status).toBe(200);
    const ownersArticle = await create(host.adminToken, langs.hi);
    const refused = await as(author, 'PATCH', `/articles/${ownersArticle.id}`, { article: { slug: 'taken-over' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Authors can edit their own articles only');
    expect((await as(editor, 'PATCH', `/articles/${ownersArticle.id}`, { article: { status: 'published' } })).status).toBe(200);
    const english = await create(host.adminToken, langs.en);
    const outside = await as(editor, 'DELETE', `/articles/${english.id}`);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Editors can delete articles written in Hindi only');
    const createOutside = await as(editor, 'POST', '/articles', body(langs.en));
    expect(createOutside.status).toBe(403);
    expect(createOutside.body.message).toBe('Editors can create articles in Hindi only');
    expect((await as(author, 'DELETE', `/articles/${own.id}`)).status).toBe(200);
  });

  it('a translator edits translations into their languages of any article, never the original nor other languages', async () => {
    const english = await create(host.adminToken, langs.en, 'published');
    const translation = { title: 'Hindi title', content: '<p>Hindi</p>', excerpt: 'Hindi excerpt' };
    expect((await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.hi}`, translation)).status).toBe(200);
    expect((await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.bn}`, translation)).status).toBe(200);
    const outside = await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.kn}`, translation);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Translators can edit translations into Hindi and Bengali only');
    const original = await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.en}`, translation);
    expect(original.status).toBe(403);
    // A PATCH that carries a translation is that language's edit too.
    const viaPatch = await as(editor, 'PATCH', `/articles/${english.id}`, { translation: { languageId: langs.hi, ...translation, isOriginal: false } });
    expect(viaPatch.status).toBe(403);
    const hiOriginal = await create(host.adminToken, langs.hi);
    const bnViaPatch = await as(editor, 'PATCH', `/articles/${hiOriginal.id}`, { translation: { languageId: langs.bn, ...translation, isOriginal: false } });
    expect(bnViaPatch.status).toBe(403);
    expect(bnViaPatch.body.message).toBe('Editors can edit translations into Hindi only');
    // Retranslating asks for each language.
    const retranslate = await as(translator, 'POST', `/articles/${english.id}/translate`, { languageIds: [langs.hi, langs.kn] });
    expect(retranslate.status).toBe(403);
    expect(retranslate.body.message).toBe('Translators can edit translations into Hindi and Bengali only');
  });

  it('a missing article is 404 and a bad id 400 whoever asks; nothing refused is a 500', async () => {
    for (const who of [translator, contributor, editor]) {
      expect((await as(who, 'PATCH', '/articles/99999', { article: { slug: 'x' } })).status).toBe(404);
      expect((await as(who, 'DELETE', '/articles/99999')).status).toBe(404);
      expect((await as(who, 'PUT', `/articles/99999/translations/${langs.hi}`, { title: 'T', content: '<p>C</p>', excerpt: 'E' })).status).toBe(404);
      // A bad body is the 400 it always was, before the article is looked for.
      expect((await as(who, 'PUT', `/articles/99999/translations/${langs.hi}`, {})).status).toBe(400);
      expect((await as(who, 'POST', '/articles/abc/submit-for-review')).status).toBe(400);
    }
  });

  it('site text: translators and editors of a language only', async () => {
    const ok = await as(translator, 'PUT', `/site-text/${langs.bn}/nav.home`, { text: 'হোম' });
    expect(ok.status).not.toBe(403);
    const refused = await as(editor, 'PUT', `/site-text/${langs.bn}/nav.home`, { text: 'হোম' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Editors can edit the site text of Hindi only');
    const author403 = await as(author, 'GET', `/site-text/${langs.hi}`);
    expect(author403.status).toBe(403);
    expect(author403.body.message).toBe('Authors cannot edit the site text');
  });

  it('an administrator from before roles (only the old claim, no staff document) still signs in, as an administrator', async () => {
    const email = 'legacy-admin@test.local';
    const user = await host.adminAuth!.createUser({ email, password: 'legacy-secret-1', displayName: 'Legacy Admin' });
    await host.adminAuth!.setCustomUserClaims(user.uid, { admin: true });
    const login = await host.call('POST', '/api/admin/login', { body: { email, password: 'legacy-secret-1' } });
    expect(login.status).toBe(200);
    const me = await host.call('GET', '/api/admin/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: user.uid, email, role: 'administrator', languageIds: '*' });
    expect((await host.call('GET', '/api/admin/api-keys', { token: login.body.token })).status).toBe(200);
    // The seeded administrator is the owner.
    expect((await as(host.adminToken, 'GET', '/me')).body.role).toBe('owner');
  });
});
