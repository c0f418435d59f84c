/**
 * AI translation jobs followed in the console's edit dialog, against the fake OpenAI-compatible
 * provider the e2e host runs (tests/e2e/serve.ts): failed and retried, waiting for a retry, stale
 * and refreshed, forced over a hand-written version. Shared setup: admin-ai-helpers.ts.
 */
import type { AdminArticle } from '../../functions/src/contract/index.js';
import { AI_MESSAGES } from '../../functions/src/contract/index.js';
import { skipLanguageGuide, keepScreenshot } from './helpers.js';
import { adminApi, expect, fillContent, openConsole, toast, uniqueName } from './admin-helpers.js';
import { createArticle, deleteArticle, goTo, languageIds, openEdit, row, test, useWorkingAi } from './admin-ai-helpers.js';

test.describe('AI translation states', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('a failed translation shows its reason; re-checking the language and saving retries it', async ({ page, scopedFake }) => {
    test.slow();
    await useWorkingAi(page);
    const title = uniqueName('Stablecoins Failing First');
    const fake = await scopedFake(title);
    const article = await createArticle(page, title);
    await goTo(page, 'Articles', 'Articles');

    // Every attempt of the next job fails.
    await fake.control({ failNext: { n: 4, status: 500 } });
    const { dialog, translations } = await openEdit(page, title);
    const bengali = translations.getByTestId('translation-bn');
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));
    await expect(bengali.getByRole('img', { name: 'Translation failed' })).toBeVisible({ timeout: 20_000 });
    await expect(bengali.getByTestId('translation-failure')).toContainText('AI translation failed: OpenAI had a server error (500)');

    // Re-check it and save: the failed job runs again, and this time succeeds.
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).uncheck();
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/admin/articles/${article.id}`));
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ selectedLanguages: [(await languageIds(page)).bn] });
    await expect(toast(page)).toContainText('Article updated successfully!');
    const again = await openEdit(page, title);
    const bengaliAgain = again.translations.getByTestId('translation-bn');
    await expect(bengaliAgain.getByRole('img', { name: 'Translated', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(bengaliAgain).toContainText(`[bn] ${title}`);
    await expect(bengaliAgain.getByTestId('translation-failure')).toHaveCount(0);
    await again.dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });

  test('a job waiting for its retry shows a clock, the attempt it will make and when, then completes', async ({ page, scopedFake }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins Waiting To Retry');
    const fake = await scopedFake(title);
    const article = await createArticle(page, title);
    await goTo(page, 'Articles', 'Articles');

    // The provider is busy once and asks for 10 s (long enough to look on a loaded machine): the job
    // waits for its second attempt.
    await fake.control({ failNext: { n: 1, status: 429, retryAfterSeconds: 10 } });
    const { dialog, translations } = await openEdit(page, title);
    const bengali = translations.getByTestId('translation-bn');
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));

    // Waiting, not running: a clock instead of the spinner, the attempt to come and its time.
    await expect(bengali.getByRole('img', { name: 'Waiting to retry' })).toBeVisible({ timeout: 15_000 });
    await expect(bengali.getByRole('progressbar')).toHaveCount(0);
    const job = (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translationJobs!.find((j) => j.languageId === ids.bn)!;
    expect(job).toMatchObject({ state: 'retrying', attempts: 1, maxAttempts: 4 });
    const at = await page.evaluate((iso) => new Date(iso).toLocaleTimeString(), job.nextAttemptAt!);
    await expect(bengali).toContainText(`Waiting to retry: attempt 2 of 4 at ${at}. Last try: `);
    await bengali.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: 'test-results/screens/admin-translation-retrying-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await bengali.scrollIntoViewIfNeeded();
    await expect(bengali.getByRole('img', { name: 'Waiting to retry' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: 'test-results/screens/admin-translation-retrying-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The second attempt succeeds.
    await expect(bengali.getByRole('img', { name: 'Translated', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(bengali).toContainText(`[bn] ${title}`);
    await expect(bengali).not.toContainText('Waiting to retry');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });

  test('a stale AI translation is marked and refreshed in one click; force retranslate replaces a hand-written one after a warning', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins Going Stale');
    const article = await createArticle(page, title, [ids.hi!]);
    await expect
      .poll(async () => (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translations.some((t) => t.language.code === 'hi'), {
        timeout: 20_000,
      })
      .toBe(true);
    await goTo(page, 'Articles', 'Articles');

    // Stop translating Hindi, then change the original: the Hindi version is now out of date.
    let { dialog, translations } = await openEdit(page, title);
    await translations.getByRole('checkbox', { name: 'Translate into Hindi' }).uncheck();
    await dialog.getByLabel('Excerpt').fill('What a stablecoin is, how it keeps its price, and when it fails.');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(page)).toContainText('Article updated successfully!');
    await expect(row(page, title).getByTestId('stale-hi')).toBeVisible();

    ({ dialog, translations } = await openEdit(page, title));
    const hindi = translations.getByTestId('translation-hi');
    await expect(hindi.getByTestId('stale-marker')).toBeVisible();
    await hindi.getByRole('button', { name: 'Refresh Hindi translation' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));
    await expect(hindi.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(hindi.getByRole('img', { name: 'Translated', exact: true })).toBeVisible();
    await expect(hindi.getByTestId('stale-marker')).toHaveCount(0);

    // An editor writes Bengali by hand: marked as such, and left alone by "Translate now".
    await translations.getByRole('button', { name: 'Add Bengali translation' }).click();
    const bengaliForm = page.getByRole('dialog', { name: 'Add Bengali Translation' });
    await bengaliForm.getByLabel('Title').fill('স্টেবলকয়েন');
    await bengaliForm.getByLabel('Excerpt').fill('স্টেবলকয়েন কী।');
    await fillContent(bengaliForm, '<p>স্টেবলকয়েন।</p>');
    await bengaliForm.getByRole('button', { name: 'Save Translation' }).click();
    await expect(bengaliForm).toBeHidden();
    const bengali = translations.getByTestId('translation-bn');
    await expect(bengali.getByText('Hand-written')).toBeVisible();
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await translations.getByRole('checkbox', { name: 'Translate into Hindi' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.nothingToTranslate);

    // Force asks first, naming the hand-written translation it will replace.
    await page.getByRole('button', { name: 'Force retranslate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Force Retranslate' });
    await expect(confirm).toContainText('written by hand: Bengali');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bengali).toContainText('স্টেবলকয়েন');
    await page.getByRole('button', { name: 'Force retranslate' }).click();
    await confirm.getByRole('button', { name: 'Retranslate' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.forceTranslationStarted(2));
    await expect(bengali).toContainText(`[bn] ${title}`, { timeout: 20_000 });
    await expect(bengali.getByText('Hand-written')).toHaveCount(0);
    // Both languages were retranslated: Hindi's job too has finished (its write came after the
    // deletion's read once, and the deletion was refused as stale).
    await expect(translations.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(hindi.getByRole('img', { name: 'Translated', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });
});
