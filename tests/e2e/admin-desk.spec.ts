/** The editor's desk in the console (issue 24): preview a draft, restore a revision, review a translation side by side. */
import type { AdminArticle, AdminLanguage } from '../../functions/src/contract/index.js';
import { type Page } from '@playwright/test';
import { adminApi, expect, openConsole, openHindiReview, test, toast, uniqueName, useFakeAi } from './admin-helpers.js';
import { hydrated, recordFetches, recordedFetches, skipLanguageGuide } from './helpers.js';

const BODY = '<p>Rollups batch many transactions into one.</p><h2>Why it matters</h2><p>Fees fall for everyone.</p>';

async function createArticle(page: Page, title: string, status: 'draft' | 'published', extra: Record<string, unknown> = {}) {
  const languages = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  const en = languages.find((l) => l.code === 'en')!.id;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const article = await adminApi<AdminArticle>(page, 'POST', '/api/admin/articles', {
    article: { slug, category: 'education', status, isFeatured: false },
    translation: { languageId: en, title, excerpt: 'Layer two in plain words.', content: BODY, metaDescription: 'Layer two' },
    ...extra,
  });
  return { article, slug, en, hi: languages.find((l) => l.code === 'hi')!.id };
}

async function openEditor(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
  await page.getByTestId('article-row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  return dialog;
}

test.describe("the editor's desk", () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('Preview opens the saved draft on a private link without counting a view, while the article stays unpublished', async ({ page }) => {
    const title = uniqueName('Rollups Preview');
    const { article, slug } = await createArticle(page, title, 'draft');
    const dialog = await openEditor(page, title);

    // Recorded in the preview tab as it asks (it opens from the console: the context's pages all record).
    await recordFetches(page.context(), /\/view$/);
    const opening = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = await opening;
    await preview.waitForURL(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByTestId('preview-notice')).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // An article page asks for its view in an effect of the render that shows it: once the page is
    // hydrated (the mark is set by the last effect of that render), a view would have been asked for.
    await hydrated(preview);
    expect(await recordedFetches(preview)).toEqual([]);
    expect((await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).views).toBe(0);
    await expect(dialog.getByTestId('preview-link')).toHaveAttribute('href', preview.url());

    await preview.goto(`/article/${slug}`);
    await expect(preview.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  });

  test('History shows what changed and restores an earlier revision', async ({ page, reader }) => {
    const first = uniqueName('Rollups History');
    const { article, slug, en } = await createArticle(page, first, 'published');
    const second = `${first} revised`;
    await adminApi(page, 'PATCH', `/api/admin/articles/${article.id}`, {
      translation: { languageId: en, title: second, excerpt: 'Layer two in plain words.', content: BODY.replace('Fees fall for everyone.', 'Fees fall sharply.'), metaDescription: 'Layer two' },
    });
    const dialog = await openEditor(page, second);
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const revisions = history.getByRole('list', { name: 'Revisions' }).getByRole('button');
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText(second);
    await revisions.nth(1).click();
    const diff = history.getByTestId('revision-diff');
    await expect(diff.locator('del')).toContainText(['revised']);
    await expect(diff.locator('ins')).toContainText(['for everyone.']);
    await history.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page)).toContainText('Revision restored');
    await expect(history).toBeHidden();

    const reopened = await openEditor(page, first);
    await expect(reopened.getByLabel('Title')).toHaveValue(first);
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(first);
    await expect(reader.getByText('Fees fall for everyone.')).toBeVisible();
  });

  test('Review shows the original beside the machine translation, takes an edit, and marks it reviewed', async ({ page, reader }) => {
    test.slow();
    await useFakeAi(page);
    const title = uniqueName('Rollups Review');
    const { article, slug, hi } = await createArticle(page, title, 'published', {});
    await adminApi(page, 'PATCH', `/api/admin/articles/${article.id}`, { selectedLanguages: [hi] });
    await expect
      .poll(async () => (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translations.find((t) => t.languageId === hi)?.reviewStatus, { timeout: 30_000 })
      .toBe('machine');

    await reader.goto(`/article/${slug}?lang=hi`);
    await expect(reader.getByTestId('machine-translation-notice')).toBeVisible();
    await expect(reader.getByTestId('machine-translation-notice').getByRole('link')).toHaveAttribute('href', `/article/${slug}?lang=en`);

    const dialog = await openEditor(page, title);
    await expect(dialog.getByText('Machine translation, not reviewed')).toBeVisible();
    const review = await openHindiReview(page, dialog.getByRole('button', { name: 'Review Hindi' }), 'Rollups batch many transactions into one.', /^<p>\[hi\] Rollups batch/);
    await review.getByTestId('review-block-0').fill('<p>रोलअप कई लेनदेन को एक में जोड़ते हैं।</p>');
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(toast(page)).toContainText('Translation marked reviewed');
    await expect(review).toBeHidden();

    const hindi = (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translations.find((t) => t.languageId === hi)!;
    expect(hindi.reviewStatus).toBe('reviewed');
    expect(hindi.content).toContain('<p>रोलअप कई लेनदेन को एक में जोड़ते हैं।</p>');
    await expect
      .poll(async () => {
        await reader.reload();
        return reader.getByText('रोलअप कई लेनदेन को एक में जोड़ते हैं।').count();
      }, { timeout: 90_000, intervals: [2000] })
      .toBe(1);
    await expect(reader.getByTestId('machine-translation-notice')).toHaveCount(0);
  });
});
