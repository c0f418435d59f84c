/**
 * The translator's desk over HTTP (issue 29): GET /api/admin/my-translations lists the
 * translations in a person's languages that are machine-made or stale, most-read first, in pages;
 * a translation leaves it when a person marks it reviewed or writes it by hand. Against the fake
 * AI provider (the translations are the AI's, made through the real job).
 */
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openLocalFirestore } from '../../emulators/src/local-firestore.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';
import { readIndexConfig } from '../../emulators/src/firestore-indexes/index-config.js';
import { TranslationQueueRepository } from '../../functions/src/data/translation-queue-repository.js';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { makeDataDir } from '../helpers/test-host.js';
import { createStaff, expectOneActiveOwner, type StaffFixture } from '../helpers/staff-fixtures.js';

interface Item {
  articleId: number;
  languageId: number;
  originalLanguageId: number;
  title: string;
  originalTitle: string;
  reasons: string[];
  views: number;
  updatedAt: string;
}

const POLL = { timeout: 20_000, interval: 50 };

describe("the translator's desk (My translations)", () => {
  let host: AiTestHost;
  let langs: Langs;
  let hindi: StaffFixture;
  let bengali: StaffFixture;
  let hindiEditor: StaffFixture;
  let author: StaffFixture;
  let twoLanguageEditor: StaffFixture;
  let slugs = 0;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
    [hindi, bengali, hindiEditor, author, twoLanguageEditor] = await Promise.all([
      createStaff(host, { role: 'translator', languageIds: [langs.hi] }),
      createStaff(host, { role: 'translator', languageIds: [langs.bn] }),
      createStaff(host, { role: 'editor', languageIds: [langs.hi] }),
      createStaff(host, { role: 'author', languageIds: [langs.hi, langs.bn] }),
      createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] }),
    ]);
  });
  afterAll(() => host.stop());
  afterEach(() => expectOneActiveOwner(host));

  const desk = (token: string, query = '') => host.call('GET', `/api/admin/my-translations${query}`, { token });
  /** Every item of a person's desk (all pages) for these articles. */
  const itemsOf = async (token: string, ids: number[], query = ''): Promise<Item[]> => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const res = await desk(token, `${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      items.push(...(res.body.items as Item[]));
      cursor = res.body.nextCursor;
    } while (cursor);
    return items.filter((i) => ids.includes(i.articleId));
  };
  const keys = (items: Item[]) => items.map((i) => `${i.articleId}/${i.languageId}:${i.reasons.join('+')}`);
  const jobsDone = (id: number, languageIds: number[]) =>
    expect
      .poll(async () => {
        const jobs = (await host.admin('GET', `/api/admin/articles/${id}`)).body.translationJobs as { languageId: number; state: string }[];
        return languageIds.every((l) => jobs.find((j) => j.languageId === l)?.state === 'completed');
      }, POLL)
      .toBe(true);
  /** A published English article the AI translated into these languages. */
  const translated = async (title: string, targets: number[]) => {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug: `desk-${++slugs}`, category: 'education', status: 'published', isFeatured: false },
      translation: { languageId: langs.en, title, excerpt: `About ${title}.`, content: `<p>${title} in plain words.</p>`, metaDescription: title },
      targetLanguages: targets,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await jobsDone(res.body.id, targets);
    return res.body.id as number;
  };
  const saveOriginal = (id: number, title: string) =>
    host.admin('PATCH', `/api/admin/articles/${id}`, {
      translation: { languageId: langs.en, title, excerpt: `About ${title}.`, content: `<p>${title}, rewritten.</p>`, metaDescription: title },
    });

  it('shows each translator the machine translations of their languages, an editor of Hindi the Hindi ones, the owner all', async () => {
    const id = await translated('Staking rewards', [langs.hi, langs.bn]);
    await expect.poll(async () => keys(await itemsOf(host.adminToken, [id])), POLL).toEqual([`${id}/${langs.bn}:machine`, `${id}/${langs.hi}:machine`].sort().reverse());

    const [mine] = await itemsOf(hindi.token, [id]);
    expect(mine).toEqual({
      articleId: id,
      languageId: langs.hi,
      originalLanguageId: langs.en,
      title: expect.stringContaining('Staking rewards'),
      originalTitle: 'Staking rewards',
      reasons: ['machine'],
      views: 0,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mine!.title).not.toBe('Staking rewards');
    expect(keys(await itemsOf(hindi.token, [id]))).toEqual([`${id}/${langs.hi}:machine`]);
    expect(keys(await itemsOf(bengali.token, [id]))).toEqual([`${id}/${langs.bn}:machine`]);
    expect(await itemsOf(hindiEditor.token, [id])).toEqual(await itemsOf(hindi.token, [id]));
    expect(keys(await itemsOf(twoLanguageEditor.token, [id]))).toEqual(keys(await itemsOf(host.adminToken, [id])));
    // The owner can look at one language; each answer says whose languages the desk covers.
    expect(keys(await itemsOf(host.adminToken, [id], `?languageId=${langs.bn}`))).toEqual([`${id}/${langs.bn}:machine`]);
    expect((await desk(hindi.token)).body.languageIds).toEqual([langs.hi]);
    expect((await desk(host.adminToken)).body.languageIds).toBe('*');
  });

  it('lets a reviewed or hand-written translation go, and takes back one whose original changed', async () => {
    const id = await translated('Gas fees', [langs.hi, langs.bn]);
    await expect.poll(async () => keys(await itemsOf(host.adminToken, [id])), POLL).toHaveLength(2);

    // Gone as soon as the review answers, before (here: without) the trigger that follows the
    // write: the translator reloading their desk never finds it back.
    const review = await host.triggers.losingEvents(() => host.call('POST', `/api/admin/articles/${id}/translations/${langs.hi}/review`, { token: hindi.token }));
    expect(review.status).toBe(200);
    expect(keys(await itemsOf(hindi.token, [id]))).toEqual([]);
    expect(keys(await itemsOf(host.adminToken, [id]))).toEqual([`${id}/${langs.bn}:machine`]);
    // A person rewrites the Bengali one by hand: it is theirs, not the machine's, at once too.
    const put = await host.triggers.losingEvents(() =>
      host.call('PUT', `/api/admin/articles/${id}/translations/${langs.bn}`, {
        token: bengali.token,
        body: { title: 'গ্যাস ফি', excerpt: 'গ্যাস ফি সম্পর্কে।', content: '<p>গ্যাস ফি সহজ ভাষায়।</p>', metaDescription: 'গ্যাস ফি' },
      }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(keys(await itemsOf(host.adminToken, [id]))).toEqual([]);

    // The original changes: the reviewed Hindi AI translation was made from the old text.
    expect((await saveOriginal(id, 'Gas fees, explained')).status).toBe(200);
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([`${id}/${langs.hi}:stale`]);
    expect((await itemsOf(hindi.token, [id]))[0]!.originalTitle).toBe('Gas fees, explained');
    expect(keys(await itemsOf(bengali.token, [id]))).toEqual([]);

    // The translator reads it beside the new original and marks it reviewed: it is current again.
    const reviewed = await host.call('POST', `/api/admin/articles/${id}/translations/${langs.hi}/review`, { token: hindi.token });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.translations.find((t: { languageId: number }) => t.languageId === langs.hi)).toMatchObject({ reviewStatus: 'reviewed', isStale: false });
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([]);
    expect((await saveOriginal(id, 'Gas fees, explained anew')).status).toBe(200);
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([`${id}/${langs.hi}:stale`]);

    // Translated again from the new original, it is the machine's again until reviewed.
    expect((await host.admin('POST', `/api/admin/articles/${id}/translate`, { languageIds: [langs.hi] })).status).toBe(200);
    await jobsDone(id, [langs.hi]);
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([`${id}/${langs.hi}:machine`]);

    // A machine translation whose original then changed is both.
    expect((await saveOriginal(id, 'Gas fees, explained again')).status).toBe(200);
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([`${id}/${langs.hi}:machine+stale`]);

    // A deleted translation, then a deleted article, leave nothing behind.
    expect((await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.hi}`)).status).toBe(200);
    await expect.poll(async () => keys(await itemsOf(host.adminToken, [id])), POLL).toEqual([]);
  });

  it('takes a deleted article off the desk in the delete itself, before any trigger runs', async () => {
    const id = await translated('Layer two', [langs.hi, langs.bn]);
    await expect.poll(async () => keys(await itemsOf(host.adminToken, [id])), POLL).toHaveLength(2);
    const deleted = await host.triggers.losingEvents(() => host.call('DELETE', `/api/admin/articles/${id}`, { token: host.adminToken }));
    expect(deleted).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(keys(await itemsOf(host.adminToken, [id]))).toEqual([]);
    expect(keys(await itemsOf(hindi.token, [id]))).toEqual([]);
  });

  it('puts the most-read first and pages through the rest', async () => {
    const ids = [await translated('Seed phrases', [langs.hi]), await translated('Cold wallets', [langs.hi]), await translated('Bridges', [langs.hi])];
    const wanted = [3, 7, 5];
    for (const [i, id] of ids.entries()) {
      for (let n = 0; n < wanted[i]!; n++) expect((await host.post(`/api/articles/${id}/view`)).status).toBe(200);
    }
    // The roll-up carries views to the desk (exact under 100).
    await expect
      .poll(async () => (await itemsOf(hindi.token, ids)).map((i) => [i.articleId, i.views]), POLL)
      .toEqual([
        [ids[1], 7],
        [ids[2], 5],
        [ids[0], 3],
      ]);

    // One item a page: every item once, in the same order, and the last page says so.
    const pages: Item[][] = [];
    let cursor: string | null = null;
    do {
      const res = await desk(hindi.token, `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(1);
      pages.push(res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 100);
    const walked = pages.flat();
    expect(walked.at(-1)).toBeDefined();
    expect(walked.map((i) => `${i.articleId}/${i.languageId}`)).toEqual((await desk(hindi.token, '?limit=50')).body.items.map((i: Item) => `${i.articleId}/${i.languageId}`));
    expect(walked.map((i) => i.views)).toEqual([...walked.map((i) => i.views)].sort((a, b) => b - a));
    expect(walked.filter((i) => ids.includes(i.articleId)).map((i) => i.articleId)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('refuses languages that are not the person’s, roles without a desk, and bad input, naming what is wrong', async () => {
    expect(await desk(hindi.token, `?languageId=${langs.bn}`)).toMatchObject({ status: 403, body: { message: 'Translators can review translations into Hindi only' } });
    expect(await desk(hindiEditor.token, `?languageId=${langs.bn}`)).toMatchObject({ status: 403, body: { message: 'Editors can review translations into Hindi only' } });
    expect(await desk(author.token)).toMatchObject({
      status: 403,
      body: { message: "Authors have no translation queue: they review the translations of their own articles in the article's dialog" },
    });
    expect(await desk(host.nonAdminToken)).toMatchObject({ status: 403 });
    expect((await host.call('GET', '/api/admin/my-translations')).status).toBe(401);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?languageId=hindi', 'languageId'],
      ['?languageId=0', 'languageId'],
      ['?cursor=nonsense', 'cursor'],
    ] as const) {
      // Bad input is a 400 for everyone, a translator included (not a refusal of a language).
      for (const token of [host.adminToken, hindi.token]) {
        const res = await desk(token, query);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toMatchObject({ message: expect.any(String), field });
      }
    }
  });

  it("reads languageId only in plain digits: another language's desk is never shown under another spelling", async () => {
    const id = await translated('Sidechains', [langs.hi, langs.bn]);
    await expect.poll(async () => keys(await itemsOf(host.adminToken, [id])), POLL).toHaveLength(2);
    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const bn = langs.bn;
    const arabicIndic = [...String(bn)].map((d) => String.fromCharCode(0x660 + Number(d))).join('');
    for (const spelled of [`0${bn}`, `+${bn}`, `${bn}.0`, `0x${bn.toString(16)}`, ` ${bn}`, `${bn} `, `${bn}e0`, arabicIndic, `${bn}abc`, '', '9007199254740993', '1e400']) {
      const res = await desk(translator.token, `?languageId=${encodeURIComponent(spelled)}`);
      expect(res.status, spelled).toBe(400);
      expect(res.body, spelled).toEqual({ message: "Invalid query parameter 'languageId': languageId must be a positive integer written in plain digits, such as 3", field: 'languageId', reason: 'languageId must be a positive integer written in plain digits, such as 3' });
    }
    const twice = await desk(translator.token, `?languageId=${langs.hi}&languageId=${bn}`);
    expect(twice).toMatchObject({ status: 400, body: { field: 'languageId' } });
    expect(twice.body.items).toBeUndefined();
    // Nothing was decided on those; Bengali written plainly is refused, and recorded.
    const entries = async () => (await host.admin('GET', `/api/admin/audit-log?actorId=${translator.uid}`)).body.entries as { action: string; outcome: string; target: { languageId?: number } }[];
    expect(await entries()).toEqual([]);
    expect(await desk(translator.token, `?languageId=${bn}`)).toMatchObject({ status: 403, body: { message: 'Translators can review translations into Hindi only' } });
    expect((await entries()).map((e) => [e.outcome, e.action, e.target.languageId])).toEqual([['refused', 'translationQueue.read', bn]]);
    // Their own language, written plainly, is their desk.
    expect(keys(await itemsOf(translator.token, [id], `?languageId=${langs.hi}`))).toEqual([`${id}/${langs.hi}:machine`]);
  });

  it('fills itself from the articles of a deployment from before the desk, once', async () => {
    const id = await translated('Layer two', [langs.hi]);
    await expect.poll(async () => keys(await itemsOf(hindi.token, [id])), POLL).toEqual([`${id}/${langs.hi}:machine`]);
    // As a deployment from before the desk has it: articles, no queue, no mark of a backfill.
    const db = host.firestore.db;
    for (const doc of (await db.collection('translationQueue').get()).docs) await doc.ref.delete();
    await db.doc('meta/translationQueue').delete();
    expect(keys(await itemsOf(hindi.token, [id]))).toEqual([]);

    // What the recoverBackgroundWork schedule runs every minute.
    const filled = await host.services.translationQueue.backfill();
    expect(filled).toMatchObject({ articles: expect.any(Number), written: expect.any(Number) });
    expect(filled!.written).toBeGreaterThanOrEqual(1);
    expect(keys(await itemsOf(hindi.token, [id]))).toEqual([`${id}/${langs.hi}:machine`]);
    expect(await host.services.translationQueue.backfill()).toBeNull();
  });

  it("is served by firestore.indexes.json: without the desk's index production would refuse a language's page", async () => {
    const full = readIndexConfig();
    const without = { ...full, indexes: full.indexes.filter((i) => i.collectionGroup !== 'translationQueue') };
    for (const [config, served] of [
      [full, true],
      [without, false],
    ] as const) {
      const dataDir = await makeDataDir();
      const local = await openLocalFirestore({ emulator: sharedFirestore(), projectId: newProjectId(), log: () => {}, indexes: config });
      try {
        const repo = new TranslationQueueRepository(local.db);
        // Every language: the views field's own index, both ways.
        await expect(repo.list('*', 5, { views: 3, id: '9_2' })).resolves.toEqual([]);
        const one = repo.list([2], 5, { views: 3, id: '9_2' });
        const several = repo.list([2, 3], 5);
        if (served) {
          await expect(one).resolves.toEqual([]);
          await expect(several).resolves.toEqual([]);
        } else {
          await expect(one).rejects.toMatchObject({ code: 9 });
          await expect(several).rejects.toMatchObject({ code: 9 });
        }
      } finally {
        await local.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  });
});
