/**
 * The last 30 site-days' views (issue 30) for a history seeded through the beacon endpoint: the
 * console's articles list sorted by them (`sort=views30d`: order, figures, filters and limit),
 * and the translations nobody opened in those days (GET /api/admin/analytics/unopened-translations),
 * with the window's first day counted and the day before it not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../functions/src/contract/index.js';
import type { ContentInput } from '../../functions/src/data/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { CHROME, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { content, createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff } from '../helpers/staff-fixtures.js';

const DAY = 86_400_000;
// 12:00 on 20 November in Kolkata: the 30 days are 22 October to 20 November.
const NOW = new Date('2026-11-20T06:30:00Z');
const clock = manualClock(NOW);
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('the last 30 days of views', () => {
  let host: AdminTestHost;
  let langs: Langs;
  const id: Record<string, number> = {};

  /** An English original with translations, created and (unless a draft) published `age` days ago. */
  async function article(key: string, age: number, translations: (lang: Langs) => ContentInput[], over: { category?: Category; status?: 'draft' | 'published' } = {}) {
    const at = daysAgo(age);
    const status = over.status ?? 'published';
    const doc = await host.services.repos.articles.create(
      {
        slug: key,
        category: over.category ?? 'education',
        status,
        isFeatured: false,
        imageUrl: null,
        imagePublicId: null,
        videoUrl: null,
        videoPublicId: null,
        publishedAt: status === 'published' ? at : null,
        scheduledAt: null,
        original: content(langs.en, `Title ${key}`),
        translations: translations(langs),
      },
      at,
    );
    id[key] = doc.id;
  }

  /** `n` page views of an article's edition on a site-day (at noon in Kolkata). */
  async function views(key: string, language: string, n: number, day: string) {
    clock.set(new Date(`${day}T06:30:00Z`));
    for (let i = 0; i < n; i++) {
      const res = await sendBeacon(host.url, view(language, { page: 'article', articleId: id[key] }), { from: '127.0.6.1', ua: CHROME });
      expect(res.status).toBe(204);
    }
  }

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false });
    langs = await createLanguages(host.services);
    const hi = (t: string) => content(langs.hi, `${t} हिंदी`);
    const bn = (t: string) => content(langs.bn, `${t} বাংলা`);
    await article('halving', 60, () => [hi('halving'), bn('halving')]);
    await article('staking', 45, () => [hi('staking')]);
    await article('wallets', 40, () => [hi('wallets'), bn('wallets')]);
    await article('kannada', 35, () => [content(langs.kn, 'kannada ಕನ್ನಡ')]);
    await article('futures', 50, () => [], { category: 'research' });
    await article('options', 20, () => [], { category: 'research' });
    await article('draft', 2, () => [hi('draft')], { status: 'draft' });
    await article('fresh', 3, () => [hi('fresh')]);

    // The halving: 3 English views today, its Hindi version once on the window's first day, its
    // Bengali version only the day before the window. Staking: 2 English, 3 Hindi. Futures and
    // options one view each (a tie); a view 31 days ago; a draft's beacon, which is not counted.
    await views('halving', 'en', 3, '2026-11-20');
    await views('halving', 'hi', 1, '2026-10-22');
    await views('halving', 'bn', 1, '2026-10-21');
    await views('staking', 'en', 2, '2026-11-01');
    await views('staking', 'hi', 3, '2026-11-19');
    await views('futures', 'en', 1, '2026-11-05');
    await views('options', 'en', 1, '2026-11-10');
    await views('wallets', 'en', 5, '2026-10-20');
    await views('draft', 'hi', 2, '2026-11-18');
    clock.set(NOW);
  }, 120_000);
  afterAll(() => host?.stop());

  const list = async (qs: string) => {
    const res = await host.admin('GET', `/api/admin/articles?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { slug: string; views30d?: number }[]).map((a) => [a.slug, a.views30d]);
  };

  describe('the articles list sorted by the last 30 days’ views', () => {
    it('puts the most read first with each one’s figure, then those nobody read, newest created first', async () => {
      expect(await list('sort=views30d')).toEqual([
        ['staking', 5],
        ['halving', 3 + 1],
        // A tie: the newer first.
        ['options', 1],
        ['futures', 1],
        // Not read in the 30 days (the wallets' views are 31 days old; a draft's are not counted): newest first.
        ['draft', 0],
        ['fresh', 0],
        ['kannada', 0],
        ['wallets', 0],
      ]);
    });

    it('keeps the limit: the most read of all the articles, not the newest ones re-sorted', async () => {
      expect(await list('sort=views30d&limit=2')).toEqual([
        ['staking', 5],
        ['halving', 4],
      ]);
      expect(await list('sort=views30d&limit=3')).toEqual([
        ['staking', 5],
        ['halving', 4],
        ['options', 1],
      ]);
      // Past those read, the newest unread fill it.
      expect(await list('sort=views30d&limit=6')).toEqual([
        ['staking', 5],
        ['halving', 4],
        ['options', 1],
        ['futures', 1],
        ['draft', 0],
        ['fresh', 0],
      ]);
    });

    it('reads the 30 days of rollups once and only the articles it lists (Firestore billing as the usage meter models it)', async () => {
      const shards = (await host.firestore.db.collection('analyticsDays').where('day', '>=', '2026-10-22').where('day', '<=', '2026-11-20').get()).size;
      expect(shards).toBeGreaterThanOrEqual(6);
      host.firestore.meter.reset();
      expect(await list('sort=views30d&limit=2')).toEqual([
        ['staking', 5],
        ['halving', 4],
      ]);
      const reads = host.firestore.meter.usage().readsByCollection;
      expect(reads.analyticsDays).toBe(shards);
      expect(reads.articles).toBe(2);
    });

    it('applies the filters before the limit', async () => {
      expect(await list('sort=views30d&category=research&limit=1')).toEqual([['options', 1]]);
      expect(await list('sort=views30d&category=research')).toEqual([
        ['options', 1],
        ['futures', 1],
      ]);
      expect(await list('sort=views30d&status=draft')).toEqual([['draft', 0]]);
      expect(await list('sort=views30d&category=education&status=published&limit=3')).toEqual([
        ['staking', 5],
        ['halving', 4],
        ['fresh', 0],
      ]);
      expect(await list('sort=views30d&category=case-study')).toEqual([]);
    });

    it('is newest created first without it (or with sort=newest), without the 30-day figure', async () => {
      const newest = [['draft', undefined], ['fresh', undefined], ['options', undefined]];
      expect(await list('limit=3')).toEqual(newest);
      expect(await list('sort=newest&limit=3')).toEqual(newest);
      expect(await list('sort=&limit=3')).toEqual(newest);
    });

    it('refuses another order with a 400 naming the field', async () => {
      for (const sort of ['views', 'VIEWS30D', 'views30d ']) {
        const res = await host.admin('GET', `/api/admin/articles?sort=${encodeURIComponent(sort)}`);
        expect(res.status, sort).toBe(400);
        expect(res.body).toEqual({
          message: "Invalid query parameter 'sort': sort must be one of: newest, views30d",
          field: 'sort',
          reason: 'sort must be one of: newest, views30d',
        });
      }
    });

    it('is for those who may see the analytics: an editor may, a contributor may not', async () => {
      const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
      const contributor = await createStaff(host, { role: 'contributor', languageIds: [langs.hi] });
      const asEditor = await host.call('GET', '/api/admin/articles?sort=views30d&limit=1', { token: editor.token });
      expect(asEditor.status).toBe(200);
      expect(asEditor.body.map((a: { slug: string }) => a.slug)).toEqual(['staking']);
      const refused = await host.call('GET', '/api/admin/articles?sort=views30d', { token: contributor.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/cannot see the analytics/);
      expect((await host.call('GET', '/api/admin/articles?limit=1', { token: contributor.token })).status).toBe(200);
    });
  });

  describe('GET /api/admin/analytics/unopened-translations', () => {
    it('lists the published articles’ translations nobody opened in the 30 days, by language', async () => {
      const res = await host.admin('GET', '/api/admin/analytics/unopened-translations');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const iso = (age: number) => daysAgo(age).toISOString();
      const row = (key: string, age: number, languageId: number, code: string, name: string) => ({
        articleId: id[key],
        title: `Title ${key}`,
        slug: key,
        publishedAt: iso(age),
        languageId,
        language: { code, name },
      });
      expect(res.body).toEqual({
        from: '2026-10-22',
        to: '2026-11-20',
        timeZone: 'Asia/Kolkata',
        publishedBefore: '2026-10-21T18:30:00.000Z',
        // The halving's Hindi version was read once (on the first day), the staking's three times:
        // not listed. The fresh article is younger than the 30 days, the draft is not published,
        // Kannada is not offered to readers (inactive).
        languages: [
          { languageId: langs.bn, code: 'bn', name: 'Bengali', translations: 2, unopened: 2 },
          { languageId: langs.hi, code: 'hi', name: 'Hindi', translations: 3, unopened: 1 },
        ],
        total: 3,
        translations: [
          // The halving's Bengali view was the day before the window.
          row('halving', 60, langs.bn, 'bn', 'Bengali'),
          row('wallets', 40, langs.bn, 'bn', 'Bengali'),
          row('wallets', 40, langs.hi, 'hi', 'Hindi'),
        ],
      });
    });

    it('drops a translation once it is opened', async () => {
      await views('wallets', 'hi', 1, '2026-11-20');
      const body = (await host.admin('GET', '/api/admin/analytics/unopened-translations')).body;
      expect(body.translations.map((t: { slug: string; language: { code: string } }) => `${t.slug}/${t.language.code}`)).toEqual(['halving/bn', 'wallets/bn']);
      expect(body.languages).toContainEqual({ languageId: langs.hi, code: 'hi', name: 'Hindi', translations: 3, unopened: 0 });
      // Now three articles tie at one view: newest created first.
      expect(await list('sort=views30d&limit=5')).toEqual([
        ['staking', 5],
        ['halving', 4],
        ['options', 1],
        ['wallets', 1],
        ['futures', 1],
      ]);
    });

    it('is for those who may see the analytics', async () => {
      expect((await host.call('GET', '/api/admin/analytics/unopened-translations')).status).toBe(401);
      const contributor = await createStaff(host, { role: 'contributor', languageIds: [langs.hi] });
      expect((await host.call('GET', '/api/admin/analytics/unopened-translations', { token: contributor.token })).status).toBe(403);
    });
  });
});
