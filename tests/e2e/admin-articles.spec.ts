/** Article management as an editor does it, checked on the reader site. */
import { type Page } from '@playwright/test';
import { skipLanguageGuide } from './helpers.js';
import { choose, closeDiscarding, contentSource, expect, fillContent, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };

const CONTENT = '<p>Bitcoin halving cuts the block reward in half roughly every four years.</p><h2>Why it matters</h2><p>Supply growth slows.</p>';

function row(page: Page, title: string) {
  return page.getByTestId('article-row').filter({ hasText: title });
}

test.describe('admin articles', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  });

  test('create a draft, publish it, translate it to Hindi by hand, read it on the reader site, delete it', async ({ page, reader }) => {
    test.slow();
    const title = uniqueName('Halving Explained');
    const slug = title.toLowerCase().replace(/\s+/g, '-');

    // Create as a draft: the slug follows the title.
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
    await choose(page, dialog, 'Category', 'Education');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
    await dialog.getByLabel('Excerpt').fill('How the halving works and why it matters for supply.');
    await fillContent(dialog, CONTENT);
    await dialog.getByLabel('Meta Description').fill('The Bitcoin halving, explained.');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!');
    await expect(dialog).toBeHidden();
    await expect(row(page, title).getByTestId('article-status')).toHaveText('Draft');
    await expect(row(page, title).getByTestId('article-languages')).toHaveText('en');

    // A draft is not on the reader site.
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();

    // Publish it.
    await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    // The dialog reads the article (and any autosaved draft) before it shows the form: slow on a loaded machine.
    await expect(edit.getByLabel('Title')).toHaveValue(title, { timeout: 20_000 });
    expect(await contentSource(edit)).toBe(CONTENT);
    await choose(page, edit, 'Status', 'Published');
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(page)).toContainText('Article updated successfully!');
    await expect(row(page, title).getByTestId('article-status')).toHaveText('Published');

    await reader.goto('/articles');
    await expect(reader.getByText(title, { exact: true })).toBeVisible();
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(reader.getByRole('heading', { name: 'Why it matters' })).toBeVisible();

    // Add a Hindi translation by hand.
    await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    const translations = edit.getByRole('region', { name: 'Translations' });
    await expect(translations.getByTestId('translation-en').getByText('Original')).toBeVisible();
    await expect(translations.getByTestId('translation-hi').getByRole('img', { name: 'Not translated' })).toBeVisible();
    await translations.getByRole('button', { name: 'Add Hindi translation' }).click();
    const hindi = page.getByRole('dialog', { name: 'Add Hindi Translation' });
    const hindiTitle = `हाल्विंग समझाया गया ${slug.slice(-6)}`;
    await hindi.getByLabel('Title').fill(hindiTitle);
    await hindi.getByLabel('Excerpt').fill('हाल्विंग कैसे काम करता है।');
    await fillContent(hindi, '<p>बिटकॉइन हाल्विंग हर चार साल में ब्लॉक इनाम को आधा कर देता है।</p>');
    await hindi.getByRole('button', { name: 'Save Translation' }).click();
    await expect(toast(page)).toContainText('Translation saved successfully!');
    await expect(hindi).toBeHidden();
    await expect(translations.getByTestId('translation-hi').getByRole('img', { name: 'Translated', exact: true })).toBeVisible();
    await expect(translations.getByTestId('translation-hi')).toContainText(hindiTitle);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, title).getByTestId('article-languages')).toHaveText('enhi');

    // Read it in Hindi: choose हिन्दी in the reader's picker.
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await reader.getByTestId('language-picker').click();
    await reader.getByRole('menuitem', { name: /हिन्दी/ }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);
    await expect(reader.getByText('बिटकॉइन हाल्विंग हर चार साल')).toBeVisible();

    // Delete it: it leaves the list and the reader site.
    await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Article' });
    await expect(confirm).toContainText('Are you sure you want to delete this article?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Article deleted successfully!');
    await expect(row(page, title)).toHaveCount(0);
    // The reader chose Hindi above, so the site says it in Hindi.
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { name: hi['article.notFound.title'] })).toBeVisible();
  });

  test('the form shows the contract messages, and the slug stops following the title once edited', async ({ page }) => {
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    for (const message of ['Title is required', 'Slug is required', 'Please select a category', 'Excerpt is required', 'Content is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    // Typed key by key, as a person does: the slug and the title's guidance length follow each key.
    await dialog.getByLabel('Title').pressSequentially('  Crypto -- Taxes: 2026 & Beyond!  ');
    await expect(dialog.getByLabel('Slug')).toHaveValue('crypto-taxes-2026-beyond');
    await expect(dialog.getByText('Title is required')).toHaveCount(0);
    await expect(dialog.getByText('35 characters (recommended 50-60)')).toBeVisible();
    await dialog.getByLabel('Excerpt').pressSequentially('Supply.');
    await expect(dialog.getByText('7 characters (recommended 150-200)')).toBeVisible();
    await dialog.getByLabel('Meta Description').pressSequentially('A');
    await expect(dialog.getByText('1 character (recommended 150-160)')).toBeVisible();
    await expect(dialog.getByText('Excerpt is required')).toHaveCount(0);
    await dialog.getByLabel('Slug').fill('Bad Slug');
    await expect(dialog.getByText('Slug must contain only lowercase letters, numbers, and hyphens')).toBeVisible();
    await dialog.getByLabel('Title').fill('Something else');
    await expect(dialog.getByLabel('Slug')).toHaveValue('Bad Slug');

    // Scheduling: the time is entered in IST, at least five minutes ahead.
    await choose(page, dialog, 'Status', 'Scheduled');
    const when = dialog.getByLabel('Scheduled Time (IST)');
    await expect(when).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(dialog.getByText('Please choose a scheduled time')).toBeVisible();
    const inIst = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);
    await when.fill(inIst(60_000));
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(dialog.getByText('Scheduled time must be at least 5 minutes from now')).toBeVisible();
    await when.fill(inIst(60 * 60_000));
    await expect(dialog.getByText('Scheduled time must be at least 5 minutes from now')).toHaveCount(0);

    await closeDiscarding(page, dialog);
  });

  test('a scheduled article is created with its IST time and a taken slug is refused next to the field', async ({ page }) => {
    const title = uniqueName('Scheduled Research');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByLabel('Title').fill(title);
    await choose(page, dialog, 'Category', 'Research');
    await choose(page, dialog, 'Status', 'Scheduled');
    const at = new Date(Date.now() + 2 * 3600_000);
    at.setUTCSeconds(0, 0);
    await dialog.getByLabel('Scheduled Time (IST)').fill(new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16));
    await dialog.getByLabel('Excerpt').fill('Scheduled for later.');
    await fillContent(dialog, '<p>Later.</p>');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/articles') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    const body = (await (await created).json()) as { id: number; slug: string; scheduledAt: string };
    expect(new Date(body.scheduledAt).getTime()).toBe(at.getTime());
    await expect(row(page, title).getByTestId('article-status')).toHaveText('Scheduled');

    // The same slug again: the server's 409 shows as a toast and under the slug.
    await page.getByRole('button', { name: 'New Article' }).click();
    await dialog.getByLabel('Title').fill(title);
    await choose(page, dialog, 'Category', 'Research');
    await dialog.getByLabel('Excerpt').fill('Again.');
    await fillContent(dialog, '<p>Again.</p>');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await closeDiscarding(page, dialog);

    // Clean up through the console.
    await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete Article' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, title)).toHaveCount(0);
  });

  test('search filters by title in the browser; category and status filters ask the server', async ({ page }) => {
    const rows = page.getByTestId('article-row');
    await expect(rows.first()).toBeVisible();
    const first = (await rows.first().locator('p').first().textContent())!;
    const word = first.split(' ').find((w) => w.length > 5)!;
    let listCalls = 0;
    page.on('request', (r) => r.url().includes('/api/admin/articles?') && listCalls++);
    await page.getByLabel('Search by title').fill(word);
    await expect(rows.filter({ hasText: first })).toHaveCount(1);
    for (const title of await rows.locator('p:first-child').allTextContents()) expect(title.toLowerCase()).toContain(word.toLowerCase());
    expect(listCalls).toBe(0);
    await page.getByLabel('Search by title').fill('');

    const filtered = page.waitForRequest((r) => r.url().includes('/api/admin/articles?category=case-study&status=&limit=50'));
    await choose(page, page.locator('main'), 'Category', 'Case Study');
    await filtered;
    await expect(rows.first()).toBeVisible();
    const categories = await rows.locator('td:nth-child(2)').allTextContents();
    expect(categories.every((c) => c === 'Case Study')).toBe(true);

    await choose(page, page.locator('main'), 'Category', 'News');
    await expect(page.getByText('No articles match these filters.')).toBeVisible();
  });
});
