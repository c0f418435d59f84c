/**
 * AI in the console, as an editor uses it, against the fake OpenAI-compatible provider the e2e
 * host runs (tests/e2e/serve.ts): the AI settings and the connection test (a typed key from the
 * browser, the stored key through the server, a refused key), generating article fields from
 * notes, translation jobs followed in the edit dialog (completed, failed and retried, waiting for
 * a retry, stale and refreshed, forced over a hand-written version), and the result on the reader
 * site.
 *
 * The tests run at the same time as each other and as other files: each sets up what it needs
 * itself, the AI settings they save are the same (the working key, AI on), and the fake's failures,
 * latency and holds each test asks for apply to its own article's requests only (its unique title:
 * `fakeProvider(page, scope)`).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import type { AdminArticle, AdminLanguage, AiSettings, DashboardStats } from '../../functions/src/contract/index.js';
import { AI_MESSAGES } from '../../functions/src/contract/index.js';
import { skipLanguageGuide } from './helpers.js';
import { adminApi, contentSource, expect, fakeProvider, fillContent, openConsole, test, toast, uniqueName } from './admin-helpers.js';

const WORKING_KEY = 'sk-e2e-working-key-4821';

function row(page: Page, title: string) {
  return page.getByTestId('article-row').filter({ hasText: title });
}

async function goTo(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** AI on with a key the fake accepts (through the API: what these tests check comes after). */
async function useWorkingAi(page: Page): Promise<AiSettings> {
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

async function languageIds(page: Page): Promise<Record<string, number>> {
  const all = await adminApi<AdminLanguage[]>(page, 'GET', '/api/admin/languages');
  return Object.fromEntries(all.map((l) => [l.code, l.id]));
}

/** A published English article made through the API, optionally with AI translation targets. */
async function createArticle(page: Page, title: string, targetLanguages: number[] = []): Promise<AdminArticle> {
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

async function deleteArticle(page: Page, id: number) {
  await adminApi(page, 'DELETE', `/api/admin/articles/${id}`);
}

async function openEdit(page: Page, title: string) {
  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  const translations = dialog.getByRole('region', { name: 'Translations' });
  await expect(translations).toBeVisible();
  return { dialog, translations };
}

test.describe('AI in the console', () => {
  /** The fake's controls of the running test (see `fakeProvider`), released after it even if it fails. */
  let fake: Awaited<ReturnType<typeof fakeProvider>> | undefined;
  const scopedFake = async (page: Page, scope: string) => (fake = await fakeProvider(page, scope));

  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test.afterEach(async () => {
    await fake?.reset();
    fake = undefined;
  });

  test('AI settings: validate, test a typed key from the browser and the stored key through the server, save', async ({ page }) => {
    const before = await adminApi<AiSettings>(page, 'GET', '/api/admin/ai-settings');
    // AI switched on and no key, as a fresh host starts (the other tests save a key on this host
    // meanwhile, so the settings are read as they were then): both screens warn.
    const settings = /\/api\/admin\/ai-settings$/;
    await page.route(settings, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...((await res.json()) as AiSettings), isActive: true, hasApiKey: false, openaiApiKey: '' } });
    });
    await goTo(page, 'Articles', 'Articles');
    await expect(page.getByTestId('ai-key-warning')).toContainText(AI_MESSAGES.keyMissingWarning);
    await goTo(page, 'AI Settings', 'AI Settings');
    const key = page.getByLabel('OpenAI API Key');
    await expect(key).toHaveValue('');
    await expect(page.getByLabel('Model')).toHaveValue(before.model);
    await expect(page.getByLabel('Model')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('ai-key-warning')).toContainText(AI_MESSAGES.keyMissingWarning);
    await page.unroute(settings);
    const status = page.getByTestId('ai-status');
    await expect(status.getByTestId('ai-status-connection')).toHaveText('Not tested');

    // No key: the test asks for one first.
    await key.fill('');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.apiKeyFirst);
    await expect(page.getByText(AI_MESSAGES.apiKeyFirst, { exact: true }).first()).toBeVisible();

    // A typed key goes from the browser straight to the provider's /models, never to our server.
    const toProvider = (r: { url(): string }) => r.url() === `${before.providerUrl}/models`;
    await key.fill('sk-invalid-e2e-key-0000');
    let call = page.waitForRequest(toProvider);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    expect((await call).headers().authorization).toBe('Bearer sk-invalid-e2e-key-0000');
    await expect(toast(page)).toContainText(AI_MESSAGES.connectionFailed);
    await expect(status.getByTestId('ai-status-connection')).toContainText('Failed');

    await key.fill(WORKING_KEY);
    await expect(status.getByTestId('ai-status-connection')).toHaveText('Not tested');
    call = page.waitForRequest(toProvider);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    expect((await call).headers().authorization).toBe(`Bearer ${WORKING_KEY}`);
    await expect(toast(page)).toContainText(AI_MESSAGES.connectionOk);
    await expect(status.getByTestId('ai-status-connection')).toHaveText('Connected');

    // The key can be shown and hidden.
    await expect(key).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show API key' }).click();
    await expect(key).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide API key' }).click();
    await expect(key).toHaveAttribute('type', 'password');

    // The server's own rules, shown next to the fields.
    const translationPrompt = page.getByRole('textbox', { name: 'Translation Prompt' });
    const generationPrompt = page.getByRole('textbox', { name: 'Generation Prompt' });
    await translationPrompt.fill('Translate this article.');
    await generationPrompt.fill('Write an article from the notes.');
    await page.getByRole('textbox', { name: 'Title instruction' }).fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(AI_MESSAGES.translationPromptPlaceholder)).toBeVisible();
    await expect(page.getByText(AI_MESSAGES.generationPromptJson)).toBeVisible();
    await expect(page.getByText(AI_MESSAGES.instructionRequired.title)).toBeVisible();

    // The prompt templates put the defaults back.
    const templates = page.getByRole('region', { name: 'Prompt Templates' });
    await templates.getByRole('button', { name: 'Use the default translation prompt' }).click();
    await templates.getByRole('button', { name: 'Use the default generation prompt' }).click();
    await templates.getByRole('button', { name: 'Use the default title instruction' }).click();
    await expect(translationPrompt).toHaveValue(/\{language\}/);
    await expect(generationPrompt).toHaveValue(/JSON/);
    await expect(page.getByText(AI_MESSAGES.generationPromptJson)).toHaveCount(0);
    await expect(templates.getByRole('button', { name: 'Translation prompt: in use' })).toBeDisabled();

    // A glossary term, added with Enter.
    const term = `Term${Date.now().toString(36)}`;
    await page.getByLabel('Add a term').fill(term);
    await page.getByLabel('Add a term').press('Enter');
    await expect(page.getByRole('list', { name: 'Glossary terms' }).getByText(term, { exact: true })).toBeVisible();

    const switchOn = page.getByRole('switch', { name: 'AI features active' });
    if (!(await switchOn.isChecked())) await switchOn.check();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/ai-settings'));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const body = (await saved).postDataJSON() as { openaiApiKey: string; glossary: string[]; isActive: boolean };
    expect(body).toMatchObject({ openaiApiKey: WORKING_KEY, isActive: true });
    expect(body.glossary).toContain(term);
    await expect(toast(page)).toContainText(AI_MESSAGES.settingsSaved);
    // The key is write-only: the form now holds its mask, and the warning is gone.
    await expect(key).toHaveValue(`sk-...${WORKING_KEY.slice(-4)}`);
    await expect(status.getByTestId('ai-status-key')).toContainText('Configured');
    await expect(status.getByTestId('ai-status-active')).toHaveText('Active');
    await expect(page.getByTestId('ai-key-warning')).toHaveCount(0);

    // With the mask in the field, the server tests the stored key; the browser calls no provider.
    const providerCalls: string[] = [];
    page.on('request', (r) => toProvider(r) && providerCalls.push(r.url()));
    const serverTest = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/ai-settings/test'));
    await page.getByRole('button', { name: 'Test Connection' }).click();
    expect(await (await serverTest).json()).toEqual({ ok: true, message: AI_MESSAGES.connectionOk });
    await expect(toast(page)).toContainText(AI_MESSAGES.connectionOk);
    await expect(status.getByTestId('ai-status-connection')).toHaveText('Connected');
    expect(providerCalls).toEqual([]);

    // After a reload the mask is still there, and saving it keeps the stored key.
    await page.reload();
    await expect(key).toHaveValue(`sk-...${WORKING_KEY.slice(-4)}`);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.settingsSaved);
    const serverTestAgain = page.waitForResponse((r) => r.url().endsWith('/api/admin/ai-settings/test'));
    await page.getByRole('button', { name: 'Test Connection' }).click();
    expect(((await (await serverTestAgain).json()) as { ok: boolean }).ok).toBe(true);
  });

  test('generate fields from notes, create with Hindi, watch Hindi complete, read it in Hindi', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    await goTo(page, 'Articles', 'Articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });

    // Empty notes are refused in the browser.
    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(dialog.getByText(AI_MESSAGES.rawContentRequired)).toBeVisible();

    // A provider failure: an error toast, and nothing typed is lost.
    const typedTitle = 'My working title';
    await dialog.getByLabel('Title').fill(typedTitle);
    const heading = uniqueName('Exchange Hack Anatomy');
    const fake = await scopedFake(page, heading);
    const notes = `${heading}\nAn exchange hack drained hot wallets; the exploit used a leaked key.\nWithdrawals paused for a week.`;
    await dialog.getByLabel('Raw notes').fill(notes);
    await fake.control({ failNext: { n: 2, status: 500 } });
    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(dialog.getByLabel('Title')).toHaveValue(typedTitle);
    await expect(dialog.getByLabel('Raw notes')).toHaveValue(notes);

    // Success, with the busy state while the provider thinks.
    await fake.control({ latencyMs: 1500 });
    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(toast(page)).toContainText(AI_MESSAGES.generated);
    await fake.control({ latencyMs: 0 });
    const slug = heading.toLowerCase().replace(/\s+/g, '-');
    await expect(dialog.getByLabel('Title')).toHaveValue(heading);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Case Study');
    await expect(dialog.getByLabel('Excerpt')).not.toHaveValue('');
    expect(await contentSource(dialog)).toMatch(/<p>/);
    await expect(dialog.getByLabel('Meta Description')).not.toHaveValue('');
    await expect(dialog.getByLabel('Raw notes')).toHaveValue(notes);

    // Undo puts back what was typed; generating again fills it in again.
    // The generation's own Undo (the content editor's toolbar has an Undo too).
    await dialog.getByRole('status').filter({ hasText: 'Fields filled in' }).getByRole('button', { name: 'Undo' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue(typedTitle);
    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue(heading);

    // Publish it with Hindi selected; the provider is slow, so the job is seen running.
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Translate into English' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Translate into Hindi' }).check();
    // The provider answers nothing until the running job has been seen, however slow the machine.
    await fake.control({ hold: true });
    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/admin/articles'));
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    expect((await created).postDataJSON()).toMatchObject({ targetLanguages: [ids.hi] });
    await expect(toast(page)).toContainText('Article created successfully!');
    await expect(dialog).toBeHidden();

    // The edit dialog follows the job: a spinner, then the check mark (it asks again while the job runs).
    let detailReads = 0;
    page.on('request', (r) => r.method() === 'GET' && /\/api\/admin\/articles\/\d+$/.test(r.url()) && detailReads++);
    const { dialog: edit, translations } = await openEdit(page, heading);
    const hindi = translations.getByTestId('translation-hi');
    await expect(hindi.getByRole('progressbar')).toBeVisible();
    await expect(hindi).toContainText(/Queued for AI translation|Translating with AI/);
    await fake.control({ hold: false });
    await expect(hindi.getByRole('img', { name: 'Translated', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(hindi).toContainText(`[hi] ${heading}`);
    await expect(hindi.getByText('AI', { exact: true })).toBeVisible();
    await expect(translations.getByRole('checkbox', { name: 'Translate into Hindi' })).toBeChecked();
    expect(detailReads).toBeGreaterThan(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, heading).getByTestId('article-languages')).toHaveText('enhi');

    // Nothing more to do for Hindi: "Translate now" says so.
    await openEdit(page, heading);
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.nothingToTranslate);
    await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Cancel' }).click();

    // The reader site has it in Hindi.
    const reader = await page.context().newPage();
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(heading);
    await reader.getByTestId('language-picker').click();
    await reader.getByRole('menuitem', { name: /हिन्दी/ }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`[hi] ${heading}`);
    await reader.close();

    // The dashboard counts this month's AI calls.
    const stats = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
    await goTo(page, 'Dashboard', 'Dashboard');
    const { aiUsage } = (await (await stats).json()) as DashboardStats;
    expect(aiUsage.requests).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('ai-usage-value')).toHaveText(`${aiUsage.requests.toLocaleString('en-IN')} requests · ${aiUsage.tokens.toLocaleString('en-IN')} tokens`);

    const article = (await adminApi<AdminArticle[]>(page, 'GET', '/api/admin/articles?limit=50')).find((a) => a.slug === slug)!;
    await deleteArticle(page, article.id);
  });

  test('a failed translation shows its reason; re-checking the language and saving retries it', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const title = uniqueName('Stablecoins Failing First');
    const fake = await scopedFake(page, title);
    const article = await createArticle(page, title);
    await goTo(page, 'Articles', 'Articles');

    // Every attempt of the next job fails.
    await fake.control({ failNext: { n: 4, status: 500 } });
    const { dialog, translations } = await openEdit(page, title);
    const bengali = translations.getByTestId('translation-bn');
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));
    await expect(bengali.getByRole('img', { name: 'Translation failed' })).toBeVisible({ timeout: 20_000 });
    await expect(bengali.getByTestId('translation-failure')).toContainText('AI translation failed: OpenAI had a server error (500)');

    // Re-check it and save: the failed job runs again, and this time succeeds.
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).uncheck();
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/admin/articles/${article.id}`));
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ selectedLanguages: [(await languageIds(page)).bn] });
    await expect(toast(page)).toContainText('Article updated successfully!');
    const again = await openEdit(page, title);
    const bengaliAgain = again.translations.getByTestId('translation-bn');
    await expect(bengaliAgain.getByRole('img', { name: 'Translated', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(bengaliAgain).toContainText(`[bn] ${title}`);
    await expect(bengaliAgain.getByTestId('translation-failure')).toHaveCount(0);
    await again.dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });

  test('a job waiting for its retry shows a clock, the attempt it will make and when, then completes', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins Waiting To Retry');
    const fake = await scopedFake(page, title);
    const article = await createArticle(page, title);
    await goTo(page, 'Articles', 'Articles');

    // The provider is busy once and asks for 10 s (long enough to look on a loaded machine): the job
    // waits for its second attempt.
    await fake.control({ failNext: { n: 1, status: 429, retryAfterSeconds: 10 } });
    const { dialog, translations } = await openEdit(page, title);
    const bengali = translations.getByTestId('translation-bn');
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));

    // Waiting, not running: a clock instead of the spinner, the attempt to come and its time.
    await expect(bengali.getByRole('img', { name: 'Waiting to retry' })).toBeVisible({ timeout: 15_000 });
    await expect(bengali.getByRole('progressbar')).toHaveCount(0);
    const job = (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translationJobs!.find((j) => j.languageId === ids.bn)!;
    expect(job).toMatchObject({ state: 'retrying', attempts: 1, maxAttempts: 4 });
    const at = await page.evaluate((iso) => new Date(iso).toLocaleTimeString(), job.nextAttemptAt!);
    await expect(bengali).toContainText(`Waiting to retry: attempt 2 of 4 at ${at}. Last try: `);
    await bengali.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/admin-translation-retrying-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await bengali.scrollIntoViewIfNeeded();
    await expect(bengali.getByRole('img', { name: 'Waiting to retry' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/admin-translation-retrying-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The second attempt succeeds.
    await expect(bengali.getByRole('img', { name: 'Translated', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(bengali).toContainText(`[bn] ${title}`);
    await expect(bengali).not.toContainText('Waiting to retry');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });

  test('a stale AI translation is marked and refreshed in one click; force retranslate replaces a hand-written one after a warning', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins Going Stale');
    const article = await createArticle(page, title, [ids.hi!]);
    await expect
      .poll(async () => (await adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`)).translations.some((t) => t.language.code === 'hi'), {
        timeout: 20_000,
      })
      .toBe(true);
    await goTo(page, 'Articles', 'Articles');

    // Stop translating Hindi, then change the original: the Hindi version is now out of date.
    let { dialog, translations } = await openEdit(page, title);
    await translations.getByRole('checkbox', { name: 'Translate into Hindi' }).uncheck();
    await dialog.getByLabel('Excerpt').fill('What a stablecoin is, how it keeps its price, and when it fails.');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(page)).toContainText('Article updated successfully!');
    await expect(row(page, title).getByTestId('stale-hi')).toBeVisible();

    ({ dialog, translations } = await openEdit(page, title));
    const hindi = translations.getByTestId('translation-hi');
    await expect(hindi.getByTestId('stale-marker')).toBeVisible();
    await hindi.getByRole('button', { name: 'Refresh Hindi translation' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.translationStarted(1));
    await expect(hindi.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(hindi.getByRole('img', { name: 'Translated', exact: true })).toBeVisible();
    await expect(hindi.getByTestId('stale-marker')).toHaveCount(0);

    // An editor writes Bengali by hand: marked as such, and left alone by "Translate now".
    await translations.getByRole('button', { name: 'Add Bengali translation' }).click();
    const bengaliForm = page.getByRole('dialog', { name: 'Add Bengali Translation' });
    await bengaliForm.getByLabel('Title').fill('স্টেবলকয়েন');
    await bengaliForm.getByLabel('Excerpt').fill('স্টেবলকয়েন কী।');
    await fillContent(bengaliForm, '<p>স্টেবলকয়েন।</p>');
    await bengaliForm.getByRole('button', { name: 'Save Translation' }).click();
    await expect(bengaliForm).toBeHidden();
    const bengali = translations.getByTestId('translation-bn');
    await expect(bengali.getByText('Hand-written')).toBeVisible();
    await translations.getByRole('checkbox', { name: 'Translate into Bengali' }).check();
    await translations.getByRole('checkbox', { name: 'Translate into Hindi' }).check();
    await page.getByRole('button', { name: 'Translate now' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.nothingToTranslate);

    // Force asks first, naming the hand-written translation it will replace.
    await page.getByRole('button', { name: 'Force retranslate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Force Retranslate' });
    await expect(confirm).toContainText('written by hand: Bengali');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bengali).toContainText('স্টেবলকয়েন');
    await page.getByRole('button', { name: 'Force retranslate' }).click();
    await confirm.getByRole('button', { name: 'Retranslate' }).click();
    await expect(toast(page)).toContainText(AI_MESSAGES.forceTranslationStarted(2));
    await expect(bengali).toContainText(`[bn] ${title}`, { timeout: 20_000 });
    await expect(bengali.getByText('Hand-written')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await deleteArticle(page, article.id);
  });

  test('screens: AI settings and every translation state, at 360 and 1280 px, accessible and without sideways scrolling', async ({ page }) => {
    test.slow();
    await useWorkingAi(page);
    const ids = await languageIds(page);
    const title = uniqueName('Stablecoins In Every State');
    const fake = await scopedFake(page, title);
    const article = await createArticle(page, title, [ids.hi!]);
    const read = () => adminApi<AdminArticle>(page, 'GET', `/api/admin/articles/${article.id}`);
    const jobState = async (code: string) => (await read()).translationJobs?.find((j) => j.languageId === ids[code])?.state;
    await expect.poll(() => jobState('hi'), { timeout: 20_000 }).toBe('completed');
    // Hindi goes out of date, Bengali is written by hand, Tamil fails, Kannada is still running.
    const original = (await read()).translations.find((t) => t.isOriginal)!;
    await adminApi(page, 'PATCH', `/api/admin/articles/${article.id}`, {
      translation: { languageId: ids.en, title, excerpt: 'Changed after the Hindi translation.', content: original.content, metaDescription: original.metaDescription, isOriginal: true },
      selectedLanguages: [],
    });
    await adminApi(page, 'PUT', `/api/admin/articles/${article.id}/translations/${ids.bn}`, { title: 'স্টেবলকয়েন', excerpt: 'স্টেবলকয়েন কী।', content: '<p>স্টেবলকয়েন।</p>', metaDescription: '' });
    await fake.control({ failNext: { n: 4, status: 500 } });
    await adminApi(page, 'POST', `/api/admin/articles/${article.id}/translate`, { languageIds: [ids.ta] });
    await expect.poll(() => jobState('ta'), { timeout: 20_000 }).toBe('failed');
    // Kannada stays running until the screens are checked (the reset below lets it finish).
    await fake.control({ hold: true });
    await adminApi(page, 'POST', `/api/admin/articles/${article.id}/translate`, { languageIds: [ids.kn] });

    await goTo(page, 'Articles', 'Articles');
    const { dialog, translations } = await openEdit(page, title);
    await expect(translations.getByTestId('translation-hi').getByTestId('stale-marker')).toBeVisible();
    await expect(translations.getByTestId('translation-bn').getByText('Hand-written')).toBeVisible();
    await expect(translations.getByTestId('translation-ta').getByRole('img', { name: 'Translation failed' })).toBeVisible();
    await expect(translations.getByTestId('translation-kn').getByRole('progressbar')).toBeVisible();
    await checkScreen(page, translations, 'admin-ai-translations');
    await checkScreen(page, translations.getByRole('button', { name: 'Force retranslate' }), 'admin-ai-translation-actions');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await fake.reset();

    await goTo(page, 'AI Settings', 'AI Settings');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByTestId('ai-status-connection')).toHaveText('Connected');
    await checkScreen(page, page.getByTestId('ai-status'), 'admin-ai-settings-tested');

    await deleteArticle(page, article.id);
  });
});

/**
 * Axe finds nothing serious in the page; nothing scrolls sideways at 360 px; what `shot` shows is
 * saved at both widths (scrolled into view: a dialog scrolls inside itself, so a screenshot of
 * the viewport shows what an editor sees).
 */
async function checkScreen(page: Page, shot: Locator, name: string) {
  const close = page.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await expect(toast(page)).toBeHidden();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expect(shot).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => document.fonts.ready);
    await shot.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
    if (width === 360) await page.screenshot({ path: `test-results/screens/${name}-${width}-full.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
