/**
 * The delivery ledger over time, against a fake Bot API: Telegram's failures retried with backoff
 * (retry_after honoured, a long one left to the sweeper), a removed bot or a missing chat not
 * retried and shown on the channel's row without touching other channels or the article, an
 * administrator's retry, posted messages edited when the article changes and deleted when it is
 * unpublished or deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTelegramHost, type TelegramTestHost } from '../helpers/telegram-host.js';

interface Delivery {
  channelId: number;
  state: string;
  op: string;
  messageId: number | null;
  attempts: number;
  error: string | null;
  errorCode: number | null;
  canRetry: boolean;
}

describe('the Telegram delivery ledger', () => {
  let host: TelegramTestHost;
  let langs: Langs;
  let main: { id: number; channelId: string };
  let other: { id: number; channelId: string };
  const unexpected: string[] = [];

  beforeAll(async () => {
    host = await startTelegramHost({ log: (line) => /unexpectedly|^Trigger/.test(line) && unexpected.push(line) });
    langs = await createLanguages(host.services);
    main = await host.createChannel({ name: 'Main', channelId: '@cl_ledger_main', languageId: langs.en, categories: ['education'] });
    other = await host.createChannel({ name: 'Other', channelId: '@cl_ledger_other', languageId: langs.hi, categories: ['education'] });
  });
  afterAll(async () => {
    await host.stop();
    expect(unexpected).toEqual([]);
  });

  const deliveryOf = async (articleId: number, channelId = main.id): Promise<Delivery> =>
    ((await host.deliveries(articleId)).body as Delivery[]).find((d) => d.channelId === channelId)!;
  /** Waits until the delivery has an outcome (state `state`) and returns it. */
  const until = async (articleId: number, state: string, channelId = main.id) => {
    try {
      await expect.poll(async () => (await deliveryOf(articleId, channelId))?.state, { timeout: 15_000, interval: 50 }).toBe(state);
    } catch (err) {
      // Why it is stuck: the ledger document as stored (versions asked and answered, lease, waits).
      const stored = await host.services.repos.telegramDeliveries.get(`${articleId}_${channelId}`);
      throw new Error(`${(err as Error).message}\nThe delivery as stored: ${JSON.stringify(stored)}`, { cause: err });
    }
    return deliveryOf(articleId, channelId);
  };
  const postOf = (slug: string, chat = '@cl_ledger_main') => host.tg.messages.filter((m) => m.chatId === chat && m.links.some((l) => l.includes(`/article/${slug}?`)));
  /** The calls about this article's posts in the chat: those carrying its link, and deletes of its messages. */
  const callsFor = (slug: string, chat = '@cl_ledger_main') => {
    const ids = new Set(postOf(slug, chat).map((m) => String(m.messageId)));
    return host.callsTo(chat).filter((c) => (c.method === 'deleteMessage' ? ids.has(c.params.message_id!) : JSON.stringify(c.params).includes(`/article/${slug}?`)));
  };
  /** Waits until no delivery of the article is queued or in progress. */
  const settled = async (articleId: number) => {
    await expect
      .poll(async () => ((await host.deliveries(articleId)).body as Delivery[]).every((d) => d.state !== 'pending' && d.state !== 'sending'), { timeout: 15_000, interval: 50 })
      .toBe(true);
    return (await host.deliveries(articleId)).body as Delivery[];
  };
  const patch = (id: number, body: unknown) => host.admin('PATCH', `/api/admin/articles/${id}`, body);

  describe('failures', () => {
    it("retries a 429 after the retry_after Telegram asks for, and 5xx answers with backoff", async () => {
      host.tg.failNext(1, { errorCode: 429, retryAfter: 1, method: 'sendMessage', chatId: main.channelId });
      const a = await host.createArticle('rate-limited');
      const sent = await until(a.id, 'sent');
      expect(sent).toMatchObject({ attempts: 2, error: null });
      const sends = callsFor('rate-limited').filter((c) => c.method === 'sendMessage');
      expect(sends).toHaveLength(2);
      expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(950);

      host.tg.failNext(1, { errorCode: 502, method: 'sendMessage', chatId: main.channelId });
      host.tg.failNext(1, { errorCode: 500, method: 'sendMessage', chatId: main.channelId });
      const b = await host.createArticle('server-errors');
      expect(await until(b.id, 'sent')).toMatchObject({ attempts: 3 });
      expect(postOf('server-errors')).toHaveLength(1);
    });

    it('queues a delivery for later when Telegram asks to wait longer than a run waits, and the sweeper sends it then', async () => {
      host.tg.failNext(1, { errorCode: 429, retryAfter: 3, method: 'sendMessage', chatId: main.channelId });
      const a = await host.createArticle('long-flood-wait');
      await expect.poll(async () => (await deliveryOf(a.id))?.errorCode, { timeout: 5000, interval: 50 }).toBe(429);
      const queued = await deliveryOf(a.id);
      expect(queued).toMatchObject({ state: 'pending', canRetry: false, error: expect.stringMatching(/limiting this bot \(429; retry after 3 s\)/) });
      const sent = await until(a.id, 'sent');
      expect(sent.error).toBeNull();
      const sends = callsFor('long-flood-wait').filter((c) => c.method === 'sendMessage');
      expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(2950);
    });

    it('does not retry a bot removed from the channel (403); the row shows it; other channels and the article are unaffected', async () => {
      host.tg.failNext(1, { errorCode: 403, method: 'sendMessage', chatId: other.channelId });
      const a = await host.createArticle('bot-removed');
      await settled(a.id);
      const [bad, good] = [other, main];
      expect(await until(a.id, 'failed', bad.id)).toMatchObject({ op: 'post', attempts: 1, errorCode: 403, canRetry: true, error: expect.stringContaining('bot was kicked from the channel chat') });
      expect(await until(a.id, 'sent', good.id)).toMatchObject({ attempts: 1 });
      expect(host.callsTo(bad.channelId, 'sendMessage').filter((c) => c.params.text!.includes('/article/bot-removed?'))).toHaveLength(1);
      const row = (await host.admin('GET', '/api/admin/telegram-channels')).body.find((c: { id: number }) => c.id === bad.id);
      expect(row.lastDelivery).toMatchObject({ articleId: a.id, state: 'failed', errorCode: 403 });
      expect((await host.get('/api/articles/bot-removed')).status).toBe(200);

      // The administrator puts the bot back and retries from the console.
      const retried = await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/${bad.id}/retry`);
      expect(retried.status).toBe(200);
      expect(await until(a.id, 'sent', bad.id)).toMatchObject({ attempts: 1, errorCode: null });
      const again = await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/${bad.id}/retry`);
      expect(again.status).toBe(409);
      expect((await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/999999/retry`)).status).toBe(404);
    });

    it('never sends again on its own for a run that died between sending and recording; an administrator can', async () => {
      const a = await host.createArticle('run-died');
      const posted = await until(a.id, 'sent');
      // As a run leaves it when its instance dies right after Telegram accepted the post: claimed,
      // the send marked in flight, no message id recorded, and its lease since expired.
      const past = new Date(Date.now() - 1000);
      await host.firestore.db.collection('telegramDeliveries').doc(`${a.id}_${main.id}`).update({
        state: 'sending',
        messageId: null,
        inFlight: { runId: 'dead-run', since: past },
        lease: { runId: 'dead-run', until: past },
      });
      // The sweeper resumes it; the resumed run records the doubt instead of posting again.
      const stored = () => host.services.repos.telegramDeliveries.get(`${a.id}_${main.id}`);
      await expect.poll(async () => { const d = await stored(); return d && [d.state, d.lease]; }, { timeout: 10_000, interval: 50 }).toEqual(['failed', null]);
      expect(await deliveryOf(a.id)).toMatchObject({ state: 'failed', canRetry: true, error: expect.stringMatching(/^The post may already be in the channel/) });
      expect(callsFor('run-died').map((c) => c.method)).toEqual(['sendMessage']);
      // Events are delivered at least once: the sweeper's bump delivered again, late, or twice at
      // once (two sweeps saw the expired lease) finds every request answered and claims nothing.
      await Promise.all([1, 2, 3].map(() => host.services.telegramDeliveries.runDelivery(`${a.id}_${main.id}`)));
      expect(await deliveryOf(a.id)).toMatchObject({ state: 'failed', canRetry: true, canMarkPosted: true, error: expect.stringMatching(/^The post may already be in the channel/) });
      expect(callsFor('run-died').map((c) => c.method)).toEqual(['sendMessage']);

      await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/${main.id}/retry`);
      const resent = await until(a.id, 'sent');
      expect(resent.messageId).not.toBe(posted.messageId);
      expect(callsFor('run-died').map((c) => c.method)).toEqual(['sendMessage', 'sendMessage']);
    });

    it('does not retry a chat that does not exist (400)', async () => {
      const missing = await host.createChannel({ name: 'Gone', channelId: '@cl_missing_chat', languageId: langs.en, categories: ['case-study'] });
      const a = await host.createArticle('no-such-chat', { category: 'case-study' });
      expect(await until(a.id, 'failed', missing.id)).toMatchObject({ attempts: 1, errorCode: 400, error: expect.stringContaining('chat not found') });
      await host.admin('DELETE', `/api/admin/telegram-channels/${missing.id}`);
    });
  });

  describe('edits and deletes', () => {
    it('edits the message when the title or excerpt changes, and calls Telegram for nothing else', async () => {
      const a = await host.createArticle('edited-text', { title: 'Original title' });
      const posted = await until(a.id, 'sent');
      await patch(a.id, { translation: { languageId: langs.en, title: 'Better title', excerpt: 'A clearer excerpt.', content: '<p>Body</p>' } });
      await expect.poll(() => postOf('edited-text')[0]?.text.split('\n')[0], { timeout: 10_000, interval: 50 }).toBe('Better title');
      expect(await until(a.id, 'sent')).toMatchObject({ op: 'edit', messageId: posted.messageId });
      expect(callsFor('edited-text').map((c) => c.method)).toEqual(['sendMessage', 'editMessageText']);
      expect(postOf('edited-text')).toMatchObject([{ text: 'Better title\n\nA clearer excerpt.\n\n→ Read the full article', edits: 1 }]);
      // It is in the Hindi channel too (education, no Hindi version: in English): edited there as well,
      // each channel's delivery on its own time. Both are done before the calls are counted.
      await expect.poll(() => postOf('edited-text', '@cl_ledger_other')[0]?.text.split('\n')[0], { timeout: 10_000, interval: 50 }).toBe('Better title');
      await until(a.id, 'sent', other.id);

      // Featuring it or changing its body changes nothing a post shows: no call.
      const before = host.tg.requests.length;
      await patch(a.id, { article: { isFeatured: true } });
      await patch(a.id, { translation: { languageId: langs.en, title: 'Better title', excerpt: 'A clearer excerpt.', content: '<p>New body</p>' } });
      // A later article reaches the channel, so this one's changes have been handled by then.
      const later = await host.createArticle('after-unrelated-change');
      await until(later.id, 'sent');
      expect(host.tg.requests.slice(before).filter((c) => JSON.stringify(c.params).includes('/article/edited-text?'))).toEqual([]);
    });

    it('edits a photo post: its caption with editMessageCaption, its picture with editMessageMedia', async () => {
      const a = await host.createArticle('edited-photo', { imageUrl: 'https://images.example/one.png' });
      await until(a.id, 'sent');
      await patch(a.id, { translation: { languageId: langs.en, title: 'Title of edited-photo', excerpt: 'New caption words.', content: '<p>x</p>' } });
      await expect.poll(() => postOf('edited-photo')[0]?.text, { timeout: 10_000, interval: 50 }).toContain('New caption words.');
      await patch(a.id, { article: { imageUrl: 'https://images.example/two.png' } });
      await expect.poll(() => postOf('edited-photo')[0]?.photo, { timeout: 10_000, interval: 50 }).toBe('https://images.example/two.png');
      expect(callsFor('edited-photo').map((c) => c.method)).toEqual(['sendPhoto', 'editMessageCaption', 'editMessageMedia']);
      expect(postOf('edited-photo')).toHaveLength(1);
    });

    it('replaces a text post with a photo post when an image is added', async () => {
      const a = await host.createArticle('image-added');
      const first = await until(a.id, 'sent');
      await patch(a.id, { article: { imageUrl: 'https://images.example/added.png' } });
      await expect.poll(() => postOf('image-added').filter((m) => !m.deleted).map((m) => m.kind), { timeout: 10_000, interval: 50 }).toEqual(['photo']);
      expect(postOf('image-added').map((m) => [m.messageId === first.messageId, m.deleted])).toEqual([
        [true, true],
        [false, false],
      ]);
    });

    it('edits the post into the channel language when its translation arrives after the original was posted', async () => {
      const a = await host.createArticle('translated-later', { title: 'Stablecoins' });
      await until(a.id, 'sent', other.id);
      expect(postOf('translated-later', '@cl_ledger_other')[0]!.links).toEqual([`${host.url}/article/translated-later?lang=en`]);
      await host.admin('PUT', `/api/admin/articles/${a.id}/translations/${langs.hi}`, { title: 'स्टेबलकॉइन', excerpt: 'सार', content: '<p>हिंदी</p>' });
      await expect.poll(() => postOf('translated-later', '@cl_ledger_other')[0]?.text.split('\n')[0], { timeout: 10_000, interval: 50 }).toBe('स्टेबलकॉइन');
      expect(postOf('translated-later', '@cl_ledger_other')[0]!.links).toEqual([`${host.url}/article/translated-later?lang=hi`]);
    });

    it('deletes the message when the article is unpublished, and posts it again when it is republished', async () => {
      const a = await host.createArticle('unpublished');
      const first = await until(a.id, 'sent');
      await patch(a.id, { article: { status: 'draft' } });
      expect(await until(a.id, 'removed')).toMatchObject({ op: 'delete', messageId: null });
      expect(postOf('unpublished')).toMatchObject([{ messageId: first.messageId, deleted: true }]);

      await patch(a.id, { article: { status: 'published' } });
      const second = await until(a.id, 'sent');
      expect(second.messageId).not.toBe(first.messageId);
      expect(postOf('unpublished').map((m) => m.deleted)).toEqual([true, false]);
    });

    it('deletes the message when the article is deleted', async () => {
      const a = await host.createArticle('deleted-article');
      const sent = await until(a.id, 'sent');
      expect((await host.admin('DELETE', `/api/admin/articles/${a.id}`)).status).toBe(200);
      await expect.poll(() => postOf('deleted-article').map((m) => [m.messageId, m.deleted]), { timeout: 10_000, interval: 50 }).toEqual([[sent.messageId, true]]);
      // The ledger keeps the record of a deleted article.
      expect(await until(a.id, 'removed')).toMatchObject({ op: 'delete' });
    });
  });
});
