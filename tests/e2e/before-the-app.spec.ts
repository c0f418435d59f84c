/**
 * A server-rendered reader page before its app: it loads the app (React, MUI, the routes) only
 * when the reader reaches for it (web/src/shared/wake-on-intent.ts) or needs it now (another stored
 * language, a popup ad). Until then a reader who only reads still gets everything the page does on
 * arrival (web/src/reader/arrival.ts), and once the app comes nothing is counted twice, and a click
 * made while it was loading is not lost.
 */
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { ArticleDetail, ArticleSummary } from '../../functions/src/contract/index.js';
import { adsFor, api, articleTranslatedTo, hydrated, skipLanguageGuide, test } from './helpers.js';

/** The POSTs the page makes to paths matching `pattern`, with their JSON bodies. */
function posts(page: Page, pattern: RegExp): { path: string; body: Record<string, unknown> }[] {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === 'POST' && pattern.test(path)) sent.push({ path, body: JSON.parse(req.postData() || '{}') as Record<string, unknown> });
  });
  return sent;
}

/** Holds the app's chunk until `release` is called: the page cannot hydrate before. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const notLive = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

test('an article read without touching the page: its view, its page view and its ads count, the guide shows, and the app never loads', async ({ page }) => {
  const [summary] = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
  const before = await api<ArticleDetail>(page, `/api/articles/${summary!.slug}?language=en`);
  const banners = (await adsFor(page, 'article')).filter((a) => a.type !== 'popup');
  const sent = posts(page, /^\/api\/(page-views|articles\/\d+\/view|ads\/\d+\/impression)$/);

  const viewAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/articles/${before.id}/view`);
  await page.goto(`/article/${summary!.slug}`, { waitUntil: 'load' });
  // The first-visit guide, a second after load, without the app.
  await expect(page.getByRole('dialog', { name: 'Read CryptoLekh in your language' })).toBeVisible();
  await expect.poll(() => sent.map((s) => s.path).filter((p) => !p.includes('/ads/')).sort()).toEqual([`/api/articles/${before.id}/view`, '/api/page-views']);
  expect(sent.find((s) => s.path === '/api/page-views')!.body).toMatchObject({ type: 'view', page: 'article', articleId: before.id, language: 'en' });
  // Counted (other specs may read the same article meanwhile: at least this one view).
  expect((await viewAnswered).ok()).toBe(true);
  await expect.poll(async () => (await api<ArticleDetail>(page, `/api/articles/${summary!.slug}?language=en`)).views).toBeGreaterThan(before.views);
  // An ad on screen for a second counts its impression, in the page's language.
  const shown = banners.find((a) => a.type === 'sidebar') ?? banners[0]!;
  await expect.poll(() => sent.filter((s) => s.path === `/api/ads/${shown.id}/impression`).map((s) => s.body.language)).toEqual(['en']);
  await notLive(page);

  // The reader dismisses the guide (Skip): it closes and stays dismissed.
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenLanguageGuide'))).toBe('true');

  // Reaching for the page loads the app; what was counted on arrival is not counted again. The
  // next page, opened in the app, is counted: the app's counting works and came after.
  await hydrated(page);
  await page.getByRole('link', { name: 'Research', exact: true }).first().click();
  await expect(page).toHaveURL(/\/research$/);
  await expect.poll(() => sent.filter((s) => s.path === '/api/page-views' && s.body.type === 'view').map((s) => s.body.page)).toEqual(['article', 'home']);
  expect(sent.filter((s) => s.path.endsWith('/view'))).toHaveLength(1);
});

test('a click on a control while the app is still loading is given to it once the app is there', async ({ page }) => {
  await skipLanguageGuide(page);
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'load' });
  const picker = page.getByRole('button', { name: /English/ }).first();
  await picker.click();
  await notLive(page);
  await expect(page.getByPlaceholder('Search languages...')).toBeHidden();
  release();
  await expect(page.getByPlaceholder('Search languages...')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('what is typed into All Articles search while the app loads filters the list once it is there', async ({ page }) => {
  await skipLanguageGuide(page);
  const all = await api<ArticleSummary[]>(page, '/api/articles?language=en');
  const word = all[0]!.title.split(' ').find((w) => w.length > 5)!;
  const matching = all.filter((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes(word.toLowerCase())).length;
  expect(matching).toBeLessThan(all.length);
  const release = await holdTheApp(page);
  await page.goto('/articles', { waitUntil: 'load' });
  const search = page.getByPlaceholder('Search articles...');
  await search.fill(word);
  await notLive(page);
  release();
  await expect(page.getByText(`Showing ${matching} of ${all.length} articles`)).toBeVisible();
  await expect(search).toHaveValue(word);
});

test('a reader whose stored language is Hindi gets the page in Hindi without touching it, counted once in Hindi', async ({ page }) => {
  await skipLanguageGuide(page);
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
  const hindi = await articleTranslatedTo(page, 'hi');
  const sent = posts(page, /^\/api\/page-views$/);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(hindi.title).first()).toBeVisible();
  await expect.poll(() => sent.filter((s) => s.body.type === 'view').map((s) => [s.body.page, s.body.language])).toEqual([['home', 'hi']]);
});

test('a click on an ad before the app loads counts, in the page language', async ({ page, context }) => {
  await skipLanguageGuide(page);
  const linked = (await adsFor(page, 'homepage')).find((a) => a.type === 'banner' && a.url && !a.content);
  expect(linked, 'the demo has a linked banner ad on the home page').toBeTruthy();
  await holdTheApp(page);
  const sent = posts(page, /^\/api\/ads\/\d+\/click$/);
  await page.goto('/', { waitUntil: 'load' });
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: new RegExp(linked!.headline) }).click();
  await (await opened).close();
  await expect.poll(() => sent.map((s) => [s.path, s.body.language])).toEqual([[`/api/ads/${linked!.id}/click`, 'en']]);
  await notLive(page);
});
