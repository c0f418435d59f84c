import { expect } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { api, holdApi, skipLanguageGuide, clientNavigate, test } from './helpers.js';

test.describe('All Articles', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('shows nine placeholders, then the first 24 articles with the full count line, and loads the rest on demand', async ({ page }) => {
    const all = await api<ArticleSummary[]>(page, '/api/articles?language=en');
    expect(all.length).toBeGreaterThan(24); // the demo content and fixtures fill more than one page
    // Reached from another page (a loaded /articles arrives with its first page rendered).
    await page.goto('/advertise');
    const release = await holdApi(page, /\/api\/articles\?language=en&sort=latest&limit=24&offset=0$/);
    await clientNavigate(page, '/articles');
    await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
    await expect(page.getByTestId('article-skeleton')).toHaveCount(9);
    release();
    await expect(page.getByTestId('results-count')).toHaveText(`Showing ${all.length} of ${all.length} articles`);
    await expect(page.getByTestId('article-card')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('article-card')).toHaveCount(all.length);
    await expect(page.getByTestId('article-card').last()).toContainText(all[all.length - 1]!.title);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  });

  test('searches title and excerpt case-insensitively, filters, sorts, and clears to the empty state and back', async ({ page }) => {
    const all = await api<ArticleSummary[]>(page, '/api/articles?language=en');
    await page.goto('/articles');
    const search = page.getByPlaceholder('Search articles...');

    const word = all[0]!.title.split(' ').find((w) => w.length > 4)!;
    const expected = all.filter((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes(word.toLowerCase())).length;
    await search.fill(word.toUpperCase());
    await expect(page.getByTestId('results-count')).toHaveText(`Showing ${expected} of ${all.length} articles`);
    await expect(page.getByRole('button', { name: `Search: ${word.toUpperCase()}` })).toBeVisible();

    await search.fill('');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Case Study' }).click();
    const caseStudies = all.filter((a) => a.category === 'case-study');
    await expect(page.getByTestId('results-count')).toHaveText(`Showing ${caseStudies.length} of ${all.length} articles`);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Viewed' }).click();
    const mostViewed = [...caseStudies].sort((a, b) => b.views - a.views)[0]!;
    await expect(page.getByTestId('article-card').first()).toContainText(mostViewed.title);
    await expect(page.getByText('Category: Case Study')).toBeVisible();
    await expect(page.getByText('Sort: Most Viewed')).toBeVisible();

    await search.fill('zzzz no such article');
    await expect(page.getByText('No articles found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('results-count')).toHaveText(`Showing ${all.length} of ${all.length} articles`);
    await expect(page.getByText('Category: Case Study')).toBeHidden();
    await expect(page.getByText('Sort: Most Viewed')).toBeHidden();
  });

  test('sorts oldest first and most shared', async ({ page }) => {
    const all = await api<ArticleSummary[]>(page, '/api/articles?language=en');
    await page.goto('/articles');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Oldest First' }).click();
    await expect(page.getByTestId('article-card').first()).toContainText(all[all.length - 1]!.title);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Shared' }).click();
    await expect(page.getByTestId('article-card').first()).toContainText([...all].sort((a, b) => b.shares - a.shares)[0]!.title);
    // A chip removes its filter.
    await page.getByRole('button', { name: 'Sort: Most Shared' }).press('Delete');
    await expect(page.getByTestId('article-card').first()).toContainText(all[0]!.title);
  });
});
