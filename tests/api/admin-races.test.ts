/**
 * Uniqueness and id allocation under concurrency, over the admin API: parallel writers of one
 * slug or one language code get exactly one success and 409s, never a duplicate or a 500; ids
 * stay distinct and a refused create burns none; freed slugs and codes can be taken again; data
 * stored before uniqueness claims existed stays protected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost, type CallResult } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

describe('admin writes racing each other', () => {
  let host: AdminTestHost;
  let langs: Langs;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const createBody = (slug: string, title = `Title of ${slug}`) => ({
    article: { slug, category: 'education', status: 'published', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
    translation: {
      languageId: langs.en,
      title,
      content: `<p>Body of ${title}</p>`,
      excerpt: `Excerpt of ${title}`,
      metaDescription: `Meta of ${title}`,
      isOriginal: true,
    },
    targetLanguages: [],
  });
  const createArticle = (slug: string, title?: string) => host.admin('POST', '/api/admin/articles', createBody(slug, title));
  const created = async (slug: string) => {
    const res = await createArticle(slug);
    if (res.status !== 201) throw new Error(`create ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; slug: string };
  };
  const createLanguage = (code: string, name = `Language ${code}`) => host.admin('POST', '/api/admin/languages', { code, name, nativeName: name });

  const statuses = (results: CallResult[]) => results.map((r) => r.status).sort();
  const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

  const publicSlugs = async () => {
    const res = await host.get('/api/articles?language=en');
    expect(res.status).toBe(200);
    return ((await res.json()) as { slug: string }[]).map((a) => a.slug);
  };
  const adminArticles = async () => {
    const res = await host.admin('GET', '/api/admin/articles?limit=100');
    expect(res.status).toBe(200);
    return res.body as { id: number; slug: string }[];
  };
  const languageCodes = async () => ((await host.admin('GET', '/api/admin/languages')).body as { code: string }[]).map((l) => l.code);

  describe('article slugs', () => {
    it('stores one article when 20 creates with one slug arrive at once; the others get 409', async () => {
      const results = await times(20, (i) => createArticle('one-slug-race', `Racer ${i}`));
      expect(statuses(results)).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of results.filter((r) => r.status === 409)) {
        expect(refused.body).toEqual({ message: "An article with slug 'one-slug-race' already exists", field: 'article.slug', reason: 'already exists' });
      }
      expect((await publicSlugs()).filter((s) => s === 'one-slug-race')).toHaveLength(1);
      expect((await adminArticles()).filter((a) => a.slug === 'one-slug-race')).toHaveLength(1);
      const winner = results.find((r) => r.status === 201)!.body as { id: number; translations: { title: string }[] };
      const stored = await host.admin('GET', `/api/admin/articles/${winner.id}`);
      expect(stored.body.translations[0].title).toBe(winner.translations[0]!.title);
    });

    it('lets one of 20 articles renamed to one new slug at once have it', async () => {
      const articles = await times(20, (i) => created(`rename-race-${i}`));
      const results = await times(20, (i) => host.admin('PATCH', `/api/admin/articles/${articles[i]!.id}`, { article: { slug: 'renamed-race' } }));
      expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
      expect(results.find((r) => r.status === 409)!.body).toMatchObject({ field: 'article.slug', reason: 'already exists' });

      const winner = articles[results.findIndex((r) => r.status === 200)]!;
      const slugs = (await adminArticles()).map((a) => a.slug);
      expect(slugs.filter((s) => s === 'renamed-race')).toHaveLength(1);
      expect((await host.get('/api/articles/renamed-race?language=en').then((r) => r.json())).id).toBe(winner.id);
      // The losers kept their slugs; the winner's old one is free again.
      for (const a of articles.filter((x) => x !== winner)) expect(slugs).toContain(a.slug);
      expect(slugs).not.toContain(winner.slug);
      expect((await createArticle(winner.slug)).status).toBe(201);
    });

    it('creates 100 articles 25 at a time with 100 distinct ids and no error', async () => {
      const ids: number[] = [];
      for (let round = 0; round < 4; round++) {
        const results = await times(25, (i) => createArticle(`bulk-${round}-${i}`));
        expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
        ids.push(...results.map((r) => r.body.id as number));
      }
      expect(new Set(ids).size).toBe(100);
    });

    it('burns no id on a refused create', async () => {
      const first = await created('id-before-refusal');
      expect((await createArticle('id-before-refusal')).status).toBe(409);
      expect((await createArticle('id-before-refusal')).status).toBe(409);
      const next = await created('id-after-refusal');
      expect(next.id).toBe(first.id + 1);
    });

    it('frees a slug when its article is deleted', async () => {
      const { id } = await created('deleted-then-reused');
      expect(await host.admin('DELETE', `/api/admin/articles/${id}`)).toMatchObject({ status: 200, body: { id, deleted: true } });
      const again = await createArticle('deleted-then-reused');
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(id);
    });

    it('frees a slug when its article changes slug, and holds the new one', async () => {
      const { id } = await created('changed-from');
      expect((await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { slug: 'changed-to' } })).status).toBe(200);
      expect((await createArticle('changed-from')).status).toBe(201);
      expect((await createArticle('changed-to')).status).toBe(409);
    });

    it('still refuses the slug of an article stored before slug claims existed', async () => {
      const { id } = await created('legacy-slug');
      // An article from an older snapshot or a deployed database has no claim document.
      await host.firestore.db.collection('articleSlugs').doc('legacy-slug').delete();
      const results = await times(10, () => createArticle('legacy-slug'));
      expect(statuses(results)).toEqual(Array<number>(10).fill(409));
      const other = await created('legacy-neighbour');
      expect((await host.admin('PATCH', `/api/admin/articles/${other.id}`, { article: { slug: 'legacy-slug' } })).status).toBe(409);
      // Renaming the old article frees its slug and claims the new one.
      expect((await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { slug: 'legacy-slug-renamed' } })).status).toBe(200);
      expect((await createArticle('legacy-slug')).status).toBe(201);
      expect((await createArticle('legacy-slug-renamed')).status).toBe(409);
    });
  });

  describe('language codes', () => {
    it('stores one language when 20 creates with one code arrive at once; the others get 409', async () => {
      const results = await times(20, (i) => createLanguage('or', `Odia ${i}`));
      expect(statuses(results)).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of results.filter((r) => r.status === 409)) {
        expect(refused.body).toEqual({ message: "Language code 'or' already exists", field: 'code', reason: 'already exists' });
      }
      expect((await languageCodes()).filter((c) => c === 'or')).toHaveLength(1);
    });

    it('lets one of 20 languages recoded to one new code at once have it', async () => {
      const made = await times(20, (i) => createLanguage(`r${String.fromCharCode(97 + i)}`));
      expect(statuses(made)).toEqual(Array<number>(20).fill(201));
      const results = await times(20, (i) => host.admin('PUT', `/api/admin/languages/${made[i]!.body.id}`, { code: 'as' }));
      expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
      const codes = await languageCodes();
      expect(codes.filter((c) => c === 'as')).toHaveLength(1);
      expect(codes.filter((c) => /^r[a-t]$/.test(c))).toHaveLength(19);
    });

    it('frees a code when its language is deleted or recoded', async () => {
      const pa = await createLanguage('pa');
      expect(pa.status).toBe(201);
      expect((await host.admin('DELETE', `/api/admin/languages/${pa.body.id}`)).status).toBe(200);
      expect((await createLanguage('pa')).status).toBe(201);

      const sd = await createLanguage('sd');
      expect((await host.admin('PUT', `/api/admin/languages/${sd.body.id}`, { code: 'sa' })).status).toBe(200);
      expect((await createLanguage('sd')).status).toBe(201);
      expect((await createLanguage('sa')).status).toBe(409);
    });

    it('still refuses the code of a language stored before code claims existed', async () => {
      await host.firestore.db.collection('languageCodes').doc('hi').delete();
      const results = await times(10, () => createLanguage('hi'));
      expect(statuses(results)).toEqual(Array<number>(10).fill(409));
      expect((await host.admin('PUT', `/api/admin/languages/${langs.kn}`, { code: 'hi' })).status).toBe(409);
    });
  });
});
