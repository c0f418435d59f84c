/** The newsroom story's steps (admin-newsroom.spec.ts): inviting, joining, the sidebar, the queue and Activity, as people do them. */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, toast, uniqueName } from './admin-helpers.js';
import { settled, skipLanguageGuide, keepScreenshot } from './helpers.js';

export const SOURCE = '<p>A seed phrase is the master key of a wallet.</p><p>Write it on paper, never in a photo.</p>';

export const PHONE = { phone: true, viewport: { width: 360, height: 780 } } as const;
export const DESKTOP = { phone: false, viewport: { width: 1280, height: 900 } } as const;

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Follows a sidebar link, opening the drawer first on a phone (following a link closes it). */
export async function go(page: Page, phone: boolean, label: string) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

export async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

export async function screenshot(page: Page, screen: string, width: number) {
  await settled(page);
  await keepScreenshot(page, { path: `test-results/screens/admin-newsroom-${screen}-${width}.png` });
}

/**
 * Chooses `option` in the select labelled `label`, as `choose` does, and waits until the select
 * shows it. A click that lands while the menu is still opening (a loaded machine) can leave it
 * open with nothing chosen: the option is clicked again until the menu closes.
 */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  const menu = page.getByRole('listbox');
  await expect(menu).toBeVisible();
  await expect(async () => {
    if (await menu.isVisible()) await menu.getByRole('option', { name: option, exact: true }).click();
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(select).toHaveText(option);
}

export const emailOf = (who: string) => `${uniqueName(who).replace(/\s+/g, '-').toLowerCase()}@newsroom.test`;

/** The owner invites `email` as `role` for Hindi from the Staff screen and copies the link shown. */
export async function inviteFromStaff(owner: Page, email: string, role: string): Promise<string> {
  await owner.getByRole('button', { name: 'Invite' }).click();
  const form = owner.getByRole('form', { name: 'Invite to the staff' });
  await form.getByLabel('Email').fill(email);
  await pick(owner, form, 'Role', role);
  await form.getByRole('checkbox', { name: 'Hindi', exact: true }).check();
  await owner.getByRole('dialog').getByRole('button', { name: 'Invite', exact: true }).click();
  const linkField = owner.getByRole('textbox', { name: 'Invitation link' });
  await expect(linkField).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await owner.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(owner).filter({ hasText: 'Invitation link copied' })).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await owner.getByRole('button', { name: 'Done' }).click();
  const pending = owner.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email });
  await expect(pending).toContainText(role);
  await expect(pending).toContainText('Hindi');
  return link;
}

/** A browser of the invitee's own, with no session. */
export async function ownBrowser(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await skipLanguageGuide(page);
  return { context, page };
}

/** The invitee opens the link, checks who invited them as what, and joins. */
export async function accept(page: Page, link: string, expected: { inviter: string; role: string; name: string }) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('invitation-summary')).toHaveText(`${expected.inviter} invited you as ${expected.role} for Hindi.`);
  await page.getByLabel('Your name').fill(expected.name);
  await page.getByLabel('Password').fill('newsroom-secret-1');
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByTestId('admin-name')).toHaveText(expected.name, { timeout: 20_000 });
}

/** The invitation page as the translator first sees it (checked and kept), then accepted: they land on My translations. */
export async function joinAsTranslator(page: Page, link: string, who: { inviter: string; name: string }, width: number) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('invitation-summary')).toBeVisible();
  await noSidewaysScroll(page);
  await screenshot(page, 'invitation', width);
  await accept(page, link, { inviter: who.inviter, role: 'Translator', name: who.name });
  await expect(page).toHaveURL(/\/admin\/my-translations$/);
}

/** The sidebar's links, as the person sees them (the drawer opened first on a phone). */
export async function sidebar(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  const links = nav(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links;
}

/** The queue item `testId`, asking for more of the list until it shows (most-read first: another spec's may come before it). */
export async function inQueue(page: Page, testId: string): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Translations to review' });
  const rows = list.getByTestId(/^queue-item-/);
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const item = list.getByTestId(testId);
  while ((await item.count()) === 0) {
    const shown = await rows.count();
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more, `${testId} is in the queue`).toBeEnabled();
    await more.click();
    await expect(rows).not.toHaveCount(shown);
  }
  return item;
}

/** Opens a person's entries on the Activity screen from their card on the Staff screen. */
export async function activityOf(owner: Page, phone: boolean, name: string) {
  await go(owner, phone, 'Staff');
  await owner.getByRole('list', { name: 'People' }).getByRole('listitem', { name }).getByRole('link', { name: `Activity of ${name}` }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // Filtered by their id, and the filter says whose it is.
  await expect(owner.getByRole('search', { name: 'Filter activity' }).getByText(name, { exact: true })).toBeVisible();
  const entries = owner.getByRole('list', { name: 'Activity' }).getByTestId('activity-entry');
  await expect(entries.first()).toBeVisible();
  // Only theirs: every entry names them as the one who acted.
  for (const text of await entries.allTextContents()) expect(text.startsWith(name), text).toBe(true);
  return entries;
}
