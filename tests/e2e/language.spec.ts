import { expect } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { api, articleTranslatedTo, skipLanguageGuide, test } from './helpers.js';

test.describe('language picker', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('lists native names above English names, fuzzy-searches both, and marks the current one', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('language-picker');
    await expect(trigger).toHaveText('English');
    await trigger.click();
    const panel = page.getByRole('dialog', { name: 'Choose a language' });
    const search = panel.getByPlaceholder('Search languages...');
    await expect(search).toBeFocused();
    const hindi = panel.getByRole('menuitem', { name: /हिन्दी/ });
    await expect(hindi).toContainText('Hindi');
    const box = async (t: string) => (await hindi.getByText(t, { exact: true }).boundingBox())!.y;
    expect(await box('हिन्दी')).toBeLessThan(await box('Hindi'));
    await expect(panel.getByRole('menuitem', { name: /English/ }).getByLabel('Current language')).toBeVisible();

    await search.fill('bengli'); // a typo still finds Bengali, best match first
    await expect(panel.getByRole('menuitem').first()).toHaveText(/বাংলা\s*Bengali/);
    await search.fill('ಕನ್ನ'); // native script works too
    await expect(panel.getByRole('menuitem').first()).toContainText('Kannada');
    await search.fill('zzzz');
    await expect(panel.getByText('No language found.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the language list comes with the page: the picker lists it at once, asking nothing', async ({ page }) => {
    // Every reader page is rendered on the server with the list in it, so "Loading..." cannot show.
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/languages') && asked.push(r.url())));
    await page.goto('/');
    await page.getByTestId('language-picker').click();
    await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('switching to Hindi shows Hindi titles, and the choice is remembered', async ({ page }) => {
    const article = await articleTranslatedTo(page, 'hi');
    const hindiTitle = article.title;
    const original = (await api<ArticleSummary[]>(page, '/api/articles?language=en')).find((a) => a.slug === article.slug)!;
    await page.goto('/articles');
    await expect(page.getByText(original.title, { exact: true })).toBeVisible();

    await page.getByTestId('language-picker').click();
    await page.getByPlaceholder('Search languages...').fill('hindi');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('language-picker')).toHaveText('हिन्दी');
    await expect(page.getByText(hindiTitle, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');

    await page.reload();
    await expect(page.getByText(hindiTitle, { exact: true })).toBeVisible();
    await page.goto(`/article/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
  });

  test('a stored language the server no longer offers falls back to English', async ({ page }) => {
    // Top frame only: init scripts also run in same-origin frames (the inline ad frame).
    await page.addInitScript(() => window.top === window && localStorage.setItem('selectedLanguage', 'xx'));
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('/api/articles') && requested.push(r.url()));
    await page.goto('/');
    await expect(page.getByTestId('language-picker')).toHaveText('English');
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
    expect(requested.every((u) => !u.includes('language=xx'))).toBe(true);
  });
});
