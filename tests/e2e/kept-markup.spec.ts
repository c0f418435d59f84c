/**
 * The parts of a server-rendered page that hydrating keeps as the server sent them (ServerMarkup:
 * the card grids, the hero, the category cards, the footer's columns), as a reader uses them: their
 * links open in the page as the router's do (a new tab when asked), keyboard focus shows, card
 * dates are in the reader's time zone, and another language renders them again, once, in it.
 */
import en from '../../functions/src/i18n/locales/en.json' with { type: 'json' };
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };
import { expect, type Page } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { api, layoutShifts, recordLayoutShifts, skipLanguageGuide, test } from './helpers.js';

/** Marks the document: a navigation in the page keeps the mark, a new document load loses it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { keptMark: number }).keptMark = 1));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { keptMark?: number }).keptMark === 1);

test.describe('kept server markup', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  const links: { name: string; link: (page: Page) => ReturnType<Page['locator']>; path: RegExp; heading: (page: Page) => Promise<string> }[] = [
    {
      name: 'a featured card',
      link: (page) => page.getByTestId('article-grid').getByRole('link').first(),
      path: /^\/article\/[^/]+$/,
      heading: async (page) => (await api<ArticleSummary[]>(page, '/api/articles/featured?language=en&limit=6'))[0]!.title,
    },
    { name: 'a category card', link: (page) => page.getByTestId('category-card-research'), path: /^\/research$/, heading: async () => en['home.heading.research'] },
    { name: "the hero's button", link: (page) => page.getByRole('link', { name: en['hero.caseStudies'] }), path: /^\/case-study$/, heading: async () => en['home.heading.case-study'] },
    { name: "the footer's category link", link: (page) => page.getByRole('contentinfo').getByRole('link', { name: en['category.education'] }), path: /^\/education$/, heading: async () => en['home.heading.education'] },
    { name: "the footer's Advertise link", link: (page) => page.getByRole('contentinfo').getByRole('link', { name: en['footer.advertise'] }), path: /^\/advertise$/, heading: async () => en['advertise.title'] },
  ];
  for (const { name, link, path, heading } of links) {
    test(`${name} opens its page in the page, as a router link does`, async ({ page }) => {
      await page.goto('/');
      const title = await heading(page);
      await markDocument(page);
      await link(page).click();
      await expect(page).toHaveURL((url) => path.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await stillSameDocument(page)).toBe(true);
    });
  }

  test('a card clicked with Ctrl opens in a new tab and the page stays', async ({ page, context }) => {
    await page.goto('/');
    const card = page.getByTestId('latest-grid').getByRole('link').first();
    const href = await card.getAttribute('href');
    const opened = context.waitForEvent('page');
    await card.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === href);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await tab.close();
  });

  test('keyboard focus on a kept card is drawn', async ({ page }) => {
    await page.goto('/');
    // From the control before the grid, as a keyboard reader goes.
    await page.getByRole('link', { name: en['home.viewAll'] }).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /^\/article\//);
    await expect(page.getByTestId('article-grid').locator(':focus')).toHaveCount(1);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  test("a card's date is the reader's day, not India's", async ({ browser }) => {
    const context = await browser.newContext();
    const [first] = await api<ArticleSummary[]>(await context.newPage(), '/api/articles?language=en&limit=12&category=education');
    await context.close();
    const published = first!.publishedAt ?? first!.createdAt;
    // A zone whose day differs from India's at that instant: 16.5 hours behind it, or 8.5 ahead.
    const inIndia = new Date(Date.parse(published) + 330 * 60_000);
    const timezoneId = inIndia.getUTCHours() + inIndia.getUTCMinutes() / 60 < 16.5 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const reader = await browser.newContext({ timezoneId });
    const page = await reader.newPage();
    await skipLanguageGuide(page);
    const readersDay = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
      published,
    );
    const indiasDay = new Date(published).toLocaleDateString('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' });
    expect(readersDay).not.toBe(indiasDay);
    const response = await page.goto('/education');
    // The server wrote India's day (it knows no other); the live page shows the reader's.
    expect(await response!.text()).toContain(`>${indiasDay}</time>`);
    const card = page.getByTestId('article-card').first();
    await expect(card.getByRole('heading')).toHaveText(first!.title);
    await expect(card.locator('time')).toHaveText(readersDay);
    await reader.close();
  });

  test("the Hindi article's date is the reader's day before the app loads, written by the server beside India's", async ({ browser }) => {
    const context = await browser.newContext();
    const article = await api<{ publishedAt: string | null; createdAt: string }>(await context.newPage(), '/api/articles/how-to-spot-crypto-scams?language=hi');
    await context.close();
    const published = article.publishedAt ?? article.createdAt;
    const inIndia = new Date(Date.parse(published) + 330 * 60_000);
    const timezoneId = inIndia.getUTCHours() + inIndia.getUTCMinutes() / 60 < 16.5 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const reader = await browser.newContext({ timezoneId });
    const page = await reader.newPage();
    await skipLanguageGuide(page);
    // Without its web fonts: this machine has no Devanagari font of its own, so fonts arriving after
    // the first paint move the Hindi text (boxes, then letters of other widths: 0.02 at 1280 px, 0.22
    // at 360 px, docs/performance.md) whenever a loaded machine serves them late. What is measured
    // here is the date alone.
    await page.route(/\.woff2?$/, (route) => route.abort());
    await recordLayoutShifts(page);
    const hindiDate = (zone?: string) => new Intl.DateTimeFormat('hi-IN-u-nu-latn', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
    const readersDay = await page.evaluate((iso) => new Intl.DateTimeFormat('hi-IN-u-nu-latn', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)), published);
    const indiasDay = hindiDate('Asia/Kolkata').format(new Date(published));
    expect(readersDay).not.toBe(indiasDay);
    const response = await page.goto('/article/how-to-spot-crypto-scams?lang=hi');
    expect(await response!.text()).toMatch(new RegExp(`data-day-(before|after)="${readersDay}"[^>]*>${indiasDay}</time>`));
    const date = page.locator('article time[data-article-date]');
    await expect(date).toHaveText(readersDay);
    // Written by the page's first script: the app has not loaded (nothing was touched).
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The date's box had room for the reader's day: nothing beside it moved.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShifts(page)).toEqual([]);
    // It has room for either day next to India's whatever the date (most days' texts are the same
    // width, the 9th and the 10th are not): a longer day before, or after, widens the box.
    const widened = await date.evaluate((time: HTMLElement) =>
      (['dayBefore', 'dayAfter'] as const).map((side) => {
        const width = () => time.getBoundingClientRect().width;
        const was = time.dataset[side]!;
        const before = width();
        time.dataset[side] = `${was} ${was}`;
        const after = width();
        time.dataset[side] = was;
        return after > before + 10;
      }),
    );
    expect(widened).toEqual([true, true]);
    await reader.close();
  });

  for (const how of ['a stored choice', "the footer's Hindi button"] as const) {
    test(`in Hindi by ${how}, the kept parts render again in Hindi, once each`, async ({ page }) => {
      if (how === 'a stored choice') await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
      await page.goto('/');
      if (how !== 'a stored choice') await page.getByRole('contentinfo').getByRole('button', { name: en['language.hindi'] }).click();
      const featured = await api<ArticleSummary[]>(page, '/api/articles/featured?language=hi&limit=6');
      const latest = await api<ArticleSummary[]>(page, '/api/articles?language=hi&limit=12');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['hero.title']);
      await expect(page.getByTestId('category-card-education')).toContainText(hi['home.card.education']);
      await expect(page.getByTestId('article-grid').getByRole('heading')).toHaveText(featured.map((a) => a.title));
      await expect(page.getByTestId('latest-grid').getByRole('heading')).toHaveText(latest.map((a) => a.title));
      await expect(page.getByRole('contentinfo')).toContainText(hi['footer.copyright'].replace('{year}', '2024'));
      // Rendered again in place of the server's markup, never beside it.
      await expect(page.getByTestId('article-grid')).toHaveCount(1);
      await expect(page.getByTestId('latest-grid')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[data-testid^="category-card-"]')).toHaveCount(3);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: hi['footer.advertise'] })).toHaveCount(1);
    });
  }
});
