/**
 * Fonts follow the scripts a page shows (web/src/shared/indic-fonts.css): an English home page
 * downloads no Indic font, a Hindi one the Devanagari font and no other script's, and opening the
 * language picker (native names) fetches the fonts that list needs. The JavaScript size target is
 * reported by `npm run bench` / `npm run bench:home`, not tested here.
 */
import { expect, test, type Page } from '@playwright/test';
import { skipLanguageGuide } from './helpers.js';

const INDIC_FONT = /noto-sans-(devanagari|bengali|kannada|telugu|tamil|gujarati|malayalam|gurmukhi|oriya)-/;

function trackFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font' || /\.woff2?$/.test(new URL(req.url()).pathname)) fonts.push(new URL(req.url()).pathname);
  });
  return fonts;
}

async function openHome(page: Page, language: string) {
  await page.addInitScript((code) => localStorage.setItem('selectedLanguage', code), language);
  await page.goto('/');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.locator('[data-testid="article-skeleton"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.describe('fonts', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('an English home page downloads no Indic font, even though its hero names हिन्दी, বাংলা and ಕನ್ನಡ', async ({ page }) => {
    const fonts = trackFonts(page);
    await openHome(page, 'en');
    await expect(page.locator('[lang="hi"]', { hasText: 'हिन्दी' })).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((f) => INDIC_FONT.test(f))).toEqual([]);
  });

  test('a Hindi home page downloads the Devanagari font and no other script', async ({ page }) => {
    const fonts = trackFonts(page);
    await openHome(page, 'hi');
    await expect(page.getByTestId('language-picker')).toHaveText('हिन्दी');
    await expect.poll(() => fonts.filter((f) => /noto-sans-devanagari-devanagari-400-normal/.test(f)).length).toBeGreaterThan(0);
    expect(fonts.filter((f) => INDIC_FONT.test(f) && !/noto-sans-devanagari-/.test(f))).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
  });

  test('opening the language picker on an English page fetches the fonts of the native names it lists', async ({ page }) => {
    const fonts = trackFonts(page);
    await openHome(page, 'en');
    expect(fonts.filter((f) => INDIC_FONT.test(f))).toEqual([]);
    await page.getByTestId('language-picker').click();
    const panel = page.getByRole('dialog', { name: 'Choose a language' });
    await expect(panel.getByRole('menuitem', { name: /বাংলা/ })).toBeVisible();
    await expect.poll(() => fonts.some((f) => /noto-sans-devanagari-devanagari-400/.test(f))).toBe(true);
    await expect.poll(() => fonts.some((f) => /noto-sans-bengali-bengali-400/.test(f))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'))).toBe(true);
  });
});
