/**
 * Auto-posting against a fake Bot API: a published article reaches every active, auto-posting
 * channel of its category, in the channel's language (waiting, within a bound, for a translation
 * on its way), as escaped Telegram HTML with a link to the article in that language and its
 * image as a photo; and exactly once, whatever triggers repeat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_MODEL, DEFAULT_AI_PROMPTS } from '../../functions/src/contract/index.js';
import type { ArticleDoc } from '../../functions/src/data/index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { FAST_DELIVERY, startTelegramHost, type TelegramTestHost } from '../helpers/telegram-host.js';

interface Delivery {
  channelId: number;
  state: string;
  op: string;
  messageId: number | null;
  attempts: number;
  error: string | null;
  language: { code: string } | null;
  waitingForTranslation: boolean;
  canRetry: boolean;
}

describe('auto-posting published articles to Telegram', () => {
  let host: TelegramTestHost;
  let ai: FakeOpenAi;
  let langs: Langs;
  const chan: Record<string, { id: number; channelId: string }> = {};
  /** Deliveries that ended in an unexpected error, and triggers that threw (the host's log). */
  const unexpected: string[] = [];

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    host = await startTelegramHost({ log: (line) => /unexpectedly|^Trigger/.test(line) && unexpected.push(line), ai: { baseUrl: ai.baseUrl, model: DEFAULT_AI_MODEL, timeoutMs: 5000, retry: { maxAttempts: 2, baseDelayMs: 20, maxDelayMs: 200, budgetMs: 5000 } } });
    langs = await createLanguages(host.services);
    await host.admin('PUT', '/api/admin/ai-settings', { openaiApiKey: 'sk-test-key-1234', ...DEFAULT_AI_PROMPTS, isActive: true });
    chan.hindiEducation = await host.createChannel({ channelId: '@cl_hindi_edu', languageId: langs.hi, categories: ['education'] });
    chan.bengali = await host.createChannel({ channelId: '@cl_bengali', languageId: langs.bn, categories: ['education', 'research'] });
    chan.englishResearch = await host.createChannel({ channelId: '@cl_english_research', languageId: langs.en, categories: ['research'] });
    chan.inactive = await host.createChannel({ channelId: '@cl_inactive', languageId: langs.hi, isActive: false });
    chan.manual = await host.createChannel({ channelId: '@cl_no_autopost', languageId: langs.hi, autoPost: false });
  });
  afterAll(async () => {
    await host.stop();
    await ai.close();
    expect(unexpected).toEqual([]);
  });

  const deliveriesOf = async (id: number): Promise<Delivery[]> => (await host.deliveries(id)).body;
  /** Waits until every delivery of the article has an outcome (none queued or in progress). */
  const settled = async (id: number, count: number) => {
    await expect
      .poll(async () => (await deliveriesOf(id)).filter((d) => d.state !== 'pending' && d.state !== 'sending').length, { timeout: 15_000, interval: 50 })
      .toBe(count);
    return deliveriesOf(id);
  };
  const postsOf = (chatId: string, slug: string) => host.shown(chatId).filter((m) => m.links.some((l) => l.includes(`/article/${slug}?`)));
  const sendsOf = (chatId: string, slug: string) =>
    host.callsTo(chatId).filter((c) => (c.method === 'sendMessage' || c.method === 'sendPhoto') && (c.params.text ?? c.params.caption ?? '').includes(`/article/${slug}?`));

  it("posts to each active auto-posting channel of the article's category, in the channel's language", async () => {
    const draft = await host.createArticle('halving-explained', { status: 'draft', title: 'Bitcoin halving explained', excerpt: 'Why the reward halves.' });
    await host.admin('PUT', `/api/admin/articles/${draft.id}/translations/${langs.hi}`, { title: 'बिटकॉइन हॉल्विंग', excerpt: 'इनाम आधा क्यों होता है।', content: '<p>हिंदी</p>' });
    expect((await deliveriesOf(draft.id))).toEqual([]); // a draft goes nowhere
    await host.admin('PATCH', `/api/admin/articles/${draft.id}`, { article: { status: 'published' } });

    const deliveries = await settled(draft.id, 2);
    expect(deliveries.map((d) => [d.channelId, d.state, d.op, d.language?.code])).toEqual([
      [chan.hindiEducation!.id, 'sent', 'post', 'hi'],
      [chan.bengali!.id, 'sent', 'post', 'bn'],
    ]);
    const [hindi] = postsOf('@cl_hindi_edu', 'halving-explained');
    expect(hindi).toMatchObject({ kind: 'text', text: 'बिटकॉइन हॉल्विंग\n\nइनाम आधा क्यों होता है।\n\n→ पूरा लेख पढ़ें', links: [`${host.url}/article/halving-explained?lang=hi`] });
    expect(deliveries[0]!.messageId).toBe(hindi!.messageId);
    // No Bengali version and none on its way: the original, linking to the English page.
    const [bengali] = postsOf('@cl_bengali', 'halving-explained');
    expect(bengali).toMatchObject({ text: 'Bitcoin halving explained\n\nWhy the reward halves.\n\n→ Read the full article', links: [`${host.url}/article/halving-explained?lang=en`] });
    for (const other of ['@cl_english_research', '@cl_inactive', '@cl_no_autopost']) expect(postsOf(other, 'halving-explained')).toEqual([]);
    // The channel's row shows its last delivery, from the channel document.
    const channels = (await host.admin('GET', '/api/admin/telegram-channels')).body;
    expect(channels.find((c: { id: number }) => c.id === chan.hindiEducation!.id).lastDelivery).toMatchObject({ articleId: draft.id, title: 'बिटकॉइन हॉल्विंग', op: 'post', state: 'sent', error: null });
  });

  it('posts an article the schedule publishes, as it posts one published from the console', async () => {
    const a = await host.createArticle('scheduled-post', { status: 'scheduled', scheduledAt: new Date(Date.now() + 6 * 60_000).toISOString() });
    expect((await deliveriesOf(a.id))).toEqual([]);
    expect(await host.services.scheduledPublishing.publishDueArticles(new Date(Date.now() + 7 * 60_000))).toBe(1);
    const deliveries = await settled(a.id, 2);
    expect(deliveries.map((d) => d.state)).toEqual(['sent', 'sent']);
    expect(sendsOf('@cl_hindi_edu', 'scheduled-post')).toHaveLength(1);
  });

  it('escapes everything as Telegram HTML, sends the image as a photo with the text as caption, and fits the caption limit', async () => {
    const title = 'Stablecoins <USDT> & "pegs" </b><i>: what holds a dollar peg, and what breaks it in a bank run';
    const excerpt = `${'A peg is a promise & a <risk>. '.repeat(31)}End.`;
    const a = await host.createArticle('stablecoin-pegs', { category: 'research', title, excerpt, imageUrl: '/media/seed/stablecoins-explained.svg' });
    await settled(a.id, 2);
    const [english] = postsOf('@cl_english_research', 'stablecoin-pegs');
    expect(english!.kind).toBe('photo');
    expect(english!.photo).toBe(`${host.url}/media/seed/stablecoins-explained.svg`);
    expect(english!.html.startsWith('<b>Stablecoins &lt;USDT&gt; &amp; &quot;pegs&quot; &lt;/b&gt;&lt;i&gt;: what holds')).toBe(true);
    // What a reader sees is the text as written, shortened at a word to fit 1024 characters.
    expect(english!.text.startsWith(`${title}\n\nA peg is a promise & a <risk>. `)).toBe(true);
    expect(english!.text.length).toBeLessThanOrEqual(1024);
    expect(english!.text).toMatch(/…\n\n→ Read the full article$/);
    expect(sendsOf('@cl_english_research', 'stablecoin-pegs').map((c) => c.method)).toEqual(['sendPhoto']);
  });

  it('posts the article as text when Telegram cannot fetch its image', async () => {
    const a = await host.createArticle('broken-image', { imageUrl: 'https://images.example/unreachable.png' });
    await settled(a.id, 2);
    expect(sendsOf('@cl_bengali', 'broken-image').map((c) => c.method)).toEqual(['sendPhoto', 'sendMessage']);
    expect(postsOf('@cl_bengali', 'broken-image')).toMatchObject([{ kind: 'text' }]);
  });

  it('waits for a running AI translation into the channel language, then posts it', async () => {
    ai.setLatency(800);
    try {
      const a = await host.createArticle('waits-for-hindi', { title: 'Layer 2 rollups', targetLanguages: [langs.hi] });
      await expect.poll(async () => (await deliveriesOf(a.id)).find((d) => d.channelId === chan.hindiEducation!.id)?.waitingForTranslation, { timeout: 5000, interval: 20 }).toBe(true);
      const deliveries = await settled(a.id, 2);
      expect(deliveries.map((d) => [d.state, d.error])).toEqual([["sent", null], ["sent", null]]);
      expect(postsOf('@cl_hindi_edu', 'waits-for-hindi').map((m) => m.text.split('\n')[0])).toEqual(['[hi] Layer 2 rollups']);
      expect(sendsOf('@cl_hindi_edu', 'waits-for-hindi')).toHaveLength(1);
    } finally {
      ai.setLatency(0);
    }
  });

  it('posts a translation that lands between the delivery reading the article and reading its job', async () => {
    // The delivery read the article before the translation was saved (the AI's answer is held
    // until then), and reads the job only once it has completed (the translation and the job's
    // end are one commit): the post is in Hindi.
    const jobs = host.services.repos.translationJobs;
    const read = jobs.get.bind(jobs);
    let raced = 0;
    jobs.get = async (articleId, languageId) => {
      if (languageId !== langs.hi) return read(articleId, languageId);
      ai.hold(false);
      await expect.poll(async () => (await read(articleId, languageId))?.state, { timeout: 15_000, interval: 20 }).toBe('completed');
      raced++;
      return read(articleId, languageId);
    };
    ai.hold(true);
    try {
      const a = await host.createArticle('lands-meanwhile', { title: 'Sidechains', targetLanguages: [langs.hi] });
      await settled(a.id, 2);
      expect(raced).toBeGreaterThan(0);
      expect(postsOf('@cl_hindi_edu', 'lands-meanwhile').map((m) => m.text.split('\n')[0])).toEqual(['[hi] Sidechains']);
      // Posted in Hindi from the start: one send, not an English post edited once the translation's save reached it.
      const sends = sendsOf('@cl_hindi_edu', 'lands-meanwhile').map((c) => c.params.text ?? c.params.caption ?? '');
      expect(sends).toHaveLength(1);
      expect(sends[0]).toContain('[hi] Sidechains');
    } finally {
      jobs.get = read;
      ai.hold(false);
    }
  });

  it('posts the original when the translation fails, or is not done within the bound', async () => {
    ai.failNext(1, { status: 401 });
    const failed = await host.createArticle('translation-fails', { title: 'Gas fees', targetLanguages: [langs.hi] });
    await settled(failed.id, 2);
    expect(postsOf('@cl_hindi_edu', 'translation-fails').map((m) => m.links[0])).toEqual([`${host.url}/article/translation-fails?lang=en`]);

    // A job that stays running (its worker died): the post waits 8 s (FAST_DELIVERY's bound), then goes out in English.
    const stuck = await host.triggers.losingEvents(async () => {
      const created = await host.createArticle('translation-stuck', { title: 'MVRV explained', status: 'draft', targetLanguages: [langs.hi] });
      await host.services.repos.translationJobs.request(created.id, [{ languageId: langs.hi, force: false }], new Date(), 60_000);
      const job = (await host.services.repos.translationJobs.get(created.id, langs.hi))!;
      await host.services.repos.translationJobs.claim(created.id, langs.hi, job.runId, new Date(), 60_000);
      return created;
    });
    const started = Date.now();
    await host.admin('PATCH', `/api/admin/articles/${stuck.id}`, { article: { status: 'published' } });
    await settled(stuck.id, 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST_DELIVERY.translationWaitMs! - 500);
    expect(postsOf('@cl_hindi_edu', 'translation-stuck').map((m) => m.text.split('\n')[0])).toEqual(['MVRV explained']);
  });

  it('posts once however often the article is published or the triggers repeat', async () => {
    const a = await host.createArticle('posted-once');
    await settled(a.id, 2);
    await host.admin('PATCH', `/api/admin/articles/${a.id}`, { article: { status: 'published' } });
    await host.admin('PATCH', `/api/admin/articles/${a.id}`, { article: { isFeatured: true } });

    // The same publish event delivered twice at once, and again later (a retried function), then
    // each delivery's run started twice at once.
    const b = await host.triggers.losingEvents(async () => {
      const b = await host.createArticle('duplicate-events');
      const after = (await host.services.repos.articles.getById(b.id)) as ArticleDoc;
      const { telegramDeliveries } = host.services;
      await Promise.all([telegramDeliveries.onArticleChanged(b.id, undefined, after), telegramDeliveries.onArticleChanged(b.id, undefined, after)]);
      await telegramDeliveries.onArticleChanged(b.id, undefined, after);
      const ids = (await deliveriesOf(b.id)).map((d) => `${b.id}_${d.channelId}`);
      expect(ids).toHaveLength(2);
      await Promise.all(ids.flatMap((id) => [telegramDeliveries.runDelivery(id), telegramDeliveries.runDelivery(id)]));
      await telegramDeliveries.onArticleChanged(b.id, undefined, after);
      await Promise.all(ids.map((id) => telegramDeliveries.runDelivery(id)));
      return b;
    });
    await settled(b.id, 2);
    for (const chat of ['@cl_hindi_edu', '@cl_bengali']) {
      expect(sendsOf(chat, 'posted-once')).toHaveLength(1);
      expect(sendsOf(chat, 'duplicate-events')).toHaveLength(1);
    }
  });

  it('never resends a post whose answer was lost; an administrator may, after checking', async () => {
    host.tg.dropNext(1, 'sendMessage');
    const a = await host.createArticle('answer-lost', { category: 'research' });
    // The Bengali and English research channels: one send's answer is lost.
    const deliveries = await settled(a.id, 2);
    const lost = deliveries.find((d) => d.state === 'failed')!;
    expect(lost).toMatchObject({ op: 'post', messageId: null, canRetry: true, error: expect.stringMatching(/^The post may already be in the channel/) });
    const chat = lost.channelId === chan.bengali!.id ? '@cl_bengali' : '@cl_english_research';
    expect(postsOf(chat, 'answer-lost')).toHaveLength(1); // it did go out
    // The sweeper leaves it alone: another article is posted there meanwhile, this one is not again.
    const next = await host.createArticle('after-answer-lost', { category: 'research' });
    await settled(next.id, 2);
    expect(sendsOf(chat, 'answer-lost')).toHaveLength(1);

    const retried = await host.admin('POST', `/api/admin/articles/${a.id}/telegram-deliveries/${lost.channelId}/retry`);
    expect(retried.body).toMatchObject({ state: 'pending', error: null, canRetry: false });
    await settled(a.id, 2);
    expect(sendsOf(chat, 'answer-lost')).toHaveLength(2);
  });
});
