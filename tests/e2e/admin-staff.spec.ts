/**
 * Staff invitations in the console (issue 29, docs/staff.md), at phone and desktop width: the owner
 * invites a Hindi translator from the Staff screen and copies the link; the translator opens it in
 * a browser of their own, sees who invited them as what, chooses a name and a password, and lands
 * signed in on the dashboard, where the Staff screen is not offered to a translator. The owner's
 * list then shows them.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

for (const size of SIZES) {
  test(`the owner invites a Hindi translator who accepts and lands signed in (${size.name})`, async ({ page, browser, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(size.viewport);
    await openConsole(page);
    if (size.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

    const email = `${uniqueName('hindi').replace(/\s+/g, '-').toLowerCase()}@newsroom.test`;
    await page.getByRole('button', { name: 'Invite' }).click();
    const form = page.getByRole('form', { name: 'Invite to the staff' });
    await form.getByLabel('Email').fill(email);
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveText('Translator');
    await form.getByRole('checkbox', { name: 'Hindi', exact: true }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Invite', exact: true }).click();

    const linkField = page.getByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const link = await linkField.inputValue();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page).filter({ hasText: 'Invitation link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole('button', { name: 'Done' }).click();
    const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email });
    await expect(pending).toContainText('Translator');
    await expect(pending).toContainText('Hindi');

    // The translator, in a browser of their own with no session.
    const theirs = await browser.newContext({ baseURL, viewport: size.viewport });
    try {
      const invitee = await theirs.newPage();
      await invitee.goto(new URL(link).pathname);
      await expect(invitee.getByTestId('invitation-summary')).toHaveText(/invited you as Translator for Hindi\./);
      await expect(invitee.getByLabel('Email')).toHaveValue(email);
      expect(await seriousViolations(invitee)).toEqual([]);
      expect(await invitee.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await invitee.getByLabel('Your name').fill('Priya Sharma');
      await invitee.getByLabel('Password').fill('12345');
      await invitee.getByRole('button', { name: 'Join and sign in' }).click();
      await expect(invitee.getByText(/at least 6 characters/)).toBeVisible();
      await invitee.getByLabel('Password').fill('hindi-desk-1');
      await invitee.getByRole('button', { name: 'Join and sign in' }).click();
      await expect(invitee).toHaveURL(/\/admin$/);
      await expect(invitee.getByTestId('admin-name')).toHaveText('Priya Sharma', { timeout: 20_000 });
      if (size.name === 'phone') await invitee.getByRole('button', { name: 'Open navigation' }).click();
      await expect(invitee.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(invitee.getByRole('link', { name: 'Staff' })).toHaveCount(0);

      // The link works once.
      await invitee.goto(new URL(link).pathname);
      await expect(invitee.getByRole('alert')).toHaveText('This invitation has already been accepted. Sign in instead.');
    } finally {
      await theirs.close();
    }

    await page.reload();
    const person = page.getByRole('list', { name: 'People' }).getByRole('listitem', { name: 'Priya Sharma' }).filter({ hasText: email });
    await expect(person).toContainText('Translator');
    await expect(person).toContainText('Active');
    await expect(page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email })).toHaveCount(0);
  });
}
