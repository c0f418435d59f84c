/**
 * Ads targeted by language (issue 23): `languageIds` in the admin ad API, the reader's list for a
 * language (its targeted ads plus the untargeted ones; only the untargeted without a language),
 * the caches kept apart per language, performance counted per reader language, and a language
 * that an ad targets refused deletion like one that articles use. The page test needs the SSR
 * build (`npm run build -w web`).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchAdCounting } from '../helpers/trigger-watch.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const FORM = { type: 'banner', placement: 'homepage', text: 'Shown to the readers it is meant for.' } as const;

interface Served {
  id: number;
  headline: string;
}

describe('ads by language', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let counting: ReturnType<typeof watchAdCounting>;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    counting = watchAdCounting(host);
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const create = async (name: string, over: Record<string, unknown> = {}) => {
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, name, headline: `${name} headline`, ...over });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; languageIds: number[] };
  };
  const served = async (query: string): Promise<string[]> => {
    const res = await host.get(`/api/ads?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as Served[]).map((a) => a.headline);
  };

  describe('targeting in the admin API and the reader list', () => {
    beforeAll(async () => {
      await create('Everyone', { placement: 'article', priority: 10 });
      await create('Hindi only', { placement: 'article', priority: 50, languageIds: [langs.hi] });
      await create('Hindi and Bengali', { placement: 'article', priority: 30, languageIds: [langs.bn, langs.hi] });
      await create('Bengali only', { placement: 'article', priority: 90, languageIds: [langs.bn] });
      await create('Targeted, paused', { placement: 'article', isActive: false, languageIds: [langs.hi] });
    });

    it("serves a language's targeted ads with the untargeted ones, by priority", async () => {
      expect(await served('placement=article&language=hi')).toEqual(['Hindi only headline', 'Hindi and Bengali headline', 'Everyone headline']);
      expect(await served('placement=article&language=bn')).toEqual(['Bengali only headline', 'Hindi and Bengali headline', 'Everyone headline']);
      expect(await served('placement=article&language=en')).toEqual(['Everyone headline']);
    });

    it('serves only the untargeted ads without a language', async () => {
      expect(await served('placement=article')).toEqual(['Everyone headline']);
    });

    it('collapses repeated language ids and answers them in order, and an empty list targets everyone', async () => {
      const ad = await create('Repeats', { placement: 'category', languageIds: [langs.bn, langs.hi, langs.bn, langs.hi] });
      expect(ad.languageIds).toEqual([langs.hi, langs.bn].sort((a, b) => a - b));
      const listed = (await host.admin('GET', '/api/admin/ads?placement=category')).body as { id: number; languageIds: number[] }[];
      expect(listed.find((a) => a.id === ad.id)!.languageIds).toEqual(ad.languageIds);
      expect((await create('Empty list', { placement: 'category', languageIds: [] })).languageIds).toEqual([]);
      expect((await create('No field', { placement: 'category' })).languageIds).toEqual([]);
    });

    it('may target an inactive language (readers of it see nothing until it is active)', async () => {
      const ad = await create('Kannada soon', { placement: 'category', languageIds: [langs.kn] });
      expect(ad.languageIds).toEqual([langs.kn]);
      expect(await served('placement=category&language=hi')).not.toContain('Kannada soon headline');
    });

    it('retargets and clears the targeting on update', async () => {
      const ad = await create('Moving', { placement: 'category', priority: 5, languageIds: [langs.hi] });
      expect(await served('placement=category&language=bn')).not.toContain('Moving headline');
      const moved = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { languageIds: [langs.bn] });
      expect(moved.status).toBe(200);
      expect(moved.body.languageIds).toEqual([langs.bn]);
      expect(await served('placement=category&language=bn')).toContain('Moving headline');
      expect(await served('placement=category&language=hi')).not.toContain('Moving headline');
      // A switch of the list sends only isActive: the targeting stays.
      expect((await host.admin('PUT', `/api/admin/ads/${ad.id}`, { isActive: true })).body.languageIds).toEqual([langs.bn]);
      const cleared = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { languageIds: null });
      expect(cleared.body.languageIds).toEqual([]);
      expect(await served('placement=category')).toContain('Moving headline');
    });

    it.each([
      ['an id no language has', [99], 'Unknown language id: 99'],
      ['several unknown ids', [99, 98, 1], 'Unknown language ids: 98, 99'],
    ])('refuses %s with 400 naming the field, on create and on update', async (_what, languageIds, reason) => {
      const body = { message: `Invalid body parameter 'languageIds': ${reason}`, field: 'languageIds', reason };
      const created = await host.admin('POST', '/api/admin/ads', { ...FORM, name: 'Bad', headline: 'Bad', languageIds });
      expect(created.status).toBe(400);
      expect(created.body).toEqual(body);
      const ad = await create('Good', { placement: 'category' });
      const updated = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { languageIds });
      expect(updated.status).toBe(400);
      expect(updated.body).toEqual(body);
      expect((await host.admin('GET', '/api/admin/ads?placement=category')).body.find((a: { id: number }) => a.id === ad.id).languageIds).toEqual([]);
    });

    it.each([
      ['not a list', 'hi'],
      ['codes instead of ids', ['hi']],
      ['a zero id', [0]],
      ['a fractional id', [1.5]],
    ])('refuses languageIds that are %s with 400', async (_what, languageIds) => {
      const reason = 'languageIds must be a list of language ids (whole numbers from 1)';
      const res = await host.admin('POST', '/api/admin/ads', { ...FORM, name: 'Bad', headline: 'Bad', languageIds });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: expect.stringMatching(/^languageIds/), reason });
    });

    it.each([
      ['an unknown code', 'xx'],
      ['an inactive language', 'kn'],
    ])('answers 400 for %s on the reader list, as the article calls do', async (_what, code) => {
      const res = await host.get(`/api/ads?placement=article&language=${code}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: `Language '${code}' not found`, field: 'language', reason: 'unknown or inactive language code' });
    });
  });

  describe('caches', () => {
    it('gives each language its own cacheable URL', async () => {
      const res = await host.get('/api/ads?placement=article&language=hi');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    });

    it("renders each language's ads into its page, though pages keep the ads they read a minute", async () => {
      await create('Homepage for all', { priority: 1 });
      await create('Homepage Hindi', { priority: 2, languageIds: [langs.hi] });
      const hindi = await (await host.get('/?lang=hi')).text();
      const english = await (await host.get('/')).text();
      const again = await (await host.get('/?lang=hi')).text();
      expect(hindi).toContain('Homepage Hindi headline');
      expect(again).toContain('Homepage Hindi headline');
      expect(english).toContain('Homepage for all headline');
      expect(english).not.toContain('Homepage Hindi headline');
      // The state the browser hydrates from is under the key its own query uses.
      expect(hindi).toContain(JSON.stringify('/api/ads?placement=homepage&language=hi'));
      expect(english).toContain(JSON.stringify('/api/ads?placement=homepage&language=en'));
    });
  });

  describe('performance per language', () => {
    const report = (id: number, kind: 'impression' | 'click', language?: string) =>
      fetch(`${host.url}/api/ads/${id}/${kind}`, {
        method: 'POST',
        headers: { 'user-agent': CHROME, 'content-type': 'application/json' },
        body: JSON.stringify({ visitorId: randomUUID(), language }),
      });

    it('counts impressions and clicks per reader language, and the totals with those reported without one', async () => {
      const ad = await create('Measured by language', { placement: 'article' });
      for (const [kind, language] of [
        ['impression', 'hi'],
        ['impression', 'hi'],
        ['impression', 'hi'],
        ['impression', 'hi'],
        ['click', 'hi'],
        ['impression', 'bn'],
        ['impression', undefined],
        ['click', undefined],
      ] as const) {
        expect((await report(ad.id, kind, language)).status).toBe(202);
      }
      await counting.idle();
      const listed = ((await host.admin('GET', '/api/admin/ads?placement=article')).body as { id: number }[]).find((a) => a.id === ad.id);
      expect(listed).toMatchObject({
        impressions: 6,
        clicks: 2,
        byLanguage: [
          { languageId: langs.hi, impressions: 4, clicks: 1, ctr: '25.00' },
          { languageId: langs.bn, impressions: 1, clicks: 0, ctr: '0.00' },
        ].sort((a, b) => a.languageId - b.languageId),
      });
    });

    it('refuses a report naming an unknown language with 400', async () => {
      const ad = await create('Strict reports', { placement: 'article' });
      const res = await report(ad.id, 'impression', 'xx');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Language 'xx' not found", field: 'language', reason: 'unknown or inactive language code' });
    });

    it('answers an ad without reports with no languages', async () => {
      const ad = await create('Unseen', { placement: 'article' });
      const listed = ((await host.admin('GET', '/api/admin/ads?placement=article')).body as { id: number; byLanguage: unknown[] }[]).find((a) => a.id === ad.id)!;
      expect(listed.byLanguage).toEqual([]);
    });
  });

  describe('deleting a language an ad targets', () => {
    it('is refused like a language that articles use, until no ad targets it', async () => {
      const assamese = await host.services.repos.languages.create({ code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', isActive: true }, new Date());
      const ad = await create('Assamese readers', { placement: 'category', languageIds: [assamese.id, langs.hi] });
      const refused = await host.admin('DELETE', `/api/admin/languages/${assamese.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Assamese cannot be deleted because 1 Megaphone still uses it. Deactivate it instead to hide it from readers.',
        field: 'id',
        reason: 'in use',
      });
      expect((await host.admin('PUT', `/api/admin/ads/${ad.id}`, { languageIds: [langs.hi] })).status).toBe(200);
      expect((await host.admin('DELETE', `/api/admin/languages/${assamese.id}`)).status).toBe(200);
      // Gone now: targeting it again is an unknown id.
      expect((await host.admin('PUT', `/api/admin/ads/${ad.id}`, { languageIds: [assamese.id] })).status).toBe(400);
    });
  });
});
