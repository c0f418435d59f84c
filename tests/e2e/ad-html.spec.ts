/**
 * An ad with its own HTML shows in the page's flow, in a shadow root the server writes (so the page
 * needs no script to show it, and loads no document of its own for it): its box holds its content
 * at every width and as it changes, up to 1,000 px; the page's styles stay out of it and its own
 * inside it; the app keeps the server's and writes its own when it renders an ad itself. And every
 * ad carries one "Sponsored" label, the slot's.
 */
import { expect, type Page } from '@playwright/test';
import type { ArticleSummary, PublicAd } from '../../functions/src/contract/index.js';
import { AD_CONTENT_MAX_HEIGHT } from '../../functions/src/contract/ad-content.js';
import { adsFor, api, clientNavigate, hydrated, layoutShifts, pageLoaded, recordLayoutShifts, skipLanguageGuide, test } from './helpers.js';

const contentOf = (page: Page, ad: PublicAd) => page.getByTestId(`ad-${ad.id}`).locator('[data-ad-content]');

/** The host's height on the page, and its content's (all of it, to the limit). */
function heights(page: Page, ad: PublicAd) {
  return contentOf(page, ad).evaluate((host, max) => ({ box: host.getBoundingClientRect().height, content: Math.min(max, host.scrollHeight) }), AD_CONTENT_MAX_HEIGHT);
}

/** The host holds all of its content (to the limit): its box is its content's height, to the pixel the browser rounds it to. */
async function holdsItsContent(page: Page, ad: PublicAd): Promise<number> {
  const { box, content } = await heights(page, ad);
  expect(Math.abs(box - content), `box ${box}, content ${content}`).toBeLessThan(1);
  return box;
}

/** Adds a block of `px` pixels to the ad's content, as a late font or image would make it grow. */
const grow = (page: Page, ad: PublicAd, px: number) =>
  contentOf(page, ad).evaluate((host, px) => {
    const block = document.createElement('div');
    block.id = 'added';
    block.style.height = `${px}px`;
    host.shadowRoot!.append(block);
  }, px);
const shrinkBack = (page: Page, ad: PublicAd) => contentOf(page, ad).evaluate((host) => host.shadowRoot!.querySelectorAll('#added').forEach((block) => block.remove()));

test.describe('ads with HTML of their own', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('the server draws the ad’s HTML in a shadow root: shown before the app loads, and kept as it was when the app hydrates, nothing moving', async ({ page }) => {
    const articles = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    const inline = (await adsFor(page, 'article')).find((a) => a.type === 'inline' && a.content)!;
    await recordLayoutShifts(page);
    // Nothing reaches for the page: the app does not load (main.tsx).
    await page.goto(`/article/${articles[0]!.slug}`, { waitUntil: 'load' });
    const host = contentOf(page, inline);
    await host.scrollIntoViewIfNeeded();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    // The page's own markup: no frame, the host has no children of its own, its root the ad's HTML.
    await expect(page.getByTestId(`ad-${inline.id}`).locator('iframe')).toHaveCount(0);
    const before = await host.evaluate((h) => ({ children: h.childNodes.length, html: h.shadowRoot!.innerHTML }));
    expect(before.children).toBe(0);
    expect(before.html).toContain('<style>');
    // Its links and text are the page's to read and click (a locator finds them in the root).
    await expect(host.locator('a[href]').first()).toBeVisible();
    await expect(host.locator('a[href]').first()).toHaveAttribute('target', '_blank');
    const box = await holdsItsContent(page, inline);
    await hydrated(page);
    await pageLoaded(page);
    // The same root, not written again: React hydrated the host around it.
    expect(await host.evaluate((h) => ({ children: h.childNodes.length, html: h.shadowRoot!.innerHTML }))).toEqual(before);
    expect((await heights(page, inline)).box).toBe(box);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('a reader without JavaScript sees the ad’s HTML too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
      await page.goto('/');
      const host = contentOf(page, inline);
      await host.scrollIntoViewIfNeeded();
      await expect(host.locator('a[href]').first()).toBeVisible();
      expect((await heights(page, inline)).box).toBeGreaterThan(40);
    } finally {
      await context.close();
    }
  });

  test('the page’s styles stay out of the ad and its own inside it', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    await page.goto('/');
    const host = contentOf(page, inline);
    const styles = await host.evaluate((h) => {
      // A heading of the ad's, styled by nothing of the page's (the page's h2 are MUI's, by class).
      const probe = document.createElement('p');
      h.shadowRoot!.append(probe);
      const inner = getComputedStyle(probe);
      const out = { display: getComputedStyle(h).display, overflow: getComputedStyle(h).overflow, font: inner.fontFamily, size: inner.fontSize, margin: inner.marginTop };
      probe.remove();
      return out;
    });
    // Its box holds its floats and clips what overflows; its text starts from the ad's own sheet,
    // not the page's (whose body text is var(--script-font) and 16 px with MUI's line height).
    expect(styles).toEqual({ display: 'flow-root', overflow: 'hidden', font: expect.stringMatching(/^system-ui,/), size: '16px', margin: '16px' });
  });

  test('the ad’s box holds its content at a phone’s and a desktop’s width, grows and shrinks with it, and stops at 1,000 px', async ({ page }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline' && a.content)!;
    await page.goto('/');
    const wide = await holdsItsContent(page, inline);
    await page.setViewportSize({ width: 360, height: 780 });
    const narrow = await holdsItsContent(page, inline);
    expect(narrow).toBeGreaterThan(wide);

    await grow(page, inline, 300);
    expect(await holdsItsContent(page, inline)).toBeCloseTo(narrow + 300, 0);
    await grow(page, inline, 2000);
    // Content taller than the limit is held to it, clipped.
    expect(await holdsItsContent(page, inline)).toBe(AD_CONTENT_MAX_HEIGHT);
    await shrinkBack(page, inline);
    expect(await holdsItsContent(page, inline)).toBeCloseTo(narrow, 0);
  });

  test('an ad the app renders itself (another page, opened in the page) gets its HTML in a shadow root too', async ({ page }) => {
    const articles = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    const inline = (await adsFor(page, 'article')).find((a) => a.type === 'inline' && a.content)!;
    await page.goto('/advertise');
    await clientNavigate(page, `/article/${articles[0]!.slug}`);
    const host = contentOf(page, inline);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('a[href]').first()).toBeVisible();
    expect(await host.evaluate((h) => ({ children: h.childNodes.length, style: !!h.shadowRoot!.querySelector('style') }))).toEqual({ children: 0, style: true });
    await holdsItsContent(page, inline);
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
        if (ad.content) expect(await contentOf(page, ad).evaluate((host) => host.shadowRoot!.textContent)).not.toMatch(/sponsored/i);
      }
    });
  }
});
