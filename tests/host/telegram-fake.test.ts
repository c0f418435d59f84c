/**
 * The fake Bot API answers as Telegram does, checked through the client the server uses
 * (BotApiTelegramClient over node-telegram-bot-api, pointed at it as TELEGRAM_API_ROOT would):
 * result and error shapes, strict HTML, message edits and deletes, injected failures; and the
 * client's reading of each failure, above all whether a failed send may still have happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../emulators/fakes/telegram.js';
import { freePort } from '../../emulators/src/free-port.js';
import { BotApiTelegramClient, TelegramError, telegramConfigFromEnv } from '../../functions/src/integrations/telegram.js';

const TOKEN = '123456:AAF-test_token_0123456789';

async function failure(p: Promise<unknown>): Promise<TelegramError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TelegramError);
  return err as TelegramError;
}

describe('the fake Telegram Bot API, through the server’s client', () => {
  let tg: FakeTelegram;
  let client: BotApiTelegramClient;
  beforeAll(async () => {
    tg = await startFakeTelegram();
    client = new BotApiTelegramClient(telegramConfigFromEnv({ TELEGRAM_API_ROOT: `${tg.apiRoot}/` }));
  });
  afterAll(() => tg.close());

  it('reads TELEGRAM_API_ROOT, defaulting to Telegram, and refuses a malformed one', () => {
    expect(telegramConfigFromEnv({}).apiRoot).toBe('https://api.telegram.org');
    expect(telegramConfigFromEnv({ TELEGRAM_API_ROOT: 'http://127.0.0.1:8081/' }).apiRoot).toBe('http://127.0.0.1:8081');
    expect(() => telegramConfigFromEnv({ TELEGRAM_API_ROOT: 'ftp://x' })).toThrow(/TELEGRAM_API_ROOT/);
    expect(() => telegramConfigFromEnv({ TELEGRAM_API_ROOT: 'https://user:pw@x' })).toThrow(/TELEGRAM_API_ROOT/);
  });

  it('answers getMe, getChat and getChatMember for a channel where the bot is an administrator', async () => {
    expect(await client.getMe(TOKEN)).toEqual({ id: 123456, username: 'cryptolekh_123456_bot' });
    const chat = await client.getChat(TOKEN, '@cl_fake_channel');
    expect(chat).toMatchObject({ type: 'channel', title: 'Channel @cl_fake_channel' });
    expect(chat.id).toBeLessThan(-1_000_000_000_000);
    expect(await client.getChatMember(TOKEN, '@cl_fake_channel', 123456)).toEqual({ status: 'administrator', canPostMessages: true });
    expect(await client.getChatMember(TOKEN, '@cl_notadmin_here', 123456)).toEqual({ status: 'left' });
    const call = tg.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'getChatMember', token: TOKEN, params: { chat_id: '@cl_notadmin_here', user_id: '123456' } });
  });

  it('sends, edits and deletes messages, keeping what a reader of the chat sees', async () => {
    const id = await client.sendMessage(TOKEN, '@cl_fake_posts', '<b>Title &amp; more</b>\n\n<a href="https://x.example/a?b=1&amp;c=2">Read</a>');
    expect(tg.messages.find((m) => m.messageId === id)).toMatchObject({ chatId: '@cl_fake_posts', kind: 'text', text: 'Title & more\n\nRead', links: ['https://x.example/a?b=1&c=2'], deleted: false });
    await client.editMessageText(TOKEN, '@cl_fake_posts', id, '<b>New</b>');
    const sameAgain = await failure(client.editMessageText(TOKEN, '@cl_fake_posts', id, '<b>New</b>'));
    expect(sameAgain.details).toMatchObject({ errorCode: 400, description: expect.stringMatching(/^Bad Request: message is not modified/) });
    const photo = await client.sendPhoto(TOKEN, '@cl_fake_posts', 'https://img.example/a.png', '<i>caption</i>');
    await client.editMessageCaption(TOKEN, '@cl_fake_posts', photo, 'plain caption');
    await client.editMessagePhoto(TOKEN, '@cl_fake_posts', photo, 'https://img.example/b.png', 'new caption');
    expect(tg.messages.find((m) => m.messageId === photo)).toMatchObject({ kind: 'photo', photo: 'https://img.example/b.png', text: 'new caption', edits: 2 });
    expect((await failure(client.editMessageText(TOKEN, '@cl_fake_posts', photo, 'x'))).details.description).toBe('Bad Request: there is no text in the message to edit');
    await client.deleteMessage(TOKEN, '@cl_fake_posts', id);
    expect((await failure(client.deleteMessage(TOKEN, '@cl_fake_posts', id))).details.description).toBe('Bad Request: message to delete not found');
    expect((await failure(client.editMessageText(TOKEN, '@cl_fake_posts', id, 'x'))).details.description).toBe('Bad Request: message to edit not found');
  });

  it.each([
    ['an unescaped <', 'a < b'],
    ['an unescaped &', 'Q&A'],
    ['a tag Telegram does not know', '<p>x</p>'],
    ['an unclosed tag', '<b>x'],
    ['a link without href', '<a>x</a>'],
  ])('refuses %s in HTML, as Telegram does', async (_what, html) => {
    const err = await failure(client.sendMessage(TOKEN, '@cl_fake_posts', html));
    expect(err).toMatchObject({ kind: 'bad-request', details: { errorCode: 400, outcomeUnknown: false } });
    expect(err.details.description).toMatch(/^Bad Request: Can't parse entities/);
  });

  it('enforces the text and caption limits', async () => {
    expect((await failure(client.sendMessage(TOKEN, '@cl_fake_posts', 'x'.repeat(4097)))).details.description).toBe('Bad Request: message is too long');
    expect((await failure(client.sendPhoto(TOKEN, '@cl_fake_posts', 'https://img.example/a.png', 'x'.repeat(1025)))).details.description).toBe('Bad Request: message caption is too long');
    await client.sendMessage(TOKEN, '@cl_fake_posts', 'x'.repeat(4096));
  });

  it.each([
    ['a refused token', '123456:invalid-token', '@cl_fake_posts', { kind: 'unauthorized', details: { errorCode: 401, description: 'Unauthorized' } }],
    ['a chat that does not exist', TOKEN, '@cl_missing_one', { kind: 'bad-request', details: { errorCode: 400, description: 'Bad Request: chat not found' } }],
    ['a channel the bot was removed from', TOKEN, '@cl_kicked_one', { kind: 'forbidden', details: { errorCode: 403, description: 'Forbidden: bot was kicked from the channel chat' } }],
    ['a channel where the bot may not post', TOKEN, '@cl_notadmin_one', { kind: 'forbidden', details: { errorCode: 403, description: 'Forbidden: bot is not a member of the channel chat' } }],
  ])('refuses %s with Telegram’s code and description', async (_what, token, chat, expected) => {
    const err = await failure(client.sendMessage(token, chat, 'hello'));
    expect(err).toMatchObject({ ...expected, details: { ...expected.details, outcomeUnknown: false } });
    expect(err.message).not.toContain('invalid-token');
  });

  it('injects 429 with retry_after, 5xx (JSON, or the front proxy’s HTML page) and 403', async () => {
    tg.failNext(1, { errorCode: 429, retryAfter: 7 });
    expect(await failure(client.sendMessage(TOKEN, '@cl_fake_posts', 'x'))).toMatchObject({ kind: 'rate-limited', details: { errorCode: 429, retryAfterMs: 7000, outcomeUnknown: false } });
    const raw = await fetch(`${tg.apiRoot}/bot${TOKEN}/sendMessage?chat_id=@cl_fake_posts&text=x`, { method: 'POST' });
    expect(raw.status).toBe(200); // the failure was used up
    tg.failNext(1, { errorCode: 429, retryAfter: 2, method: 'sendMessage' });
    const limited = await fetch(`${tg.apiRoot}/bot${TOKEN}/sendMessage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chat_id: '@cl_fake_posts', text: 'x' }) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await limited.json()).toEqual({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 2', parameters: { retry_after: 2 } });

    tg.failNext(1, { errorCode: 500 });
    expect(await failure(client.sendMessage(TOKEN, '@cl_fake_posts', 'x'))).toMatchObject({ kind: 'server', details: { errorCode: 500, outcomeUnknown: false } });
    tg.failNext(1, { errorCode: 502 });
    expect(await failure(client.sendMessage(TOKEN, '@cl_fake_posts', 'x'))).toMatchObject({ kind: 'server', details: { outcomeUnknown: false } });
    tg.failNext(1, { errorCode: 403, method: 'deleteMessage' });
    expect(await failure(client.deleteMessage(TOKEN, '@cl_fake_posts', 1))).toMatchObject({ kind: 'forbidden', details: { errorCode: 403 } });
  });

  it('tells a send that may have happened (the answer was lost) from one that certainly did not (no server)', async () => {
    const before = tg.messages.length;
    tg.dropNext(1, 'sendMessage');
    expect(await failure(client.sendMessage(TOKEN, '@cl_fake_posts', 'lost answer'))).toMatchObject({ kind: 'network', details: { outcomeUnknown: true } });
    expect(tg.messages.length).toBe(before + 1); // it did happen

    const nobody = new BotApiTelegramClient({ apiRoot: `http://127.0.0.1:${await freePort()}`, timeoutMs: 2000 });
    expect(await failure(nobody.sendMessage(TOKEN, '@cl_fake_posts', 'x'))).toMatchObject({ kind: 'network', details: { outcomeUnknown: false } });
  });

  it('is driven from another process through /__control', async () => {
    const control = await fetch(`${tg.apiRoot}/__control`, { method: 'POST', body: JSON.stringify({ failNext: { n: 2, errorCode: 403 } }) });
    expect(await control.json()).toEqual({ ok: true, pendingFailures: 2, pendingDrops: 0 });
    await fetch(`${tg.apiRoot}/__control`, { method: 'POST', body: JSON.stringify({ reset: true }) });
    expect(await (await fetch(`${tg.apiRoot}/__control/requests`)).json()).toEqual([]);
    await client.sendMessage(TOKEN, '@cl_fake_posts', 'after reset');
    expect(await (await fetch(`${tg.apiRoot}/__control/messages`)).json()).toMatchObject([{ chatId: '@cl_fake_posts', text: 'after reset' }]);
  });
});
