import { expect, test } from '@playwright/test';
import { skipLanguageGuide } from './helpers.js';

test.describe('shared frame', () => {
  test('header links to every category and the footer has its four columns, advertiser link and copyright', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [['Education', '/education'], ['Research', '/research'], ['Case Study', '/case-study'], ['Home', '/']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    const footer = page.locator('footer');
    for (const heading of ['CryptoLekh', 'Categories', 'Languages', 'Connect']) await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer).toContainText('© 2024 CryptoLekh. All rights reserved.');
    for (const label of ['English', 'Hindi', 'Bengali']) await expect(footer.getByRole('button', { name: label })).toBeVisible();
    await expect(footer.getByRole('link', { name: /on X|on YouTube|on LinkedIn/ })).toHaveCount(3);
    await footer.getByRole('link', { name: 'Advertise with us' }).click();
    await expect(page).toHaveURL('/advertise');
  });

  test('the floating button opens the chat channel from the site settings in a new tab', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/');
    const settings = await (await page.request.get('/api/site-settings')).json();
    const button = page.getByRole('link', { name: 'Join our Telegram channel' });
    await expect(button).toHaveAttribute('href', settings.chatChannelUrl);
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('on a phone the navigation row is hidden and a menu button opens it', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Research', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Research' }).click();
    await expect(page).toHaveURL('/research');
    await expect(page.getByRole('heading', { name: 'Research Articles', level: 1 })).toBeVisible();
  });

  test('any other path shows the not-found screen', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the language guide appears after a second on the first visit, once', async ({ page }) => {
    // When the app first rendered and when the guide appeared, measured in the page.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (!marks.app && document.getElementById('root')?.childElementCount) marks.app = performance.now();
        if (!marks.guide && document.querySelector('[role="dialog"]')) marks.guide = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/');
    const guide = page.getByRole('dialog', { name: 'Read CryptoLekh in your language' });
    await expect(guide).toBeVisible({ timeout: 4000 });
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    expect(marks.guide! - marks.app!).toBeGreaterThanOrEqual(1000);
    expect(marks.guide! - marks.app!).toBeLessThan(2500);
    for (const l of ['English', 'Hindi', 'Bengali', 'Hinglish', 'Kannada']) await expect(guide).toContainText(l);
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenLanguageGuide'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(guide).toBeHidden();
  });

  test('Skip dismisses the guide for good too', async ({ page }) => {
    await page.goto('/articles');
    const guide = page.getByRole('dialog', { name: 'Read CryptoLekh in your language' });
    await guide.getByRole('button', { name: 'Skip' }).click();
    await expect(guide).toBeHidden();
    await page.goto('/');
    await page.waitForTimeout(1800);
    await expect(guide).toBeHidden();
  });
});
