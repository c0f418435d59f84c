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

  // The probe inline ad is rendered isolated: its script and handler cannot run either.
  const adFrame = page.locator(`iframe[title="Sponsored: ${XSS_AD_HEADLINE}"]`);
  await adFrame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator(`iframe[title="Sponsored: ${XSS_AD_HEADLINE}"]`).getByText('Probe ad')).toBeVisible();
  // A script runs while its frame is parsed, an image's onerror before its frame's load event:
  // once the page and the ad's frame have loaded, anything that could have run has run (the page
  // hydrated too, and every image it shows then done, should React have rendered the body anew).
  await pageLoaded(page);
  const frame = await (await adFrame.elementHandle())!.contentFrame();
  await frame!.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
