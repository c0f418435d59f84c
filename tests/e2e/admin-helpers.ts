/** What the console's specs share: signing in as the seeded administrator, toasts, unique names. */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures-data.js';

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-name')).toBeVisible();
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** A title no other spec (or an earlier run on a reused host) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Chooses `option` in the MUI select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
