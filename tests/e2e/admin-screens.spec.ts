/** Every console screen: no serious accessibility violations, no sideways scrolling at 360 px, screenshots. */
import { type Page } from '@playwright/test';
import { expect, test } from './admin-helpers.js';
import { axe, keepScreenshot, settled } from './helpers.js';

const SCREENS = [
  { name: 'dashboard', path: '/admin', heading: 'Dashboard' },
  { name: 'my-translations', path: '/admin/my-translations', heading: 'My translations' },
  { name: 'articles', path: '/admin/articles', heading: 'Articles' },
  { name: 'languages', path: '/admin/languages', heading: 'Languages' },
  { name: 'site-text', path: '/admin/site-text', heading: 'Site text' },
  { name: 'settings', path: '/admin/settings', heading: 'Settings' },
  { name: 'ai-settings', path: '/admin/ai-settings', heading: 'AI Settings' },
  { name: 'ads', path: '/admin/ads', heading: 'Ads Management' },
  { name: 'api-keys', path: '/admin/api-keys', heading: 'API Keys & Documentation' },
  { name: 'staff', path: '/admin/staff', heading: 'Staff' },
  { name: 'activity', path: '/admin/activity', heading: 'Activity' },
  { name: 'not-found', path: '/admin/nope', heading: '404 Page Not Found' },
];

async function check(page: Page, name: string) {
  // Indic fonts load when text needs them (font-display: swap); dialogs fade in.
  await settled(page);
  // Frames hold an advertiser's HTML (ad previews, templates), sandboxed without scripts: axe cannot run there.
  const results = await axe(page).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // A failure names what axe measured (the colours of a contrast failure) and what was still moving.
  const detail = async () => JSON.stringify({ nodes: serious.flatMap((v) => v.nodes.map((n) => [n.html, n.failureSummary])), moving: await page.evaluate(() => document.getAnimations().map((a) => [(a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName, a.playState])) });
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), serious.length ? await detail() : undefined).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });
  // settled: MUI's breakpoints re-render after the resize event; measure what then shows.
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // What a phone shows first, and the whole page.
  await keepScreenshot(page, { path: `test-results/screens/admin-${name}-360.png` });
  await keepScreenshot(page, { path: `test-results/screens/admin-${name}-360-full.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await settled(page);
  await keepScreenshot(page, { path: `test-results/screens/admin-${name}-1280.png`, fullPage: true });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the login screen', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await check(page, 'login');
  });
});

for (const screen of SCREENS) {
  test(`${screen.path}: no serious accessibility violations, fits a 360 px phone`, async ({ page }) => {
    await page.goto(screen.path);
    // A fresh page load restores the session and loads the screen's data: seconds on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
    await check(page, screen.name);
  });
}

test('the article dialog and its translation sub-form', async ({ page }) => {
  await page.goto('/admin/articles');
  await page.getByTestId('article-row').first().getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('region', { name: 'Translations' })).toBeVisible();
  await check(page, 'article-dialog');
  await dialog.getByRole('region', { name: 'Translations' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/screens/admin-article-dialog-translations-1280.png' });
  await dialog.getByRole('button', { name: /^(Add|Edit) Tamil translation$/ }).click();
  await expect(page.getByRole('dialog', { name: /Tamil Translation$/ })).toBeVisible();
  await check(page, 'translation-dialog');
});

test('the API key documentation and the Generate New Key dialog', async ({ page }) => {
  await page.goto('/admin/api-keys');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await page.getByTestId('api-operation').first().getByRole('button').first().click();
  await expect(page.getByRole('table', { name: 'Request body' }).first()).toBeVisible();
  await check(page, 'api-docs');
  await page.getByRole('button', { name: 'Generate New Key' }).click();
  await expect(page.getByRole('dialog', { name: 'Generate New Key' })).toBeVisible();
  await check(page, 'api-key-dialog');
});

test('the language dialog', async ({ page }) => {
  await page.goto('/admin/languages');
  await page.getByRole('button', { name: 'Add Language' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Language' })).toBeVisible();
  await check(page, 'language-dialog');
});

test('the megaphone dialog, its templates, and the preview of a popup', async ({ page }) => {
  test.slow();
  await page.goto('/admin/ads');
  await page.getByRole('button', { name: 'Create Megaphone' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Megaphone' });
  await expect(dialog.getByLabel('Megaphone Name')).toBeVisible();
  await check(page, 'ad-dialog');
  await dialog.getByRole('tab', { name: 'Templates' }).click();
  await expect(dialog.getByRole('button', { name: 'Use Template: Banner Megaphone' })).toBeVisible();
  await check(page, 'ad-dialog-templates');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Preview .*homepage popup/ }).click();
  await expect(page.getByRole('dialog', { name: /^Preview: / }).getByTestId('ad-preview')).toBeVisible();
  await check(page, 'ad-preview');
});
