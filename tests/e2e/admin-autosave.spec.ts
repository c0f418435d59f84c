/**
 * Autosave in the article dialog (issue 24): an edit in progress is kept after a short pause (on
 * the server for an existing article, in the browser for a new one), reopening the dialog offers
 * it back with Restore and Discard, and saving clears it.
 */
import { adminApi, choose, expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import { skipLanguageGuide } from './helpers.js';

test.describe('article autosave', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('an edit to an existing article is kept on the server, restored after reopening, and cleared by saving', async ({ page }) => {
    const title = uniqueName('Autosaved');
    const created = await adminApi<{ id: number }>(page, 'POST', '/api/admin/articles', {
      article: { slug: title.toLowerCase().replace(/\s+/g, '-'), category: 'research', status: 'draft', isFeatured: false },
      translation: { languageId: 1, title, content: '<p>First paragraph.</p>', excerpt: 'Kept while typing.', metaDescription: '', isOriginal: true },
      targetLanguages: [],
    });
    const draftPath = `/api/admin/articles/${created.id}/autosave/1`;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
    const row = page.getByTestId('article-row').filter({ hasText: title });
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = dialog.getByRole('textbox', { name: 'Content (HTML)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed but not saved.');
    await expect(dialog.getByRole('status').filter({ hasText: 'Draft saved at' })).toBeVisible();
    await expect
      .poll(async () => (await adminApi<{ autosave: { content: string } | null }>(page, 'GET', draftPath)).autosave?.content)
      .toBe('<p>First paragraph.</p><p>Typed but not saved.</p>');
    // The article itself is as it was.
    const article = await adminApi<{ translations: { content: string }[] }>(page, 'GET', `/api/admin/articles/${created.id}`);
    expect(article.translations[0]!.content).toBe('<p>First paragraph.</p>');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const offer = dialog.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('You have unsaved changes');
    await expect(editor).not.toContainText('Typed but not saved.');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    await expect(editor).toContainText('Typed but not saved.');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(page)).toContainText('Article updated successfully!', { timeout: 30_000 });
    await expect(dialog).toBeHidden();
    expect((await adminApi<{ autosave: unknown }>(page, 'GET', draftPath)).autosave).toBeNull();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(editor).toContainText('Typed but not saved.');
    await expect(dialog.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a new article is kept in the browser: Restore brings it back, Discard forgets it', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await page.getByRole('button', { name: 'New Article' }).click();
    await dialog.getByLabel('Title').fill('A draft nobody saved');
    await choose(page, dialog, 'Category', 'Education');
    await dialog.getByRole('textbox', { name: 'Content (HTML)' }).click();
    await page.keyboard.insertText('हिन्दी में मसौदा');
    // The status line shows from the first keep (the title): wait for the one holding the content.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cryptolekh.autosave.new-article') ?? '')).toContain('मसौदा');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'New Article' }).click();
    const offer = dialog.getByRole('region', { name: 'Unsaved changes' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('A draft nobody saved');
    await expect(dialog.getByRole('textbox', { name: 'Content (HTML)' })).toHaveText('हिन्दी में मसौदा');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New Article' }).click();
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(offer).toBeHidden();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New Article' }).click();
    await expect(dialog.getByLabel('Title')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });
});
