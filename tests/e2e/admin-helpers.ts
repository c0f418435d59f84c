/** What the console's specs share: the administrator's session, toasts, unique names, the translator's desk. */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AdminArticle, AdminLanguage, AiSettings } from '../../functions/src/contract/index.js';
import { E2E_ADMIN, E2E_STAFF, E2E_STAFF_PASSWORD } from './fixtures-data.js';
import { firebaseSessionUids, SharedConsoleContext } from './console-context.js';
import { countRendererWork } from './renderer-metrics.js';
import { skipLanguageGuide } from './helpers.js';

/**
 * The console specs' `test`: each worker signs in through the login screen once, and every test
 * starts from that session (the console's `adminToken` and the Firebase SDK's IndexedDB), as an
 * administrator who comes back to the console does. Signing in anew cost 3-6 s a test on a loaded
 * 2-core machine; the login screen itself is tested in admin-auth.spec.ts. The browser context is
 * kept from test to test and put back to that session before each (console-context.ts); a test
 * that wants a context of its own (one that installs a clock) sets `freshConsole`.
 */
export const test = base.extend<{ reader: Page; freshConsole: boolean }, { consoleSession: SharedConsoleContext }>({
  consoleSession: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = workerInfo.project.use;
      const options = { baseURL: baseURL!, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await signIn(page);
      const uids = await firebaseSessionUids(page);
      const state = await context.storageState({ indexedDB: true });
      await page.close();
      const shared = new SharedConsoleContext(browser, options, state, uids, context);
      await use(shared);
      await shared.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  freshConsole: [false, { option: true }],
  // A context a test makes itself (a colleague's browser) starts signed in as the administrator too, unless it says otherwise.
  storageState: async ({ consoleSession }, use) => use(consoleSession.session),
  context: async ({ consoleSession, freshConsole, browser }, use, testInfo) => {
    if (freshConsole) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    await use(await consoleSession.take());
    await consoleSession.release(testInfo);
  },
  page: async ({ context, viewport }, use, testInfo) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    const counted = await countRendererWork(page);
    await use(page);
    await counted(testInfo);
  },
  /**
   * A reader of the site beside the console: a browser window of its own, not a tab in the
   * console's. A tab opened in the console's context hid the console's page, whose animation
   * frames Chromium then throttles, so every later click's stability check on the console waited
   * about 2 s. The language guide is skipped, as in the reader specs.
   */
  reader: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: testInfo.project.use.reducedMotion });
    const page = await context.newPage();
    await skipLanguageGuide(page);
    await use(page);
    await context.close();
  },
});
export { expect };

/** Opens the console with the worker's session (see `test`) and waits for the dashboard. */
export async function openConsole(page: Page) {
  await page.goto('/admin');
  // A fresh load restores the session through the Firebase SDK: seconds on a loaded machine.
  await expect(page.getByTestId('admin-name')).toBeVisible({ timeout: 20_000 });
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Signing in goes through the Auth emulator, which a loaded machine makes slow.
  await expect(page.getByTestId('admin-name')).toBeVisible({ timeout: 20_000 });
}

/** Signs in as one of serve.ts's staff (a Hindi editor, translator or contributor), e.g. in a second browser context. */
export async function signInAsStaff(page: Page, who: keyof typeof E2E_STAFF) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_STAFF[who].email);
  await page.getByLabel('Password').fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('admin-name')).toHaveText(E2E_STAFF[who].name, { timeout: 20_000 });
}

/**
 * Closes an article dialog that may hold typed text (issue 39): Cancel, and "Discard" when the
 * console asks (it asks when the autosave has not kept the text yet, which depends on timing).
 */
export async function closeDiscarding(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect.poll(async () => (await ask.isVisible()) || !(await dialog.isVisible())).toBe(true);
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** A title no other spec (or an earlier run on a reused host) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Chooses `option` in the MUI select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Calls the admin API with the token the signed-in console holds (for a test's own setup and checks). */
export async function adminApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token, 'sign in first').toBeTruthy();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  // An article write says which version it changes (issue 39): a test's own setup changes the newest.
  const article = method === 'GET' ? null : /^\/api\/admin\/articles\/(\d+)(?:\/(?!autosave|presence|preview|telegram-deliveries)|$)/.exec(path);
  if (article) {
    const read = await page.request.get(`/api/admin/articles/${article[1]}`, { headers });
    expect(read.ok(), `GET /api/admin/articles/${article[1]}: ${read.status()}`).toBe(true);
    headers['If-Match'] = read.headers()['etag']!;
  }
  const res = await page.request.fetch(path, { method, headers, ...(body !== undefined && { data: body }) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * The fake OpenAI provider the e2e host runs (tests/e2e/serve.ts). Its address is the one the
 * console itself is told (`providerUrl` of GET /api/admin/ai-settings), so no spec hard-codes a port.
 * Its controls (failures, latency, holding answers) and their reset apply only to the requests
 * that contain `scope`, a text of the test's own (its article's unique title or notes): the tests
 * running at the same time share the fake, never each other's failures or holds.
 */
export async function fakeProvider(page: Page, scope: string) {
  const { providerUrl } = await adminApi<{ providerUrl: string }>(page, 'GET', '/api/admin/ai-settings');
  const origin = new URL(providerUrl).origin;
  const control = async (body: Record<string, unknown>) => {
    const res = await page.request.post(`${origin}/__control`, { data: { scope, ...body } });
    expect(res.ok(), `fake control ${JSON.stringify(body)}: ${await res.text()}`).toBe(true);
  };
  return { providerUrl, control, reset: () => control({ reset: true }) };
}

/**
 * Writes raw HTML as the article's content through the editor's HTML view (issue 24: the content
 * is a visual editor whose "HTML" button shows the source), then returns to the visual view.
 */
export async function fillContent(scope: Locator, html: string) {
  const source = scope.getByRole('button', { name: 'HTML', exact: true });
  await source.click();
  await scope.getByLabel('HTML source').fill(html);
  await source.click();
  await expect(contentEditor(scope)).toBeVisible();
}

/** The content's visual editor. */
export function contentEditor(scope: Locator): Locator {
  return scope.getByRole('textbox', { name: 'Content (HTML)' });
}

/** The HTML the editor holds, read in its HTML view (then back to the visual view). */
export async function contentSource(scope: Locator): Promise<string> {
  const source = scope.getByRole('button', { name: 'HTML', exact: true });
  await source.click();
  await expect(source).toHaveAttribute('aria-pressed', 'true');
  const html = await scope.getByLabel('HTML source').inputValue();
  await source.click();
  await expect(contentEditor(scope)).toBeVisible();
  return html;
}

/**
 * Turns the AI on with a key the fake provider answers (tests/e2e/serve.ts), prompts as they are;
 * a spec may use a key of its own (the fake keeps what it answered per key).
 */
export async function useFakeAi(page: Page, key = 'sk-e2e-working-key-4821') {
  const s = await adminApi<AiSettings>(page, 'GET', '/api/admin/ai-settings');
  await adminApi(page, 'PUT', '/api/admin/ai-settings', {
    openaiApiKey: key,
    translationPrompt: s.translationPrompt,
    generationPrompt: s.generationPrompt,
    fieldInstructions: s.fieldInstructions,
    glossary: s.glossary,
    isActive: true,
  });
}

/**
 * A published English article with `content` that the (fake) AI translated into Hindi: a
 * machine-made translation awaiting a translator (the AI is turned on first).
 */
export async function machineTranslatedIntoHindi(page: Page, title: string, content: string) {
  await useFakeAi(page);
  const languages = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  const en = languages.find((l) => l.code === 'en')!.id;
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const article = await adminApi<AdminArticle>(page, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'education', status: 'published', isFeatured: false },
    translation: { languageId: en, title, excerpt: 'Wallet safety in plain words.', content, metaDescription: 'Seed phrases' },
    targetLanguages: [hi],
  });
  await expect
    .poll(async () => (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translations.find((t) => t.languageId === hi)?.reviewStatus, { timeout: 30_000 })
    .toBe('machine');
  return { id: article.id, hi };
}

/** Opens My translations from the sidebar (on a phone, from the drawer, which following a link closes). */
export async function openMyTranslations(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'My translations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My translations' })).toBeVisible();
}

/**
 * Opens the side-by-side review of a machine-made Hindi translation by clicking `opener` (a queue
 * item of My translations, or the editor's "Review Hindi"): the original's `firstLine` beside its
 * machine translation (`block`, the first block's HTML), not reviewed yet. Returns the dialog.
 */
export async function openHindiReview(page: Page, opener: Locator, firstLine: string, block: string | RegExp) {
  await opener.click();
  const review = page.getByRole('dialog', { name: 'Review the Hindi translation' });
  await expect(review.getByText(firstLine, { exact: true })).toBeVisible();
  await expect(review.getByTestId('review-block-0')).toHaveValue(block);
  await expect(review.getByTestId('review-status')).toHaveText('Machine translation, not reviewed');
  return review;
}
