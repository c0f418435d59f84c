/**
 * Ad figures by site-day and language (issue 30): an impression or click is counted under the
 * calendar day of the site's reporting time zone (the `timeZone` setting), with that day's reader
 * language, so the analytics report's ad totals, the dashboard's last-30-days tiles and the
 * Megaphones screen's per-day numbers (GET /api/admin/ads `daily`) agree for any zone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { watchAdCounting } from '../helpers/trigger-watch.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff } from '../helpers/staff-fixtures.js';

interface Day {
  date: string;
  impressions: number;
  clicks: number;
  ctr: string;
  byLanguage: { languageId: number; impressions: number; clicks: number; ctr: string }[];
}
interface Ad {
  id: number;
  impressions: number;
  clicks: number;
  daily: Day[];
}

const clock = manualClock(new Date('2026-11-10T01:00:00Z'));

describe('ad figures by site-day and language', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let counting: ReturnType<typeof watchAdCounting>;

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false, schedules: false });
    counting = watchAdCounting(host);
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  async function setZone(timeZone: string): Promise<void> {
    const settings = (await host.admin('GET', '/api/admin/settings')).body;
    const saved = await host.admin('PUT', '/api/admin/settings', { ...settings, timeZone });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  async function createAd(name: string): Promise<number> {
    const res = await host.admin('POST', '/api/admin/ads', { name, type: 'banner', placement: 'homepage', headline: name, text: 'Counted by day.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  }

  async function report(id: number, kind: 'impression' | 'click', language?: string): Promise<void> {
    const res = await fetch(`${host.url}/api/ads/${id}/${kind}`, {
      method: 'POST',
      headers: { 'user-agent': CHROME, 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: randomUUID(), language }),
    });
    expect(res.status).toBe(202);
  }

  async function megaphones(): Promise<Ad[]> {
    await counting.idle();
    const res = await host.admin('GET', '/api/admin/ads');
    expect(res.status).toBe(200);
    return res.body as Ad[];
  }
  const dayOf = (ad: Ad, date: string) => ad.daily.find((d) => d.date === date);

  async function reportTotals(from: string, to = from) {
    const res = await host.admin('GET', `/api/admin/analytics?from=${from}&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.totals as { pageviews: number; visitors: number; adImpressions: number; adClicks: number };
  }

  it('counts an impression at 02:00 UTC in New York on the day before, per language, and the report, dashboard and Megaphones agree', async () => {
    await setZone('America/New_York');
    const a = await createAd('New York A');
    const b = await createAd('New York B');

    // 02:00 UTC on the 10th: 21:00 on the 9th in New York (07:30 on the 10th in India).
    clock.set(new Date('2026-11-10T02:00:00Z'));
    await report(a, 'impression', 'hi');
    await report(a, 'click', 'hi');
    await report(a, 'impression');
    await report(b, 'impression', 'bn');
    expect((await sendBeacon(host.url, view('hi'), { from: '127.0.7.1', ua: CHROME })).status).toBe(204);
    // 15:00 UTC on the 10th: 10:00 on the 10th in New York.
    clock.set(new Date('2026-11-10T15:00:00Z'));
    await report(a, 'impression', 'bn');
    await report(b, 'impression', 'hi');
    await report(b, 'click', 'hi');
    expect((await sendBeacon(host.url, view('bn'), { from: '127.0.7.2', ua: CHROME })).status).toBe(204);
    // Each day's reader is counted by a trigger after the beacon's answer.
    await readersCounted(host);
    clock.set(new Date('2026-11-10T16:00:00Z'));

    const ads = await megaphones();
    const adA = ads.find((x) => x.id === a)!;
    const adB = ads.find((x) => x.id === b)!;
    // Today is New York's 10th: the chart's last day.
    expect(adA.daily.at(-1)!.date).toBe('2026-11-10');
    expect(adA.daily).toHaveLength(14);
    expect(dayOf(adA, '2026-11-09')).toEqual({
      date: '2026-11-09',
      impressions: 2,
      clicks: 1,
      ctr: '50.00',
      // The impression reported without a language is in the day, not under a language.
      byLanguage: [{ languageId: langs.hi, impressions: 1, clicks: 1, ctr: '100.00' }],
    });
    expect(dayOf(adA, '2026-11-10')).toEqual({ date: '2026-11-10', impressions: 1, clicks: 0, ctr: '0.00', byLanguage: [{ languageId: langs.bn, impressions: 1, clicks: 0, ctr: '0.00' }] });
    expect(dayOf(adB, '2026-11-09')).toEqual({ date: '2026-11-09', impressions: 1, clicks: 0, ctr: '0.00', byLanguage: [{ languageId: langs.bn, impressions: 1, clicks: 0, ctr: '0.00' }] });
    expect(dayOf(adB, '2026-11-10')).toEqual({ date: '2026-11-10', impressions: 1, clicks: 1, ctr: '100.00', byLanguage: [{ languageId: langs.hi, impressions: 1, clicks: 1, ctr: '100.00' }] });
    // Lifetime counts stay exact, per language too.
    expect(adA).toMatchObject({ impressions: 3, clicks: 1 });

    // The report's days are the same days.
    expect(await reportTotals('2026-11-09')).toMatchObject({ pageviews: 1, adImpressions: 3, adClicks: 1 });
    expect(await reportTotals('2026-11-10')).toMatchObject({ pageviews: 1, adImpressions: 2, adClicks: 1 });

    // The dashboard's last 30 New York days are the report's totals for that range, and the Megaphones days' sums.
    const stats = await host.admin('GET', '/api/admin/stats');
    expect(stats.status).toBe(200);
    const last30 = stats.body.last30Days;
    expect(last30).toEqual({ from: '2026-10-12', to: '2026-11-10', timeZone: 'America/New_York', pageviews: 2, visitors: 2, adImpressions: 5, adClicks: 2, adCtr: '40.00' });
    const range = await reportTotals(last30.from, last30.to);
    expect({ pageviews: range.pageviews, visitors: range.visitors, adImpressions: range.adImpressions, adClicks: range.adClicks }).toEqual({
      pageviews: last30.pageviews,
      visitors: last30.visitors,
      adImpressions: last30.adImpressions,
      adClicks: last30.adClicks,
    });
    const summed = (field: 'impressions' | 'clicks') => [adA, adB].reduce((s, ad) => s + ad.daily.reduce((t, d) => t + d[field], 0), 0);
    expect({ adImpressions: summed('impressions'), adClicks: summed('clicks') }).toEqual({ adImpressions: last30.adImpressions, adClicks: last30.adClicks });
  });

  it.each([
    // [zone, instant, the site-day it belongs to]
    ['Asia/Kolkata', '2026-12-01T18:40:00Z', '2026-12-02'],
    ['Asia/Kolkata', '2026-12-01T18:20:00Z', '2026-12-01'],
    ['America/Los_Angeles', '2026-12-03T07:30:00Z', '2026-12-02'],
    ['Pacific/Kiritimati', '2026-12-03T10:30:00Z', '2026-12-04'],
    ['Asia/Kathmandu', '2026-12-05T18:14:00Z', '2026-12-05'],
    ['Asia/Kathmandu', '2026-12-05T18:16:00Z', '2026-12-06'],
    ['UTC', '2026-12-06T23:59:00Z', '2026-12-06'],
  ])('in %s an impression at %s belongs to the site-day %s, in the Megaphones days and the report', async (zone, at, day) => {
    await setZone(zone);
    const ad = await createAd(`${zone} ${at}`);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const previous = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    const before = await Promise.all([day, next, previous].map(async (x) => (await reportTotals(x)).adImpressions));
    clock.set(new Date(at));
    await report(ad, 'impression', 'bn');
    const shown = (await megaphones()).find((x) => x.id === ad)!;
    expect(shown.daily.filter((x) => x.impressions > 0)).toEqual([
      { date: day, impressions: 1, clicks: 0, ctr: '0.00', byLanguage: [{ languageId: langs.bn, impressions: 1, clicks: 0, ctr: '0.00' }] },
    ]);
    // The report counts it on that day, and on neither neighbouring day.
    const after = await Promise.all([day, next, previous].map(async (x) => (await reportTotals(x)).adImpressions));
    expect(after).toEqual([before[0]! + 1, before[1], before[2]]);
  });

  it('keeps the days already counted under their stored date when the site changes its time zone', async () => {
    await setZone('Asia/Kolkata');
    const ad = await createAd('Zone switch');
    // 20:00 UTC on 10 Dec: the 11th in India.
    clock.set(new Date('2026-12-10T20:00:00Z'));
    await report(ad, 'impression', 'hi');
    await counting.idle();
    await setZone('America/New_York');
    // 21:00 UTC: still the 10th in New York.
    clock.set(new Date('2026-12-10T21:00:00Z'));
    await report(ad, 'impression', 'hi');
    const shown = (await megaphones()).find((x) => x.id === ad)!;
    expect(shown.daily.at(-1)!.date).toBe('2026-12-10');
    // The Indian day (the 11th) is after New York's today: not in the chart, still in the lifetime count.
    expect(shown.daily.filter((d) => d.impressions > 0).map((d) => [d.date, d.impressions])).toEqual([['2026-12-10', 1]]);
    expect(shown.impressions).toBe(2);
    expect((await reportTotals('2026-12-11')).adImpressions).toBeGreaterThanOrEqual(1);
  });

  it('gives the last 30 days to the roles that may read the analytics, and null to the others', async () => {
    const owner = (await host.admin('GET', '/api/admin/stats')).body.last30Days;
    expect(owner).toMatchObject({ timeZone: expect.any(String), adCtr: expect.any(String) });
    for (const role of ['administrator', 'editor', 'author', 'contributor', 'translator'] as const) {
      const person = await createStaff(host, { role, languageIds: role === 'administrator' ? '*' : [langs.hi] });
      const res = await host.call('GET', '/api/admin/stats', { token: person.token });
      expect(res.status, role).toBe(200);
      if (role === 'administrator' || role === 'editor') expect(res.body.last30Days, role).toEqual(owner);
      else expect(res.body.last30Days, role).toBeNull();
    }
  });
});
