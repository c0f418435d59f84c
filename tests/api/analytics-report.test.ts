/**
 * GET /api/admin/analytics and /export (issue 30) for a history seeded through the beacon endpoint
 * with chosen client addresses and user agents: totals, the daily and hourly series, languages,
 * articles with their languages, filters, ads and shares of the range, the CSV, and clear 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { ANDROID, CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

const clock = manualClock(new Date('2026-11-10T04:30:00Z')); // 10:00 on the 10th in Kolkata

describe('the analytics report', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let articleId: number;
  let otherId: number;

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false });
    langs = await createLanguages(host.services);
    articleId = (await createArticle(host.services, langs, { slug: 'halving', title: 'The halving', translations: [content(langs.hi, 'हाल्विंग'), content(langs.bn, 'হাল্ভিং')] })).id;
    otherId = (await createArticle(host.services, langs, { slug: 'staking', title: 'Staking' })).id;
    const A = { from: '127.0.4.1', ua: CHROME };
    const B = { from: '127.0.4.2', ua: ANDROID };
    const C = { from: '127.0.4.3', ua: CHROME };
    // Each page view is answered, and its reader counted, before the next (a reader's pages are seconds apart).
    const ok = async (p: Promise<{ status: number }>) => {
      expect((await p).status).toBe(204);
      await readersCounted(host);
    };
    // The 10th: A reads the halving in Hindi twice (from Telegram) and the Bengali home; B the English home from Google.
    await ok(sendBeacon(host.url, view('hi', { page: 'article', articleId, referrer: 'https://t.me/cryptolekh' }), A));
    await ok(sendBeacon(host.url, view('hi', { page: 'article', articleId, referrer: 'https://t.me/cryptolekh' }), A));
    await ok(sendBeacon(host.url, view('bn', { referrer: `${host.url}/article/halving` }), A));
    clock.set(new Date('2026-11-10T15:10:00Z')); // 20:40
    await ok(sendBeacon(host.url, view('en', { referrer: 'https://www.google.com/' }), B));
    // The 11th: A reads the halving in English (30 s engaged), C in Bengali and Staking; one share.
    clock.set(new Date('2026-11-11T06:00:00Z'));
    const viewId = crypto.randomUUID();
    await ok(sendBeacon(host.url, view('en', { viewId, page: 'article', articleId }), A));
    await ok(sendBeacon(host.url, { type: 'engaged', viewId, page: 'article', articleId, language: 'en', seconds: 30 }, A));
    await ok(sendBeacon(host.url, view('bn', { page: 'article', articleId }), C));
    await ok(sendBeacon(host.url, view('en', { page: 'article', articleId: otherId }), C));
    expect((await host.post(`/api/articles/${articleId}/share`)).status).toBe(200);
    // Ads counted on the 11th and outside the range.
    const ad = await host.admin('POST', '/api/admin/ads', { name: 'Exchange', type: 'banner', placement: 'homepage', headline: 'Trade', text: 'Now', url: 'https://example.com', isActive: true, priority: 1 });
    expect(ad.status, JSON.stringify(ad.body)).toBe(201);
    await host.services.repos.ads.seedCounts(ad.body.id, { impressions: 50, clicks: 5 }, { '2026-11-11': { impressions: 40, clicks: 3 }, '2026-11-20': { impressions: 10, clicks: 2 } });
    clock.set(new Date('2026-11-12T06:00:00Z'));
  });
  afterAll(() => host.stop());

  const get = (qs: string) => host.admin('GET', `/api/admin/analytics?${qs}`);

  it('answers the totals, the daily series, languages, articles and sources of a range', async () => {
    const res = await get('from=2026-11-10&to=2026-11-12');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ from: '2026-11-10', to: '2026-11-12', interval: 'day', timeZone: 'Asia/Kolkata', visitorsSummed: true });
    expect(r.totals).toEqual({ pageviews: 7, visitors: 4, articleViews: 5, shares: 1, adImpressions: 40, adClicks: 3, engagedSeconds: 30 });
    expect(r.series).toEqual([
      { start: '2026-11-09T18:30:00.000Z', pageviews: 4, visitors: 2 },
      { start: '2026-11-10T18:30:00.000Z', pageviews: 3, visitors: 2 },
      { start: '2026-11-11T18:30:00.000Z', pageviews: 0, visitors: 0 },
    ]);
    // Visitors of an edition are its readers of each day, summed over the days: A read Hindi and
    // Bengali on the 10th, English on the 11th; B English on the 10th; C Bengali and English on the 11th.
    expect(r.languages).toEqual([
      { languageId: langs.en, pageviews: 3, visitors: 3 },
      { languageId: langs.hi, pageviews: 2, visitors: 1 },
      { languageId: langs.bn, pageviews: 2, visitors: 2 },
    ]);
    expect(r.articles).toEqual([
      {
        id: articleId,
        title: 'The halving',
        pageviews: 4,
        visitors: 3,
        shares: 1,
        byLanguage: [
          { languageId: langs.hi, pageviews: 2 },
          { languageId: langs.en, pageviews: 1 },
          { languageId: langs.bn, pageviews: 1 },
        ],
      },
      { id: otherId, title: 'Staking', pageviews: 1, visitors: 1, shares: 0, byLanguage: [{ languageId: langs.en, pageviews: 1 }] },
    ]);
    expect(r.sources).toEqual([
      { key: 'direct', pageviews: 4, visitors: 2 },
      { key: 'telegram', pageviews: 2, visitors: 1 },
      { key: 'google', pageviews: 1, visitors: 1 },
    ]);
    expect(r.online).toBe(0);
  });

  it('filters by language and by article, and gives one day by hour', async () => {
    const hi = (await get(`from=2026-11-10&to=2026-11-11&languageId=${langs.hi}`)).body;
    expect(hi.totals).toMatchObject({ pageviews: 2, visitors: 1, articleViews: 2 });
    expect(hi.languages).toEqual([{ languageId: langs.hi, pageviews: 2, visitors: 1 }]);
    const article = (await get(`from=2026-11-10&to=2026-11-11&articleId=${articleId}`)).body;
    expect(article.totals).toMatchObject({ pageviews: 4, visitors: 3, articleViews: 4, shares: 1 });
    expect(article.series.map((s: { pageviews: number }) => s.pageviews)).toEqual([2, 2]);
    expect(article.languages.map((l: { languageId: number }) => l.languageId).sort()).toEqual([langs.en, langs.hi, langs.bn].sort());

    const day = (await get('from=2026-11-10&to=2026-11-10&interval=hour')).body;
    expect(day.visitorsSummed).toBe(false);
    expect(day.series).toHaveLength(24);
    expect(day.series[0].start).toBe('2026-11-09T18:30:00.000Z');
    const busy = day.series.map((s: { pageviews: number }, h: number) => [h, s.pageviews] as const).filter(([, n]: readonly [number, number]) => n > 0);
    expect(busy).toEqual([
      [10, 3],
      [20, 1],
    ]);
    const hiByHour = (await get(`from=2026-11-10&to=2026-11-10&interval=hour&languageId=${langs.hi}`)).body;
    expect(hiByHour.series[10]).toMatchObject({ pageviews: 2, visitors: 1 });
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['to=2026-11-10', 'from', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-11-10', 'to', 'to must be a date written YYYY-MM-DD'],
      ['from=10-11-2026&to=2026-11-10', 'from', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-02-30&to=2026-03-01', 'from', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-11-12&to=2026-11-10', 'from', 'from must be on or before to'],
      ['from=2024-01-01&to=2026-11-10', 'to', 'The range can be at most 400 days'],
      ['from=2026-11-10&to=2026-11-11&interval=hour', 'interval', 'interval=hour needs from and to on the same day'],
      ['from=2026-11-10&to=2026-11-11&interval=week', 'interval', 'interval must be one of: day, hour'],
      ['from=2026-11-10&to=2026-11-11&languageId=hi', 'languageId', 'languageId must be a positive integer written in plain digits, such as 3'],
      ['from=2026-11-10&to=2026-11-11&languageId=01', 'languageId', 'languageId must be a positive integer written in plain digits, such as 3'],
      ['from=2026-11-10&to=2026-11-11&languageId=99999999999999999', 'languageId', 'languageId must be a positive integer written in plain digits, such as 3'],
      ['from=2026-11-10&to=2026-11-11&articleId=0', 'articleId', 'articleId must be a positive integer written in plain digits, such as 3'],
      ['from=2026-11-10&to=2026-11-11&articleId=1.0', 'articleId', 'articleId must be a positive integer written in plain digits, such as 3'],
    ];
    for (const [qs, field, message] of cases) {
      const res = await get(qs);
      expect(res.status, qs).toBe(400);
      expect(res.body, qs).toMatchObject({ field, message });
    }
    expect((await host.call('GET', '/api/admin/analytics?from=2026-11-10&to=2026-11-10')).status).toBe(401);
  });

  it('refuses dates before 2000-01-01 or more than a year after the site’s today with a 400 naming the parameter, in the report, by hour and in the export', async () => {
    // Today is 2026-11-12 in Kolkata: the last day answered is 2027-11-12.
    const last = '2027-11-12';
    const cases: [string, string, string][] = [
      ['from=9999-12-31&to=9999-12-31', 'from', `from must be between 2000-01-01 and ${last}`],
      ['from=2026-11-10&to=9999-12-31', 'to', `to must be between 2000-01-01 and ${last}`],
      ['from=0001-01-01&to=0001-01-01', 'from', `from must be between 2000-01-01 and ${last}`],
      ['from=0000-00-00&to=2026-11-10', 'from', `from must be between 2000-01-01 and ${last}`],
      ['from=1999-12-31&to=2000-01-01', 'from', `from must be between 2000-01-01 and ${last}`],
      ['from=2027-11-13&to=2027-11-13', 'from', `from must be between 2000-01-01 and ${last}`],
      ['from=2027-11-12&to=2027-11-13', 'to', `to must be between 2000-01-01 and ${last}`],
      ['from=2027-02-30&to=2027-03-01', 'from', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-11-10&to=2026-02-30', 'to', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-11-12&to=2000-01-01', 'from', 'from must be on or before to'],
      ['from=99999-01-01&to=2026-11-10', 'from', 'from must be a date written YYYY-MM-DD'],
    ];
    for (const [qs, field, message] of cases) {
      for (const path of [`/api/admin/analytics?${qs}`, `/api/admin/analytics?${qs}&interval=hour`, `/api/admin/analytics/export?${qs}`]) {
        const res = await host.admin('GET', path);
        expect(res.status, path).toBe(400);
        // A range of several days by hour is refused too, but only once its dates are sane.
        expect(res.body, path).toMatchObject({ field, message });
      }
    }
    // The edges themselves are answered.
    for (const qs of ['from=2000-01-01&to=2000-01-01', `from=${last}&to=${last}`, `from=2026-11-12&to=${last}`]) {
      expect((await get(qs)).status, qs).toBe(200);
      expect((await get(`${qs}&interval=hour`)).status, qs).toBe(qs.includes('2026-11-12&to') ? 400 : 200);
      expect((await host.admin('GET', `/api/admin/analytics/export?${qs}`)).status, qs).toBe(200);
    }
    const far = (await get(`from=${last}&to=${last}&interval=hour`)).body;
    expect(far.totals).toMatchObject({ pageviews: 0, visitors: 0 });
    expect(far.series).toHaveLength(24);
  });

  it('exports the days by language as CSV', async () => {
    const res = await host.admin('GET', '/api/admin/analytics/export?from=2026-11-10&to=2026-11-12');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="cryptolekh-analytics-2026-11-10-2026-11-12.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'date,languageId,languageCode,pageviews,visitors,engagedSecondsAvg',
      `2026-11-10,${langs.en},en,1,1,0`,
      `2026-11-10,${langs.hi},hi,2,1,0`,
      `2026-11-10,${langs.bn},bn,1,1,0`,
      '2026-11-10,all,,4,2,0',
      `2026-11-11,${langs.en},en,2,2,30`,
      `2026-11-11,${langs.bn},bn,1,1,0`,
      '2026-11-11,all,,3,2,30',
      '2026-11-12,all,,0,0,0',
      '',
    ]);
    expect((await host.admin('GET', '/api/admin/analytics/export?from=2026-11-12&to=2026-11-10')).status).toBe(400);
  });
});
