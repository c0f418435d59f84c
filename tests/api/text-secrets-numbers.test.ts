/**
 * The smaller classes of issue 22, each at its root: bidi overrides and isolates are removed from
 * every plain-text field (titles, names, ad text), so nothing stored can display reversed in the
 * console; a short secret's mask shows none of it; only the exact mask of the stored OpenAI key
 * keeps it, any other mask-like value is refused naming the field; and a priority is read only
 * when written in decimal ("0x10" was stored as 16).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, DEFAULT_AI_PROMPTS } from '../../functions/src/contract/index.js';
import { GOOD_KEY, startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { articleBody } from '../helpers/media-client.js';

const RLO = '\u202E';
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('plain text, secrets and numbers', () => {
  let host: AiTestHost;
  let langs: Langs;
  let n = 0;
  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  describe('bidi controls', () => {
    it('removes every embedding, override and isolate from titles and excerpts, and keeps the marks', async () => {
      for (const c of CONTROLS) {
        const b = articleBody(`bidi-${++n}`, langs.en);
        const res = await host.admin('POST', '/api/admin/articles', {
          ...b,
          translation: { ...b.translation, title: `Invoice ${c}gpj.exe`, excerpt: `Read ${c}this${c} first` },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const stored = await host.admin('GET', `/api/admin/articles/${res.body.id}`);
        expect(stored.body.translations[0]).toMatchObject({ title: 'Invoice gpj.exe', excerpt: 'Read this first' });
      }
      // Right-to-left marks change no order beyond a neutral's: they stay.
      const b = articleBody(`bidi-${++n}`, langs.en);
      const marks = await host.admin('POST', '/api/admin/articles', { ...b, translation: { ...b.translation, title: 'Price \u200F100\u200E USD' } });
      expect((await host.admin('GET', `/api/admin/articles/${marks.body.id}`)).body.translations[0].title).toBe('Price \u200F100\u200E USD');
    });

    it('reads a title of nothing but bidi controls as missing', async () => {
      const b = articleBody(`bidi-${++n}`, langs.en);
      const res = await host.admin('POST', '/api/admin/articles', { ...b, translation: { ...b.translation, title: `${RLO}\u2066\u2069` } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'translation.title', message: expect.stringContaining('Title is required') });
    });

    it('removes them from language, channel and ad names', async () => {
      const language = await host.admin('POST', '/api/admin/languages', { code: 'ur', name: `Ur${RLO}du`, nativeName: `\u2067اردو\u2069`, isActive: true });
      expect(language.status, JSON.stringify(language.body)).toBe(201);
      expect(language.body).toMatchObject({ name: 'Urdu', nativeName: 'اردو' });

      const channel = await host.admin('POST', '/api/admin/telegram-channels', {
        name: `News ${RLO}lanoitseuq`,
        botToken: '7012345678:AAHk3xYzAbCdEfGhIjKlMnOpQrStUvWxYZ',
        channelId: '@cryptolekh_news',
        languageId: langs.hi,
        categories: ['education'],
      });
      expect(channel.status, JSON.stringify(channel.body)).toBe(201);
      expect(channel.body.name).toBe('News lanoitseuq');

      const ad = await host.admin('POST', '/api/admin/ads', { name: `Ad ${RLO}1`, type: 'sidebar', placement: 'article', headline: `Buy ${'\u202D'}now`, text: `Text\u2068 here\u2069`, url: 'https://example.com' });
      expect(ad.status, JSON.stringify(ad.body)).toBe(201);
      expect(ad.body).toMatchObject({ name: 'Ad 1', headline: 'Buy now', text: 'Text here' });
    });
  });

  describe('secret masks', () => {
    const channel = async (botToken: string) => {
      const res = await host.admin('POST', '/api/admin/telegram-channels', { name: `Mask ${++n}`, botToken, channelId: `@mask_channel_${n}`, languageId: langs.hi, categories: ['education'] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number; botToken: string };
    };

    it("shows none of a short bot token's secret, and the last four of a long one", async () => {
      expect((await channel('1:abcd')).botToken).toBe('1:...');
      expect((await channel('12:abcdefghijk')).botToken).toBe('12:...');
      expect((await channel('12:abcdefghijkl')).botToken).toBe('12:...ijkl');
      expect((await channel('7012345678:AAHk3xYzAbCdEfGhIjKlMnOpQrStUvWxYZ')).botToken).toBe('7012345678:...WxYZ');
    });

    it('keeps a short token when its mask comes back', async () => {
      const created = await channel('3:abc');
      const kept = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, { botToken: '3:...' });
      expect(kept.status).toBe(200);
      expect((await host.services.repos.telegramChannels.getById(created.id))!.botToken).toBe('3:abc');
    });

    const settings = (openaiApiKey: string) => ({
      openaiApiKey,
      translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
      generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
      fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
      isActive: true,
    });

    it('keeps the stored OpenAI key only for its exact mask, and refuses every other mask-like value', async () => {
      expect((await host.admin('PUT', '/api/admin/ai-settings', settings(GOOD_KEY))).body.openaiApiKey).toBe('sk-...1234');
      for (const masked of ['sk-...zzzz', 'sk-...123', 'sk-proj-...1234', '...1234', 'sk-\u20261234', 'sk-***1234', 'sk-\u2022\u2022\u20221234', '...']) {
        const res = await host.admin('PUT', '/api/admin/ai-settings', settings(masked));
        expect(res.status, masked).toBe(400);
        expect(res.body, masked).toEqual({ message: `Invalid body parameter 'openaiApiKey': ${AI_MESSAGES.apiKeyNotTheMask}`, field: 'openaiApiKey', reason: AI_MESSAGES.apiKeyNotTheMask });
      }
      expect((await host.admin('PUT', '/api/admin/ai-settings', settings('sk-...1234'))).status).toBe(200);
      expect((await host.services.repos.aiSettings.get())!.openaiApiKey).toBe(GOOD_KEY);
    });

    it("masks a short key as '...' and keeps it when that comes back", async () => {
      const saved = await host.admin('PUT', '/api/admin/ai-settings', settings('sk-short1'));
      expect(saved.body.openaiApiKey).toBe('...');
      expect((await host.admin('PUT', '/api/admin/ai-settings', settings('...'))).status).toBe(200);
      expect((await host.services.repos.aiSettings.get())!.openaiApiKey).toBe('sk-short1');
      await host.admin('PUT', '/api/admin/ai-settings', settings(GOOD_KEY));
    });
  });

  describe('ad priority', () => {
    const create = (priority: unknown) =>
      host.admin('POST', '/api/admin/ads', { name: `P ${++n}`, type: 'sidebar', placement: 'article', headline: 'H', text: 'T', url: 'https://example.com', priority });

    it.each(['0x10', '0X10', '0b101', '0o20', '1e1', '1E1', ' 0x10 ', 'Infinity', '-Infinity'])('refuses %j: a number, but not written in decimal', async (priority) => {
      const res = await create(priority);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'priority', message: expect.stringContaining('Priority must be a whole number from 0 to 100') });
    });

    it.each([
      ['16', 16],
      [' 16 ', 16],
      ['+16', 16],
      ['16.0', 16],
      ['007', 7],
      ['abc', 0],
      ['', 0],
    ])('reads %j as %d', async (priority, stored) => {
      const res = await create(priority);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.priority).toBe(stored);
    });
  });
});
