/** AI settings (write-only key, validation, connection test) and article generation from notes, over HTTP against a fake provider. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PROMPTS, DEFAULT_GLOSSARY } from '../../functions/src/contract/index.js';
import { GOOD_KEY, startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages } from '../helpers/fixtures.js';

const FULL = {
  openaiApiKey: GOOD_KEY,
  translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
  generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
  fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
  isActive: true,
};

describe('AI settings and generation', () => {
  let host: AiTestHost;
  beforeAll(async () => {
    host = await startAiHost();
    await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  describe('GET and PUT /api/admin/ai-settings', () => {
    it('offers good defaults on a fresh install, with no key and the spec model', async () => {
      const res = await host.admin('GET', '/api/admin/ai-settings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        openaiApiKey: '',
        hasApiKey: false,
        translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
        generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
        fieldInstructions: DEFAULT_AI_PROMPTS.fieldInstructions,
        glossary: [...DEFAULT_GLOSSARY],
        model: 'gpt-4o',
        providerUrl: host.fake.baseUrl,
        isActive: true,
        promptVersion: 1,
        updatedAt: null,
      });
      expect(res.body.translationPrompt).toContain('{language}');
      expect(res.body.generationPrompt).toMatch(/json/i);
    });

    it('answers generation with 503 saying what to set up while there is no key', async () => {
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Bitcoin halving notes' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('AI is not set up: add an OpenAI API key in AI Settings and switch AI on.');
    });

    it.each([
      [{ openaiApiKey: '' }, 'openaiApiKey', 'API key is required'],
      [{ openaiApiKey: undefined }, 'openaiApiKey', 'API key is required'],
      [{ translationPrompt: '' }, 'translationPrompt', 'Translation prompt is required'],
      [{ translationPrompt: 'Translate this.' }, 'translationPrompt', 'Translation prompt must use the {language} placeholder'],
      [{ generationPrompt: '  ' }, 'generationPrompt', 'Generation prompt is required'],
      [{ generationPrompt: 'Write an article.' }, 'generationPrompt', 'Generation prompt must mention JSON'],
      [{ fieldInstructions: { ...FULL.fieldInstructions, title: '' } }, 'fieldInstructions.title', 'Title instruction is required'],
      [{ fieldInstructions: { ...FULL.fieldInstructions, excerpt: ' ' } }, 'fieldInstructions.excerpt', 'Excerpt instruction is required'],
      [{ fieldInstructions: { ...FULL.fieldInstructions, content: '' } }, 'fieldInstructions.content', 'Content instruction is required'],
      [{ fieldInstructions: { ...FULL.fieldInstructions, category: '' } }, 'fieldInstructions.category', 'Category instruction is required'],
      [{ fieldInstructions: { ...FULL.fieldInstructions, metaDescription: '' } }, 'fieldInstructions.metaDescription', 'Meta description instruction is required'],
      [{ isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
      [{ temperature: 0.2 }, 'temperature', 'unknown field'],
    ])('refuses %j with 400 naming %s', async (over, field, reason) => {
      const res = await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, ...over });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses the mask as a key while no key is stored', async () => {
      const res = await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-...abcd' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('openaiApiKey');
    });

    it('saves the settings and never sends the key back, only its mask', async () => {
      const res = await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, glossary: ['BTC', 'ETH', 'btc', 'Uniswap'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openaiApiKey: 'sk-...1234', hasApiKey: true, glossary: ['BTC', 'ETH', 'Uniswap'], isActive: true });
      const read = await host.call('GET', '/api/admin/ai-settings', { token: host.adminToken });
      expect(read.body.openaiApiKey).toBe('sk-...1234');
      expect(JSON.stringify(read.body)).not.toContain(GOOD_KEY);
    });

    it('keeps the stored key when the mask is sent back, and replaces it when a new key is sent', async () => {
      const kept = await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-...1234', isActive: false });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ openaiApiKey: 'sk-...1234', isActive: false });
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-...1234' });
      const before = host.fake.requests.length;
      expect((await host.admin('POST', '/api/admin/ai-settings/test')).body).toEqual({ ok: true, message: 'OpenAI API connection successful!' });
      expect(host.fake.requests.slice(before).map((r) => r.apiKey)).toEqual([GOOD_KEY]);

      const replaced = await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-another-key-9876' });
      expect(replaced.body.openaiApiKey).toBe('sk-...9876');
      await host.admin('PUT', '/api/admin/ai-settings', FULL);
    });

    it('raises promptVersion when what the model is told changes, not for the switch', async () => {
      const v = (await host.admin('GET', '/api/admin/ai-settings')).body.promptVersion as number;
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-...1234', isActive: true });
      expect((await host.admin('GET', '/api/admin/ai-settings')).body.promptVersion).toBe(v);
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, glossary: ['BTC', 'Polygon'] });
      expect((await host.admin('GET', '/api/admin/ai-settings')).body.promptVersion).toBe(v + 1);
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, translationPrompt: `${FULL.translationPrompt}\nBe concise in {language}.` });
      expect((await host.admin('GET', '/api/admin/ai-settings')).body.promptVersion).toBe(v + 2);
      await host.admin('PUT', '/api/admin/ai-settings', FULL);
    });
  });

  describe('POST /api/admin/ai-settings/test (the stored key, tested by the server)', () => {
    it('says the connection works with a good key', async () => {
      expect((await host.admin('POST', '/api/admin/ai-settings/test')).body).toEqual({ ok: true, message: 'OpenAI API connection successful!' });
    });

    it('says it failed with a key the provider refuses', async () => {
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-invalid-key-0000' });
      const res = await host.admin('POST', '/api/admin/ai-settings/test');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, message: 'Failed to connect to OpenAI API. Please check your API key.' });
      await host.admin('PUT', '/api/admin/ai-settings', FULL);
    });
  });

  describe('POST /api/admin/generate-article', () => {
    it.each([
      [{}, 'Please enter raw content to generate article fields'],
      [{ rawContent: '' }, 'Please enter raw content to generate article fields'],
      [{ rawContent: '   \n ' }, 'Please enter raw content to generate article fields'],
    ])('refuses %j with the spec message', async (body, reason) => {
      const res = await host.admin('POST', '/api/admin/generate-article', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter 'rawContent': ${reason}`, field: 'rawContent', reason });
    });

    it('refuses notes over the limit, saying the limit', async () => {
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'a'.repeat(50_001) });
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('Raw content must be at most 50000 characters: shorten the notes and try again');
    });

    it('fills the five fields from notes, with sanitised HTML and the field instructions in the prompt', async () => {
      const notes = 'Ronin bridge hack 2022\nAttackers took validator keys and drained 173,600 ETH. <script>alert(1)</script>\nLessons: more validators.';
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: notes });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        title: expect.stringContaining('Ronin bridge hack 2022'),
        excerpt: expect.any(String),
        content: expect.stringContaining('<h2>'),
        metaDescription: expect.any(String),
        category: 'case-study',
      });
      expect(res.body.data.content).not.toContain('<script');
      const call = host.fake.requests.at(-1)!;
      expect(call.body.model).toBe('gpt-4o');
      const system = call.body.messages.find((m: { role: string }) => m.role === 'system').content as string;
      expect(system).toContain(DEFAULT_AI_PROMPTS.fieldInstructions.title);
      expect(system).toContain(DEFAULT_AI_PROMPTS.fieldInstructions.category);
    });

    it('retries a rate limit once and then answers', async () => {
      host.fake.failNext(1, { status: 429, retryAfterSeconds: 0 });
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'On-chain data analysis of exchange flows' });
      expect(res.status).toBe(200);
      expect(res.body.data.category).toBe('research');
    });

    it('answers 502 with a readable reason when the provider refuses the key, and 502 on garbage', async () => {
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, openaiApiKey: 'sk-invalid-key-0000' });
      const refused = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Notes' });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/API key/);
      expect(refused.body.message).not.toContain('sk-invalid-key-0000');
      await host.admin('PUT', '/api/admin/ai-settings', FULL);

      host.fake.garbageNext(2);
      const garbage = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Notes' });
      expect(garbage.status).toBe(502);
      expect(garbage.body.message).toMatch(/^OpenAI answered with text that is not/);
    });

    it('answers 503 when AI is switched off', async () => {
      await host.admin('PUT', '/api/admin/ai-settings', { ...FULL, isActive: false });
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Notes' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('AI is switched off in AI Settings: switch it on to generate or translate.');
      await host.admin('PUT', '/api/admin/ai-settings', FULL);
    });

    it('counts AI requests and tokens on the dashboard', async () => {
      const before = (await host.admin('GET', '/api/admin/stats')).body.aiUsage;
      expect(before).toEqual({ month: new Date().toISOString().slice(0, 7), requests: expect.any(Number), tokens: expect.any(Number) });
      await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Stablecoin basics for beginners' });
      const after = (await host.admin('GET', '/api/admin/stats')).body.aiUsage;
      expect(after.requests).toBe(before.requests + 1);
      expect(after.tokens).toBeGreaterThan(before.tokens);
    });
  });
});

describe('OPENAI_MODEL', () => {
  it('replaces the model the console shows and every call uses', async () => {
    const { startFakeOpenAi } = await import('../../emulators/fakes/openai.js');
    const { startTestHost } = await import('../helpers/test-host.js');
    const fake = await startFakeOpenAi();
    const host = await startTestHost({ ai: { baseUrl: fake.baseUrl, model: 'gpt-4o-mini' } });
    try {
      await host.services.aiSettings.updateSettings({ ...FULL });
      expect((await host.services.aiSettings.getSettings()).model).toBe('gpt-4o-mini');
      await host.services.articleGeneration.generateArticle('Notes about wallets');
      expect(fake.requests.at(-1)!.body.model).toBe('gpt-4o-mini');
    } finally {
      await host.stop();
      await fake.close();
    }
  });
});
