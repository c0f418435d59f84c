/**
 * API Keys & Documentation as an administrator uses it (admin-and-api.md §2, §4, §5, §8): the
 * loading rows and the empty list, generating a key (the name rule, the full key shown once,
 * Copy to the clipboard), calling the external API with it from outside the browser and seeing
 * the article in the console, show/hide only in the page session, switching it off (the next
 * call is 401), deleting it after the browser's confirm; the Documentation tab read from
 * /api/openapi.json; and the dashboard's unanswered searches that the key's search left.
 */
import { type Page } from '@playwright/test';
import type { AdminLanguage, ApiKey } from '../../functions/src/contract/index.js';
import { skipLanguageGuide } from './helpers.js';
import { adminApi, expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function openApiKeys(page: Page) {
  await nav(page).getByRole('link', { name: 'API Keys', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys & Documentation' })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByTestId('api-key-row').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await skipLanguageGuide(page);
  await openConsole(page);
});

test('generates a key, copies it, creates an article with it, shows it only in the page session, switches it off and deletes it', async ({ page, context, baseURL }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // 3 loading rows, then the list (empty unless an earlier run on this host left keys).
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/api-keys', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await openApiKeys(page);
  await expect(page.getByTestId('api-key-skeleton')).toHaveCount(3);
  const existing = page.waitForResponse((r) => r.url().endsWith('/api/admin/api-keys') && r.request().method() === 'GET');
  release();
  if (((await (await existing).json()) as ApiKey[]).length === 0) {
    await expect(page.getByText('No API keys found. Generate your first key to get started.')).toBeVisible();
  }
  await expect(page.getByTestId('api-key-skeleton')).toHaveCount(0);

  // The form: the name is required; every scope starts checked.
  await page.getByRole('button', { name: 'Generate New Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate New Key' });
  for (const scope of ['articles:write', 'articles:read', 'search']) {
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${scope} `) })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Generate Key' }).click();
  await expect(dialog.getByText('API key name is required')).toBeVisible();
  const name = uniqueName('Newsroom');
  await dialog.getByRole('textbox', { name: 'Key Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Generate Key' }).click();
  await expect(toast(page)).toContainText('API key created successfully');

  // Shown once, in full, with the warning; Copy puts it on the clipboard.
  const created = page.getByRole('dialog', { name: 'API Key Created' });
  await expect(created.getByText('cannot be shown again')).toBeVisible();
  const key = await created.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(/^clk_[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page)).toContainText('API key copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  // The row: prefix and ellipsis, a show/hide toggle (this page session only), scopes, dates.
  const row = rowOf(page, name);
  const value = row.getByTestId('api-key-value');
  await expect(value).toHaveText(`${key.slice(0, 12)}...`);
  await expect(row).toContainText('articles:write');
  await expect(row).toContainText('search');
  await expect(row.getByLabel(`${name} active`, { exact: true })).toBeChecked();
  await row.getByRole('button', { name: `Show key ${name}` }).click();
  await expect(value).toHaveText(key);
  await row.getByRole('button', { name: `Hide key ${name}` }).click();
  await expect(value).toHaveText(`${key.slice(0, 12)}...`);

  // An outside system creates an article with the key; the console lists it.
  const languages = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  const english = languages.find((l) => l.code === 'en')!;
  const title = uniqueName('Created with an API key');
  const body = {
    slug: `api-key-e2e-${Date.now().toString(36)}`,
    category: 'education',
    status: 'draft',
    title,
    content: '<p>Written by a newsroom tool through the external API.</p>',
    excerpt: 'An article an outside system created.',
    languageId: english.id,
  };
  const headers = { Authorization: `Bearer ${key}` };
  const res = await page.request.post('/api/external/articles', { headers, data: body });
  expect(res.status(), await res.text()).toBe(201);
  // A search nothing answers, for the dashboard below.
  const gap = `zqxjv kwpfy ${Date.now().toString(36)}`;
  const search = await page.request.post('/api/external/search', { headers, data: { query: gap } });
  expect(search.status(), await search.text()).toBe(200);

  await nav(page).getByRole('link', { name: 'Articles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByLabel('Search by title').fill(title);
  await expect(page.getByTestId('article-row').filter({ hasText: title })).toBeVisible();

  // Back on the screen: a new page session, so the full key is gone; it was used.
  await openApiKeys(page);
  await expect(row).toContainText('Key hidden for security');
  await expect(row.getByRole('button', { name: `Show key ${name}` })).toHaveCount(0);
  await expect(row).not.toContainText(key);

  // Switched off: the very next call is refused.
  await row.getByLabel(`${name} active`, { exact: true }).click();
  await expect(toast(page)).toContainText('API key updated successfully');
  await expect(row.getByLabel(`${name} active`, { exact: true })).not.toBeChecked();
  const refused = await page.request.post('/api/external/articles', { headers, data: { ...body, slug: `${body.slug}-2` } });
  expect(refused.status()).toBe(401);

  // Deleted after the browser's confirm.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(toast(page)).toContainText('API key deleted successfully');
  await expect(row).toHaveCount(0);

  // The dashboard lists the search that found nothing.
  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByTestId('search-gaps').getByTestId('search-gap').filter({ hasText: gap })).toContainText('1 search');
});

test('the Documentation tab shows every call of /api/openapi.json with a curl example for this site', async ({ page, baseURL }) => {
  const doc = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { summary: string }>> };
  await openApiKeys(page);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const operations = page.getByTestId('api-operation');
  const calls = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, summary: op.summary })));
  await expect(operations).toHaveCount(calls.length);
  for (const call of calls) {
    await expect(operations.filter({ hasText: call.path }).filter({ hasText: call.method }).filter({ hasText: call.summary })).toHaveCount(1);
  }

  const create = operations.filter({ hasText: 'Create an article' });
  await create.getByRole('button', { name: /Create an article/ }).click();
  await expect(create.getByRole('table', { name: 'Request body' })).toContainText('languageId');
  await expect(create.getByRole('table', { name: 'Response (201)' })).toContainText('createdAt');
  const origin = new URL(baseURL!).origin;
  await expect(create.locator('pre').first()).toContainText(`curl -X POST '${origin}/api/external/articles'`);
  await expect(create.locator('pre').first()).toContainText('Authorization: Bearer clk_YOUR_API_KEY');
  await expect(create.getByRole('table', { name: 'Errors of POST /articles' })).toContainText('The key lacks the scope of this call');
  await expect(page.getByRole('table', { name: 'Error catalogue' })).toContainText('429');
});
