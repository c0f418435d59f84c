/**
 * Many hands, one article (issue 39): every console write names the version it started from
 * (If-Match "v<n>"); a stale one merges three ways when it does not overlap (both kept, read back
 * whole) and is refused with 409 and both versions when it does (nothing written). The stories of
 * the issue, each both ways, through HTTP, as two staff members: the owner and a Hindi editor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminArticlesHost, MINUTE } from '../helpers/admin-articles.js';
import { createStaff, type StaffFixture } from '../helpers/staff-fixtures.js';
import type { AdminArticle } from '../../functions/src/contract/index.js';

const P = (s: string) => `<p>${s}</p>`;

describe('article versions and merging (issue 39)', () => {
  const { host, langs, clock, create } = adminArticlesHost();
  let editor: StaffFixture;
  beforeAll(async () => {
    editor = await createStaff(host, { role: 'editor', languageIds: [langs.en, langs.hi], name: 'Hindi Editor' });
  });

  const read = async (id: number, token = host.adminToken) => {
    const res = await host.call('GET', `/api/admin/articles/${id}`, { token });
    expect(res.status).toBe(200);
    return { etag: res.headers.get('etag')!, body: res.body };
  };
  /** A write as the console makes it: the ETag it started from, or none. */
  const write = (method: string, path: string, etag: string | false, body?: unknown, token = host.adminToken) =>
    host.call(method, path, { token, body, ifMatch: etag });
  /** The dialog's whole form as loaded, with the person's changes. */
  const form = (a: AdminArticle, over: { article?: Record<string, unknown>; translation?: Record<string, unknown> } = {}) => {
    const en = english(a);
    return {
      article: { slug: a.slug, category: a.category, status: a.status, isFeatured: a.isFeatured, imageUrl: a.imageUrl ?? '', imagePublicId: a.imagePublicId ?? '', videoUrl: '', videoPublicId: '', scheduledAt: a.scheduledAt, ...over.article },
      translation: { languageId: langs.en, title: en.title, excerpt: en.excerpt, content: en.content, metaDescription: en.metaDescription, isOriginal: true, ...over.translation },
    };
  };
  const patch = (id: number, etag: string | false, body: unknown, token = host.adminToken) => write('PATCH', `/api/admin/articles/${id}`, etag, body, token);
  const english = (a: AdminArticle) => a.translations.find((t) => t.languageId === langs.en)!;
  /** Nothing written: the article reads back exactly as before the refused save. */
  const unchanged = async (id: number, before: { etag: string; body: unknown }) => {
    const after = await read(id);
    expect(after.etag).toBe(before.etag);
    expect(after.body).toEqual(before.body);
  };

  it('answers the version as a strong ETag, and every write moves it on by one', async () => {
    const { id } = await create('etag-basics');
    const first = await read(id);
    expect(first.etag).toBe('"v1"');
    expect(first.body.version).toBe(1);
    const saved = await patch(id, first.etag, { article: { isFeatured: true } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"v2"');
    expect(saved.body).toMatchObject({ version: 2, isFeatured: true });
    expect(saved.body.merged).toBeUndefined();
    const put = await write('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, '"v2"', { title: 'हिंदी', excerpt: 'सार', content: P('हिंदी पाठ') });
    expect(put.headers.get('etag')).toBe('"v3"');
    const del = await write('DELETE', `/api/admin/articles/${id}/translations/${langs.hi}`, '"v3"');
    expect([del.status, del.headers.get('etag'), del.body.version]).toEqual([200, '"v4"', 4]);
  });

  it('refuses an article write without If-Match (428) or with a malformed one (400), writing nothing', async () => {
    const { id } = await create('if-match-required');
    const before = await read(id);
    const paths: [string, string, unknown][] = [
      ['PATCH', `/api/admin/articles/${id}`, { article: { isFeatured: true } }],
      ['PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'हिंदी', excerpt: 'सार', content: P('पाठ') }],
      ['POST', `/api/admin/articles/${id}/submit-for-review`, undefined],
      ['POST', `/api/admin/articles/${id}/revisions/${langs.en}-1/restore`, undefined],
    ];
    for (const [method, path, body] of paths) {
      expect(await write(method, path, false, body)).toMatchObject({ status: 428, body: { message: 'If-Match is required: send the ETag of the article you edited.' } });
      expect((await write(method, path, 'v1', body)).status).toBe(400);
      expect((await write(method, path, '"v99"', body)).status).toBe(409);
    }
    await unchanged(id, before);
  });

  describe('story 1: both change the English version', () => {
    it("merges an excerpt saved from an old form with the owner's new title", async () => {
      const { id } = await create('story-title-excerpt');
      const opened = await read(id, editor.token);
      const owner = await patch(id, opened.etag, form(opened.body, { translation: { title: 'New title by the owner' } }));
      expect(owner.status).toBe(200);
      const saved = await patch(id, opened.etag, form(opened.body, { translation: { excerpt: 'New excerpt by the editor' } }), editor.token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.merged).toEqual({ with: { uid: host.adminUid, name: expect.any(String) }, at: expect.any(String) });
      const back = await read(id);
      expect(english(back.body)).toMatchObject({ title: 'New title by the owner', excerpt: 'New excerpt by the editor', content: P('Body of story-title-excerpt') });
      expect(back.etag).toBe('"v3"');
    });

    it('merges edits of different blocks of the body, and an inserted paragraph beside an edited one', async () => {
      const { id } = await create('story-blocks', { translation: { content: P('one') + P('two') + P('three') } });
      const opened = await read(id);
      expect((await patch(id, opened.etag, form(opened.body, { translation: { content: P('ONE') + P('two') + P('three') } }))).status).toBe(200);
      const second = await patch(id, opened.etag, form(opened.body, { translation: { content: P('one') + P('two') + P('new') + P('THREE') } }), editor.token);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(english((await read(id)).body).content).toBe(P('ONE') + P('two') + P('new') + P('THREE'));
    });

    it('refuses the same field or the same block changed by both with 409 and both versions', async () => {
      const { id } = await create('story-overlap', { translation: { content: P('one') + P('two') } });
      const opened = await read(id);
      await patch(id, opened.etag, form(opened.body, { translation: { title: 'Owner title', content: P('one') + P('owner two') } }));
      const before = await read(id);
      const res = await patch(id, opened.etag, form(opened.body, { translation: { title: 'Editor title', content: P('one') + P('editor two') } }), editor.token);
      expect(res.status).toBe(409);
      expect(res.headers.get('etag')).toBe(before.etag);
      expect(res.body.message).toMatch(/Nothing was saved/);
      expect(res.body.conflicts).toEqual([
        { field: 'title', languageId: langs.en, yours: 'Editor title', theirs: 'Owner title', base: 'Title of story-overlap' },
        { block: 1, languageId: langs.en, yours: P('editor two'), theirs: P('owner two'), base: P('two') },
      ]);
      expect(res.body.current).toEqual(before.body);
      // Whose save it met, and when: the version `current` is.
      expect(res.body.by).toEqual({ uid: host.adminUid, name: expect.any(String), at: before.body.updatedAt });
      await unchanged(id, before);
    });
  });

  describe('story 2: the owner unpublishes, the editor saves a stale form', () => {
    it("keeps it unpublished and saves the editor's typo fix", async () => {
      const { id } = await create('story-unpublish', { article: { status: 'published' } });
      const opened = await read(id, editor.token);
      const off = await patch(id, opened.etag, form(opened.body, { article: { status: 'draft' } }));
      expect(off.body.status).toBe('draft');
      const fix = await patch(id, opened.etag, form(opened.body, { translation: { title: 'Title of story-unpublish, fixed' } }), editor.token);
      expect(fix.status).toBe(200);
      const back = (await read(id)).body;
      expect([back.status, english(back).title]).toEqual(['draft', 'Title of story-unpublish, fixed']);
      expect((await host.get('/api/articles/story-unpublish?language=en')).status).toBe(404);
    });

    it('refuses publishing what someone just unpublished', async () => {
      const at = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
      const { id } = await create('story-republish', { article: { status: 'scheduled', scheduledAt: at } });
      const opened = await read(id);
      await patch(id, opened.etag, form(opened.body, { article: { status: 'draft', scheduledAt: null } }));
      const before = await read(id);
      const res = await patch(id, opened.etag, form(opened.body, { article: { status: 'published', scheduledAt: null } }), editor.token);
      expect(res.status).toBe(409);
      expect(res.body.conflicts).toContainEqual({ field: 'status', yours: 'published', theirs: 'draft', base: 'scheduled' });
      await unchanged(id, before);
    });
  });

  describe('story 3: two saves of one translation from the same loaded copy', () => {
    const hindi = { title: 'बिटकॉइन', excerpt: 'सार', content: P('पहला') + P('दूसरा'), metaDescription: '' };
    const put = (id: number, etag: string, body: unknown, token = host.adminToken) => write('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, etag, body, token);
    const hindiOf = async (id: number) => (await read(id)).body.translations.find((t: { languageId: number }) => t.languageId === langs.hi);

    it('keeps both when they changed different parts', async () => {
      const { id } = await create('story-translation');
      const loaded = await put(id, (await read(id)).etag, hindi);
      const etag = loaded.headers.get('etag')!;
      expect((await put(id, etag, { ...hindi, title: 'बिटकॉइन हॉल्विंग' })).status).toBe(200);
      const second = await put(id, etag, { ...hindi, content: P('पहला') + P('दूसरा, सुधारा') }, editor.token);
      expect(second.status).toBe(200);
      expect(second.body.merged.with.uid).toBe(host.adminUid);
      expect(await hindiOf(id)).toMatchObject({ title: 'बिटकॉइन हॉल्विंग', content: P('पहला') + P('दूसरा, सुधारा') });
    });

    it('refuses the second when both changed the same block', async () => {
      const { id } = await create('story-translation-overlap');
      const etag = (await put(id, (await read(id)).etag, hindi)).headers.get('etag')!;
      await put(id, etag, { ...hindi, content: P('पहला, मालिक') + P('दूसरा') });
      const before = await read(id);
      const res = await put(id, etag, { ...hindi, content: P('पहला, संपादक') + P('दूसरा') }, editor.token);
      expect(res.status).toBe(409);
      expect(res.body.conflicts).toEqual([{ block: 0, languageId: langs.hi, yours: P('पहला, संपादक'), theirs: P('पहला, मालिक'), base: P('पहला') }]);
      await unchanged(id, before);
    });
  });

  it('refuses deleting or approving a translation someone saved since it was opened; merges a stale submit for review', async () => {
    const { id } = await create('stale-delete-review');
    const hindi = { title: 'हिंदी', excerpt: 'सार', content: P('पहला') };
    const opened = (await write('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, (await read(id)).etag, hindi)).headers.get('etag')!;
    await write('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, opened, { ...hindi, content: P('पहला, सुधारा') }, editor.token);
    const before = await read(id);
    const del = await write('DELETE', `/api/admin/articles/${id}/translations/${langs.hi}`, opened);
    expect(del.status).toBe(409);
    expect(del.body.conflicts).toEqual([{ field: 'content', languageId: langs.hi, yours: null, theirs: P('पहला, सुधारा'), base: P('पहला') }]);
    expect(del.body.by).toEqual({ uid: editor.uid, name: 'Hindi Editor', at: before.body.updatedAt });
    const review = await write('POST', `/api/admin/articles/${id}/translations/${langs.hi}/review`, opened);
    expect(review.status).toBe(409);
    await unchanged(id, before);
    const submitted = await write('POST', `/api/admin/articles/${id}/submit-for-review`, opened);
    expect([submitted.status, submitted.body.awaitingReview, submitted.headers.get('etag')]).toEqual([200, true, `"v${before.body.version + 1}"`]);
  });

  describe('story 5: a restore from a History opened before the editor saved', () => {
    it("merges the restored text with the editor's newer save", async () => {
      const { id } = await create('story-restore', { translation: { content: P('one') + P('two') } });
      const v2 = await patch(id, '"v1"', form((await read(id)).body, { translation: { content: P('ONE, badly') + P('two') } }));
      const history = v2.headers.get('etag')!;
      await patch(id, history, form(v2.body, { translation: { content: P('ONE, badly') + P('two, by the editor') } }), editor.token);
      const res = await write('POST', `/api/admin/articles/${id}/revisions/${langs.en}-1/restore`, history);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(english((await read(id)).body).content).toBe(P('one') + P('two, by the editor'));
      const revisions = (await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.en}`)).body.revisions;
      expect(revisions[0]).toMatchObject({ action: 'restore', restoredFrom: `${langs.en}-1`, mergedWith: { id: editor.uid, name: 'Hindi Editor', at: expect.any(String) } });
    });

    it("refuses a restore over the editor's change of the same block", async () => {
      const { id } = await create('story-restore-overlap', { translation: { content: P('one') + P('two') } });
      const v2 = await patch(id, '"v1"', form((await read(id)).body, { translation: { content: P('ONE') + P('two') } }));
      const history = v2.headers.get('etag')!;
      await patch(id, history, form(v2.body, { translation: { content: P('ONE, by the editor') + P('two') } }), editor.token);
      const before = await read(id);
      const res = await write('POST', `/api/admin/articles/${id}/revisions/${langs.en}-1/restore`, history);
      expect(res.status).toBe(409);
      expect(res.body.conflicts).toEqual([{ block: 0, languageId: langs.en, yours: P('one'), theirs: P('ONE, by the editor'), base: P('ONE') }]);
      await unchanged(id, before);
    });
  });

  it("a scheduled publish moves the version on, and an editor's form from before it keeps it published", async () => {
    const at = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    const { id } = await create('scheduled-then-stale', { article: { status: 'scheduled', scheduledAt: at } });
    const opened = await read(id, editor.token);
    clock.advance(11 * MINUTE);
    expect(await host.services.scheduledPublishing.publishDueArticles()).toBe(1);
    const published = await read(id);
    expect([published.etag, published.body.status]).toEqual(['"v2"', 'published']);
    const fix = await patch(id, opened.etag, form(opened.body, { translation: { title: 'Scheduled, typo fixed' } }), editor.token);
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    expect(fix.body.merged.with).toEqual({ uid: 'system', name: 'System' });
    const back = (await read(id)).body;
    expect([back.status, back.scheduledAt, english(back).title]).toEqual(['published', null, 'Scheduled, typo fixed']);
  });

  /**
   * The editor opens a scheduled article; the owner saves `translation` over it; the scheduled
   * publish then writes a newer version ("System") after the owner's save.
   */
  const colleagueSavedThenScheduledPublish = async (slug: string, translation: Record<string, unknown>) => {
    const at = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    const { id } = await create(slug, { article: { status: 'scheduled', scheduledAt: at } });
    const opened = await read(id, editor.token);
    const owner = await patch(id, opened.etag, form(opened.body, { article: { status: 'scheduled', scheduledAt: at }, translation }));
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    clock.advance(11 * MINUTE);
    expect(await host.services.scheduledPublishing.publishDueArticles()).toBe(1);
    const ownerName = (await host.admin('GET', '/api/admin/me')).body.name as string;
    return { id, opened, owner: { uid: host.adminUid, name: ownerName, at: owner.body.updatedAt as string } };
  };

  it("a refused save names the colleague whose words it met, not the scheduled publish written after them", async () => {
    const { id, opened, owner } = await colleagueSavedThenScheduledPublish('colleague-schedule-refused', { title: 'The owner’s title' });
    const before = await read(id);
    expect(before.etag).toBe('"v3"');

    const refused = await patch(id, opened.etag, form(opened.body, { translation: { title: 'The editor’s title' } }), editor.token);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([{ field: 'title', languageId: langs.en, yours: 'The editor’s title', theirs: 'The owner’s title', base: english(opened.body).title }]);
    expect(refused.body.by).toEqual(owner);
    expect(refused.body.current).toEqual(before.body);
    await unchanged(id, before);
  });

  it("names the colleague a save merged with, not the scheduled publish written after their save", async () => {
    const { id, opened, owner } = await colleagueSavedThenScheduledPublish('colleague-then-schedule', { excerpt: 'The owner’s excerpt' });
    expect((await read(id)).etag).toBe('"v3"');

    const fix = await patch(id, opened.etag, form(opened.body, { translation: { title: 'The editor’s title' } }), editor.token);
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    expect(fix.body.merged).toEqual({ with: { uid: owner.uid, name: owner.name }, at: owner.at });
    const back = (await read(id)).body;
    expect([back.status, english(back).title, english(back).excerpt]).toEqual(['published', 'The editor’s title', 'The owner’s excerpt']);
    const revisions = (await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.en}`)).body.revisions;
    expect(revisions[0]).toMatchObject({ by: { name: 'Hindi Editor' }, mergedWith: { id: owner.uid, name: owner.name } });
  });

  it('names both people of a merge in the audit log and in History', async () => {
    const { id } = await create('merge-named');
    const opened = await read(id);
    await patch(id, opened.etag, form(opened.body, { translation: { title: 'By the editor' } }), editor.token);
    // The host's clock stands still: a second later, so "newest first" has one answer.
    clock.advance(1000);
    const res = await patch(id, opened.etag, form(opened.body, { translation: { excerpt: 'By the owner' } }));
    expect(res.body.merged).toEqual({ with: { uid: editor.uid, name: 'Hindi Editor' }, at: expect.any(String) });
    const log = await host.admin('GET', `/api/admin/audit-log?targetType=article&targetId=${id}&limit=5`);
    expect(log.body.entries[0]).toMatchObject({
      actor: { id: host.adminUid },
      changes: { excerpt: { to: 'By the owner' }, mergedWith: { from: null, to: 'Hindi Editor' }, mergedWithId: { from: null, to: editor.uid }, mergedWithAt: { from: null, to: res.body.merged.at } },
    });
    const revisions = (await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.en}`)).body.revisions;
    expect(revisions[0]).toMatchObject({ by: { kind: 'admin' }, mergedWith: { id: editor.uid, name: 'Hindi Editor', at: res.body.merged.at } });
    expect(revisions[1]).toMatchObject({ by: { name: 'Hindi Editor' }, mergedWith: null });
  });

  it('keeps all of 20 parallel saves from one version that change different fields and blocks', async () => {
    const blocks = Array.from({ length: 16 }, (_, i) => P(`block ${i}`));
    const { id } = await create('twenty-saves', { translation: { content: blocks.join('') } });
    const opened = await read(id);
    const changes: { article?: Record<string, unknown>; translation?: Record<string, unknown> }[] = [
      { translation: { title: 'Twenty: title' } },
      { translation: { excerpt: 'Twenty: excerpt' } },
      { translation: { metaDescription: 'Twenty: meta' } },
      { article: { category: 'research' } },
      ...blocks.map((_, i) => ({ translation: { content: blocks.map((b, j) => (j === i ? P(`block ${i}, edited`) : b)).join('') } })),
    ];
    expect(changes).toHaveLength(20);
    const results = await Promise.all(changes.map((c) => patch(id, opened.etag, form(opened.body, c))));
    expect(results.map((r) => r.status)).toEqual(changes.map(() => 200));
    const back = await read(id);
    expect(back.etag).toBe('"v21"');
    expect(back.body.category).toBe('research');
    expect(english(back.body)).toMatchObject({
      title: 'Twenty: title',
      excerpt: 'Twenty: excerpt',
      metaDescription: 'Twenty: meta',
      content: blocks.map((_, i) => P(`block ${i}, edited`)).join(''),
    });
  });
});
