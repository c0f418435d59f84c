/**
 * The translator's desk in the console (issue 29): the owner opens My translations, finds the
 * machine-made Hindi translations most-read first, opens one straight into the side-by-side
 * review, marks it reviewed, and it leaves the list (and stays gone after a reload). At phone and
 * desktop width.
 */
import type { MyTranslationsResponse } from '../../functions/src/contract/index.js';
import type { Page } from '@playwright/test';
import { adminApi, expect, machineTranslatedIntoHindi, openConsole, openHindiReview, openMyTranslations, test, toast, uniqueName } from './admin-helpers.js';
import { axe, keepScreenshot, settled, skipLanguageGuide } from './helpers.js';

const BODY = '<p>A seed phrase is the master key of a wallet.</p><p>Write it on paper, never in a photo.</p>';

/** A machine-made Hindi translation (admin-helpers.ts) of an article read `views` times. */
async function machineTranslated(page: Page, title: string, views: number) {
  const article = await machineTranslatedIntoHindi(page, title, BODY);
  for (let i = 0; i < views; i++) expect((await page.request.post(`/api/articles/${article.id}/view`)).ok()).toBe(true);
  return article;
}

for (const [width, height] of [
  [1280, 900],
  [360, 780],
] as const) {
  test(`My translations opens a machine-made Hindi translation into the review, and marking it reviewed takes it off the list (${width} px)`, async ({ page }) => {
    test.slow();
    await skipLanguageGuide(page);
    await page.setViewportSize({ width, height });
    await openConsole(page);
    const readMore = uniqueName('Seed Phrases Desk');
    const readLess = uniqueName('Cold Storage Desk');
    const more = await machineTranslated(page, readMore, 3);
    const less = await machineTranslated(page, readLess, 1);
    // The views reach the desk with the counters' roll-up.
    await expect
      .poll(async () => {
        const { items } = await adminApi<MyTranslationsResponse>(page, 'GET', `/api/admin/my-translations?languageId=${more.hi}&limit=50`);
        return [more.id, less.id].map((id) => items.find((i) => i.articleId === id)?.views);
      }, { timeout: 30_000 })
      .toEqual([3, 1]);

    await openMyTranslations(page, width < 600);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Hindi', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`language=${more.hi}$`));

    const list = page.getByRole('list', { name: 'Translations to review' });
    const first = list.getByTestId(`queue-item-${more.id}_${more.hi}`);
    const second = list.getByTestId(`queue-item-${less.id}_${less.hi}`);
    await expect(first).toContainText(readMore);
    await expect(first).toContainText('Machine-made');
    await expect(first).toContainText('3 views');
    await expect(second).toContainText('1 view');
    // Most-read first.
    const order = await list.getByTestId(/^queue-item-/).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(order.indexOf(`queue-item-${more.id}_${more.hi}`)).toBeLessThan(order.indexOf(`queue-item-${less.id}_${less.hi}`));
    await settled(page);
    const audit = await axe(page).analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `test-results/screens/admin-my-translations-${width}.png` });

    const review = await openHindiReview(page, first, 'A seed phrase is the master key of a wallet.', /^<p>\[hi\] A seed phrase/);
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(toast(page)).toContainText('Translation marked reviewed');
    await expect(review).toBeHidden();
    await expect(first).toHaveCount(0);
    await expect(second).toBeVisible();

    // Gone on the server too, not only on this screen.
    await page.reload();
    await expect(list.getByTestId(`queue-item-${less.id}_${less.hi}`)).toBeVisible({ timeout: 20_000 });
    await expect(list.getByTestId(`queue-item-${more.id}_${more.hi}`)).toHaveCount(0);
  });
}
