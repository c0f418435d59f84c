/**
 * Background work survives a host killed with kill -9 (issue 22): 6 articles, each with 3 AI
 * translations in flight at the (held) provider, and their posts to 2 Telegram channels mid-send,
 * queued behind Telegram's retry_after, or waiting for the translation. After a restart on the
 * same DATA_DIR, within a bounded time every job is completed and every delivery is sent, or,
 * for a send cut off between Telegram taking it and the ledger recording it, failed as "may
 * already be in the channel" (the documented rule: never sent twice without an administrator).
 * No article is in a channel twice.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { startFakeTelegram, type FakeTelegram } from '../../emulators/fakes/telegram.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import type { HostOptions } from '../../emulators/src/create-host.js';
import { DEFAULT_AI_MODEL, DEFAULT_AI_PROMPTS } from '../../functions/src/contract/index.js';
import { ADMIN } from '../helpers/admin-host.js';
import { BOT_TOKEN } from '../helpers/telegram-host.js';
import { call, endAllAndRemove, killHard, startHostProcess, until } from '../helpers/crash-process.js';
import { makeDataDir } from '../helpers/test-host.js';

let dataDir: string;
let ai: FakeOpenAi | undefined;
let tg: FakeTelegram | undefined;

afterAll(async () => {
  await endAllAndRemove(dataDir);
  await ai?.close();
  await tg?.close();
});

interface Job {
  languageId: number;
  state: string;
  error?: string;
}
interface Delivery {
  channelId: number;
  state: string;
  error: string | null;
  nextAttemptAt: string | null;
}

const RETRY_AFTER_S = 15;

describe('background work of a host killed with kill -9', () => {
  it('ends every translation job and Telegram delivery after a restart, posting no article twice in a channel', async () => {
    dataDir = await makeDataDir();
    ai = await startFakeOpenAi();
    tg = await startFakeTelegram();
    const options: Partial<HostOptions> = {
      schedules: { intervalMs: 60_000, sweepIntervalMs: 3_600_000, recoveryIntervalMs: 200, ttlIntervalMs: 3_600_000 },
      ai: { baseUrl: ai.baseUrl, model: DEFAULT_AI_MODEL, timeoutMs: 120_000, retry: { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 2000, budgetMs: 60_000 }, lease: { leaseMs: 30_000, staleMs: 30_000 } },
      // The translation is waited for longer than the test runs: the Hindi channel gets Hindi.
      telegram: { apiRoot: tg.apiRoot, policy: { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 2000, budgetMs: 20_000, leaseMs: 30_000, translationWaitMs: 600_000, recheckMs: 200, staleMs: 30_000 }, sweepIntervalMs: 200 },
    };
    const port = await portOutsideEphemeralRange();
    const authPort = await portOutsideEphemeralRange();
    const first = await startHostProcess(dataDir, port, authPort, options);

    let token = (await call(first.url, 'POST', '/api/admin/login', ADMIN)).body.token as string;
    const admin = (host: string, method: string, p: string, body?: unknown) => call(host, method, p, body, token);
    const langs: Record<string, number> = {};
    for (const [code, name] of [['en', 'English'], ['hi', 'Hindi'], ['bn', 'Bengali'], ['te', 'Telugu']]) {
      const res = await admin(first.url, 'POST', '/api/admin/languages', { code, name, nativeName: name });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      langs[code!] = res.body.id;
    }
    const saved = await admin(first.url, 'PUT', '/api/admin/ai-settings', { openaiApiKey: 'sk-test-good-key-1234', ...DEFAULT_AI_PROMPTS, isActive: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const channels: Record<string, { id: number }> = {};
    for (const [code, chat] of [['en', '@crash_en'], ['hi', '@crash_hi']] as const) {
      const res = await admin(first.url, 'POST', '/api/admin/telegram-channels', { name: `Crash ${code}`, botToken: BOT_TOKEN, channelId: chat, languageId: langs[code], categories: ['education'] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      channels[code] = res.body;
    }

    ai.hold(true);
    const articles: { id: number; slug: string }[] = [];
    const create = async (n: number) => {
      const slug = `crash-article-${n}`;
      const res = await admin(first.url, 'POST', '/api/admin/articles', {
        article: { slug, category: 'education', status: 'published' },
        translation: { languageId: langs.en, title: `Crash article ${n}`, excerpt: 'Survives a kill.', content: '<p>Body</p>' },
        targetLanguages: [langs.hi, langs.bn, langs.te],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      articles.push({ id: res.body.id, slug });
    };
    const deliveriesOf = async (host: string, id: number) => (await admin(host, 'GET', `/api/admin/articles/${id}/telegram-deliveries`)).body as Delivery[];
    const englishOf = async (host: string, id: number) => (await deliveriesOf(host, id)).find((d) => d.channelId === channels.en!.id);

    // Two articles whose English post Telegram asks to retry later than a run waits: queued with a due time.
    tg.failNext(2, { errorCode: 429, retryAfter: RETRY_AFTER_S, chatId: '@crash_en' });
    for (const n of [1, 2]) await create(n);
    for (const a of articles) await until(async () => (await englishOf(first.url, a.id))?.nextAttemptAt != null, 20_000);
    // Four whose English post Telegram took, its answer not yet back when the host dies.
    tg.hold(true);
    for (const n of [3, 4, 5, 6]) await create(n);
    const sends = (chat: string) => tg!.requests.filter((r) => r.method === 'sendMessage' && r.params.chat_id === chat);
    await until(() => sends('@crash_en').length === 2 + 4, 20_000);
    // Every translation in flight: the provider holds the calls of as many as run at once.
    await until(async () => {
      for (const a of articles) {
        const jobs = (await admin(first.url, 'GET', `/api/admin/articles/${a.id}`)).body.translationJobs as Job[];
        if (jobs.length !== 3 || jobs.some((j) => j.state !== 'running')) return false;
      }
      return true;
    }, 20_000);
    const before = await Promise.all(articles.map((a) => deliveriesOf(first.url, a.id)));
    expect(before.map((ds) => ds.find((d) => d.channelId === channels.en!.id)!.state)).toEqual(['pending', 'pending', 'sending', 'sending', 'sending', 'sending']);
    // The Hindi posts wait for their translation (a run checking on it shows sending a moment).
    for (const ds of before) expect(['pending', 'sending']).toContain(ds.find((d) => d.channelId === channels.hi!.id)!.state);
    const due = Date.parse((await englishOf(first.url, articles[0]!.id))!.nextAttemptAt!);

    await killHard(first.child);
    // Answers to a dead host go nowhere; the provider and Telegram answer again from here on.
    ai.hold(false);
    tg.hold(false);

    const second = await startHostProcess(dataDir, port, authPort, options);
    const restartedAt = Date.now();
    const settledWithin = 60_000;
    token = (await call(second.url, 'POST', '/api/admin/login', ADMIN)).body.token as string;
    await until(async () => {
      for (const a of articles) {
        const jobs = (await admin(second.url, 'GET', `/api/admin/articles/${a.id}`)).body.translationJobs as Job[];
        if (jobs.some((j) => j.state !== 'completed' && j.state !== 'failed')) return false;
        if ((await deliveriesOf(second.url, a.id)).some((d) => d.state !== 'sent' && d.state !== 'failed')) return false;
      }
      return true;
    }, settledWithin).catch((err: Error) => {
      throw new Error(`${err.message}\n--- host log ---\n${second.log().slice(-6000)}`);
    });
    expect(Date.now() - restartedAt).toBeLessThan(settledWithin);

    for (const a of articles) {
      const body = (await admin(second.url, 'GET', `/api/admin/articles/${a.id}`)).body;
      expect(body.translationJobs.map((j: Job) => [j.state, j.error])).toEqual([
        ['completed', undefined],
        ['completed', undefined],
        ['completed', undefined],
      ]);
      const hindi = await call(second.url, 'GET', `/api/articles/${a.slug}?language=hi`);
      expect(hindi.body.title).toMatch(/^\[hi\] /);
    }
    const after = await Promise.all(articles.map((a) => deliveriesOf(second.url, a.id)));
    const english = after.map((ds) => ds.find((d) => d.channelId === channels.en!.id)!);
    const hindi = after.map((ds) => ds.find((d) => d.channelId === channels.hi!.id)!);
    // Queued with a due time: sent when due, by the restarted host.
    expect(english.slice(0, 2).map((d) => d.state)).toEqual(['sent', 'sent']);
    const resent = sends('@crash_en').filter((r) => /crash-article-[12]\b/.test(r.params.text ?? ''));
    expect(resent.length).toBe(4); // each: the refused call, then the one that went out
    for (const r of resent.slice(2)) expect(r.at).toBeGreaterThanOrEqual(due - 50);
    // Cut off mid-send: the documented rule, never a second send on its own.
    for (const d of english.slice(2)) expect(d).toMatchObject({ state: 'failed', error: expect.stringMatching(/^The post may already be in the channel/) });
    // Waiting for the Hindi translation: posted in Hindi once it arrived.
    expect(hindi.map((d) => d.state)).toEqual(Array(6).fill('sent'));

    // In each channel, every article at most once; the Hindi posts are in Hindi.
    const shown = (chat: string) => tg!.messages.filter((m) => m.chatId === chat && !m.deleted);
    for (const a of articles) {
      expect(shown('@crash_en').filter((m) => m.links.some((l) => l.includes(`/article/${a.slug}?`)))).toHaveLength(1);
      const inHindi = shown('@crash_hi').filter((m) => m.links.some((l) => l.includes(`/article/${a.slug}?`)));
      expect(inHindi).toHaveLength(1);
      expect(inHindi[0]!.text).toMatch(/^\[hi\] Crash article/);
    }
    await killHard(second.child);
  }, 240_000);
});
