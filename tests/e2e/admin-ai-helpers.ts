/**
 * What the AI console specs (admin-ai-settings, admin-ai-translation, admin-ai-screens) share: the
 * console's `test` with the fake provider's per-test controls, AI switched on with a key the fake
 * accepts, and the articles they make and open through the API.
 *
 * The specs run at the same time as each other and as other files: each test sets up what it needs
 * itself, the AI settings they save are the same (the working key, AI on), and the fake's failures,
 * latency and holds each test asks for apply to its own article's requests only (its unique title:
 * `scopedFake(scope)`).
 */
import { type Page } from '@playwright/test';
import type { AdminArticle, AdminLanguage, AiSettings } from '../../functions/src/contract/index.js';
import { adminApi, expect, fakeProvider, test as consoleTest } from './admin-helpers.js';

export const WORKING_KEY = 'sk-e2e-working-key-4821';

type ScopedFake = Awaited<ReturnType<typeof fakeProvider>>;

/**
 * The console specs' `test`, with `scopedFake(scope)`: the fake provider's controls for the
 * requests that contain `scope` (see `fakeProvider`), reset after the test even if it fails.
 */
export const test = consoleTest.extend<{ scopedFake: (scope: string) => Promise<ScopedFake> }>({
  scopedFake: async ({ page }, use) => {
    let fake: ScopedFake | undefined;
    await use(async (scope) => (fake = await fakeProvider(page, scope)));
    await fake?.reset();
  },
});

export function row(page: Page, title: string) {
  return page.getByTestId('article-row').filter({ hasText: title });
}

export async function goTo(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** AI on with a key the fake accepts (through the API: what these tests check comes after). */
export async function useWorkingAi(page: Page): Promise<AiSettings> {
  const s = await adminApi<AiSettings>(page, 'GET', '/api/admin/ai-settings');
  return adminApi<AiSettings>(page, 'PUT', '/api/admin/ai-settings', {
    openaiApiKey: WORKING_KEY,
    translationPrompt: s.translationPrompt,
    generationPrompt: s.generationPrompt,
    fieldInstructions: s.fieldInstructions,
    glossary: s.glossary,
    isActive: true,
  });
}

export async function languageIds(page: Page): Promise<Record<string, number>> {
  const all = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  return Object.fromEntries(all.map((l) => [l.code, l.id]));
}

/** A published English article made through the API, optionally with AI translation targets. */
export async function createArticle(page: Page, title: string, targetLanguages: number[] = []): Promise<AdminArticle> {
  const ids = await languageIds(page);
  return adminApi<AdminArticle>(page, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'education', status: 'published', isFeatured: false },
    translation: {
      languageId: ids.en,
      title,
      excerpt: 'What a stablecoin is and how it keeps its price.',
      content: '<p>A stablecoin tracks the price of another asset.</p><h2>How</h2><p>Reserves or algorithms.</p>',
      metaDescription: 'Stablecoins explained.',
      isOriginal: true,
    },
    targetLanguages,
  });
}

export async function deleteArticle(page: Page, id: number) {
  await adminApi(page, 'DELETE', `/api/admin/articles/${id}`);
}

/** Opens the article's edit dialog from the Articles screen and waits for its Translations. */
export async function openEdit(page: Page, title: string) {
  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  const translations = dialog.getByRole('region', { name: 'Translations' });
  await expect(translations).toBeVisible();
  return { dialog, translations };
}
