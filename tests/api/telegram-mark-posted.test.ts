/**
 * An interrupted send's post found in the channel (issue 22): a delivery whose run stopped between
 * sending and recording is failed as uncertain and never sent again on its own. An administrator
 * who checks the channel and finds the post says so (POST .../mark-posted): the delivery is
 * resolved without sending, recorded with who and when, and stays resolved when the article
 * changes; unpublishing says the post must be deleted by hand. Any other delivery is refused with a
 * 409 that says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages } from '../helpers/fixtures.js';
import { startTelegramHost, type TelegramTestHost } from '../helpers/telegram-host.js';

interface Delivery {
  channelId: number;
  state: string;
  messageId: number | null;
  error: string | null;
  canRetry: boolean;
  canMarkPosted: boolean;
  markedPostedBy: string | null;
  markedPostedAt: string | null;
}

describe('marking an interrupted Telegram delivery as posted', () => {
  let host: TelegramTestHost;
  let main: { id: number; channelId: string };
  const unexpected: string[] = [];

  beforeAll(async () => {
    host = await startTelegramHost({ log: (line) => /unexpectedly|^Trigger/.test(line) && unexpected.push(line) });
    const langs = await createLanguages(host.services);
    main = await host.createChannel({ name: 'Main', channelId: '@cl_mark_posted', languageId: langs.en, categories: ['education'] });
  });
  afterAll(async () => {
    await host.stop();
    expect(unexpected).toEqual([]);
  });

  const deliveryOf = async (articleId: number): Promise<Delivery> => ((await host.deliveries(articleId)).body as Delivery[]).find((d) => d.channelId === main.id)!;
  const until = async (articleId: number, state: string) => {
    await expect.poll(async () => (await deliveryOf(articleId))?.state, { timeout: 15_000, interval: 50 }).toBe(state);
    return deliveryOf(articleId);
  };
  const markPosted = (articleId: number, channelId = main.id) => host.admin('POST', `/api/admin/articles/${articleId}/telegram-deliveries/${channelId}/mark-posted`);
  const sends = (slug: string) => host.callsTo(main.channelId).filter((c) => /^send/.test(c.method) && JSON.stringify(c.params).includes(`/article/${slug}?`));

  /** Leaves the delivery as a run does whose instance died right after Telegram accepted the post. */
  async function interruptMidSend(articleId: number) {
    const past = new Date(Date.now() - 1000);
    await host.firestore.db
      .collection('telegramDeliveries')
      .doc(`${articleId}_${main.id}`)
      .update({ state: 'sending', messageId: null, inFlight: { runId: 'dead-run', since: past }, lease: { runId: 'dead-run', until: past } });
  }

  it('resolves an uncertain delivery without sending, records who and when, and keeps it so when the article changes', async () => {
    const a = await host.createArticle('found-in-channel');
    await until(a.id, 'sent');
    expect(sends(a.slug)).toHaveLength(1);
    await interruptMidSend(a.id);
    // The sweeper resumes it, and the resumed run records the doubt instead of posting again.
    const stored = () => host.services.repos.telegramDeliveries.get(`${a.id}_${main.id}`);
    await expect.poll(async () => { const d = await stored(); return d && [d.state, d.lease]; }, { timeout: 10_000, interval: 50 }).toEqual(['failed', null]);
    const uncertain = await deliveryOf(a.id);
    expect(uncertain).toMatchObject({ state: 'failed', canRetry: true, canMarkPosted: true, error: expect.stringMatching(/^The post may already be in the channel/) });

    const before = Date.now();
    const res = await markPosted(a.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'marked-posted', error: null, canRetry: false, canMarkPosted: false, messageId: null, markedPostedBy: 'admin@test.local' });
    expect(Date.parse(res.body.markedPostedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await deliveryOf(a.id)).toMatchObject({ state: 'marked-posted', markedPostedBy: 'admin@test.local' });

    // Resolved is resolved: neither the sweeper nor an edit of the article sends it again, and
    // neither retry nor a second mark applies.
    const edited = await host.admin('PATCH', `/api/admin/articles/${a.id}`, { translation: { languageId: 1, title: 'Found, and edited', content: '<p>Edited.</p>', excerpt: 'Edited', metaDescription: '' } });
    expect(edited.status).toBe(200);
    // Whatever starts a run on it (a trigger delivered again, the host's start), the run sends nothing.
    await host.services.telegramDeliveries.runDelivery(`${a.id}_${main.id}`);
    await host.services.telegramDeliveries.idle();
    expect(await deliveryOf(a.id)).toMatchObject({ state: 'marked-posted' });
    expect(sends(a.slug)).toHaveLength(1);
    const retry = await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/${main.id}/retry`);
    expect(retry.status).toBe(409);
    const again = await markPosted(a.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This delivery is marked-posted: only a delivery whose post may already be in the channel/);

    // Unpublished: the bot has no message id to delete, and says so instead of pretending.
    expect((await host.admin('PATCH', `/api/admin/articles/${a.id}`, { article: { status: 'draft' } })).status).toBe(200);
    expect(await until(a.id, 'removed')).toMatchObject({ markedPostedBy: null, error: expect.stringMatching(/^Marked as posted by an administrator, so the bot has no message id to delete/) });
    expect(host.callsTo(main.channelId, 'deleteMessage')).toHaveLength(0);
  });

  it('refuses, with a 409 in words, a delivery that was posted or failed for a known reason; 404 for none', async () => {
    const a = await host.createArticle('plainly-sent');
    await until(a.id, 'sent');
    const sent = await markPosted(a.id);
    expect(sent.status).toBe(409);
    expect(sent.body).toEqual({ message: expect.stringMatching(/^This delivery is sent: only a delivery whose post may already be in the channel/), field: 'state', reason: 'not uncertain' });
    expect((await deliveryOf(a.id)).canMarkPosted).toBe(false);

    // A failure Telegram answered (the post is certainly not there) is for Retry, not for this.
    await host.firestore.db.collection('telegramDeliveries').doc(`${a.id}_${main.id}`).update({ state: 'failed', error: 'Forbidden: bot was kicked from the channel chat', errorCode: 403 });
    expect(await deliveryOf(a.id)).toMatchObject({ canRetry: true, canMarkPosted: false });
    expect((await markPosted(a.id)).status).toBe(409);

    expect((await markPosted(a.id, 999_999)).status).toBe(404);
    expect((await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/x/mark-posted`)).status).toBe(400);
  });

  it('is refused without an administrator token', async () => {
    const res = await fetch(`${host.url}/api/admin/articles/1/telegram-deliveries/${main.id}/mark-posted`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});
