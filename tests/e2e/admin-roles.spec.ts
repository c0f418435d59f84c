/**
 * The console as each role sees it (issue 29): a translator and a contributor see only the screens
 * the role table allows, at phone and desktop width, and a direct link elsewhere says so; a
 * contributor submits a draft for review and an editor of its language finds it under "Waiting for
 * review" and publishes it. The staff are serve.ts's (E2E_STAFF), each signing in for themselves.
 */
import type { Page } from '@playwright/test';
import { adminApi, choose, expect, test, toast, uniqueName } from './admin-helpers.js';
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './fixtures-data.js';
import { settled, keepScreenshot } from './helpers.js';

// Not the worker's administrator session: each test signs in as the person it is about.
test.use({ storageState: { cookies: [], origins: [] } });

async function signInAs(page: Page, who: keyof typeof E2E_STAFF) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_STAFF[who].email);
  await page.getByLabel('Password').fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A translator lands on their work, everyone else on the dashboard (HomeRoute). Waiting for
  // "/admin" alone passed for a translator only when the check ran before the redirect.
  await expect(page).toHaveURL(who === 'translator' ? /\/admin\/my-translations$/ : /\/admin$/);
  await expect(page.getByTestId('admin-name')).toHaveText(E2E_STAFF[who].name, { timeout: 20_000 });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The sidebar's links, opening the drawer first on a phone. */
async function navLinks(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  const links = nav(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links;
}

const WIDTHS = [
  { name: 'phone', phone: true, size: { width: 360, height: 780 } },
  { name: 'desktop', phone: false, size: { width: 1280, height: 900 } },
] as const;

for (const { name, phone, size } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport: size });

    test('a translator sees the dashboard, My translations, the articles and Site text only, and cannot open API keys', async ({ page }) => {
      await signInAs(page, 'translator');
      await expect(await navLinks(page, phone)).toHaveText(['Dashboard', 'My translations', 'Articles', 'Site text']);
      if (phone) await page.keyboard.press('Escape');

      await page.goto('/admin/api-keys');
      await expect(page.getByTestId('no-access')).toHaveText(/You don't have access to this screen/);
      await expect(page.getByRole('heading', { level: 1, name: 'API Keys & Documentation' })).toHaveCount(0);
      await page.goto('/admin/languages');
      await expect(page.getByTestId('no-access')).toBeVisible();

      await page.goto('/admin/articles');
      await expect(page.getByTestId('article-row').first()).toBeVisible();
      // Hidden, not disabled: no New Article, no Delete, no Mine (a translator writes no articles).
      await expect(page.getByRole('button', { name: 'New Article' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mine', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Waiting for review', exact: true })).toBeVisible();
      // The list shows the 50 newest: other console specs' articles can push the demo's out of it.
      await choose(page, page.locator('main'), 'Category', 'Case Study');

      // An English article (demo content) opens for its Hindi translation only: no Update Article for the original.
      await page.getByTestId('article-row').filter({ hasText: '/ftx-collapse-2022' }).getByRole('button', { name: /^Edit / }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      await expect(dialog.getByRole('button', { name: /(Add|Edit) Hindi translation/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /(Add|Edit) Bengali translation/ })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Update Article' })).toHaveCount(0);
      // The original is there to read, not as fields that look editable and fail to save.
      const original = dialog.getByRole('region', { name: 'Original' });
      await expect(original.getByRole('heading', { level: 3 })).toHaveText('The Collapse of FTX: How a Crypto Giant Fell in Days');
      await expect(original).toContainText('In November 2022 FTX went from one of the largest crypto exchanges');
      await expect(dialog.getByRole('textbox')).toHaveCount(0);
      await expect(dialog.locator('[contenteditable="true"]')).toHaveCount(0);
      await settled(page);
      await keepScreenshot(page, { path: `test-results/screens/admin-roles-translator-original-${size.width}.png` });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('a contributor sees the dashboard and the articles only, and writes drafts', async ({ page }) => {
      await signInAs(page, 'contributor');
      await expect(await navLinks(page, phone)).toHaveText(['Dashboard', 'Articles']);
      if (phone) await page.keyboard.press('Escape');
      // The dashboard's numbers, without the readers and ads of the last 30 days (the analytics' own).
      await expect(page.getByTestId('stat-totalArticles').getByTestId('stat-value')).toHaveText(/^\d/);
      await expect(page.getByRole('heading', { name: 'Last 30 days' })).toHaveCount(0);
      await expect(page.getByTestId('last30-adImpressions')).toHaveCount(0);
      await page.goto('/admin/site-text');
      await expect(page.getByTestId('no-access')).toBeVisible();

      await page.goto('/admin/articles');
      await page.getByRole('button', { name: 'New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Article' });
      // Only drafts, only Hindi, and no featuring.
      await dialog.getByRole('combobox', { name: 'Status' }).click();
      await expect(page.getByRole('option')).toHaveText(['Draft']);
      await page.keyboard.press('Escape');
      await dialog.getByRole('combobox', { name: 'Language' }).click();
      await expect(page.getByRole('option')).toHaveText([/^Hindi/]);
      await page.keyboard.press('Escape');
      await expect(dialog.getByLabel('Featured article')).toHaveCount(0);
    });
  });
}

test('a contributor submits a draft for review, and an editor finds it under "Waiting for review" and publishes it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'contributor');
  const title = uniqueName('Draft for review');
  const languages = await adminApi<{ id: number; code: string }[]>(page, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await adminApi(page, 'POST', '/api/admin/articles', {
    article: { slug, category: 'education', status: 'draft' },
    translation: { languageId: hi, title, content: '<p>A contributor wrote this.</p>', excerpt: 'A draft waiting for an editor.', isOriginal: true },
  });

  await page.goto('/admin/articles');
  await page.getByRole('button', { name: 'Mine', exact: true }).click();
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await expect(row.getByTestId('article-author')).toHaveText(E2E_STAFF.contributor.name);
  // A contributor's own draft: submit for review, never delete or publish.
  await expect(row.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Submit ${title} for review` }).click();
  await expect(toast(page)).toHaveText(/Submitted for review/);
  await expect(row.getByTestId('awaiting-review')).toBeVisible();
  await expect(row.getByRole('button', { name: `Submit ${title} for review` })).toHaveCount(0);

  const editorContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
  const editor = await editorContext.newPage();
  try {
    await signInAs(editor, 'editor');
    await editor.goto('/admin/articles');
    await editor.getByRole('button', { name: 'Waiting for review', exact: true }).click();
    const waiting = editor.getByTestId('article-row').filter({ hasText: title });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = editor.getByRole('dialog', { name: 'Edit Article' });
    await expect(dialog.getByText(`Waiting for review: submitted by ${E2E_STAFF.contributor.name}`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await editor.getByRole('option', { name: 'Published' }).click();
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(editor)).toHaveText(/Article updated successfully!/);
    // Published: no longer waiting.
    await expect(editor.getByTestId('article-row').filter({ hasText: title })).toHaveCount(0);
  } finally {
    await editorContext.close();
  }
});
