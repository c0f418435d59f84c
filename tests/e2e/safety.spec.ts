import { expect } from '@playwright/test';
import { XSS_AD_HEADLINE, XSS_SLUG } from './fixtures-data.js';
import { pageLoaded, skipLanguageGuide, test } from './helpers.js';

test('stored HTML with scripts, event handlers and javascript: links never runs in the reader page', async ({ page }) => {
  await skipLanguageGuide(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/article/${XSS_SLUG}`);
  const body = page.getByTestId('article-body');
  await expect(body).toContainText('Safe paragraph.');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  await expect(body.locator('iframe')).toHaveCount(0);
  const link = body.locator('#js-link');
  if (await link.count()) {
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
  }

  // The probe inline ad's HTML, in its shadow root: its script and handler are not there to run.
  const ad = page.getByRole('group', { name: `Sponsored: ${XSS_AD_HEADLINE}` });
  await ad.scrollIntoViewIfNeeded();
  await expect(ad.getByText('Probe ad')).toBeVisible();
  expect(await ad.evaluate((host) => host.shadowRoot!.querySelectorAll('script, [onerror], [onclick], iframe').length)).toBe(0);
  // A script runs as it is parsed, an image's onerror before the load event: once the page has
  // loaded, anything that could have run has run (the page hydrated too, and every image it shows
  // then done, should React have rendered the body or the ad anew).
  await pageLoaded(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
