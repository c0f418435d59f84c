/**
 * The reader's page-view beacon (issue 30): one POST /api/page-views per page shown, on a page load
 * and on a client-side navigation, with the page kind, the article and the edition read; the
 * engaged time once by sendBeacon when the page is hidden; no cookie and nothing stored.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { articleTranslatedTo, clientNavigate, skipLanguageGuide, test } from './helpers.js';

interface Beacon {
  type: 'view' | 'engaged';
  viewId: string;
  page: string;
  articleId?: number;
  language: string;
  referrer?: string;
  seconds?: number;
  screenWidth?: number;
}

function beaconsOf(page: Page): Beacon[] {
  const sent: Beacon[] = [];
  page.on('request', (req: Request) => {
    if (new URL(req.url()).pathname === '/api/page-views' && req.method() === 'POST') sent.push(JSON.parse(req.postData() ?? '{}') as Beacon);
  });
  return sent;
}

test('each reader page sends one page-view beacon with its page, article and language, and sets no cookie or storage', async ({ page, context }) => {
  await skipLanguageGuide(page);
  const hindi = await articleTranslatedTo(page, 'hi');
  const sent = beaconsOf(page);
  const views = () => sent.filter((b) => b.type === 'view');
  // An ad seen long enough on the way reports its impression with the ad measurement's visitor id
  // (ad-events.ts), which is stored; whether one was seen depends on how long each page stayed.
  let adEvents = 0;
  page.on('request', (req) => {
    if (/^\/api\/ads\/[^/]+\/(impression|click)$/.test(new URL(req.url()).pathname)) adEvents += 1;
  });

  await page.goto('/');
  await expect.poll(() => views().map((b) => [b.page, b.language])).toEqual([['home', 'en']]);
  expect(views()[0]).not.toHaveProperty('articleId');

  await clientNavigate(page, '/articles');
  await expect.poll(() => views().map((b) => [b.page, b.language])).toEqual([
    ['home', 'en'],
    ['articles', 'en'],
  ]);
  // Leaving a page by the router reports its visible time once.
  await expect.poll(() => sent.filter((b) => b.type === 'engaged').map((b) => [b.viewId, b.page])).toEqual([[views()[0]!.viewId, 'home']]);

  await page.goto(`/article/${hindi.slug}?lang=hi`);
  await expect.poll(() => views().slice(2).map((b) => [b.page, b.articleId, b.language])).toEqual([['article', hindi.id, 'hi']]);

  // The reader stays in Hindi: the Advertise page is counted in the Hindi edition.
  await page.goto('/advertise');
  await expect.poll(() => views().slice(3).map((b) => [b.page, b.language])).toEqual([['advertise', 'hi']]);
  // Every view has its own id; none was sent twice.
  expect(new Set(views().map((b) => b.viewId)).size).toBe(views().length);

  // The beacon leaves nothing behind: no cookie; stored only the test's own keys, the reader's
  // language choice and, once an ad was reported, the ad measurement's visitor id.
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }));
  if (stored.local.includes('adVisitorId')) await expect.poll(() => adEvents, 'the ad visitor id stored without an ad reported').toBeGreaterThan(0);
  expect({ ...stored, local: stored.local.filter((key) => key !== 'adVisitorId') }).toEqual({ local: ['hasSeenLanguageGuide', 'selectedLanguage'], session: ['__guideInit'] });
});

test('a preview link and a page not found send no beacon', async ({ page }) => {
  await skipLanguageGuide(page);
  const sent = beaconsOf(page);
  await page.goto('/no-such-page');
  await page.goto('/preview/not-a-real-token');
  // The home page afterwards does send one: the silence above is not a broken beacon.
  await page.goto('/');
  await expect.poll(() => sent.filter((b) => b.type === 'view').map((b) => b.page)).toEqual(['home']);
});

test.describe('a desktop window narrower than its screen', () => {
  test.use({ viewport: { width: 480, height: 800 }, screen: { width: 1920, height: 1080 } });

  test('reports the screen it is on, not the window, so it still counts as a desktop', async ({ page }) => {
    await skipLanguageGuide(page);
    const sent = beaconsOf(page);
    await page.goto('/');
    await expect.poll(() => sent.filter((b) => b.type === 'view').map((b) => [b.page, b.screenWidth])).toEqual([['home', 1920]]);
    expect(await page.evaluate(() => window.innerWidth)).toBe(480);
  });
});
