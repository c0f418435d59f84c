/**
 * An ad with its own HTML shows in a sandboxed frame that follows its content's height, growing
 * and shrinking, whatever changes it: the page's width, content that grows or shrinks after load,
 * an image arriving late, and before the app has hydrated. A frame far below the fold is not
 * fetched until the reader scrolls near it. And every ad carries one "Sponsored" label, the slot's.
 */
import { expect, type Page } from '@playwright/test';
import type { ArticleSummary, PublicAd } from '../../functions/src/contract/index.js';
import { adFramePath } from '../../functions/src/contract/index.js';
import { adsFor, api, hydrated, layoutShifts, pageLoaded, recordLayoutShifts, skipLanguageGuide, test } from './helpers.js';

/** The tallest the reader lets an ad frame grow (inline-ad-frame.tsx). */
const MAX = 1000;

const frameOf = (page: Page, ad: PublicAd) => page.getByTestId(`ad-${ad.id}`).locator('iframe');

/** The frame's height on the page and its content's (rounded up, as the frame must hold all of it). */
function heights(page: Page, ad: PublicAd) {
  return frameOf(page, ad).evaluate((f: HTMLIFrameElement, max) => {
    const body = f.contentDocument!.body;
    return { frame: f.getBoundingClientRect().height, content: Math.min(max, Math.ceil(body.getBoundingClientRect().height)) };
  }, MAX);
}

/** Waits until the frame is exactly as tall as its content, and returns that height. */
async function fitted(page: Page, ad: PublicAd): Promise<number> {
  await expect.poll(async () => {
    const h = await heights(page, ad);
    return h.frame === h.content && h.content > 0;
  }).toBe(true);
  return (await heights(page, ad)).frame;
}

/**
 * Records, from now on, every time the browser was about to paint the frame at another height than
 * its content's: a ResizeObserver's callbacks run after layout and before paint, and this one,
 * created after the page's own, runs after it in the same round.
 */
async function watchStaleHeights(page: Page, ad: PublicAd) {
  await frameOf(page, ad).evaluate((f: HTMLIFrameElement, max) => {
    const body = f.contentDocument!.body;
    const stale: number[][] = [];
    (window as unknown as { __stale: number[][] }).__stale = stale;
    new ResizeObserver(() => {
      const frame = f.getBoundingClientRect().height;
      const content = Math.min(max, Math.ceil(body.getBoundingClientRect().height));
      if (frame !== content) stale.push([frame, content]);
    }).observe(body);
  }, MAX);
}
const staleHeights = (page: Page) => page.evaluate(() => (window as unknown as { __stale: number[][] }).__stale);

/** Adds a block of `px` pixels to the ad's content, as a late font or image would make it grow. */
const grow = (page: Page, ad: PublicAd, px: number) =>
  frameOf(page, ad).evaluate((f: HTMLIFrameElement, px) => {
    const d = f.contentDocument!;
    const block = d.createElement('div');
    block.id = 'added';
    block.style.height = `${px}px`;
    d.body.append(block);
  }, px);

const shrinkBack = (page: Page, ad: PublicAd) => frameOf(page, ad).evaluate((f: HTMLIFrameElement) => f.contentDocument!.getElementById('added')!.remove());

test.describe('ad frames', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('the frame follows its content as the page narrows to a phone, widens and narrows again', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    await page.goto('/');
    const wide = await fitted(page, inline);
    await watchStaleHeights(page, inline);

    await page.setViewportSize({ width: 360, height: 780 });
    const narrow = await fitted(page, inline);
    expect(narrow).toBeGreaterThan(wide);

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await fitted(page, inline)).toBe(wide);

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await fitted(page, inline)).toBe(narrow);
    // Not even for one painted frame did the frame lag behind its content.
    expect(await staleHeights(page)).toEqual([]);
  });

  test('a frame far below the fold is fetched only as the reader scrolls near it, then fits its content with nothing moving', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    // A phone: the home page's inline ad is below twelve cards, thousands of pixels down.
    await page.setViewportSize({ width: 360, height: 640 });
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === adFramePath(inline.id)) fetched.push(r.url());
    });
    await recordLayoutShifts(page);
    await page.goto('/');
    await hydrated(page);
    await pageLoaded(page);
    expect(await frameOf(page, inline).evaluate((f: HTMLIFrameElement) => ({ lazy: f.loading, document: f.contentDocument?.URL, far: f.getBoundingClientRect().top - innerHeight > 5000 }))).toEqual({
      lazy: 'lazy',
      document: 'about:blank',
      far: true,
    });
    expect(fetched).toEqual([]);

    // Scrolled as a reader does, until the ad is on screen: its document came on the way.
    const onScreen = () => frameOf(page, inline).evaluate((f) => f.getBoundingClientRect().top < innerHeight);
    while (!(await onScreen())) {
      await page.mouse.wheel(0, 400);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect(fetched).toHaveLength(1);
    await expect(page.frameLocator(`[data-testid="ad-${inline.id}"] iframe`).locator('body')).not.toBeEmpty();
    await fitted(page, inline);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('the frame grows and shrinks with content that changes after load', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    await page.goto('/');
    const first = await fitted(page, inline);
    await watchStaleHeights(page, inline);

    await grow(page, inline, 300);
    expect(await fitted(page, inline)).toBe(first + 300);
    await shrinkBack(page, inline);
    expect(await fitted(page, inline)).toBe(first);
    // Content taller than the frame's limit is held to it.
    await grow(page, inline, 2000);
    expect(await fitted(page, inline)).toBe(MAX);
    await shrinkBack(page, inline);
    expect(await fitted(page, inline)).toBe(first);
    expect(await staleHeights(page)).toEqual([]);
  });

  test('the frame grows when an image in the ad arrives late', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    await page.route('**/late-ad-picture.svg', async (route) => {
      await arrived;
      await route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="150"><rect width="200" height="150" fill="#0f766e"/></svg>' });
    });
    await page.goto('/');
    const first = await fitted(page, inline);
    const requested = page.waitForRequest('**/late-ad-picture.svg');
    await frameOf(page, inline).evaluate((f: HTMLIFrameElement) => {
      const img = f.contentDocument!.createElement('img');
      img.src = '/late-ad-picture.svg';
      img.alt = '';
      img.style.display = 'block';
      f.contentDocument!.body.prepend(img);
    });
    await requested;
    // Not there yet: the frame still fits what is there.
    expect(await fitted(page, inline)).toBe(first);
    release();
    expect(await fitted(page, inline)).toBe(first + 150);
  });

  test('a server-rendered frame fits its content before the app loads, and keeps it after', async ({ page }) => {
    const articles = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    const inline = (await adsFor(page, 'article')).find((a) => a.type === 'inline' && a.content)!;
    // Nothing reaches for the page: the app does not load (main.tsx), the frame is sized without it.
    await page.goto(`/article/${articles[0]!.slug}`, { waitUntil: 'load' });
    const height = await fitted(page, inline);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await hydrated(page);
    // Hydrating keeps it (React never writes the frame's height).
    expect(await fitted(page, inline)).toBe(height);
  });

  test('a frame whose document loaded before the page’s first script ran is sized too', async ({ page }) => {
    const articles = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    const inline = (await adsFor(page, 'article')).find((a) => a.type === 'inline' && a.content)!;
    // The first script is held until the ad's document has loaded (its load event passed with
    // nobody listening): the script finds it loaded without touching it first.
    let frameLoaded!: () => void;
    const loaded = new Promise<void>((resolve) => (frameLoaded = resolve));
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname === adFramePath(inline.id)) frameLoaded();
    });
    let firstScript = '';
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      firstScript = route.request().url();
      await loaded;
      await expect.poll(() => frameOf(page, inline).evaluate((f: HTMLIFrameElement) => performance.getEntriesByName(f.src).length)).toBe(1);
      await route.continue();
    });
    await page.goto(`/article/${articles[0]!.slug}`, { waitUntil: 'load' });
    expect(firstScript).not.toBe('');
    await fitted(page, inline);
  });

  for (const [where, placement, path] of [
    ['home', 'homepage', '/'],
    ['a category page', 'category', '/research'],
    ['an article', 'article', 'ARTICLE'],
  ] as const) {
    test(`every ad on ${where} carries one "Sponsored" label`, async ({ page }) => {
      const ads = (await adsFor(page, placement)).filter((a) => a.type !== 'popup');
      const url = path === 'ARTICLE' ? `/article/${(await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1'))[0]!.slug}` : path;
      await page.goto(url);
      const withHtml = ads.filter((a) => a.content);
      expect(withHtml.length).toBeGreaterThan(0);
      for (const ad of ads) {
        const slot = page.getByTestId(`ad-${ad.id}`);
        await expect(slot.getByText('Sponsored', { exact: true })).toHaveCount(1);
        if (ad.content) await expect(page.frameLocator(`[data-testid="ad-${ad.id}"] iframe`).locator('body')).not.toContainText(/sponsored/i);
      }
    });
  }
});
