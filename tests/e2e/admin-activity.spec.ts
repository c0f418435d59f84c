/**
 * The Activity screen (issue 29) as the owner uses it, at desktop and phone width: a change made a
 * moment ago is listed (newest first) with who made it; the filters narrow the list and the CSV
 * export; an article's dialog shows that article's own activity.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { AUDIT_CSV_COLUMNS, type AdminLanguage } from '../../functions/src/contract/index.js';
import { skipLanguageGuide } from './helpers.js';
import { adminApi, choose, expect, openConsole, test, uniqueName } from './admin-helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const entries = (page: Page) => page.getByRole('list', { name: 'Activity' }).getByTestId('activity-entry');

test.beforeEach(async ({ page }) => {
  await skipLanguageGuide(page);
  await openConsole(page);
});

for (const width of [1280, 360]) {
  // The console opened at that width, as a phone user opens it (beforeEach runs at this viewport).
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 780 } });
    test(`lists a change just made and filters the list (${width} px)`, async ({ page }) => {
      const name = uniqueName('Activity ad');
      const ad = await adminApi<{ id: number }>(page, 'POST', '/api/admin/ads', { name, type: 'banner', placement: 'homepage', headline: 'Seen in the log', text: 'Logged.' });

      if (width < 600) await page.getByRole('button', { name: 'Open navigation' }).click();
      await nav(page).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      // Newest first: other specs may write meanwhile, so the ad's entry is among the first few.
      const mine = entries(page).filter({ hasText: name });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('ad.create');
      await expect(mine).toContainText(`ad ${ad.id}`);

      await choose(page, page.getByRole('search', { name: 'Filter activity' }), 'Action', 'ad.create');
      await expect(mine).toHaveCount(1);
      await expect(entries(page).first()).toContainText('ad.create');
      for (const text of await entries(page).allTextContents()) expect(text).toContain('ad.create');
      if (width > 600) {
        // The filtered entries as CSV, downloaded under the name the server gives the file.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        expect(download.suggestedFilename()).toMatch(/^cryptolekh-activity-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
        expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
        const ours = lines.filter((l) => l.includes(name));
        expect(ours).toHaveLength(1);
        expect(ours[0]).toContain(',ad.create,');
      }

      await choose(page, page.getByRole('search', { name: 'Filter activity' }), 'Action', 'ad.delete');
      await expect(mine).toHaveCount(0);
      await adminApi(page, 'DELETE', `/api/admin/ads/${ad.id}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({ timeout: 20_000 });
      // The filter lives in the page; after a reload the whole log shows the deletion on top of the creation.
      await expect(entries(page).filter({ hasText: name })).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
}

test("an article's dialog shows its own activity", async ({ page }) => {
  const languages = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  const english = languages.find((l) => l.code === 'en')!;
  const title = uniqueName('Activity article');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const article = await adminApi<{ id: number }>(page, 'POST', '/api/admin/articles', {
    article: { slug, category: 'education', status: 'draft', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
    translation: { languageId: english.id, title, content: '<p>Body</p>', excerpt: 'Excerpt', metaDescription: 'Meta', isOriginal: true },
    targetLanguages: [],
  });
  await adminApi(page, 'PATCH', `/api/admin/articles/${article.id}`, { article: { category: 'research' } });

  await nav(page).getByRole('link', { name: 'Articles', exact: true }).click();
  await page.getByTestId('article-row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  const activity = dialog.getByRole('list', { name: 'Article activity' }).getByTestId('activity-entry');
  await expect(activity).toHaveCount(2, { timeout: 15_000 });
  await expect(activity.first()).toContainText('article.update');
  await expect(activity.first()).toContainText('category: education → research');
  await expect(activity.nth(1)).toContainText('article.create');
});
