/**
 * Ad measurement as an advertiser would audit it, through the console's view of the counts
 * (GET /api/admin/ads): once per visitor per ad per 30 minutes, replays and concurrent duplicates
 * counted once, crawlers and scripts not at all, a per-address limit on invented visitors, and
 * counts kept per site-day (the default zone, Asia/Kolkata, here; ad-site-days.test.ts has others). Counting runs after the answer (a trigger), so each check first waits
 * until every trigger the reports started has finished.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_MEASUREMENT } from '../../functions/src/contract/index.js';
import { manualClock } from '../helpers/clock.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { watchAdCounting } from '../helpers/trigger-watch.js';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MINUTE = 60_000;

interface Counts {
  impressions: number;
  clicks: number;
  ctr: string;
  daily: { date: string; impressions: number; clicks: number }[];
}

describe('ad measurement', () => {
  // 10:00 IST on 10 March 2026.
  const clock = manualClock(new Date('2026-03-10T04:30:00Z'));
  let host: AdminTestHost;
  let counting: ReturnType<typeof watchAdCounting>;
  let adId: number;

  beforeAll(async () => {
    host = await startAdminHost({ clock, schedules: false });
    counting = watchAdCounting(host);
  });
  afterAll(() => host.stop());

  beforeEach(async () => {
    clock.set(new Date('2026-03-10T04:30:00Z'));
    const res = await host.admin('POST', '/api/admin/ads', { name: 'Measured', type: 'banner', placement: 'homepage', headline: 'Measured ad', text: 'Counted honestly.' });
    adId = res.body.id;
  });

  /** The ad as the console shows it, once everything reported so far has been counted. */
  async function counts(id = adId): Promise<Counts> {
    await counting.idle();
    const ads = (await host.admin('GET', '/api/admin/ads')).body as (Counts & { id: number })[];
    return ads.find((a) => a.id === id)!;
  }

  function report(kind: 'impression' | 'click', visitorId: string | null, userAgent: string | null = CHROME, id = adId) {
    return fetch(`${host.url}/api/ads/${id}/${kind}`, {
      method: 'POST',
      headers: { ...(userAgent !== null && { 'user-agent': userAgent }), ...(visitorId && { 'content-type': 'application/json' }) },
      body: visitorId ? JSON.stringify({ visitorId }) : undefined,
    }).then((res) => {
      expect(res.status).toBe(202);
    });
  }

  it('counts an impression once per visitor per ad in 30 minutes', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await report('impression', a);
    await report('impression', a);
    await report('impression', b);
    expect(await counts()).toMatchObject({ impressions: 2, clicks: 0, ctr: '0.00' });

    clock.advance(29 * MINUTE);
    await report('impression', a);
    expect((await counts()).impressions).toBe(2);

    clock.advance(2 * MINUTE); // 31 minutes after a's first
    await report('impression', a);
    expect((await counts()).impressions).toBe(3);
  });

  it('measures the 30 minutes from the counted report, not from the half hours of the clock', async () => {
    const visitor = randomUUID();
    clock.set(new Date('2026-03-10T04:59:00Z')); // 10:29 IST
    await report('impression', visitor);
    clock.advance(2 * MINUTE); // 10:31 IST: another half hour, but only 2 minutes later
    await report('impression', visitor);
    expect((await counts()).impressions).toBe(1);
  });

  it('counts clicks the same way, separately from impressions, and the CTR follows', async () => {
    const visitors = [randomUUID(), randomUUID(), randomUUID()];
    for (const v of visitors) await report('impression', v);
    await report('click', visitors[0]!);
    await report('click', visitors[0]!);
    expect(await counts()).toMatchObject({ impressions: 3, clicks: 1, ctr: '33.33' });
    await report('click', visitors[1]!);
    expect(await counts()).toMatchObject({ impressions: 3, clicks: 2, ctr: '66.67' });
  });

  it('counts a burst of concurrent replays of one report once', async () => {
    const visitor = randomUUID();
    await Promise.all(Array.from({ length: 40 }, () => report('click', visitor)));
    await Promise.all(Array.from({ length: 40 }, () => report('impression', visitor)));
    expect(await counts()).toMatchObject({ impressions: 1, clicks: 1 });
  });

  it('counts concurrent reports of different visitors, losing none', async () => {
    await Promise.all(Array.from({ length: 25 }, () => report('impression', randomUUID())));
    expect((await counts()).impressions).toBe(25);
  });

  it('stops counting new visitor ids from one address at the per-address limit, until the next window', async () => {
    const limit = AD_MEASUREMENT.perAddressLimit;
    await Promise.all(Array.from({ length: limit + 10 }, () => report('click', randomUUID())));
    expect((await counts()).clicks).toBe(limit);
    clock.advance(30 * MINUTE);
    await report('click', randomUUID());
    expect((await counts()).clicks).toBe(limit + 1);
  });

  it('counts a bodiless click (the spec sends none) once per client address in 30 minutes', async () => {
    await report('click', null);
    await report('click', null);
    expect((await counts()).clicks).toBe(1);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['curl', 'curl/8.5.0'],
    ['python-requests', 'python-requests/2.32.3'],
    ["Node's fetch", 'node'],
    ['no User-Agent', null],
  ])('does not count %s', async (_who, ua) => {
    await report('impression', randomUUID(), ua);
    await report('click', randomUUID(), ua);
    expect(await counts()).toMatchObject({ impressions: 0, clicks: 0 });
  });

  it('keeps counts per site-day (IST by default) for the last 14 days', async () => {
    // 23:50 IST on 9 March, then 00:10 IST on 10 March (the same UTC day), then today.
    clock.set(new Date('2026-03-09T18:20:00Z'));
    await report('impression', randomUUID());
    await report('click', randomUUID());
    clock.set(new Date('2026-03-09T18:40:00Z'));
    await report('impression', randomUUID());
    await report('impression', randomUUID());
    clock.set(new Date('2026-03-10T04:30:00Z'));
    const { daily, impressions, clicks } = await counts();
    expect({ impressions, clicks }).toEqual({ impressions: 3, clicks: 1 });
    expect(daily).toHaveLength(14);
    expect(daily[0]!.date).toBe('2026-02-25');
    expect(daily.slice(-2)).toEqual([
      { date: '2026-03-09', impressions: 1, clicks: 1, ctr: '100.00', byLanguage: [] },
      { date: '2026-03-10', impressions: 2, clicks: 0, ctr: '0.00', byLanguage: [] },
    ]);

    // Two weeks on, those days have left the chart; the totals stay.
    clock.set(new Date('2026-03-24T04:30:00Z'));
    const later = await counts();
    expect(later.daily.every((d) => d.impressions === 0 && d.clicks === 0)).toBe(true);
    expect(later).toMatchObject({ impressions: 3, clicks: 1 });
  });

  it('forgets the counts of a deleted ad, and refuses later reports of it', async () => {
    const gone = (await host.admin('POST', '/api/admin/ads', { name: 'Gone', type: 'banner', placement: 'homepage', headline: 'Gone', text: 'Gone soon.' })).body.id;
    await report('impression', randomUUID(), CHROME, gone);
    await counting.idle();
    expect((await host.admin('DELETE', `/api/admin/ads/${gone}`)).status).toBe(200);
    expect(await host.services.repos.ads.counters(gone).totals()).toEqual({ impressions: 0, clicks: 0 });
    const res = await fetch(`${host.url}/api/ads/${gone}/impression`, { method: 'POST', headers: { 'user-agent': CHROME } });
    expect(res.status).toBe(404);
  });
});
