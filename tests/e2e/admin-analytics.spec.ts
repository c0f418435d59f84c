/**
 * The Analytics screen (issue 30) with real page views: a reader in a fresh browser (no cookie, no
 * storage: the server knows them only by the day's salted hash) reads a Hindi article and then the
 * Bengali home page, and the owner sees, at desktop and at phone width, one more visitor, two more
 * page views, one in each language, both from "Direct", in the cards and in the charts' tables;
 * the article's dialog shows its Hindi view. The spec has a host of its own (the `analytics`
 * project in playwright.config.ts): no other spec's reader pages are counted there, so the numbers
 * read before the visit and after it differ by exactly the visit.
 */
import { readFile } from 'node:fs/promises';
import { devices, type Locator, type Page } from '@playwright/test';
import { ANALYTICS_MESSAGES, type AdminArticle, type AnalyticsReport, type ArticleSummary } from '../../functions/src/contract/index.js';
import { adminApi, expect, openConsole, test } from './admin-helpers.js';
import { axe, keepScreenshot, settled, skipLanguageGuide } from './helpers.js';

const ZONE = 'Asia/Kolkata';
const count = (n: number) => n.toLocaleString('en-IN');
const share = (part: number, total: number) => `${total === 0 ? 0 : Math.round((part / total) * 100)}%`;

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The numbers a report gives one key of a breakdown (0 when absent). */
const keyed = (list: { key: string; pageviews: number; visitors: number }[], key: string) => list.find((e) => e.key === key) ?? { key, pageviews: 0, visitors: 0 };
const edition = (report: AnalyticsReport, languageId: number) => report.languages.find((l) => l.languageId === languageId) ?? { languageId, pageviews: 0, visitors: 0 };

/** The cells of a table's row whose first cell is `name`, as the screen reader reads them. */
async function rowOf(table: Locator, name: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.locator('th, td').allTextContents();
}

async function openAnalytics(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('a Hindi article and the Bengali home page read in a fresh browser show as one visitor, two page views, one per language, from Direct (1280 and 360 px)', async ({ page, browser }, testInfo) => {
  const today = todayIn(ZONE);
  const todayQuery = `/api/admin/analytics?from=${today}&to=${today}&interval=hour`;
  await openConsole(page);
  const languages = await adminApi<{ id: number; code: string; name: string }[]>(page, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!;
  const bn = languages.find((l) => l.code === 'bn')!;
  const articles = await adminApi<ArticleSummary[]>(page, 'GET', '/api/articles?language=hi');
  const hindi = articles.find((a) => a.language.code === 'hi')!;
  const articleQuery = `/api/admin/analytics?from=${daysBefore(today, 29)}&to=${today}&articleId=${hindi.id}`;
  const before = await adminApi<AnalyticsReport>(page, 'GET', todayQuery);
  const articleBefore = await adminApi<AnalyticsReport>(page, 'GET', articleQuery);

  // The reader: a browser of their own (a user agent no other test uses, so they are a new visitor), in India.
  const userAgent = devices['Desktop Chrome'].userAgent.replace(/Chrome\/[\d.]+/, `Chrome/140.0.${Math.floor(Math.random() * 9000) + 1000}.${Date.now() % 1000}`);
  const reader = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent, timezoneId: ZONE, viewport: { width: 1280, height: 800 } });
  const readerPage = await reader.newPage();
  await skipLanguageGuide(readerPage);
  const counted = () => readerPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/page-views' && r.request().method() === 'POST' && r.request().postDataJSON()?.type === 'view');
  let sent = counted();
  await readerPage.goto(`/article/${hindi.slug}?lang=hi`);
  await expect(readerPage.getByRole('heading', { level: 1, name: hindi.title })).toBeVisible();
  expect((await sent).status()).toBe(204);
  sent = counted();
  await readerPage.goto('/?lang=bn');
  expect((await sent).status()).toBe(204);
  expect(await reader.cookies()).toEqual([]);
  await reader.close();

  // Counted within a minute (in practice at once).
  // (The site's reader is counted just after the page view, by a trigger.)
  await expect
    .poll(
      async () => {
        const { totals } = await adminApi<AnalyticsReport>(page, 'GET', todayQuery);
        return [totals.pageviews - before.totals.pageviews, totals.visitors - before.totals.visitors];
      },
      { timeout: 60_000 },
    )
    .toEqual([2, 1]);
  const after = await adminApi<AnalyticsReport>(page, 'GET', todayQuery);
  // The visit and nothing else: one new visitor, one view per edition, both direct, from India.
  expect(after.totals.visitors - before.totals.visitors).toBe(1);
  expect(edition(after, hi.id).pageviews - edition(before, hi.id).pageviews).toBe(1);
  expect(edition(after, bn.id).pageviews - edition(before, bn.id).pageviews).toBe(1);
  expect(keyed(after.sources, 'direct').pageviews - keyed(before.sources, 'direct').pageviews).toBe(2);

  const expected = {
    pageviews: count(after.totals.pageviews),
    visitors: count(after.totals.visitors),
    hindi: [hi.name, count(edition(after, hi.id).pageviews), count(edition(after, hi.id).visitors), share(edition(after, hi.id).pageviews, after.totals.pageviews)],
    bengali: [bn.name, count(edition(after, bn.id).pageviews), count(edition(after, bn.id).visitors), share(edition(after, bn.id).pageviews, after.totals.pageviews)],
    direct: ['Direct', count(keyed(after.sources, 'direct').pageviews), count(keyed(after.sources, 'direct').visitors)],
    india: ['India', count(keyed(after.countries, 'IN').pageviews), count(keyed(after.countries, 'IN').visitors)],
  };

  for (const width of [1280, 360]) {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await page.goto('/admin');
    await expect(page.getByTestId('admin-name')).toBeVisible({ timeout: 20_000 });
    await openAnalytics(page, phone);

    await expect(page.getByTestId('analytics-pageviews').getByTestId('stat-value')).toHaveText(expected.pageviews);
    await expect(page.getByTestId('analytics-visitors').getByTestId('stat-value')).toHaveText(expected.visitors);
    await expect(page.getByTestId('analytics-visitors')).toContainText(/^Visitors/);
    // One day: visitors are that day's, not a sum.
    await expect(page.getByTestId('summed-visitors')).toHaveCount(0);
    await expect(page.getByTestId('reading-now')).toHaveText(/^[1-9]\d* reading now$/);

    // The chart's table: the day's 24 hours, adding up to the day's page views.
    const hours = page.getByRole('table', { name: 'Readers by hour' });
    await expect(hours.getByRole('row')).toHaveCount(25);
    const perHour = await hours.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(perHour.reduce((n, v) => n + Number(v.replace(/,/g, '')), 0)).toBe(after.totals.pageviews);

    const editions = page.getByRole('table', { name: 'Language editions' });
    // An edition's visitors are its readers; an article's are entrances (a reader counted once a
    // day per edition, on the article of their first page in it), and the screen says so.
    await expect(editions.getByRole('columnheader')).toHaveText(['Language', 'Page views', 'Visitors', 'Share', 'Change']);
    await expect(page.getByTestId('language-editions')).not.toContainText(ANALYTICS_MESSAGES.entrances);
    await expect(page.getByTestId('top-articles')).toContainText(ANALYTICS_MESSAGES.entrances);
    // One reader of each edition they read.
    expect(edition(after, bn.id).visitors - edition(before, bn.id).visitors).toBe(1);
    expect(edition(after, hi.id).visitors - edition(before, hi.id).visitors).toBe(1);
    expect((await rowOf(editions, hi.name)).slice(0, 4)).toEqual(expected.hindi);
    expect((await rowOf(editions, bn.name)).slice(0, 4)).toEqual(expected.bengali);
    expect(await rowOf(page.getByRole('table', { name: 'Sources' }), 'Direct')).toEqual(expected.direct);
    expect(await rowOf(page.getByRole('table', { name: 'Countries' }), 'India')).toEqual(expected.india);
    const top = after.articles.find((a) => a.id === hindi.id)!;
    const topRow = await rowOf(page.getByRole('table', { name: 'Top articles' }), top.title);
    expect(topRow[1]).toBe(count(top.pageviews));
    expect(topRow[4]).toContain(`${hi.name} ${count(top.byLanguage.find((l) => l.languageId === hi.id)!.pageviews)}`);

    // The charts draw; "Show as table" shows the same numbers to everyone.
    await expect(page.getByTestId('readers-over-time').locator('svg').first()).toBeVisible();
    // In the console's colours: page views in the theme's primary, visitors in its secondary.
    const lines = page.getByTestId('readers-over-time').locator('path.MuiLineChart-line');
    await expect(lines).toHaveCount(2);
    expect(await lines.evaluateAll((paths) => paths.map((p) => getComputedStyle(p).stroke))).toEqual(['rgb(180, 83, 9)', 'rgb(30, 58, 138)']);
    await page.getByTestId('analytics-sources').getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByRole('table', { name: 'Sources' })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const serious = (await axe(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    await keepScreenshot(page, { path: testInfo.outputPath(`analytics-${width}.png`), fullPage: true });
    if (!phone) {
      // The range's days as CSV, one row per edition read: the Hindi and Bengali views among them.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`cryptolekh-analytics-${today}-${today}.csv`);
      const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
      expect(csv[0]).toBe('date,languageId,languageCode,pageviews,visitors,engagedSecondsAvg');
      expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^${today},${hi.id},hi,${edition(after, hi.id).pageviews},`)));
      expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^${today},${bn.id},bn,${edition(after, bn.id).pageviews},`)));
      expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^${today},all,,${after.totals.pageviews},${after.totals.visitors},`)));

      // Over more than one day, visitors are summed daily visitors, and the screen says so.
      await page.getByRole('button', { name: '7 days', exact: true }).click();
      await expect(page.getByTestId('summed-visitors')).toHaveText(ANALYTICS_MESSAGES.summedVisitors);
      await expect(page.getByTestId('analytics-visitors')).toContainText('Visitors (daily, summed)');
      await expect(page.getByRole('table', { name: 'Readers by day' }).getByRole('row')).toHaveCount(8);
    }
  }

  // The article's dialog: its own chart and its views per language (the Hindi view among them).
  const detail = await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${hindi.id}`);
  const title = detail.translations.find((t) => t.isOriginal)!.title;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await page.goto('/admin/articles');
    await page.getByLabel('Search by title').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).first().click();
    const readers = page.getByRole('dialog').getByTestId('article-readers');
    // The section (and its charts) loads when the editor scrolls to it.
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Translations' })).toBeVisible();
    await readers.scrollIntoViewIfNeeded();
    await expect(readers.getByRole('heading', { name: 'Readers, last 30 days' })).toBeVisible();
    const perLanguage = readers.getByRole('table', { name: 'Views per language' });
    const hindiBefore = edition(articleBefore, hi.id);
    expect(await rowOf(perLanguage, hi.name)).toEqual([hi.name, count(hindiBefore.pageviews + 1), expect.stringMatching(/^\d/)]);
    await expect(readers.getByTestId('article-readers-chart').locator('svg').first()).toBeVisible();
    await readers.scrollIntoViewIfNeeded();
    await keepScreenshot(readers, { path: testInfo.outputPath(`article-readers-${width}.png`) });
  }
});

test('a report that cannot be loaded says so and loads on "Try again"', async ({ page }) => {
  await openConsole(page);
  // The first report of the screen fails as a server error would; the next ones reach the server.
  let failed = 0;
  await page.route('**/api/admin/analytics?*', async (route) => {
    const hourly = new URL(route.request().url()).searchParams.get('interval') === 'hour';
    if (hourly && failed++ === 0) return route.fulfill({ status: 500, json: { message: 'The report is unavailable' } });
    return route.continue();
  });
  await openAnalytics(page, false);
  await expect(page.getByRole('alert')).toContainText('The analytics could not be loaded.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('analytics-pageviews').or(page.getByTestId('analytics-empty')).first()).toBeVisible();
  await expect(page.getByTestId('analytics-range')).toHaveText(new RegExp(`^${new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${todayIn(ZONE)}T00:00:00Z`))} \\(${ZONE}\\)$`));
});
