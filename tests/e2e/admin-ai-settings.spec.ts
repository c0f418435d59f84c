/**
 * AI settings in the console, as an editor uses them, against the fake OpenAI-compatible provider
 * the e2e host runs (tests/e2e/serve.ts): the settings and the connection test (a typed key from
 * the browser, the stored key through the server, a refused key), and generating article fields
 * from notes, through to the Hindi translation on the reader site. Shared setup: admin-ai-helpers.ts.
 */
import type { AdminArticle, AiSettings, DashboardStats } from '../../functions/src/contract/index.js';
import { AI_MESSAGES } from '../../functions/src/contract/index.js';
import { skipLanguageGuide } from './helpers.js';
import { adminApi, contentSource, expect, openConsole, toast, uniqueName } from './admin-helpers.js';
import { WORKING_KEY, deleteArticle, goTo, languageIds, openEdit, row, test, useWorkingAi } from './admin-ai-helpers.js';

test.describe('AI settings and generation', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
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

  test('generate fields from notes, create with Hindi, watch Hindi complete, read it in Hindi', async ({ page, reader, scopedFake }) => {
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
    const fake = await scopedFake(heading);
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
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(heading);
    await reader.getByTestId('language-picker').click();
    await reader.getByRole('menuitem', { name: /हिन्दी/ }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`[hi] ${heading}`);

    // The dashboard counts this month's AI calls.
    const stats = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
    await goTo(page, 'Dashboard', 'Dashboard');
    const { aiUsage } = (await (await stats).json()) as DashboardStats;
    expect(aiUsage.requests).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('ai-usage-value')).toHaveText(`${aiUsage.requests.toLocaleString('en-IN')} requests · ${aiUsage.tokens.toLocaleString('en-IN')} tokens`);

    const article = (await adminApi<AdminArticle[]>(page, 'GET', '/api/admin/articles?limit=50')).find((a) => a.slug === slug)!;
    await deleteArticle(page, article.id);
  });
});
