/**
 * The AI screens of the console (the settings after a connection test, and the translations panel
 * with every translation state at once) at 360 and 1280 px: accessible, without sideways scrolling,
 * saved as screenshots. Against the fake OpenAI-compatible provider the e2e host runs
 * (tests/e2e/serve.ts); shared setup: admin-ai-helpers.ts.
 */
import { type Locator, type Page } from '@playwright/test';
import type { AdminArticle } from '../../functions/src/contract/index.js';
import { axe, keepScreenshot, settled, skipLanguageGuide } from './helpers.js';
import { adminApi, expect, openConsole, toast, uniqueName } from './admin-helpers.js';
import { createArticle, deleteArticle, goTo, languageIds, openEdit, test, useWorkingAi } from './admin-ai-helpers.js';

test.describe('AI screens', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('screens: AI settings and every translation state, at 360 and 1280 px, accessible and without sideways scrolling', async ({ page, scopedFake }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins In Every State');
    const fake = await scopedFake(title);
    const article = await createArticle(page, title, [ids.hi!]);
    const read = () => adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`);
    const jobState = async (code: string) => (await read()).translationJobs?.find((j) => j.languageId === ids[code])?.state;
    await expect.poll(() => jobState('hi'), { timeout: 20_000 }).toBe('completed');
    // Hindi goes out of date, Bengali is written by hand, Tamil fails, Kannada is still running.
    const original = (await read()).translations.find((t) => t.isOriginal)!;
    await adminApi(page, 'PATCH', `/api/admin/articles/${article.id}`, {
      translation: { languageId: ids.en, title, excerpt: 'Changed after the Hindi translation.', content: original.content, metaDescription: original.metaDescription, isOriginal: true },
      selectedLanguages: [],
    });
    await adminApi(page, 'PUT', `/api/admin/articles/${article.id}/translations/${ids.bn}`, { title: 'স্টেবলকয়েন', excerpt: 'স্টেবলকয়েন কী।', content: '<p>স্টেবলকয়েন।</p>', metaDescription: '' });
    await fake.control({ failNext: { n: 4, status: 500 } });
    await adminApi(page, 'POST', `/api/admin/articles/${article.id}/translate`, { languageIds: [ids.ta] });
    await expect.poll(() => jobState('ta'), { timeout: 20_000 }).toBe('failed');
    // Kannada stays running until the screens are checked (the reset below lets it finish).
    await fake.control({ hold: true });
    await adminApi(page, 'POST', `/api/admin/articles/${article.id}/translate`, { languageIds: [ids.kn] });

    await goTo(page, 'Articles', 'Articles');
    const { dialog, translations } = await openEdit(page, title);
    await expect(translations.getByTestId('translation-hi').getByTestId('stale-marker')).toBeVisible();
    await expect(translations.getByTestId('translation-bn').getByText('Hand-written')).toBeVisible();
    await expect(translations.getByTestId('translation-ta').getByRole('img', { name: 'Translation failed' })).toBeVisible();
    await expect(translations.getByTestId('translation-kn').getByRole('progressbar')).toBeVisible();
    // One page, two screenshots: the panel, and its actions (scrolled to), checked once per width.
    await checkScreen(page, { 'admin-ai-translations': translations, 'admin-ai-translation-actions': translations.getByRole('button', { name: 'Force retranslate' }) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await fake.reset();

    await goTo(page, 'AI Settings', 'AI Settings');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByTestId('ai-status-connection')).toHaveText('Connected');
    await checkScreen(page, { 'admin-ai-settings-tested': page.getByTestId('ai-status') });

    await deleteArticle(page, article.id);
  });
});

/**
 * Axe finds nothing serious in the page; nothing scrolls sideways at 360 px; what each of `shots`
 * shows is saved at both widths (scrolled into view: a dialog scrolls inside itself, so a
 * screenshot of the viewport shows what an editor sees). Several shots of one page share its checks.
 */
async function checkScreen(page: Page, shots: Record<string, Locator>) {
  const close = page.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await expect(toast(page)).toBeHidden();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const shot of Object.values(shots)) await expect(shot).toBeVisible();
    await settled(page); // fades and transitions done: axe judges what a person sees
    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => document.fonts.ready);
    for (const [name, shot] of Object.entries(shots)) {
      await shot.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `test-results/screens/${name}-${width}.png` });
      if (width === 360) await keepScreenshot(page, { path: `test-results/screens/${name}-${width}-full.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
