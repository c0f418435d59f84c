/**
 * Staff invitations in the console (issue 29, docs/staff.md), at phone and desktop width: the owner
 * invites a Hindi translator from the Staff screen and copies the link; the translator opens it in
 * a browser of their own, sees who invited them as what, chooses a name and a password (weak ones
 * say why and suggest a passphrase, issue 37; a Hindi passphrase passes), and lands signed in on
 * My translations, where the Staff screen is not offered to a translator. The owner's
 * list then shows them.
 */
import type { Page } from '@playwright/test';
import { adminApi, choose, expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import { axe, keepScreenshot, settled } from './helpers.js';

async function screenshot(page: Page, name: string) {
  await settled(page);
  await keepScreenshot(page, { path: `test-results/screens/admin-staff-${name}.png` });
}

async function seriousViolations(page: Page) {
  await settled(page); // fades and transitions done: axe judges what a person sees
  const results = await axe(page).analyze();
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
    // When it stops working, as the console writes every time: the newsroom's day (IST).
    const expiresOn = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }).format(Date.now() + 7 * 86_400_000);
    await expect(page.getByRole('dialog')).toContainText(new RegExp(`It works once, until ${expiresOn}, \\d{1,2}:\\d{2}\\s[ap]m\\sIST\\.`, 'i'));
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
      await expect(invitee.getByText(/^This link works until/)).toContainText(new RegExp(`until ${expiresOn}, .* IST\\.$`, 'i'));
      expect(await seriousViolations(invitee)).toEqual([]);
      expect(await invitee.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await invitee.getByLabel('Your name').fill('Priya Sharma');
      // The staff password rule (issue 37): each weak password says why, beside the passphrase
      // suggestion, and nothing is sent until the password passes.
      const accepts: string[] = [];
      invitee.on('request', (req) => void (req.url().endsWith('/accept') && accepts.push(req.method())));
      const password = invitee.getByLabel('Password');
      const problem = invitee.getByTestId('password-problem');
      const hint = invitee.getByTestId('passphrase-hint');
      await expect(hint).toHaveText(/At least 15 characters\. Easiest to remember: four or more unrelated words, with spaces, in any script/);
      await password.fill('12345');
      await invitee.getByRole('button', { name: 'Join and sign in' }).click();
      await expect(problem).toHaveText('Password must be at least 15 characters (this one has 5)');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(hint).toBeVisible();
      const weak: [string, RegExp][] = [
        ['Password!2345678', /^This password is on the list of the most common and breached passwords/],
        ['QWERTYUIOP12345', /^This password is on the list of the most common and breached passwords/],
        [email, /^Password must not be your email address/],
        ['Priya Sharma 2026', /^Password must not be your name/],
        ['CryptoLekh CryptoLekh', /^Password must not be the site's name/],
        ['aaaaaaaaaaaaaaaa', /^Password must not be one character or one group of characters repeated$/],
      ];
      for (const [typed, reason] of weak) {
        await password.fill(typed);
        await expect(problem).toHaveText(reason);
      }
      await password.fill('Password!2345678');
      await expect(problem).toBeVisible();
      await invitee.getByRole('button', { name: 'Show what you typed' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await screenshot(invitee, `weak-password-${size.name}`);
      expect(accepts).toEqual([]);
      // A Hindi passphrase of four words passes (24 code points), and signs in as typed.
      await password.fill('नीला आसमान चाय की प्याली');
      await expect(problem).toHaveCount(0);
      await expect(password).toHaveAttribute('aria-invalid', 'false');
      await screenshot(invitee, `good-password-${size.name}`);
      await invitee.getByRole('button', { name: 'Join and sign in' }).click();
      // Signed in as by the login screen: a translator lands on My translations.
      await expect(invitee).toHaveURL(/\/admin\/my-translations$/);
      expect(accepts).toEqual(['POST']);
      await expect(invitee.getByRole('heading', { level: 1, name: 'My translations' })).toBeVisible();
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

/** A person who accepted an invitation (made through the API the console calls), and their password. */
async function joined(page: Page, role: string, languageCodes: string[], name: string) {
  const languages = await adminApi<{ id: number; code: string }[]>(page, 'GET', '/api/admin/languages');
  const languageIds = languageCodes.map((c) => languages.find((l) => l.code === c)!.id);
  const email = `${uniqueName(role).replace(/\s+/g, '-').toLowerCase()}@newsroom.test`;
  const { link } = await adminApi<{ link: string }>(page, 'POST', '/api/admin/staff/invites', { email, role, ...(languageIds.length > 0 && { languageIds }) });
  const token = link.split('/admin/invite/')[1];
  const res = await page.request.post(`/api/invites/${token}/accept`, { data: { name, password: 'joined-secret-1' } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: 'joined-secret-1' };
}

test('at phone width the owner changes a role and languages, suspends, reactivates, removes, and resends and revokes an invitation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  const name = uniqueName('Ravi');
  const { email } = await joined(page, 'translator', ['hi'], name);
  await page.goto('/admin/staff');
  const card = page.getByRole('list', { name: 'People' }).getByRole('listitem', { name });
  await expect(card).toContainText('Translator');
  await expect(card).toContainText(email);
  await expect(card).toContainText('Last seen: Never');

  await card.getByRole('button', { name: 'Change role' }).click();
  const form = page.getByRole('form', { name: `Role and languages of ${name}` });
  await choose(page, form, 'Role', 'Author');
  await form.getByRole('checkbox', { name: 'Bengali', exact: true }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).filter({ hasText: 'Staff member updated' })).toBeVisible();
  await expect(card).toContainText('Author');
  await expect(card).toContainText('Hindi and Bengali');

  await card.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page).filter({ hasText: 'Staff member suspended' })).toBeVisible();
  await expect(card).toContainText('Suspended');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: 'Suspend' })).toBeVisible();

  await card.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from the staff' });
  await expect(confirm).toContainText(`Remove ${name} from the staff?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page).filter({ hasText: 'Staff member removed' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // An invitation: resend gives a new link, revoke takes it off the list.
  const invited = `${uniqueName('pending').replace(/\s+/g, '-').toLowerCase()}@newsroom.test`;
  const first = await adminApi<{ link: string }>(page, 'POST', '/api/admin/staff/invites', { email: invited, role: 'contributor', languageIds: [1] });
  await page.reload();
  const invite = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: invited });
  await expect(invite).toContainText('Contributor');
  expect(await seriousViolations(page)).toEqual([]);
  await invite.getByRole('button', { name: 'Resend' }).click();
  const linkField = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(linkField).toHaveValue(/\/admin\/invite\//);
  expect(await linkField.inputValue()).not.toBe(first.link);
  await page.getByRole('button', { name: 'Done' }).click();
  await invite.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page).filter({ hasText: 'Invitation revoked' })).toBeVisible();
  await expect(invite).toHaveCount(0);
});

// For the seconds between the hand-over and the hand-back, the worker's session (serve.ts's owner)
// is an administrator while other specs use it. That is safe because handing over ownership is
// the only action an administrator may not do, and this is the only test that does it; a spec
// that needs the owner's own powers must make its own host.
test('the owner hands ownership to an administrator, who hands it back', async ({ page }) => {
  await openConsole(page);
  const name = uniqueName('Asha');
  const { email, password } = await joined(page, 'administrator', [], name);
  await page.goto('/admin/staff');
  const card = page.getByRole('list', { name: 'People' }).getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Make owner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hand over ownership' });
  await expect(confirm).toContainText(`Hand ownership to ${name}?`);
  await confirm.getByRole('button', { name: 'Hand over' }).click();
  try {
    await expect(toast(page).filter({ hasText: 'Ownership handed over' })).toBeVisible();
    await expect(card).toContainText('Owner');
    const me = page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: '(you)' });
    await expect(me).toContainText('Administrator');
    // No "Make owner" for someone who is no longer the owner.
    await expect(page.getByRole('button', { name: 'Make owner' })).toHaveCount(0);
  } finally {
    // Hand it back as the new owner, so the worker's session stays the owner for other tests.
    const login = await page.request.post('/api/admin/login', { data: { email, password } });
    const { token } = (await login.json()) as { token: string };
    const myUid = (await adminApi<{ uid: string }>(page, 'GET', '/api/admin/me')).uid;
    const back = await page.request.post(`/api/admin/staff/${myUid}/transfer-ownership`, { headers: { Authorization: `Bearer ${token}` } });
    expect(back.status(), await back.text()).toBe(200);
  }
});
