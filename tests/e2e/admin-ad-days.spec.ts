/**
 * Ad figures by site-day (issue 30) as a person sees them: the Megaphones screen's 14-day chart of
 * impressions, clicks and CTR, with its table, for all readers and for one language; and the
 * dashboard's last-30-days tiles, which are the analytics report's totals for those days.
 */
import { randomUUID } from 'node:crypto';
import type { AdminAd, AnalyticsReport, DashboardStats } from '../../functions/src/contract/index.js';
import { adCtr } from '../../functions/src/contract/ad-measurement.js';
import { adminApi, choose, expect, openConsole, test, uniqueName } from './admin-helpers.js';
import { keepScreenshot } from './helpers.js';

const count = (n: number) => n.toLocaleString('en-IN');
const ctr = (clicks: number, impressions: number) => adCtr(clicks, impressions);
/** "2026-11-27" → "27 Nov 2026", as the table's day reads (after its weekday). */
const dayText = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The ads' days summed, among all readers or one language's: what the chart's table must say. */
function expectedDays(ads: AdminAd[], languageId: number | null) {
  const days = ads[0]!.daily.map((d) => ({ date: d.date, impressions: 0, clicks: 0 }));
  for (const ad of ads) {
    ad.daily.forEach((d, i) => {
      const c = languageId === null ? d : (d.byLanguage.find((l) => l.languageId === languageId) ?? { impressions: 0, clicks: 0 });
      days[i]!.impressions += c.impressions;
      days[i]!.clicks += c.clicks;
    });
  }
  return days;
}

test('the Megaphones chart shows the last 14 days of the ads shown, in all languages and in one, with its table', async ({ page }, testInfo) => {
  await openConsole(page);
  const languages = await adminApi<{ id: number; code: string; name: string }[]>(page, 'GET', '/api/admin/languages');
  const hindi = languages.find((l) => l.code === 'hi')!;
  const name = uniqueName('Days chart');
  const ad = await adminApi<AdminAd>(page, 'POST', '/api/admin/ads', { name, type: 'banner', placement: 'article', headline: name, text: 'Counted by day.' });
  try {
    // A Hindi reader sees it and clicks it (as the reader site reports them).
    for (const kind of ['impression', 'click'] as const) {
      const res = await page.request.post(`/api/ads/${ad.id}/${kind}`, { data: { visitorId: randomUUID(), language: 'hi' } });
      expect(res.status()).toBe(202);
    }
    await expect
      .poll(async () => {
        const listed = (await adminApi<AdminAd[]>(page, 'GET', '/api/admin/ads?placement=article')).find((a) => a.id === ad.id)!;
        return listed.daily.at(-1)!.byLanguage;
      })
      .toEqual([{ languageId: hindi.id, impressions: 1, clicks: 1, ctr: '100.00' }]);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Ads Management' }).click();
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/admin/ads?placement=article'));
    await choose(page, page.locator('main'), 'Placement', 'Article Page');
    const ads = (await (await listed).json()) as AdminAd[];

    const chart = page.getByTestId('ad-days-chart');
    await expect(chart.getByRole('heading', { name: 'Last 14 days: impressions, clicks and CTR' })).toBeVisible();
    await expect(chart.getByTestId('ad-days-audience')).toHaveText(/^All readers, /);
    await chart.getByRole('button', { name: 'Show as table' }).click();
    const table = chart.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Impressions', 'Clicks', 'CTR']);

    const shows = async (days: ReturnType<typeof expectedDays>) => {
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(15);
      for (const [i, d] of days.entries()) {
        const cells = rows.nth(i + 1).getByRole('cell');
        await expect(rows.nth(i + 1).getByRole('rowheader')).toContainText(dayText(d.date));
        await expect(cells).toHaveText([count(d.impressions), count(d.clicks), `${ctr(d.clicks, d.impressions)}%`]);
      }
    };
    await shows(expectedDays(ads, null));

    // Hindi readers: this ad's impression and click are today's; its own little chart says so.
    await choose(page, page.locator('main'), 'Performance in', 'Hindi');
    await expect(chart.getByTestId('ad-days-audience')).toHaveText(/^Readers in Hindi, /);
    const inHindi = expectedDays(ads, hindi.id);
    expect(inHindi.at(-1)!.impressions).toBeGreaterThanOrEqual(1);
    await shows(inHindi);
    const row = page.getByTestId(`ad-row-${ad.id}`);
    await expect(row.getByTestId('ad-sparkline')).toHaveAccessibleName('Last 14 days: 1 view, 1 click');
    await choose(page, page.locator('main'), 'Performance in', 'Bengali');
    await expect(row.getByTestId('ad-sparkline')).toHaveAccessibleName('Last 14 days: 0 views, 0 clicks');
    await shows(expectedDays(ads, languages.find((l) => l.code === 'bn')!.id));

    // Back to the chart, which fits a phone and a desktop.
    await chart.getByRole('button', { name: 'Show as chart' }).click();
    await expect(chart.locator('svg').first()).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await keepScreenshot(chart, { path: testInfo.outputPath(`megaphones-chart-${width}.png`) });
    }
  } finally {
    await adminApi(page, 'DELETE', `/api/admin/ads/${ad.id}`);
  }
});

test("the dashboard's last 30 days are the analytics report's readers and ads for those days", async ({ page }) => {
  const statsResponse = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
  await openConsole(page);
  const stats = ((await (await statsResponse).json()) as DashboardStats).last30Days!;
  // The demo ads have 90 days of counts (emulators/seed/analytics-history.ts).
  expect(stats.adImpressions).toBeGreaterThan(0);

  const section = page.getByTestId('last-30-days');
  await expect(section.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  await expect(section.getByTestId('last-30-days-range')).toHaveText(`${dayText(stats.from)} to ${dayText(stats.to)}, by the site's reporting day (${stats.timeZone})`);
  const tiles = {
    pageviews: ['Page Views', count(stats.pageviews)],
    visitors: ['Visitors (daily, summed)', count(stats.visitors)],
    adImpressions: ['Ad Impressions', count(stats.adImpressions)],
    adClicks: ['Ad Clicks', count(stats.adClicks)],
    adCtr: ['Ad CTR', `${stats.adCtr}%`],
  } as const;
  for (const [key, [label, value]] of Object.entries(tiles)) {
    const tile = section.getByTestId(`last30-${key}`);
    await expect(tile).toContainText(label);
    await expect(tile.getByTestId('stat-value')).toHaveText(value);
  }
  expect(stats.adCtr).toBe(ctr(stats.adClicks, stats.adImpressions));

  // The same days in the analytics report (other specs' readers may count in between: read both until still).
  await expect(async () => {
    const again = (await adminApi<DashboardStats>(page, 'GET', '/api/admin/stats')).last30Days!;
    const report = await adminApi<AnalyticsReport>(page, 'GET', `/api/admin/analytics?from=${again.from}&to=${again.to}`);
    expect({ pageviews: again.pageviews, visitors: again.visitors, adImpressions: again.adImpressions, adClicks: again.adClicks }).toEqual({
      pageviews: report.totals.pageviews,
      visitors: report.totals.visitors,
      adImpressions: report.totals.adImpressions,
      adClicks: report.totals.adClicks,
    });
  }).toPass();
});
