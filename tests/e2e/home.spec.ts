import { expect } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { adsFor, api, holdApi, skipLanguageGuide, clientNavigate, test } from './helpers.js';

test.describe('home and category pages', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('home shows the hero, category counts from the 12 loaded articles, and the featured grid', async ({ page }) => {
    const latest = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=12');
    const featured = await api<ArticleSummary[]>(page, '/api/articles/featured?language=en&limit=6');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Crypto insights');
    for (const [category, label] of [['education', 'education'], ['research', 'research'], ['case-study', 'case-study']] as const) {
      const n = latest.filter((a) => a.category === label).length;
      await expect(page.getByTestId(`category-card-${category}`).getByTestId('category-count')).toHaveText(`${n} ${n === 1 ? 'article' : 'articles'}`);
    }
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(featured.length);
    await expect(page.getByTestId('article-grid').getByTestId('article-card').first()).toContainText(featured[0]!.title);

    await page.getByRole('link', { name: 'Explore Case Studies' }).click();
    await expect(page).toHaveURL('/case-study');
    await page.goBack();
    await page.getByRole('link', { name: 'Start Learning' }).click();
    await expect(page).toHaveURL('/education');
    await page.goBack();
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/articles');
  });

  test('shows six placeholders while the featured articles load', async ({ page }) => {
    // Reached from another page (a loaded home page arrives with its articles rendered).
    await page.goto('/advertise');
    const release = await holdApi(page, /\/api\/articles\/featured/);
    await clientNavigate(page, '/');
    await expect(page.getByTestId('article-grid').getByTestId('article-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('article-grid').getByTestId('article-card').first()).toBeVisible();
  });

  test('a category page lists only that category under its heading, without hero or category cards', async ({ page }) => {
    const research = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=12&category=research');
    await page.goto('/research');
    await expect(page.getByRole('heading', { name: 'Research Articles', level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(research.length);
    await expect(page.getByText('Crypto insights you can trust')).toBeHidden();
    await expect(page.getByTestId('category-card-education')).toHaveCount(0);
    for (const chip of await page.getByTestId('article-grid').getByTestId('article-card').all()) await expect(chip).toContainText('Research');
  });

  test('home ads: banners in Sponsored, sidebar ads in a right-hand column, inline ads as isolated HTML', async ({ page }) => {
    const ads = await adsFor(page, 'homepage');
    await page.goto('/');
    const banner = ads.find((a) => a.type === 'banner')!;
    const sidebar = ads.find((a) => a.type === 'sidebar')!;
    const inline = ads.find((a) => a.type === 'inline')!;
    const sponsored = page.getByRole('region', { name: 'Sponsored' });
    await expect(sponsored.getByTestId(`ad-${banner.id}`)).toContainText(banner.headline);
    const column = page.getByTestId('sidebar-ads');
    await expect(column.getByTestId(`ad-${sidebar.id}`)).toContainText(sidebar.headline);
    const main = await page.getByTestId('article-grid').boundingBox();
    expect((await column.boundingBox())!.x).toBeGreaterThan(main!.x + main!.width - 1);
    // The inline ad's own HTML, in a shadow root of its own, with no script in it.
    const content = page.getByTestId(`ad-${inline.id}`).locator('[data-ad-content]');
    expect(await content.evaluate((host) => ({ text: !!host.shadowRoot?.textContent?.trim(), scripts: host.shadowRoot?.querySelectorAll('script').length }))).toEqual({ text: true, scripts: 0 });
  });

  test('clicking an ad records the click and opens its link in a new tab', async ({ page, context }) => {
    const ads = await adsFor(page, 'homepage');
    const ad = ads.find((a) => a.type === 'banner' && a.url)!;
    await context.route(/^https:\/\/example\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>advertiser</title>' }));
    await page.goto('/');
    const clicked = page.waitForResponse((r) => r.url().endsWith(`/api/ads/${ad.id}/click`) && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await page.getByTestId(`ad-${ad.id}`).getByRole('link').click();
    expect((await clicked).status()).toBe(202);
    expect((await popup).url()).toBe(ad.url);
  });

  test('a link inside an inline ad counts a click too and opens in a new tab', async ({ page, context }) => {
    const inline = (await adsFor(page, 'homepage')).find((a) => a.type === 'inline')!;
    await context.route(/^https:\/\/example\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>advertiser</title>' }));
    await page.goto('/');
    const clicked = page.waitForResponse((r) => r.url().endsWith(`/api/ads/${inline.id}/click`) && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await page.getByTestId(`ad-${inline.id}`).locator('[data-ad-content] a[href]').first().click();
    expect((await clicked).status()).toBe(202);
    expect((await popup).url()).toMatch(/^https:\/\/example\.com\//);
  });
});
