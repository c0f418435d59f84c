/**
 * The Advertise page's "Show measured audience" setting (issue 30): off by default (the reader site
 * gets no measured figure and the page shows the spec's fixed tiles); on, GET /api/site-settings
 * and the server-rendered page carry the last 30 site-days' (ending yesterday) visitors, page
 * views, average engaged time and ad click-through rate of a history seeded through the beacon
 * endpoint, equal to the console's report of those days; kept by the instance, not read per
 * reader; a bad value is a 400 naming the field. The page checks need the SSR build
 * (`npm run build -w web`).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages } from '../helpers/fixtures.js';
import { SSR_DIR } from '../../functions/src/http/pages/page-handler.js';

if (!existsSync(new URL('entry-server.js', SSR_DIR))) {
  throw new Error('The server renderer is not built: run `npm run build -w web` first (npm test does).');
}

const TODAY = new Date('2026-11-12T06:00:00Z'); // 11:30 on the 12th in Kolkata
/** The documented "at most once per instance an hour" (docs/analytics.md), pinned, not imported. */
const ONE_HOUR = 60 * 60_000;
const clock = manualClock(TODAY);

describe('the measured audience on the Advertise page', () => {
  let host: AdminTestHost;

  const at = (iso: string) => clock.set(new Date(iso));
  const ok = async (p: Promise<{ status: number }>) => expect((await p).status).toBe(204);
  const publicSettings = async () => (await host.get('/api/site-settings')).json();
  /** The server-rendered page's text (not its state script, which carries the whole catalogue), each element's text between bars. */
  const advertiseHtml = async (query = '') => {
    const res = await host.get(`/advertise${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('<body'), html.indexOf('<script type="application/json" id="ssr-state">'));
    return body.replace(/<[^>]*>/g, '|').replace(/\|+/g, '|');
  };
  const setShown = async (on: boolean) => {
    const current = (await host.admin('GET', '/api/admin/settings')).body;
    const res = await host.admin('PUT', '/api/admin/settings', { ...current, showMeasuredAudience: on });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.showMeasuredAudience).toBe(on);
  };

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false });
    await createLanguages(host.services);
    const A = { from: '127.0.6.1', ua: CHROME };
    const B = { from: '127.0.6.2', ua: CHROME };
    // The day before the 30 days (Oct 12): not counted.
    at('2026-10-12T06:00:00Z');
    await ok(sendBeacon(host.url, view('en'), A));
    await ok(sendBeacon(host.url, view('en'), B));
    // The first of the 30 days (Oct 13): A once.
    at('2026-10-13T06:00:00Z');
    await ok(sendBeacon(host.url, view('hi'), A));
    // Nov 1: A twice (90 s engaged on one), B once: two visitors, three page views.
    at('2026-11-01T06:00:00Z');
    const read = crypto.randomUUID();
    await ok(sendBeacon(host.url, view('en', { viewId: read }), A));
    await ok(sendBeacon(host.url, { type: 'engaged', viewId: read, page: 'home', language: 'en', seconds: 90 }, A));
    await ok(sendBeacon(host.url, view('bn'), A));
    await ok(sendBeacon(host.url, view('en'), B));
    // Yesterday (Nov 11), the last of the 30 days: A again, a new daily visitor, 30 s engaged.
    at('2026-11-11T17:00:00Z'); // 22:30 in Kolkata
    const late = crypto.randomUUID();
    await ok(sendBeacon(host.url, view('en', { viewId: late }), A));
    await ok(sendBeacon(host.url, { type: 'engaged', viewId: late, page: 'home', language: 'en', seconds: 30 }, A));
    // Today: not yet a whole day, not counted.
    at(TODAY.toISOString());
    await ok(sendBeacon(host.url, view('en'), B));
    // Ad counts (the ads' daily counters): 250 impressions and 9 clicks inside the 30 days.
    const ad = await host.admin('POST', '/api/admin/ads', { name: 'Exchange', type: 'banner', placement: 'homepage', headline: 'Trade', text: 'Now', url: 'https://example.com', isActive: true, priority: 1 });
    expect(ad.status, JSON.stringify(ad.body)).toBe(201);
    await host.services.repos.ads.seedCounts(
      ad.body.id,
      { impressions: 1450, clicks: 509 },
      {
        '2026-10-12': { impressions: 100, clicks: 50 },
        '2026-10-20': { impressions: 150, clicks: 6 },
        '2026-11-11': { impressions: 100, clicks: 3 },
        '2026-11-12': { impressions: 1100, clicks: 450 },
      },
    );
    // A site's reader is counted by a trigger after the beacon's answer, and the public figures,
    // once read, are kept an hour: the tests start once every reader is counted.
    await readersCounted(host);
  });
  afterAll(() => host.stop());

  const measured = { from: '2026-10-13', to: '2026-11-11', visitors: 4, pageviews: 5, engagedSeconds: 60, adImpressions: 250, adClicks: 9, clickThroughRate: 9 / 250 };

  /** The reader site gets the settings without a measured figure, and the page its fixed tiles. */
  const expectNothingMeasuredPublic = async () => {
    const settings = await publicSettings();
    expect(settings.showMeasuredAudience).toBe(false);
    expect(settings).not.toHaveProperty('audience');
    const html = await advertiseHtml();
    expect(html).toContain('|100K+|Monthly Visitors|500K+|Page Views|3.5 min|Avg. Session Duration|2.8%|Click-through Rate|');
    expect(html).not.toContain('Visits, Last 30 Days');
  };

  const lastSettingsChange = async () => (await host.admin('GET', '/api/admin/audit-log?action=settings.update&limit=1')).body.entries[0]?.changes;

  it('is off by default: the reader site gets the settings without a measured figure, and the page its fixed tiles', async () => {
    expect((await host.admin('GET', '/api/admin/settings')).body.showMeasuredAudience).toBe(false);
    await expectNothingMeasuredPublic();
  });

  it('on: the last 30 site-days ending yesterday, as the console reports them, on the server-rendered page in the reader’s language', async () => {
    // A save that leaves it off is no change of it (never stored reads as off); turning it on is one.
    // (A second apart, so the log's newest entry is the one just made.)
    const current = (await host.admin('GET', '/api/admin/settings')).body;
    at(new Date(TODAY.getTime() + 1000).toISOString());
    expect((await host.admin('PUT', '/api/admin/settings', { ...current, contactPhone: '+91 80 5555 0101' })).status).toBe(200);
    expect(await lastSettingsChange()).not.toHaveProperty('showMeasuredAudience');
    at(new Date(TODAY.getTime() + 2000).toISOString());
    await setShown(true);
    expect(await lastSettingsChange()).toEqual({ showMeasuredAudience: { from: false, to: true } });
    at(TODAY.toISOString());
    const { audience } = await publicSettings();
    expect(audience).toEqual(measured);
    // The same figures as the console's report of those days.
    const report = await host.admin('GET', `/api/admin/analytics?from=${measured.from}&to=${measured.to}`);
    expect(report.status).toBe(200);
    expect(report.body.totals).toMatchObject({ visitors: audience.visitors, pageviews: audience.pageviews, engagedSeconds: audience.engagedSeconds, adImpressions: audience.adImpressions, adClicks: audience.adClicks });

    const html = await advertiseHtml();
    expect(html).toContain('|4|Visits, Last 30 Days|5|Page Views|1 min|Avg. Engaged Time|3.6%|Click-through Rate|Measured on this site over the 30 days to yesterday.');
    for (const fixed of ['Monthly Visitors', '100K+', '500K+', '3.5 min', '2.8%']) expect(html).not.toContain(fixed);
    const hindi = await advertiseHtml('?lang=hi');
    expect(hindi).toContain('|4|विज़िट, पिछले 30 दिन|5|पेज व्यू|1 मिनट|पढ़ने का औसत समय|3.6%|क्लिक-थ्रू दर|');
  });

  it('is kept by the instance: a reader’s request reads the settings, not the rollups, until the figures are an hour old', async () => {
    await setShown(true);
    expect((await publicSettings()).audience).toEqual(measured);
    host.firestore.meter.reset();
    await publicSettings();
    await publicSettings();
    expect(host.firestore.meter.usage().reads).toBe(2); // the settings document, once each

    // A page view of a day in the range arrives late (a clock moved back): not shown until the figures expire.
    at('2026-11-05T06:00:00Z');
    await ok(sendBeacon(host.url, view('en'), { from: '127.0.6.3', ua: CHROME }));
    await readersCounted(host); // the new reader is counted by a trigger after the answer
    at(new Date(TODAY.getTime() + ONE_HOUR - 1000).toISOString());
    expect((await publicSettings()).audience).toEqual(measured);
    at(new Date(TODAY.getTime() + ONE_HOUR + 1000).toISOString());
    expect((await publicSettings()).audience).toEqual({ ...measured, visitors: 5, pageviews: 6 });

    // The next site-day moves the 30 days at once: Oct 13 leaves, Nov 12 (B's view, the ads' 1,100 impressions) comes in.
    at('2026-11-12T19:00:00Z'); // 00:30 on the 13th in Kolkata
    expect((await publicSettings()).audience).toEqual({
      from: '2026-10-14',
      to: '2026-11-12',
      visitors: 5,
      pageviews: 6,
      engagedSeconds: 60,
      adImpressions: 1350,
      adClicks: 459,
      clickThroughRate: 459 / 1350,
    });
    at(TODAY.toISOString());
  });

  it('off again: nothing measured is public and the fixed tiles are back', async () => {
    await setShown(true);
    await setShown(false);
    await expectNothingMeasuredPublic();
  });

  it('keeps the stored switch when a save leaves it out (a console from before it)', async () => {
    await setShown(true);
    const { showMeasuredAudience: _omitted, ...older } = (await host.admin('GET', '/api/admin/settings')).body;
    const res = await host.admin('PUT', '/api/admin/settings', older);
    expect(res.status).toBe(200);
    expect(res.body.showMeasuredAudience).toBe(true);
    await setShown(false);
  });

  it.each<[string, unknown]>([
    ['a string', 'yes'],
    ['a number', 1],
    ['null', null],
  ])('refuses %s with 400 naming the field, and keeps the saved setting', async (_name, value) => {
    const current = (await host.admin('GET', '/api/admin/settings')).body;
    const res = await host.admin('PUT', '/api/admin/settings', { ...current, showMeasuredAudience: value });
    expect(res.status).toBe(400);
    const reason = 'Show measured audience must be true or false';
    expect(res.body).toEqual({ message: `Invalid body parameter 'showMeasuredAudience': ${reason}`, field: 'showMeasuredAudience', reason });
    expect((await host.admin('GET', '/api/admin/settings')).body).toEqual(current);
  });
});
