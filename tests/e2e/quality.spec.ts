/** What readers feel: no serious accessibility violations, no sideways scrolling on phones, no console code. */
import { expect } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { api, axe, keepScreenshot, settled, skipLanguageGuide, test, trackScripts } from './helpers.js';

const ROUTES = ['/', '/education', '/case-study', '/articles', '/advertise', '/no-such-page', 'ARTICLE', '/article/not-a-real-one'];

async function resolve(page: import('@playwright/test').Page, route: string) {
  if (route !== 'ARTICLE') return route;
  // The demo article with an image, a video and several ads around it.
  const all = await api<ArticleSummary[]>(page, '/api/articles');
  return `/article/${(all.find((a) => a.videoUrl && a.imageUrl) ?? all[0]!).slug}`;
}

for (const route of ROUTES) {
  test(`${route}: no serious accessibility violations, no admin code, fits a 360 px phone`, async ({ page }) => {
    await skipLanguageGuide(page);
    const scripts = trackScripts(page);
    const path = await resolve(page, route);
    await page.goto(path);
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('[data-testid="article-skeleton"], [data-testid="article-loading"]')).toHaveCount(0);
    await settled(page);

    // An ad's HTML is in the page (its shadow root), so axe checks it too; frames (a video's player)
    // are other sites' documents.
    const results = await axe(page).exclude('iframe').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    expect(scripts.filter((u) => /admin/i.test(u))).toEqual([]);

    await page.setViewportSize({ width: 360, height: 780 });
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `test-results/screens/phone${path.replace(/\//g, '_')}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, { path: `test-results/screens/desktop${path.replace(/\//g, '_')}.png`, fullPage: true });
  });
}

test('the console is a separate chunk that only /admin downloads', async ({ page }) => {
  const scripts = trackScripts(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((u) => /admin-app/.test(u))).toBe(true);
});
