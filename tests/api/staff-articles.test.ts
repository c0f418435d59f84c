/**
 * Articles know their author, and a contributor's draft goes through review (issue 29): authorId
 * and the author's name in the console's list and detail, the "Mine" and "Waiting for review"
 * filters, "Submit for review", ownership and language rules on the article routes, refusals that
 * name what is missing, and an administrator from before roles who still signs in. Every field
 * that starts AI work in a language is that language's translation.update, and a public preview
 * link is for whoever may edit the article (issue 37). Against the fake AI provider, so the work a
 * call starts is seen done.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner, type StaffFixture } from '../helpers/staff-fixtures.js';

describe('articles and their authors', () => {
  let host: AiTestHost;
  let langs: Langs;
  let editor: StaffFixture;
  let author: StaffFixture;
  let contributor: StaffFixture;
  let translator: StaffFixture;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
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
  const create = async (who: StaffFixture | string, languageId: number, status = 'draft', targetLanguages: number[] = []) => {
    const res = await as(who, 'POST', '/articles', { ...body(languageId, status), targetLanguages });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; authorId: string; authorName: string; slug: string };
  };
  interface Stored {
    slug: string;
    status: string;
    isFeatured: boolean;
    targetLanguageIds: number[];
    translations: { languageId: number; title: string; isStale: boolean; source: string }[];
    translationJobs: { languageId: number; state: string; updatedAt: string }[];
  }
  /** The article as the owner reads it back. */
  const stored = async (id: number): Promise<Stored> => {
    const res = await as(host.adminToken, 'GET', `/articles/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const exists = async (id: number) => (await as(host.adminToken, 'GET', `/articles/${id}`)).status;
  const titleIn = async (id: number, languageId: number) => (await stored(id)).translations.find((t) => t.languageId === languageId)?.title;
  const jobs = async (id: number) => Object.fromEntries((await stored(id)).translationJobs.map((j) => [j.languageId, `${j.state} ${j.updatedAt}`]));
  const POLL = { timeout: 20_000, interval: 50 };
  /** AI translations into these languages made and current. */
  const translatedInto = (id: number, languageIds: number[]) =>
    expect
      .poll(async () => {
        const a = await stored(id);
        return languageIds.every((l) => a.translationJobs.find((j) => j.languageId === l)?.state === 'completed' && a.translations.some((t) => t.languageId === l && t.source === 'ai' && !t.isStale));
      }, POLL)
      .toBe(true);

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
    expect(await stored(draft.id)).toMatchObject({ slug: `edited-${draft.id}`, status: 'draft', isFeatured: false });
    const publish = await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { status: 'published' } });
    expect(publish.status).toBe(403);
    const feature = await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { isFeatured: true } });
    expect(feature.status).toBe(403);
    expect(feature.body.message).toBe('Contributors cannot publish, schedule or delete articles: submit the draft for review');
    const removal = await as(contributor, 'DELETE', `/articles/${draft.id}`);
    expect(removal).toMatchObject({ status: 403, body: { message: 'Contributors cannot publish, schedule or delete articles: submit the draft for review' } });
    expect(await stored(draft.id)).toMatchObject({ slug: `edited-${draft.id}`, status: 'draft', isFeatured: false });

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
    expect(await stored(draft.id)).toMatchObject({ status: 'published', awaitingReview: false });
    expect((await as(editor, 'GET', '/articles?review=waiting')).body).toEqual([]);
    // A published article is no longer the contributor's to edit, nor to submit.
    expect((await as(contributor, 'PATCH', `/articles/${draft.id}`, { article: { slug: 'again' } })).status).toBe(403);
    expect((await stored(draft.id)).slug).toBe(`edited-${draft.id}`);
    const late = await as(host.adminToken, 'POST', `/articles/${draft.id}/submit-for-review`);
    expect(late.status).toBe(409);
  });

  it('authors publish and delete their own articles only; editors those written in their languages', async () => {
    const own = await create(author, langs.hi);
    expect((await as(author, 'PATCH', `/articles/${own.id}`, { article: { status: 'published', isFeatured: true } })).status).toBe(200);
    expect(await stored(own.id)).toMatchObject({ status: 'published', isFeatured: true });
    const ownersArticle = await create(host.adminToken, langs.hi);
    const refused = await as(author, 'PATCH', `/articles/${ownersArticle.id}`, { article: { slug: 'taken-over' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Authors can edit their own articles only');
    expect(await stored(ownersArticle.id)).toMatchObject({ slug: ownersArticle.slug, status: 'draft' });
    expect((await as(editor, 'PATCH', `/articles/${ownersArticle.id}`, { article: { status: 'published' } })).status).toBe(200);
    expect(await stored(ownersArticle.id)).toMatchObject({ slug: ownersArticle.slug, status: 'published' });
    const english = await create(host.adminToken, langs.en);
    const outside = await as(editor, 'DELETE', `/articles/${english.id}`);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Editors can delete articles written in Hindi only');
    expect(await exists(english.id)).toBe(200);
    const outsideBody = body(langs.en);
    const createOutside = await as(editor, 'POST', '/articles', outsideBody);
    expect(createOutside.status).toBe(403);
    expect(createOutside.body.message).toBe('Editors can create articles in Hindi only');
    const everything = await as(host.adminToken, 'GET', '/articles?limit=100');
    expect(everything.body.map((a: { slug: string }) => a.slug)).not.toContain(outsideBody.article.slug);
    const deleted = await as(author, 'DELETE', `/articles/${own.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: own.id, deleted: true } });
    expect(await exists(own.id)).toBe(404);
  });

  it('a translator edits translations into their languages of any article, never the original nor other languages', async () => {
    const english = await create(host.adminToken, langs.en, 'published');
    const originalTitle = await titleIn(english.id, langs.en);
    const translation = { title: 'Hindi title', content: '<p>Hindi</p>', excerpt: 'Hindi excerpt' };
    expect((await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.hi}`, translation)).status).toBe(200);
    expect((await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.bn}`, { ...translation, title: 'Bengali title' })).status).toBe(200);
    expect([await titleIn(english.id, langs.hi), await titleIn(english.id, langs.bn)]).toEqual(['Hindi title', 'Bengali title']);
    const outside = await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.kn}`, translation);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Translators can edit translations into Hindi and Bengali only');
    const original = await as(translator, 'PUT', `/articles/${english.id}/translations/${langs.en}`, translation);
    expect(original.status).toBe(403);
    // A PATCH that carries a translation is that language's edit too.
    const viaPatch = await as(editor, 'PATCH', `/articles/${english.id}`, { translation: { languageId: langs.hi, ...translation, title: 'Taken over', isOriginal: false } });
    expect(viaPatch.status).toBe(403);
    expect((await stored(english.id)).translations.map((t) => [t.languageId, t.title]).sort()).toEqual(
      [[langs.en, originalTitle], [langs.hi, 'Hindi title'], [langs.bn, 'Bengali title']].sort(),
    );
    const hiOriginal = await create(host.adminToken, langs.hi);
    const bnViaPatch = await as(editor, 'PATCH', `/articles/${hiOriginal.id}`, { translation: { languageId: langs.bn, ...translation, isOriginal: false } });
    expect(bnViaPatch.status).toBe(403);
    expect(bnViaPatch.body.message).toBe('Editors can edit translations into Hindi only');
    expect((await stored(hiOriginal.id)).translations.map((t) => t.languageId)).toEqual([langs.hi]);
    // Retranslating asks for each language.
    const retranslate = await as(translator, 'POST', `/articles/${english.id}/translate`, { languageIds: [langs.hi, langs.kn] });
    expect(retranslate.status).toBe(403);
    expect(retranslate.body.message).toBe('Translators can edit translations into Hindi and Bengali only');
    expect((await stored(english.id)).translationJobs).toEqual([]);
  });

  it('a missing article is 404 and a bad id 400 whoever asks; nothing refused is a 500', async () => {
    for (const who of [translator, contributor, editor]) {
      expect((await as(who, 'PATCH', '/articles/99999', { article: { slug: 'x' } })).status).toBe(404);
      expect((await as(who, 'DELETE', '/articles/99999')).status).toBe(404);
      expect((await as(who, 'PUT', `/articles/99999/translations/${langs.hi}`, { title: 'T', content: '<p>C</p>', excerpt: 'E' })).status).toBe(404);
      // A bad body is the 400 it always was, before the article is looked for.
      expect((await as(who, 'PUT', `/articles/99999/translations/${langs.hi}`, {})).status).toBe(400);
      expect(await as(who, 'POST', '/articles/abc/submit-for-review')).toMatchObject({ status: 400, body: { field: 'id' } });
    }
  });

  it('site text: translators and editors of a language only', async () => {
    const row = async (languageId: number) => (await as(host.adminToken, 'GET', `/site-text/${languageId}`)).body.rows.find((r: { key: string }) => r.key === 'nav.home');
    const ok = await as(translator, 'PUT', `/site-text/${langs.bn}/nav.home`, { text: 'হোম' });
    expect(ok).toMatchObject({ status: 200, body: { key: 'nav.home', text: 'হোম', source: 'human' } });
    expect(await row(langs.bn)).toMatchObject({ text: 'হোম', source: 'human' });
    const refused = await as(editor, 'PUT', `/site-text/${langs.bn}/nav.home`, { text: 'মূল পাতা' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Editors can edit the site text of Hindi only');
    expect(await row(langs.bn)).toMatchObject({ text: 'হোম', source: 'human' });
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
  it('an editor of Hindi starts no AI work in another language through a new article or its targets; what they may translate, they start', async () => {
    const hindiEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const twoLanguageEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] });
    const refusal = { status: 403, body: { message: 'Editors can edit translations into Hindi only' } };

    // Creating with AI targets outside their languages: refused, nothing made.
    for (const targets of [[langs.en, langs.bn], [langs.bn], [langs.hi, langs.en], [langs.bn, langs.bn]]) {
      expect(await as(hindiEditor, 'POST', '/articles', { ...body(langs.hi), targetLanguages: targets }), JSON.stringify(targets)).toMatchObject(refusal);
    }
    expect((await as(hindiEditor, 'GET', '/articles?mine=true&limit=100')).body).toEqual([]);
    // Their own language is the original's: no translation, no work.
    const plain = await create(hindiEditor, langs.hi, 'draft', [langs.hi]);
    expect(await stored(plain.id)).toMatchObject({ targetLanguageIds: [], translationJobs: [] });
    // An editor of Bengali too starts the Bengali translation with the article.
    const both = await create(twoLanguageEditor, langs.hi, 'draft', [langs.bn]);
    await translatedInto(both.id, [langs.bn]);

    // PATCH adding a language to an article's targets is translating into it.
    const article = await create(host.adminToken, langs.hi);
    expect(await as(hindiEditor, 'PATCH', `/articles/${article.id}`, { selectedLanguages: [langs.bn] })).toMatchObject(refusal);
    expect(await as(hindiEditor, 'PATCH', `/articles/${article.id}`, { article: { slug: `${article.slug}-renamed` }, selectedLanguages: [langs.en, langs.bn] })).toMatchObject(refusal);
    expect(await stored(article.id)).toMatchObject({ slug: article.slug, targetLanguageIds: [], translationJobs: [] });
    const added = await as(twoLanguageEditor, 'PATCH', `/articles/${article.id}`, { selectedLanguages: [langs.bn] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await translatedInto(article.id, [langs.bn]);
    expect(await as(twoLanguageEditor, 'PATCH', `/articles/${article.id}`, { selectedLanguages: [langs.bn, langs.en] })).toMatchObject({
      status: 403,
      body: { message: 'Editors can edit translations into Hindi and Bengali only' },
    });
    expect(await stored(article.id)).toMatchObject({ targetLanguageIds: [langs.bn] });
    expect((await stored(article.id)).translationJobs.map((j) => j.languageId)).toEqual([langs.bn]);
  });

  it('re-sending the targets an article has is no new work: a save refreshes only the languages the person may translate', async () => {
    const hindiEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const twoLanguageEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] });
    const article = await create(host.adminToken, langs.hi, 'draft', [langs.en, langs.bn]);
    await translatedInto(article.id, [langs.en, langs.bn]);
    const done = await jobs(article.id);
    const rewrite = (title: string) => ({ languageId: langs.hi, title, content: `<p>${title}</p>`, excerpt: title, isOriginal: true });

    // The Hindi editor rewrites the original and sends the same targets (in another order), as the console does.
    const saved = await as(hindiEditor, 'PATCH', `/articles/${article.id}`, { translation: rewrite('नया पाठ'), selectedLanguages: [langs.bn, langs.en] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await stored(article.id);
    expect(after.targetLanguageIds.sort()).toEqual([langs.en, langs.bn].sort());
    expect(after.translations.find((t) => t.languageId === langs.hi)?.title).toBe('नया पाठ');
    // English and Bengali are stale now, and nobody started their refresh: not this editor's languages.
    expect(after.translations.filter((t) => t.isStale).map((t) => t.languageId).sort()).toEqual([langs.en, langs.bn].sort());
    expect(await jobs(article.id)).toEqual(done);

    // An editor of Bengali saving the same targets refreshes Bengali, and only Bengali.
    const refreshed = await as(twoLanguageEditor, 'PATCH', `/articles/${article.id}`, { selectedLanguages: [langs.en, langs.bn] });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    await translatedInto(article.id, [langs.bn]);
    const now = await jobs(article.id);
    expect(now[langs.en]).toBe(done[langs.en]);
    expect(now[langs.bn]).not.toBe(done[langs.bn]);
    expect((await stored(article.id)).translations.find((t) => t.languageId === langs.en)?.isStale).toBe(true);
  });

  it('a save racing one that removes a language never puts it back for someone who may not translate it', async () => {
    const hindiEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const article = await create(host.adminToken, langs.hi, 'draft', [langs.en, langs.bn]);
    await translatedInto(article.id, [langs.en, langs.bn]);
    const both = { selectedLanguages: [langs.en, langs.bn] };
    const seen = new Set<number>();
    // Each round is a real race on Firestore's locks: its loser waits and is retried (about a second).
    for (let round = 0; round < 8; round++) {
      expect((await as(host.adminToken, 'PATCH', `/articles/${article.id}`, both)).status).toBe(200);
      const [save, removal] = await Promise.all([
        as(hindiEditor, 'PATCH', `/articles/${article.id}`, both),
        as(host.adminToken, 'PATCH', `/articles/${article.id}`, { selectedLanguages: [langs.en] }),
      ]);
      expect(removal.status, JSON.stringify(removal.body)).toBe(200);
      // Saved before the removal (nothing to add), refused on the targets it read, or a conflict when they changed under it.
      expect([200, 403, 409], JSON.stringify(save.body)).toContain(save.status);
      if (save.status === 409) expect(save.body).toMatchObject({ field: 'selectedLanguages', message: 'The languages this article is translated into changed while you were saving: reload it and try again' });
      seen.add(save.status);
    }
    // No save of the editor's ever added Bengali (each change of the targets is in the audit log with from and to).
    const log = await as(host.adminToken, 'GET', `/audit-log?actorId=${hindiEditor.uid}&targetType=article&targetId=${article.id}&limit=100`);
    expect(log.status).toBe(200);
    const added = (log.body.entries as { changes: { targetLanguageIds?: { from: number[]; to: number[] } } }[])
      .map((e) => e.changes.targetLanguageIds)
      .filter((c) => c && c.to.includes(langs.bn) && !c.from.includes(langs.bn));
    expect(added).toEqual([]);
    expect(seen.size).toBeGreaterThan(0);
  }, 120_000);

  it('authors and contributors start AI work on their own articles (drafts, for contributors), never on anyone else’s', async () => {
    const hindiAuthor = await createStaff(host, { role: 'author', languageIds: [langs.hi] });
    const hindiContributor = await createStaff(host, { role: 'contributor', languageIds: [langs.hi] });
    // Their own: a translation of one's own article is one's own to ask for, in any language.
    const byAuthor = await create(hindiAuthor, langs.hi, 'published', [langs.bn]);
    await translatedInto(byAuthor.id, [langs.bn]);
    expect((await as(hindiAuthor, 'PATCH', `/articles/${byAuthor.id}`, { selectedLanguages: [langs.bn, langs.en] })).status).toBe(200);
    await translatedInto(byAuthor.id, [langs.en]);
    const byContributor = await create(hindiContributor, langs.hi, 'draft', [langs.en]);
    await translatedInto(byContributor.id, [langs.en]);
    expect((await as(hindiContributor, 'PATCH', `/articles/${byContributor.id}`, { selectedLanguages: [langs.en, langs.bn] })).status).toBe(200);
    await translatedInto(byContributor.id, [langs.bn]);

    // Someone else's article, and a contributor's own once it is published: refused, nothing changed.
    const others = await create(host.adminToken, langs.hi);
    for (const [who, id, message] of [
      [hindiAuthor, others.id, 'Authors can edit their own articles only'],
      [hindiContributor, others.id, 'Contributors can edit their own drafts only'],
      [hindiAuthor, byContributor.id, 'Authors can edit their own articles only'],
    ] as const) {
      expect(await as(who, 'PATCH', `/articles/${id}`, { selectedLanguages: [langs.en, langs.bn] })).toMatchObject({ status: 403, body: { message } });
    }
    expect(await stored(others.id)).toMatchObject({ targetLanguageIds: [], translationJobs: [] });
    expect((await as(host.adminToken, 'PATCH', `/articles/${byContributor.id}`, { article: { status: 'published' } })).status).toBe(200);
    const late = await as(hindiContributor, 'PATCH', `/articles/${byContributor.id}`, { selectedLanguages: [langs.en] });
    expect(late).toMatchObject({ status: 403, body: { message: 'Contributors can edit their own drafts only' } });
    expect((await stored(byContributor.id)).targetLanguageIds.sort()).toEqual([langs.en, langs.bn].sort());
  });

  it('a public preview link is for whoever may edit the article: anyone else is refused and no link is made', async () => {
    const previews = async () => (await host.firestore.db.collection('articlePreviews').get()).size;
    const hindiDraft = await create(host.adminToken, langs.hi);
    const englishDraft = await create(host.adminToken, langs.en);
    const before = await previews();
    for (const [who, id, message] of [
      [translator, hindiDraft.id, 'Translators can edit translations into Hindi and Bengali only'],
      [contributor, hindiDraft.id, 'Contributors can edit their own drafts only'],
      [author, hindiDraft.id, 'Authors can edit their own articles only'],
      [editor, englishDraft.id, 'Editors can edit articles written in Hindi only'],
    ] as const) {
      expect(await as(who, 'POST', `/articles/${id}/preview`)).toMatchObject({ status: 403, body: { message } });
    }
    expect(await previews()).toBe(before);

    // Those who may edit it get a link that shows the draft to anyone holding it.
    const ownDraft = await create(author, langs.hi);
    const contributorsDraft = await create(contributor, langs.hi);
    for (const [who, article] of [
      [editor, hindiDraft],
      [author, ownDraft],
      [contributor, contributorsDraft],
      [host.adminToken, englishDraft],
    ] as const) {
      const made = await as(who, 'POST', `/articles/${article.id}/preview`);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const token = new URL(made.body.url).pathname.split('/').at(-1);
      const shown = await host.call('GET', `/api/preview/${token}`);
      expect(shown).toMatchObject({ status: 200, body: { id: article.id, slug: article.slug, title: await titleIn(article.id, article.id === englishDraft.id ? langs.en : langs.hi) } });
    }
    expect(await previews()).toBe(before + 4);
  });
});
