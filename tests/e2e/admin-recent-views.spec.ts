/**
 * The last 30 days' views as an editor sees them (issue 30): three articles of this test, published
 * 60 days ago, read by a reader of their own (beacons from a loopback address and a browser no
 * other spec uses), then the articles list sorted "Most read, last 30 days" at desktop and phone
 * width, and the Analytics screen's translations nobody opened, whose article link opens its
 * dialog. The host is the console's, where other specs also read pages: everything checked is this
 * test's own articles.
 */
import type { AdminArticle, AdminLanguage, UnopenedTranslations } from '../../functions/src/contract/index.js';
import { CHROME, sendBeacon, view } from '../helpers/analytics.js';
import { adminApi, choose, expect, openConsole, test, uniqueName } from './admin-helpers.js';
import { axe, keepScreenshot, settled } from './helpers.js';

const DAY = 86_400_000;

test('the articles list sorted by the last 30 days’ views, and the translations nobody opened linked to their articles (1280 and 360 px)', async ({ page }, testInfo) => {
  await openConsole(page);
  const languages = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  const en = languages.find((l) => l.code === 'en')!;
  const hi = languages.find((l) => l.code === 'hi')!;
  const stem = uniqueName('Thirty days');
  const title = { most: `${stem} most read`, second: `${stem} second`, unread: `${stem} unread` };
  const publishedAt = new Date(Date.now() - 60 * DAY).toISOString();
  const create = async (name: string, withHindi: boolean) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const made = await adminApi<AdminArticle>(page, 'POST', '/api/admin/articles', {
      article: { slug, category: 'education', status: 'published', publishedAt },
      translation: { languageId: en.id, title: name, content: `<p>${name}</p>`, excerpt: `About ${name}`, isOriginal: true },
      targetLanguages: [],
    });
    if (withHindi) await adminApi(page, 'PUT', `/api/admin/articles/${made.id}/translations/${hi.id}`, { title: `${name} हिंदी`, content: '<p>हिंदी</p>', excerpt: 'सार' });
    return made;
  };
  // Created in this order: the unread one is the newest.
  const most = await create(title.most, true);
  const second = await create(title.second, true);
  await create(title.unread, false);

  // The reader: 3 English and 1 Hindi views of the first, 2 English of the second; its Hindi never.
  const baseURL = testInfo.project.use.baseURL!;
  const from = `127.0.7.${1 + Math.floor(Math.random() * 250)}`;
  const read = async (articleId: number, language: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await sendBeacon(baseURL, view(language, { page: 'article', articleId }), { from, ua: CHROME })).status).toBe(204);
  };
  await read(most.id, 'en', 3);
  await read(most.id, 'hi', 1);
  await read(second.id, 'en', 2);

  for (const width of [1280, 360]) {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await page.goto('/admin/articles');
    await page.getByLabel('Search by title').fill(stem);
    const rows = page.getByTestId('article-row');
    // Newest first: no 30-day column.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(title.unread);
    await expect(page.getByRole('columnheader', { name: 'Last 30 days' })).toHaveCount(0);
    // The table fits its box (which would otherwise scroll sideways and hide Edit and Delete past
    // its edge), in either order.
    const tableBox = page.getByRole('table').locator('xpath=..');
    const overflow = () => tableBox.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await choose(page, page.locator('main'), 'Sort', 'Most read, last 30 days');
    await expect(page.getByRole('columnheader', { name: 'Last 30 days' })).toBeVisible();
    await expect(rows.getByTestId('article-views-30d')).toHaveText(['4', '2', '0']);
    await expect(rows.nth(0)).toContainText(title.most);
    await expect(rows.nth(1)).toContainText(title.second);
    await expect(rows.nth(2)).toContainText(title.unread);
    await expect(page.getByText(/^Showing 3 of \d+ articles, most read in the last 30 days first/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0); // the menu has faded out
    await keepScreenshot(page, { path: testInfo.outputPath(`articles-by-30-day-views-${width}.png`), fullPage: true });
  }

  // The Analytics screen: the second article's Hindi version was never opened; the first's was, once.
  const answer = await adminApi<UnopenedTranslations>(page, 'GET', '/api/admin/analytics/unopened-translations');
  const published = new Intl.DateTimeFormat('en-IN', { timeZone: answer.timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(publishedAt));
  const hindi = answer.languages.find((l) => l.languageId === hi.id)!;
  for (const width of [1280, 360]) {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await page.goto('/admin/analytics');
    const section = page.getByRole('region', { name: 'Translations nobody opened in the last 30 days' });
    const table = section.getByRole('table', { name: 'Translations nobody opened' });
    await expect(table).toBeVisible();
    // A phone shows the date under the title, for the title's room.
    await expect(table.getByRole('columnheader').filter({ visible: true })).toHaveText(phone ? ['Language', 'Article'] : ['Language', 'Article', 'Published']);
    const secondRow = table.getByRole('row').filter({ hasText: title.second });
    await expect(secondRow.locator('th, td').filter({ visible: true })).toHaveText(phone ? [hi.name, `${title.second} Published ${published}`] : [hi.name, title.second, published], {
      useInnerText: true,
    });
    await expect(table.getByRole('row').filter({ hasText: title.most })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: title.unread })).toHaveCount(0);
    await expect(section.getByTestId('unopened-by-language')).toContainText(`${hi.name}: ${hindi.unopened.toLocaleString('en-IN')} of ${hindi.translations.toLocaleString('en-IN')} not opened`);
    // Which translations are looked at is said on the screen.
    await expect(section.getByTestId('unopened-scope')).toContainText('Articles published since');
    await expect(section.getByTestId('unopened-scope')).toContainText('a translation added to an older article since then is included');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(page); // fades and transitions done: axe judges what a person sees
    const serious = (await axe(page).include('[data-testid="unopened-translations"]').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    await keepScreenshot(section, { path: testInfo.outputPath(`unopened-translations-${width}.png`) });
  }

  // The article's link opens its dialog; closing it leaves the list.
  await page.getByRole('region', { name: 'Translations nobody opened in the last 30 days' }).getByRole('link', { name: title.second }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/articles\\?article=${second.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title.second, { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/articles$/);
});

test('the unopened translations say so when every translation was opened', async ({ page }) => {
  await openConsole(page);
  // The console's host has unread translations of its own: the answer of a site whose every translation was read.
  await page.route('**/api/admin/analytics/unopened-translations', (route) =>
    route.fulfill({
      json: {
        from: '2026-10-29',
        to: '2026-11-27',
        timeZone: 'Asia/Kolkata',
        publishedBefore: '2026-10-28T18:30:00.000Z',
        languages: [{ languageId: 2, code: 'hi', name: 'Hindi', translations: 4, unopened: 0 }],
        total: 0,
        translations: [],
      } satisfies UnopenedTranslations,
    }),
  );
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  const section = page.getByRole('region', { name: 'Translations nobody opened in the last 30 days' });
  await expect(section.getByTestId('unopened-empty')).toHaveText('Every translation was opened at least once in the last 30 days.');
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(section.getByTestId('unopened-by-language')).toHaveText('Hindi: 0 of 4 not opened');
  await expect(section.getByTestId('unopened-scope')).toContainText('from 29 Oct 2026 to 27 Nov 2026 (Asia/Kolkata)');
});
