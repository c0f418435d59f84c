/**
 * Motion follows the person's device (theme.ts): the console's dialogs fade in and its buttons
 * ripple for everyone, and nothing moves for someone whose device asks for less motion (WCAG
 * 2.3.3). The other specs run asking for less motion (playwright.config.ts); this one checks both.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './admin-helpers.js';
import { settled } from './helpers.js';

/** The longest transition or animation (seconds) that opening the megaphone dialog starts; 0 when none starts. */
async function longestMotionOpeningADialog(page: Page): Promise<number> {
  await page.goto('/admin/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Ads Management' })).toBeVisible();
  await page.evaluate(() => {
    const seen: number[] = ((window as unknown as { __motion: number[] }).__motion = []);
    const record = (event: Event) => {
      const style = getComputedStyle(event.target as Element);
      const durations = event.type === 'transitionrun' ? style.transitionDuration : style.animationDuration;
      seen.push(Math.max(...durations.split(',').map((d) => parseFloat(d))));
    };
    addEventListener('transitionrun', record, true);
    addEventListener('animationstart', record, true);
  });
  await page.getByRole('button', { name: 'Create Megaphone' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create Megaphone' })).toBeVisible();
  await settled(page);
  const seen = await page.evaluate(() => (window as unknown as { __motion: number[] }).__motion);
  return Math.max(0, ...seen);
}

test('dialogs fade and buttons ripple for everyone, and nothing moves for someone who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // MUI's dialog fades in over 225 ms; its button's ripple grows over 550 ms.
  expect(await longestMotionOpeningADialog(page)).toBeGreaterThanOrEqual(0.2);

  // Nothing starts at all (not even a transition of no length).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await longestMotionOpeningADialog(page)).toBe(0);
});
