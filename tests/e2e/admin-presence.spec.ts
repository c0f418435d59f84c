/**
 * Presence (issue 39), with two staff in two browsers: the owner on the articles list and in the
 * article's dialog sees the Hindi editor arrive, move from reading the English original to editing
 * the Hindi version, and go, when the dialogs close and when the tab closes (its keepalive DELETE:
 * gone well before the 60 s lapse); the editor sees the owner in their dialogs the same way.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, openConsole, signInAsStaff, test, uniqueName } from './admin-helpers.js';
import { E2E_STAFF } from './fixtures-data.js';
import { axe } from './helpers.js';

/** Well inside the 60 s lapse: seeing someone go this fast means they said so. */
const GONE_BY_LEAVING = { timeout: 20_000 };

const articles = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();

test('two staff see each other on the list and in the dialogs, in their language version, and see each other go', async ({ page, browser }) => {
  test.slow(); // two browsers, a few polls
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page);
  const ownerName = (await page.getByTestId('admin-name').textContent())!.trim();
  const languages = await adminApi<{ id: number; code: string }[]>(page, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const title = uniqueName('Open by two');
  const created = await adminApi<{ id: number }>(page, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'education', status: 'draft' },
    translation: { languageId: 1, title, content: '<p>English text.</p>', excerpt: 'Two people, one article.', isOriginal: true },
  });
  await adminApi(page, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: 'दो लोग', content: '<p>हिन्दी पाठ</p>', excerpt: 'एक लेख' });

  await articles(page);
  const ownerRow = page.getByTestId('article-row').filter({ hasText: title });
  await expect(ownerRow).toBeVisible();
  await expect(ownerRow.getByTestId('article-presence')).toHaveCount(0);

  const editorContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
  try {
    const editor = await editorContext.newPage();
    await signInAsStaff(editor, 'editor');
    await articles(editor);
    // A Hindi editor reads the English original and edits the Hindi version.
    await editor.getByTestId('article-row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
    const editorDialog = editor.getByRole('dialog', { name: 'Edit Article' });
    await expect(editorDialog.getByRole('region', { name: 'Original' })).toBeVisible();
    await expect(ownerRow.getByTestId('article-presence')).toHaveText(new RegExp(`^${E2E_STAFF.editor.name} · English, viewing · active \\d`));

    await editorDialog.getByRole('button', { name: 'Edit Hindi translation' }).click();
    const hindiDialog = editor.getByRole('dialog', { name: 'Edit Hindi Translation' });
    await expect(hindiDialog.getByLabel('Title')).toHaveValue('दो लोग');
    await expect(ownerRow.getByTestId('article-presence')).toContainText(`${E2E_STAFF.editor.name} · Hindi, editing · active`);
    expect((await axe(page).include('[data-testid="article-presence"]').analyze()).violations).toEqual([]);

    // The owner opens the same article: their dialog names the editor, the editor's names the owner.
    await ownerRow.getByRole('button', { name: `Edit ${title}` }).click();
    const ownerDialog = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).toContainText(`${E2E_STAFF.editor.name} · Hindi, editing · active`);
    await expect(hindiDialog.getByRole('status', { name: 'Also open' })).toContainText(`${ownerName} · English, editing · active`);
    expect((await axe(page).include('[data-testid="dialog-presence"]').analyze()).violations).toEqual([]);
    // Nobody is shown to themselves.
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).not.toContainText(ownerName);

    // The editor closes both dialogs: gone from the owner's dialog, without waiting for the lapse.
    await hindiDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).toContainText(`${E2E_STAFF.editor.name} · English, viewing`);
    await editorDialog.getByRole('button', { name: 'Close' }).click();
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).toHaveCount(0, GONE_BY_LEAVING);

    // Back in the dialog, then the editor's tab closes: the page's keepalive DELETE says so.
    await editor.getByTestId('article-row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).toContainText(`${E2E_STAFF.editor.name} · English, viewing`);
    await editor.close({ runBeforeUnload: true });
    await expect(ownerDialog.getByRole('status', { name: 'Also open' })).toHaveCount(0, GONE_BY_LEAVING);
    await ownerDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ownerRow.getByTestId('article-presence')).toHaveCount(0);
  } finally {
    await editorContext.close();
  }
});
