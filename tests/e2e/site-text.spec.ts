/**
 * The reader site in the reader's language (issue 23): on phone and desktop, a Hindi or Bengali
 * reader finds no English interface string on any screen (the English strings are every plain
 * message of en.json that the language words differently, not a hand list), dates and numbers are
 * in the locale, and a language with no catalogue (Telugu) reads the English interface.
 */
import { expect, type Page } from '@playwright/test';
import en from '../../functions/src/i18n/locales/en.json' with { type: 'json' };
import bn from '../../functions/src/i18n/locales/bn.json' with { type: 'json' };
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };
import { mayMatchEnglish } from '../helpers/same-as-english.js';
import { articleTranslatedTo, pageLoaded, skipLanguageGuide, test } from './helpers.js';

const CATALOGUES: Record<string, Record<string, string>> = { hi, bn };
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/**
 * English strings that must not show in `code`: every plain message (no placeholders) of en.json,
 * whatever `code`'s catalogue holds (a key left in English is one more string to find, not one
 * less), but those the language is meant to keep as English (tests/helpers/same-as-english.ts).
 */
function englishStrings(code: string): string[] {
  return Object.entries(en as Record<string, string>)
    .filter(([key, message]) => !/[{}]/.test(message) && !mayMatchEnglish(code, key))
    .map(([, message]) => message);
}
/** en.json has some 130 plain messages: a check of far fewer checks nothing much. */
const AT_LEAST_CHECKED = 100;

/** The interface's words as a reader meets them (text, labels, placeholders, title), without the articles' and ads' own text. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skip = '[data-testid="article-body"], [data-testid^="ad-"], h3[lang], p[lang], article h1, article h1 + p, [data-testid="article-card"] h3, [data-testid="article-card"] p';
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
      if (!el || el.closest(skip) || el.closest('script, style')) continue;
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
      else for (const a of ['aria-label', 'placeholder', 'title', 'alt']) out.push((node as Element).getAttribute(a) ?? '');
    }
    return out.join('\n');
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function englishFound(text: string, code: string): string[] {
  return englishStrings(code).filter((s) => new RegExp(`(^|[^A-Za-z])${escape(s)}($|[^A-Za-z])`).test(text));
}

for (const code of ['hi', 'bn'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${code} on ${device}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => skipLanguageGuide(page));

      test('no English interface string on home, a category, All Articles, an article, Advertise and both not-found screens', async ({ page }) => {
        expect(englishStrings(code).length).toBeGreaterThanOrEqual(AT_LEAST_CHECKED);
        const article = await articleTranslatedTo(page, code);
        const screens = ['/', '/research', '/articles', `/article/${article.slug}`, '/advertise', '/no-such-page', '/article/no-such-article'];
        for (const path of screens) {
          await page.goto(`${path}?lang=${code}`);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
          // All the page shows, including what it renders once hydrated, before its words are read.
          await pageLoaded(page);
          const text = await interfaceText(page);
          expect(englishFound(text, code), path).toEqual([]);
          // Every message formatted: no raw ICU placeholder or plural shows.
          expect(text, path).not.toMatch(/\{[a-zA-Z]+[,}]/);
        }
      });

      test('dates and numbers are in the locale, and picking English turns the interface English at once', async ({ page }) => {
        const article = await articleTranslatedTo(page, code);
        await page.goto(`/article/${article.slug}?lang=${code}`);
        const time = page.locator('article time').first();
        const iso = (await time.getAttribute('datetime'))!;
        const expected = await page.evaluate(
          ([c, d]) => new Intl.DateTimeFormat(`${c}-IN-u-nu-latn`, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(d!)),
          [code, iso] as const,
        );
        await expect(time).toHaveText(expected);
        const views = page.getByTestId('views-count');
        await expect(views).toHaveText(new RegExp(`^[0-9,]+ ${escape(CATALOGUES[code]!['article.views']!.replace(/^.*other \{# ([^}]*)\}.*$/, '$1'))}$`));
        await expect(page.getByRole('button', { name: CATALOGUES[code]!['article.share'] })).toBeVisible();

        await page.getByTestId('language-picker').click();
        await page.getByRole('menuitem', { name: /English/ }).click();
        await expect(page.getByRole('button', { name: 'Share Article' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    });
  }
}

test.describe('a language chosen in the browser', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('a stored Hindi choice re-renders the English-rendered page in Hindi, messages formatted', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['articles.title']!);
    await expect(page.getByTestId('results-count')).toHaveText(/^[0-9,]+ में से [0-9,]+ लेख दिखाए जा रहे हैं$/);
    await expect(page.getByTestId('language-picker')).toHaveAttribute('aria-label', 'भाषा: हिन्दी। भाषा बदलें');
    expect(await interfaceText(page)).not.toMatch(/\{[a-zA-Z]+[,}]/);
  });
});

test.describe('a language without a catalogue', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('Telugu reads the English interface (every key falls back to English)', async ({ page }) => {
    await page.goto('/?lang=te');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toBeVisible();
  });
});
