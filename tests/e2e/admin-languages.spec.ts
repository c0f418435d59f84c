/** Language management: quick-add, the active switch, add/edit, and the delete rules. */
import { expect, openConsole, test, toast } from './admin-helpers.js';

test.describe('admin languages', () => {
  test.beforeEach(async ({ page }) => {
    await openConsole(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Languages', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  });

  test('quick-add Telugu after deleting it: the button turns disabled and the row appears', async ({ page }) => {
    // The demo content already has every quick-add language; Telugu is used by no article.
    const quickAdd = page.getByRole('button', { name: 'Quick add Telugu' });
    await expect(quickAdd).toBeDisabled();
    await page.getByRole('button', { name: 'Delete Telugu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Language' });
    await expect(confirm).toContainText('Are you sure you want to delete Telugu? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Language deleted successfully!');
    await expect(page.getByTestId('language-row-te')).toHaveCount(0);

    await expect(quickAdd).toBeEnabled();
    await quickAdd.click();
    await expect(toast(page)).toContainText('Language created successfully!');
    await expect(quickAdd).toBeDisabled();
    const row = page.getByTestId('language-row-te');
    await expect(row).toContainText('Telugu');
    await expect(row).toContainText('తెలుగు');
    await expect(row.getByRole('switch', { name: 'Telugu active' })).toBeChecked();
  });

  test('English cannot be deleted or deactivated; a language in use answers why', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Delete English' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'English active' })).toBeDisabled();

    // Hindi has demo translations: the server refuses with its reason (409), and Hindi stays.
    await page.getByRole('button', { name: 'Delete Hindi' }).click();
    await page.getByRole('dialog', { name: 'Delete Language' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(/Hindi cannot be deleted because \d+ articles? still uses? it\. Deactivate it instead/);
    await expect(page.getByTestId('language-row-hi')).toBeVisible();
  });

  test('add a language with the dialog, edit it, switch it off (only isActive is sent), delete it', async ({ page }) => {
    const code = `x${Math.random().toString(36).slice(2, 5)}`.replace(/[^a-z]/g, 'q');
    await page.getByRole('button', { name: 'Add Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Language' });
    await dialog.getByRole('button', { name: 'Create Language' }).click();
    await expect(dialog.getByText('Language code must be 2 to 5 characters')).toBeVisible();
    await expect(dialog.getByText('Language name is required')).toBeVisible();
    await expect(dialog.getByText('Native name is required')).toBeVisible();
    await dialog.getByLabel('Language Code').fill(code);
    await dialog.getByLabel('Language Name').fill('Testish');
    await dialog.getByLabel('Native Name').fill('Testisch');
    await expect(dialog.getByRole('switch', { name: 'Active (shown to readers)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Language' }).click();
    await expect(toast(page)).toContainText('Language created successfully!');
    const row = page.getByTestId(`language-row-${code}`);
    await expect(row).toContainText('Testish');

    await row.getByRole('button', { name: 'Edit Testish' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Language' });
    await edit.getByLabel('Language Name').fill('Testish Two');
    await edit.getByRole('button', { name: 'Update Language' }).click();
    await expect(toast(page)).toContainText('Language updated successfully!');
    await expect(row).toContainText('Testish Two');

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/admin/languages/'));
    await row.getByRole('switch', { name: 'Testish Two active' }).click();
    expect((await put).postDataJSON()).toEqual({ isActive: false });
    await expect(row.getByRole('switch', { name: 'Testish Two active' })).not.toBeChecked();

    await row.getByRole('button', { name: 'Delete Testish Two' }).click();
    await page.getByRole('dialog', { name: 'Delete Language' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Language deleted successfully!');
    await expect(row).toHaveCount(0);
  });
});
