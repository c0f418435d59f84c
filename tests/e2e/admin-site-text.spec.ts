/**
 * Site text (issue 23) as an administrator uses it, against the fake OpenAI provider of the e2e
 * host: a language added in the console gets its interface strings from AI in the background and
 * the screen fills; a broken edit is refused with the reason; an edit is kept when "Translate
 * missing" later fills what was reset.
 */
import { type Page } from '@playwright/test';
import { adminApi, expect, openConsole, test, toast, useFakeAi } from './admin-helpers.js';
import { axe, settled } from './helpers.js';

async function goTo(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test('a language added in the console gets its site text from AI, and an edit survives Translate missing', async ({ page }) => {
  test.slow();
  await openConsole(page);
  // AI on with a key of this spec's own (other specs may change the settings; jobs retry on their own).
  await useFakeAi(page, 'sk-e2e-site-text-key-7710');
  const code = `y${Math.random().toString(36).slice(2, 5)}`.replace(/[^a-z]/g, 'q');
  const name = `Sitetext ${code}`;

  await goTo(page, 'Languages');
  await page.getByRole('button', { name: 'Add Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Language' });
  await dialog.getByLabel('Language Code').fill(code);
  await dialog.getByLabel('Language Name').fill(name);
  await dialog.getByLabel('Native Name').fill(`${name} native`);
  await dialog.getByRole('button', { name: 'Create Language' }).click();
  await expect(toast(page)).toContainText('Language created successfully!');
  const id = (await adminApi<{ id: number; code: string }[]>(page, 'GET', '/api/admin/languages')).find((l) => l.code === code)!.id;

  try {
    await goTo(page, 'Site text');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: new RegExp(`^${name} · `) }).click();
    // The job ran in the background after the language was saved: the screen fills.
    await expect(page.getByTestId('site-text-job')).toContainText('AI translated', { timeout: 30_000 });
    const rows = page.getByRole('list', { name: `${name} site text` }).getByRole('listitem').filter({ has: page.getByTestId('site-text-value') });
    await expect(rows.first().getByTestId('site-text-value')).toContainText(`[${code}] `);
    await expect(page.getByText('Not translated yet: readers see the English text.')).toHaveCount(0);

    const first = rows.nth(0);
    const second = rows.nth(1);
    const keyOf = async (row: typeof first) => (await row.getAttribute('data-testid'))!.replace(/^site-text-row-/, '');
    const [editedKey, resetKey] = [await keyOf(first), await keyOf(second)];
    const edited = page.getByTestId(`site-text-row-${editedKey}`);
    const reset = page.getByTestId(`site-text-row-${resetKey}`);
    await expect(edited.getByText('AI-made')).toBeVisible();

    // A text that would break the page is refused with the server's reason.
    const english = (await edited.locator('[lang="en"]').textContent())!;
    await edited.getByRole('button', { name: `Edit ${editedKey}` }).click();
    const field = edited.getByRole('textbox', { name: `${name} text` });
    await field.fill(`${english} {`);
    await edited.getByRole('button', { name: 'Save' }).click();
    await expect(edited.getByText(/^This text would break the page: /)).toBeVisible();
    const mine = `Mine: ${english}`;
    await field.fill(mine);
    await edited.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Site text saved');
    await expect(edited.getByTestId('site-text-value')).toHaveText(mine);
    await expect(edited.getByText('Human')).toBeVisible();
    // The filled screen (AI-made and human badges, the job's note) is as accessible as the empty one.
    await settled(page); // fades and transitions done: axe judges what a person sees
    const serious = (await axe(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

    // Another string reset: missing, so Translate missing has one to do; the edit is not touched.
    await reset.getByRole('button', { name: `Reset ${resetKey}` }).click();
    await page.getByRole('dialog', { name: 'Reset String' }).getByRole('button', { name: 'Reset' }).click();
    await expect(reset.getByTestId('site-text-value')).toHaveText('Not translated yet: readers see the English text.');
    await page.getByRole('button', { name: 'Translate missing (1)' }).click();
    await expect(toast(page)).toContainText('Translation started for 1 string.');
    await expect(page.getByTestId('site-text-job')).toContainText('AI translated 1 string', { timeout: 30_000 });
    await expect(reset.getByTestId('site-text-value')).toContainText(`[${code}] `);
    await expect(edited.getByTestId('site-text-value')).toHaveText(mine);
    await expect(edited.getByText('Human')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Translate missing (0)' })).toBeDisabled();
  } finally {
    await adminApi(page, 'DELETE', `/api/admin/languages/${id}`);
  }
});
