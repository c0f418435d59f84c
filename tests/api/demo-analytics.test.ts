/**
 * The demo's readers (issue 38): a new user's Analytics screen, dashboard and Megaphones screen
 * show about 90 days of history, seeded into the rollups and ad counters the counting writes
 * (emulators/seed/analytics-history.ts). Read back through the console's API as the screens read
 * it: every past day has readers, each day's figures add up as counted ones do, the editions,
 * sources and devices look like a real Indian crypto site, each article's views are part of its
 * lifetime views, the ads' days follow, the dashboard's tiles are the report's, and what is stored is
 * the history built (deterministically) from the demo content and the seeding moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAd, AnalyticsReport, ArticleSummary, DashboardStats, UnopenedTranslations } from '../../functions/src/contract/index.js';
import { buildAnalyticsHistory, HISTORY_DAYS } from '../../emulators/seed/analytics-history.js';
import { demoArticles } from '../../emulators/seed/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';

// 12:00 on the 29th in Kolkata (the demo's reporting time zone): today is half a day old.
const NOW = new Date('2026-11-29T06:30:00Z');
const TODAY = '2026-11-29';
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const sum = <T>(list: T[], of: (x: T) => number) => list.reduce((n, x) => n + of(x), 0);

describe('the demo analytics history', () => {
  let host: AdminTestHost;
  const report = async (query: string): Promise<AnalyticsReport> => {
    const res = await host.admin('GET', `/api/admin/analytics?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    host = await startAdminHost({ clock: manualClock(NOW), seed: true });
  });
  afterAll(() => host?.stop());

  it('has readers on each of the last 30 and 90 days, with visitors, engaged time, shares and ads', async () => {
    const totals: Record<number, AnalyticsReport['totals']> = {};
    for (const days of [30, 90]) {
      const r = await report(`from=${daysBefore(TODAY, days - 1)}&to=${TODAY}`);
      expect(r.series).toHaveLength(days);
      for (const day of r.series) {
        expect(day.pageviews).toBeGreaterThan(0);
        expect(day.visitors).toBeGreaterThan(0);
        expect(day.visitors).toBeLessThan(day.pageviews);
      }
      expect(r.totals.articleViews).toBeGreaterThan(r.totals.pageviews / 2);
      expect(r.totals.articleViews).toBeLessThan(r.totals.pageviews);
      for (const figure of ['engagedSeconds', 'shares', 'adImpressions', 'adClicks'] as const) expect(r.totals[figure]).toBeGreaterThan(0);
      expect(r.totals.adClicks).toBeLessThan(r.totals.adImpressions / 20);
      totals[days] = r.totals;
    }
    expect(totals[90]!.pageviews).toBeGreaterThan(totals[30]!.pageviews);
    // The 90 days are the history: the 90 before them (the Analytics screen's comparison) are empty.
    expect((await report(`from=${daysBefore(TODAY, 179)}&to=${daysBefore(TODAY, 90)}`)).totals.pageviews).toBe(0);
  });

  it("adds up each day as counted days do: its editions, sources, countries, devices, browser languages, articles and hours are its page views and visitors", async () => {
    const range = await report(`from=${daysBefore(TODAY, 89)}&to=${TODAY}`);
    const english = (await host.admin('GET', '/api/admin/languages')).body.find((l: { code: string }) => l.code === 'en').id as number;
    // Every day of the last week and one a week before it (each day of the range is built alike).
    for (const [i, { pageviews, visitors }] of range.series.entries()) {
      if (i < 83 && i % 7 !== 0) continue;
      const day = daysBefore(TODAY, 89 - i);
      const r = await report(`from=${day}&to=${day}`);
      expect(r.series).toEqual([expect.objectContaining({ pageviews, visitors })]);
      expect(r.totals).toMatchObject({ pageviews, visitors });
      expect(sum(r.languages, (l) => l.pageviews)).toBe(pageviews);
      // A reader of two editions is a visitor of each, and one of the site.
      expect(sum(r.languages, (l) => l.visitors)).toBeGreaterThanOrEqual(visitors);
      for (const l of r.languages) expect(l.visitors).toBeLessThanOrEqual(l.pageviews);
      for (const breakdown of [r.sources, r.countries, r.devices, r.browserLanguages]) {
        expect(sum(breakdown, (k) => k.pageviews)).toBe(pageviews);
        expect(sum(breakdown, (k) => k.visitors)).toBe(visitors);
      }
      expect(sum(r.articles, (a) => a.pageviews)).toBe(r.totals.articleViews);
      for (const a of r.articles) expect(sum(a.byLanguage, (l) => l.pageviews)).toBe(a.pageviews);
      const hours = await report(`from=${day}&to=${day}&interval=hour`);
      expect(hours.series).toHaveLength(24);
      expect([sum(hours.series, (h) => h.pageviews), sum(hours.series, (h) => h.visitors)]).toEqual([pageviews, visitors]);
      const inEnglish = await report(`from=${day}&to=${day}&interval=hour&languageId=${english}`);
      const edition = r.languages.find((l) => l.languageId === english)!;
      expect([sum(inEnglish.series, (h) => h.pageviews), sum(inEnglish.series, (h) => h.visitors)]).toEqual([edition.pageviews, edition.visitors]);
    }
    // Today until the seeding hour (12:00 in Kolkata), nothing after it.
    const today = await report(`from=${TODAY}&to=${TODAY}&interval=hour`);
    expect(today.series.slice(0, 12).every((h) => h.pageviews > 0)).toBe(true);
    expect(today.series.slice(13).every((h) => h.pageviews === 0)).toBe(true);
  });

  it('reads like an Indian crypto site: English most, Kannada far less, phones, search, direct and messaging apps, India first', async () => {
    const r = await report(`from=${daysBefore(TODAY, 89)}&to=${TODAY}`);
    const languages: { id: number; code: string }[] = (await host.admin('GET', '/api/admin/languages')).body;
    const views = (code: string) => r.languages.find((l) => l.languageId === languages.find((x) => x.code === code)!.id)?.pageviews ?? 0;
    expect(views('en')).toBeGreaterThan(views('hi'));
    expect(views('hi')).toBeGreaterThan(views('bn'));
    expect(views('bn')).toBeGreaterThan(views('kn'));
    expect(views('kn')).toBeGreaterThan(0);
    expect(views('en')).toBeGreaterThan(10 * views('kn'));
    expect(r.devices.map((d) => d.key)).toEqual(['mobile', 'desktop', 'tablet']);
    expect(r.sources.map((s) => s.key)).toEqual(expect.arrayContaining(['direct', 'google', 'telegram', 'whatsapp', 'x', 'facebook', 'ycombinator.com']));
    expect(r.countries[0]!.key).toBe('IN');
    expect(r.countries.map((c) => c.key)).toEqual(expect.arrayContaining(['BD', 'US', 'AE', 'unknown']));
    expect(r.browserLanguages.map((b) => b.key)).toEqual(expect.arrayContaining(['en-IN', 'hi-IN', 'bn-BD', 'kn-IN']));
    // Weekdays are read more than weekends (Mondays to Thursdays against Saturdays and Sundays, on the tail's days before the last weeks' new articles).
    const tail = r.series.slice(0, 56);
    const byWeekday = (days: number[]) => sum(tail.filter((d) => days.includes(new Date(Date.parse(d.start) + 6 * 3_600_000).getUTCDay())), (d) => d.pageviews) / (tail.length * days.length / 7);
    expect(byWeekday([1, 2, 3, 4])).toBeGreaterThan(byWeekday([0, 6]));
  });

  it("counts each article's views since its publication, a part of its lifetime views, in the languages it has", async () => {
    const published: ArticleSummary[] = (await host.get('/api/articles?limit=100').then((r) => r.json())) as ArticleSummary[];
    const r = await report(`from=${daysBefore(TODAY, 89)}&to=${TODAY}`);
    expect(r.articles).toHaveLength(published.length);
    for (const a of r.articles) {
      const lifetime = published.find((p) => p.id === a.id)!;
      expect(a.pageviews).toBeGreaterThan(0);
      expect(a.pageviews).toBeLessThanOrEqual(lifetime.views);
      expect(a.shares).toBeLessThanOrEqual(lifetime.shares);
    }
    const windowViews = sum(r.articles, (a) => a.pageviews);
    const lifetimeViews = sum(published, (a) => a.views);
    expect(windowViews).toBeGreaterThan(lifetimeViews / 2);
    expect(windowViews).toBeLessThan(lifetimeViews);
    // An article published nine days ago: nothing before that day, readers every day since, in its editions only.
    const recent = published.find((a) => a.slug === 'bitcoin-wallets-and-seed-phrases')!;
    const publishedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(recent.publishedAt!));
    const detail = await host.admin('GET', `/api/admin/articles/${recent.id}`);
    const editions = detail.body.translations.map((t: { languageId: number }) => t.languageId);
    const own = await report(`from=${daysBefore(TODAY, 29)}&to=${TODAY}&articleId=${recent.id}`);
    const firstDay = own.series.findIndex((d) => d.pageviews > 0);
    expect(daysBefore(TODAY, 29 - firstDay)).toBe(publishedOn);
    expect(own.series.slice(firstDay).every((d) => d.pageviews > 0)).toBe(true);
    expect(own.languages.map((l) => l.languageId).every((id) => editions.includes(id))).toBe(true);
    expect(own.languages.length).toBeGreaterThan(1);
  });

  it("leaves some of the small editions' translations of older articles unopened in the last 30 days, and none of the large editions'", async () => {
    const res = await host.admin('GET', '/api/admin/analytics/unopened-translations');
    expect(res.status).toBe(200);
    const answer: UnopenedTranslations = res.body;
    const of = (code: string) => answer.languages.find((l) => l.code === code)!;
    expect(of('kn').unopened).toBeGreaterThan(0);
    expect(of('kn').unopened).toBeLessThanOrEqual(of('kn').translations);
    for (const code of ['hi', 'bn', 'hi-en']) expect(of(code)).toMatchObject({ unopened: 0, translations: expect.any(Number) });
    expect(of('hi').translations).toBeGreaterThan(5);
    expect(answer.translations.every((t) => t.language.code === 'kn')).toBe(true);
  });

  it("shows each running ad's last 14 days on the Megaphones screen, per language; a paused ad's days stop when it was paused", async () => {
    const ads: AdminAd[] = (await host.admin('GET', '/api/admin/ads')).body;
    expect(ads.length).toBeGreaterThan(10);
    for (const ad of ads) {
      expect(ad.daily).toHaveLength(14);
      expect(ad.daily.at(-1)!.date).toBe(TODAY);
      for (const d of ad.daily) {
        expect(d.clicks).toBeLessThanOrEqual(d.impressions);
        expect([sum(d.byLanguage, (l) => l.impressions), sum(d.byLanguage, (l) => l.clicks)]).toEqual([d.impressions, d.clicks]);
      }
      if (ad.isActive) expect(ad.daily.every((d) => d.impressions > 0)).toBe(true);
      else expect(ad.daily.slice(-12).every((d) => d.impressions === 0)).toBe(true);
      // The seeded days are part of the ad's lifetime counts.
      expect(sum(ad.byLanguage, (l) => l.impressions)).toBeLessThan(ad.impressions);
      expect(sum(ad.byLanguage, (l) => l.clicks)).toBeLessThanOrEqual(ad.clicks);
    }
    expect(ads.some((a) => a.daily.some((d) => d.clicks > 0))).toBe(true);
    // The report's ads of those 14 days are the screen's.
    const r = await report(`from=${daysBefore(TODAY, 13)}&to=${TODAY}`);
    expect([r.totals.adImpressions, r.totals.adClicks]).toEqual([sum(ads, (a) => sum(a.daily, (d) => d.impressions)), sum(ads, (a) => sum(a.daily, (d) => d.clicks))]);
  });

  it("gives the dashboard's last 30 days the report's figures, none of them zero", async () => {
    const stats: DashboardStats = (await host.admin('GET', '/api/admin/stats')).body;
    const last30 = stats.last30Days!;
    expect(last30).toMatchObject({ from: daysBefore(TODAY, 29), to: TODAY });
    const r = await report(`from=${last30.from}&to=${last30.to}`);
    expect(last30).toMatchObject({ pageviews: r.totals.pageviews, visitors: r.totals.visitors, adImpressions: r.totals.adImpressions, adClicks: r.totals.adClicks });
    for (const figure of ['pageviews', 'visitors', 'adImpressions', 'adClicks'] as const) expect(last30[figure]).toBeGreaterThan(0);
    expect(Number(last30.adCtr)).toBeGreaterThan(0);
  });

  it('is the same demo each time it is seeded at the same moment: what is stored is the history built from the demo content and that moment', async () => {
    const languages: { id: number; code: string }[] = (await host.admin('GET', '/api/admin/languages')).body;
    const published: ArticleSummary[] = (await host.get('/api/articles?limit=100').then((r) => r.json())) as ArticleSummary[];
    const ads: AdminAd[] = (await host.admin('GET', '/api/admin/ads')).body;
    const idOf = (code: string) => languages.find((l) => l.code === code)!.id;
    // As seedDemoContent passes them: in the order they were created (ids ascending), editions original first.
    const input = {
      now: NOW,
      timeZone: 'Asia/Kolkata',
      languages: languages.map(({ id, code }) => ({ id, code })).sort((x, y) => x.id - y.id),
      articles: published
        .map((a) => {
          const seeded = demoArticles.find((d) => d.slug === a.slug)!;
          const editions = ['en', ...Object.keys(seeded.translations).filter((code) => code !== 'en')];
          return { id: a.id, publishedAt: new Date(a.publishedAt!), views: seeded.views, shares: seeded.shares, languageIds: editions.map(idOf) };
        })
        .sort((x, y) => x.id - y.id),
      ads: ads.map(({ id, type, placement, isActive, impressions, clicks }) => ({ id, type, placement, isActive, impressions, clicks })).sort((x, y) => x.id - y.id),
    };
    const built = buildAnalyticsHistory(input);
    expect(buildAnalyticsHistory(input)).toEqual(built);
    expect(built.days.map((d) => d.day)).toEqual(Array.from({ length: HISTORY_DAYS }, (_, i) => daysBefore(TODAY, HISTORY_DAYS - 1 - i)));
    const stored = await report(`from=${daysBefore(TODAY, HISTORY_DAYS - 1)}&to=${TODAY}`);
    expect(stored.series.map((d) => [d.pageviews, d.visitors])).toEqual(built.days.map((d) => [d.top.pageviews, d.top.visitors]));
    for (const ad of ads) expect(ad.daily.map((d) => d.impressions)).toEqual(ad.daily.map((d) => built.ads.find((b) => b.id === ad.id)!.days[d.date]?.impressions ?? 0));
  });
});
