/**
 * The Telegram channel calls over HTTP (admin-and-api.md §5, §7, §8): create, list, the full and
 * partial update, delete, validation in the spec's words, the bot token never sent back in full,
 * and the connection test the server runs against a fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { BOT_TOKEN, startTelegramHost, type TelegramTestHost } from '../helpers/telegram-host.js';

const MASK = '7012345678:...WXYZ';

describe('Telegram channels', () => {
  let host: TelegramTestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startTelegramHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const form = (over: Record<string, unknown> = {}) => ({
    name: 'CryptoLekh Hindi',
    botToken: BOT_TOKEN,
    channelId: '@cryptolekh_hindi',
    languageId: langs.hi,
    categories: ['education', 'research'],
    ...over,
  });

  it('creates a channel active and auto-posting by default, and never answers the token in full', async () => {
    const res = await host.admin('POST', '/api/admin/telegram-channels', form());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'CryptoLekh Hindi',
      botToken: MASK,
      channelId: '@cryptolekh_hindi',
      languageId: langs.hi,
      language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
      isActive: true,
      autoPost: true,
      categories: ['education', 'research'],
      lastDelivery: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await host.admin('GET', '/api/admin/telegram-channels');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: number }) => c.id === res.body.id)).toEqual(res.body);
    expect(JSON.stringify(list.body)).not.toContain('secretPart');
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Channel name is required'],
    ['no token', { botToken: '' }, 'botToken', 'Bot token is required'],
    ['a token without the colon', { botToken: '7012345678AAHk3xY' }, 'botToken', 'Invalid bot token format'],
    ['a token with letters before the colon', { botToken: 'bot12:AAHk3xY' }, 'botToken', 'Invalid bot token format'],
    ['a token with spaces', { botToken: '12:AA Hk' }, 'botToken', 'Invalid bot token format'],
    ['no channel ID', { channelId: '' }, 'channelId', 'Channel ID is required'],
    ['a channel ID without @', { channelId: 'cryptolekh' }, 'channelId', expect.stringMatching(/^Channel ID must be a @username/)],
    ['a positive numeric channel ID', { channelId: '1001234' }, 'channelId', expect.stringMatching(/^Channel ID must be/)],
    ['no language', { languageId: 0 }, 'languageId', 'Language is required'],
    ['an unknown category', { categories: ['news'] }, 'categories.0', 'Categories must be education, research or case-study'],
    ['an unknown field', { webhook: 'x' }, 'webhook', 'unknown field'],
  ])('refuses %s with a 400 naming the field', async (_what, over, field, reason) => {
    const res = await host.admin('POST', '/api/admin/telegram-channels', form(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining(field), field, reason });
  });

  it('refuses the mask as a new token, and an inactive or unknown language', async () => {
    const masked = await host.admin('POST', '/api/admin/telegram-channels', form({ botToken: MASK }));
    expect(masked.body).toMatchObject({ field: 'botToken', reason: 'Invalid bot token format' });
    const inactive = await host.admin('POST', '/api/admin/telegram-channels', form({ languageId: langs.kn }));
    expect(inactive.status).toBe(400);
    expect(inactive.body).toMatchObject({ field: 'languageId', reason: `Language ${langs.kn} does not exist or is not active` });
    expect((await host.admin('POST', '/api/admin/telegram-channels', form({ languageId: 999 }))).body.field).toBe('languageId');
  });

  it('accepts a negative numeric chat id, and categories given twice once', async () => {
    const res = await host.admin('POST', '/api/admin/telegram-channels', form({ channelId: '-1001234567890', categories: ['research', 'research'] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channelId: '-1001234567890', categories: ['research'] });
  });

  it('updates the full form, keeping the token when the mask comes back, and replacing it when a new one comes', async () => {
    const created = (await host.admin('POST', '/api/admin/telegram-channels', form())).body;
    const full = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, form({ name: 'Hindi news', botToken: MASK, languageId: langs.bn, categories: ['case-study'] }));
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ name: 'Hindi news', botToken: MASK, languageId: langs.bn, language: { code: 'bn' }, categories: ['case-study'] });
    expect((await host.services.repos.telegramChannels.getById(created.id))!.botToken).toBe(BOT_TOKEN);

    const replaced = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, { botToken: '555:NEWtoken_abcd' });
    expect(replaced.body.botToken).toBe('555:...abcd');
    expect((await host.services.repos.telegramChannels.getById(created.id))!.botToken).toBe('555:NEWtoken_abcd');
    // A mask of another token is not "keep mine".
    const other = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, { botToken: '999:...zzzz' });
    expect(other.body).toMatchObject({ field: 'botToken', reason: 'Invalid bot token format' });
  });

  it('takes only {isActive} or only {autoPost} from the list switches', async () => {
    const created = (await host.admin('POST', '/api/admin/telegram-channels', form())).body;
    const off = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, autoPost: true, name: 'CryptoLekh Hindi' });
    const noAuto = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, { autoPost: false });
    expect(noAuto.body).toMatchObject({ isActive: false, autoPost: false });
    const empty = await host.admin('PUT', `/api/admin/telegram-channels/${created.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Send at least one field to change');
    expect((await host.admin('PUT', '/api/admin/telegram-channels/999999', { isActive: true })).status).toBe(404);
  });

  it('deletes a channel; the language it used can then be deleted', async () => {
    const lang = await host.services.repos.languages.create({ code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', isActive: true }, new Date());
    const created = (await host.admin('POST', '/api/admin/telegram-channels', form({ languageId: lang.id }))).body;
    expect((await host.admin('DELETE', `/api/admin/languages/${lang.id}`)).status).toBe(409);
    expect(await host.admin('DELETE', `/api/admin/telegram-channels/${created.id}`)).toMatchObject({ status: 200, body: { id: created.id, deleted: true } });
    expect((await host.admin('DELETE', `/api/admin/telegram-channels/${created.id}`)).body).toEqual({ message: 'Telegram channel not found' });
    expect((await host.admin('DELETE', `/api/admin/languages/${lang.id}`)).status).toBe(200);
  });

  it('needs an administrator for every call', async () => {
    expect((await host.call('GET', '/api/admin/telegram-channels')).status).toBe(401);
    expect((await host.call('POST', '/api/admin/telegram-channels', { token: host.nonAdminToken, body: form() })).status).toBe(403);
    expect((await host.call('POST', '/api/admin/telegram-channels/1/test', { token: host.nonAdminToken })).status).toBe(403);
  });

  describe('the connection test, run by the server with the stored token', () => {
    const test = async (over: Record<string, unknown>) => {
      const created = (await host.admin('POST', '/api/admin/telegram-channels', form(over))).body;
      host.tg.reset();
      const res = await host.admin('POST', `/api/admin/telegram-channels/${created.id}/test`);
      expect(res.status).toBe(200);
      return res.body as { ok: boolean; message: string; detail?: string };
    };

    it('succeeds when the bot exists and may post in the channel (getMe, getChat, getChatMember)', async () => {
      const result = await test({ name: 'Hindi channel', channelId: '@cryptolekh_ok' });
      expect(result).toEqual({ ok: true, message: 'Connection to Hindi channel successful!', detail: '@cryptolekh_7012345678_bot can post in Channel @cryptolekh_ok.' });
      expect(host.tg.requests.map((r) => r.method)).toEqual(['getMe', 'getChat', 'getChatMember']);
      expect(host.tg.requests.every((r) => r.token === BOT_TOKEN)).toBe(true);
    });

    it.each([
      ['a refused token', { botToken: '7012345678:invalid-token' }, /refused the bot token \(401/],
      ['a channel that does not exist', { channelId: '@missing_channel' }, /cannot find @missing_channel/],
      ['a channel where the bot is not an administrator', { channelId: '@notadmin_channel' }, /is not an administrator of @notadmin_channel/],
      ['a channel the bot was removed from', { channelId: '@kicked_channel' }, /bot was kicked from the channel chat \(403\)/],
    ])('fails for %s, saying to check the token and what is wrong', async (_what, over, detail) => {
      const result = await test({ name: 'Bengali channel', ...over });
      expect(result.ok).toBe(false);
      expect(result.message).toBe('Failed to connect to Bengali channel. Check your bot token.');
      expect(result.detail).toMatch(detail);
      expect(JSON.stringify(result)).not.toMatch(/secretPart|invalid-token/);
    });

    it('reports a network error when Telegram cannot be reached or fails', async () => {
      const created = (await host.admin('POST', '/api/admin/telegram-channels', form({ name: 'Kannada channel' }))).body;
      host.tg.failNext(1, { errorCode: 502, method: 'getMe' });
      const res = await host.admin('POST', `/api/admin/telegram-channels/${created.id}/test`);
      expect(res.body).toMatchObject({ ok: false, message: 'Network error when testing Kannada channel.' });
      expect((await host.admin('POST', '/api/admin/telegram-channels/999999/test')).status).toBe(404);
    });
  });
});
