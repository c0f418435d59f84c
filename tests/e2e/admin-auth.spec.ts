/** The console's session: sign-in, its messages, the stored token, the guarded layout, sign-out. */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures-data.js';
import { signIn, toast } from './admin-helpers.js';
import { holdApi } from './helpers.js';

test.describe('admin session', () => {
  test('visiting /admin without a session goes to /admin/login', async ({ page }) => {
    await page.goto('/admin/articles');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('the login form shows the validation messages before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/admin/login') && calls++);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a wrong password shows Login Failed with the server message and stays on the login screen', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Invalid credentials. Please try again.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('signing in stores adminToken, shows the name, and sign-out clears it and returns to login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email.toUpperCase());
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    const button = page.getByRole('button', { name: 'Sign In' });
    // The sign-in is held until the button has been seen waiting, however fast or slow the machine.
    const release = await holdApi(page, /\/api\/admin\/login$/);
    await button.click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Login Successful');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-name')).toHaveText('Administrator');
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token?.split('.')).toHaveLength(3);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // Signed out for real: the SDK does not bring the session back.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a stored token that stopped working is replaced by the Firebase SDK fresh one', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('adminToken', 'expired.or.revoked'));
    await page.goto('/admin/languages');
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).not.toBe('expired.or.revoked');
    expect(token?.split('.')).toHaveLength(3);
  });

  test('a token the server refuses, with no SDK session, is cleared and leads to login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem('adminToken', 'junk-token');
        sessionStorage.setItem('__seeded', '1');
      }
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});

test.describe('admin layout', () => {
  test('the sidebar links, their highlighting, the API Keys screen and the not-found screen', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    // Site text (issue 23) sits beside Languages: it is each language's interface. My translations,
    // Staff and Activity (issue 29), and Analytics (issue 30) show to those whose permissions allow
    // them, as the seeded owner's do.
    const labels = ['Dashboard', 'My translations', 'Articles', 'Analytics', 'Languages', 'Site text', 'AI Settings', 'Telegram', 'Ads Management', 'API Keys', 'Staff', 'Activity', 'Settings'];
    await expect(nav.getByRole('link')).toHaveText(labels);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(nav.getByRole('link', { name: 'Articles', exact: true })).toHaveAttribute('aria-current', 'page');
    // /admin is highlighted only on an exact match.
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Telegram', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Telegram Integration' })).toBeVisible();
    await nav.getByRole('link', { name: 'API Keys', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys & Documentation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'API Keys', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tab', { name: 'API Keys' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('on a phone the sidebar is a drawer that closes after choosing a screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Languages', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
