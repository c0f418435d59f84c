/**
 * An admin host whose channels post to a fake Telegram Bot API on loopback, with short retry and
 * translation waits and a fast sweeper, plus the calls the Telegram tests make.
 */
import { startFakeTelegram, type FakeTelegram, type FakeTelegramCall, type FakeTelegramMessage } from '../../emulators/fakes/telegram.js';
import type { HostOptions } from '../../emulators/src/create-host.js';
import type { TelegramDeliveryPolicy } from '../../functions/src/services/telegram-delivery-worker.js';
import { startAdminHost, type AdminTestHost, type CallResult } from './admin-host.js';

/** What BotFather gives: digits, a colon, then letters, digits, `_` and `-`. */
export const BOT_TOKEN = '7012345678:AAHk3xY_secretPart-0123456789abcdWXYZ';

export const FAST_DELIVERY: Partial<TelegramDeliveryPolicy> = {
  maxAttempts: 4,
  baseDelayMs: 20,
  maxDelayMs: 2000,
  budgetMs: 20_000,
  // Longer than a translation here takes on a loaded machine too (3 s was not, and the Hindi
  // channel got English), short enough for the test of the give-up (telegram-posting.test.ts).
  translationWaitMs: 8000,
  recheckMs: 200,
  staleMs: 60_000,
};

export interface TelegramTestHost extends AdminTestHost {
  tg: FakeTelegram;
  /** Creates a channel through the API (defaults: active, auto-post, every category). */
  createChannel(over: Record<string, unknown> & { languageId: number }): Promise<{ id: number; channelId: string }>;
  /** The sends, edits and deletes the fake received for a chat, oldest first. */
  callsTo(chatId: string, method?: string): FakeTelegramCall[];
  /** The messages a chat shows (deleted ones left out). */
  shown(chatId: string): FakeTelegramMessage[];
  deliveries(articleId: number): Promise<CallResult>;
  /** Creates an article through the console's call (English original; published unless `status` says otherwise). */
  createArticle(slug: string, over?: ArticleOptions): Promise<{ id: number; slug: string }>;
}

export interface ArticleOptions {
  category?: string;
  status?: string;
  title?: string;
  excerpt?: string;
  imageUrl?: string;
  targetLanguages?: number[];
  languageId?: number;
  /** ISO time, with status 'scheduled'. */
  scheduledAt?: string;
}

export async function startTelegramHost(options: Partial<HostOptions> = {}): Promise<TelegramTestHost> {
  const tg = await startFakeTelegram();
  try {
    const host = await startAdminHost({
      telegram: { apiRoot: tg.apiRoot, policy: FAST_DELIVERY, sweepIntervalMs: 100 },
      ...options,
    });
    let channels = 0;
    return {
      ...host,
      tg,
      async createChannel(over) {
        channels += 1;
        const res = await host.admin('POST', '/api/admin/telegram-channels', {
          name: `Channel ${channels}`,
          botToken: BOT_TOKEN,
          channelId: `@cryptolekh_test_${channels}`,
          categories: ['education', 'research', 'case-study'],
          ...over,
        });
        if (res.status !== 201) throw new Error(`Creating a channel failed: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      },
      callsTo: (chatId, method) =>
        tg.requests.filter((r) => r.params.chat_id?.toLowerCase() === chatId.toLowerCase() && (method ? r.method === method : !r.method.startsWith('get'))),
      shown: (chatId) => tg.messages.filter((m) => m.chatId === chatId.toLowerCase() && !m.deleted),
      deliveries: (articleId) => host.admin('GET', `/api/admin/articles/${articleId}/telegram-deliveries`),
      async createArticle(slug, over = {}) {
        const res = await host.admin('POST', '/api/admin/articles', {
          article: {
            slug,
            category: over.category ?? 'education',
            status: over.status ?? 'published',
            isFeatured: false,
            imageUrl: over.imageUrl ?? '',
            ...(over.scheduledAt && { scheduledAt: over.scheduledAt }),
          },
          translation: {
            languageId: over.languageId ?? 1,
            title: over.title ?? `Title of ${slug}`,
            excerpt: over.excerpt ?? `Excerpt of ${slug}`,
            content: `<p>Body of ${slug}</p>`,
            metaDescription: '',
            isOriginal: true,
          },
          targetLanguages: over.targetLanguages ?? [],
        });
        if (res.status !== 201) throw new Error(`Creating an article failed: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      },
      async stop() {
        await host.stop();
        await tg.close();
      },
    };
  } catch (err) {
    await tg.close();
    throw err;
  }
}
