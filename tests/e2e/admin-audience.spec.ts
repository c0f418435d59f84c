/**
 * "Show measured audience" (issue 30): the owner turns it on in Settings, and the Advertise page,
 * rendered by the server (so also without JavaScript: no fixed figure first), shows the last 30
 * site-days' measured visits, page views, engaged time and ad click-through rate in English and in
 * Hindi, with Indian digit grouping; turned off, the spec's fixed tiles are back.
 *
 * Runs on the analytics host (playwright.config.ts): the switch is site-wide, and on the reader's
 * or the console's host it would change the Advertise page advertise.spec.ts checks and the
 * settings admin-dashboard.spec.ts saves back. That host has a past month of readers (serve.ts,
 * MEASURED_HISTORY); its reader pages here send no page view (blocked below), so the Analytics
 * spec's counts of its own reader stay exact. The switch is put back off whatever happens.
 */
import type { Browser, Page } from '@playwright/test';
import type { AnalyticsReport, PublicSiteSettings, SiteSettings } from '../../functions/src/contract/index.js';
import { adminApi, expect, openConsole, test, toast } from './admin-helpers.js';
import { MEASURED_HISTORY } from './fixtures-data.js';
import { skipLanguageGuide, keepScreenshot } from './helpers.js';

const count = (n: number) => n.toLocaleString('en-IN');

/** A reader's browser on this host whose pages count no page view (see the file's comment). */
async function readerPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.route('**/api/page-views', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  if (javaScriptEnabled) await skipLanguageGuide(page);
  return page;
}

/** The four tiles, value then label, as the Audience section reads. */
const tiles = (page: Page) => page.getByRole('region', { name: /^(Audience|पाठक)$/ }).locator('p');

async function saveSwitch(page: Page, on: boolean) {
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: 'Show measured audience' });
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings updated successfully!');
}

test('the owner turns on the measured audience and the Advertise page shows it, in English and Hindi; off, the fixed tiles return', async ({ page, browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  await openConsole(page);
  try {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show measured audience' })).toHaveAccessibleDescription(
      "The Advertise page's tiles show the last 30 days' measured figures instead of the fixed ones.",
    );
    await saveSwitch(page, true);

    // The figures the reader site is given are the console's report of the 30 days ending yesterday.
    const { audience } = (await (await page.request.get('/api/site-settings')).json()) as PublicSiteSettings;
    expect(audience).toBeDefined();
    const a = audience!;
    const report = await adminApi<AnalyticsReport>(page, 'GET', `/api/admin/analytics?from=${a.from}&to=${a.to}`);
    expect(a).toMatchObject({ visitors: report.totals.visitors, pageviews: report.totals.pageviews, engagedSeconds: report.totals.engagedSeconds, adImpressions: report.totals.adImpressions, adClicks: report.totals.adClicks });
    // The seeded month is in them (and the day more than 30 days back is not).
    const inRange = MEASURED_HISTORY.filter((d) => d.daysAgo <= 30);
    expect(a.pageviews).toBeGreaterThanOrEqual(inRange.reduce((n, d) => n + d.pageviews, 0));
    expect(a.pageviews).toBeLessThan(MEASURED_HISTORY.reduce((n, d) => n + d.pageviews, 0));
    // Minutes and percent to one decimal.
    const minutes = (Math.round(a.engagedSeconds / 6) / 10).toLocaleString('en-IN');
    const percent = (Math.round((a.adClicks / a.adImpressions) * 1000) / 10).toLocaleString('en-IN');

    const reader = await readerPage(browser, baseURL);
    await reader.goto('/advertise');
    await expect(tiles(reader)).toHaveText([count(a.visitors), 'Visits, Last 30 Days', count(a.pageviews), 'Page Views', `${minutes} min`, 'Avg. Engaged Time', `${percent}%`, 'Click-through Rate']);
    // Lakh grouping, as the rest of the reader site writes numbers.
    await expect(tiles(reader).nth(2)).toHaveText(/^\d{1,2},\d{2},\d{2},\d{3}$|^\d{1,2},\d{2},\d{3}$/);
    await expect(reader.getByText('Measured on this site over the 30 days to yesterday.', { exact: false })).toBeVisible();
    await expect(reader.getByText('100K+')).toHaveCount(0);

    await reader.goto('/advertise?lang=hi');
    await expect(tiles(reader)).toHaveText([count(a.visitors), 'विज़िट, पिछले 30 दिन', count(a.pageviews), 'पेज व्यू', `${minutes} मिनट`, 'पढ़ने का औसत समय', `${percent}%`, 'क्लिक-थ्रू दर']);
    // The measured tiles (longer labels, lakh-grouped figures) fit a phone and a desktop.
    for (const width of [360, 1280]) {
      await reader.setViewportSize({ width, height: 800 });
      expect(await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // No figure or label is cut off by its tile (a lakh-grouped figure once was, at 360 px).
      expect(await tiles(reader).evaluateAll((texts) => texts.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent))).toEqual([]);
      await keepScreenshot(reader, { path: testInfo.outputPath(`advertise-measured-hi-${width}.png`), fullPage: true });
    }

    // Rendered by the server: the page without JavaScript shows the same tiles, never the fixed ones first.
    const noScript = await readerPage(browser, baseURL, false);
    await noScript.goto('/advertise');
    await expect(tiles(noScript)).toHaveText([count(a.visitors), 'Visits, Last 30 Days', count(a.pageviews), 'Page Views', `${minutes} min`, 'Avg. Engaged Time', `${percent}%`, 'Click-through Rate']);

    await saveSwitch(page, false);
    expect(await (await page.request.get('/api/site-settings')).json()).not.toHaveProperty('audience');
    await reader.goto('/advertise?lang=en'); // this reader last chose Hindi
    await expect(tiles(reader)).toHaveText(['100K+', 'Monthly Visitors', '500K+', 'Page Views', '3.5 min', 'Avg. Session Duration', '2.8%', 'Click-through Rate']);
    await expect(reader.getByText('Measured on this site', { exact: false })).toHaveCount(0);
    await reader.context().close();
    await noScript.context().close();
  } finally {
    // Off again even if a step above failed (the setting is site-wide on this host).
    const current = await adminApi<SiteSettings>(page, 'GET', '/api/admin/settings');
    if (current.showMeasuredAudience) await adminApi(page, 'PUT', '/api/admin/settings', { ...current, showMeasuredAudience: false });
  }
});
