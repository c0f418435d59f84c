/**
 * Auto-posting (issue 11): decides which deliveries an article change asks for, resumes the ones
 * that wait, and shows and retries them in the console. The Telegram calls are the worker's
 * (telegram-delivery-worker.ts), run by the trigger on each ledger document.
 *
 * - Published (by the console, the schedule, or any later writer): one delivery per active
 *   channel with auto-post on whose categories include the article's, in the channel's language.
 * - Still published, and what a post shows changed (title, excerpt, image, slug, a translation
 *   arriving): posted messages are edited; a post waiting for its translation goes now.
 * - Unpublished or deleted: posted messages are deleted.
 */
import { TELEGRAM_MESSAGES as M, type TelegramDelivery } from '../contract/index.js';
import { deliveryIdOf, leaseLive, type ArticleDoc, type NewDelivery, type Repositories, type TelegramDeliveryDoc } from '../data/index.js';
import { Timestamp } from 'firebase-admin/firestore';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Clock } from './clock.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';
import { absoluteImageUrl, articleLink, buildPost, versionFor } from './telegram-message.js';
import { UNCERTAIN_SEND, type TelegramDeliveryPolicy, type TelegramDeliveryWorker } from './telegram-delivery-worker.js';

const INTERRUPTED = 'Interrupted before its outcome was recorded. Retry it.';

export class TelegramDeliveriesService {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'articles' | 'telegramChannels' | 'telegramDeliveries'>;
      languages: LanguagesService;
      worker: TelegramDeliveryWorker;
      clock: Clock;
      policy: TelegramDeliveryPolicy;
      siteUrl: () => string;
      log: (message: string, details: Record<string, unknown>) => void;
    },
  ) {}

  /** Runs one delivery (the trigger on the ledger document calls it). */
  runDelivery(id: string): Promise<void> {
    return this.deps.worker.run(id);
  }

  /** Resolves when no delivery run is in progress in this instance (tests, and the local host on close). */
  idle(): Promise<void> {
    return this.deps.worker.idle();
  }

  /** The article trigger: what this change of `articles/{id}` asks of the channels. Idempotent. */
  async onArticleChanged(articleId: number, before: ArticleDoc | undefined, after: ArticleDoc | undefined): Promise<void> {
    const was = before?.status === 'published';
    const is = after?.status === 'published';
    if (is && !was) await this.requestPosts(articleId);
    else if (was && !is) await this.requestRemovals(articleId);
    else if (is && was && postFieldsChanged(before!, after!)) await this.refresh(articleId);
  }

  private async requestPosts(articleId: number): Promise<void> {
    const { repos, clock, policy } = this.deps;
    // The article as it is now: a late or repeated event must not post an article unpublished since.
    const [article, channels] = await Promise.all([repos.articles.getById(articleId), repos.telegramChannels.listAll()]);
    if (article?.status !== 'published') return;
    const now = clock.now();
    const items: NewDelivery[] = channels
      .filter((c) => c.isActive && c.autoPost && c.categories.includes(article.category))
      .map((c) => ({
        articleId,
        channelId: c.id,
        channelName: c.name,
        chatId: c.channelId,
        languageId: c.languageId,
        waitUntil: article.languageIds.includes(c.languageId) ? null : new Date(now.getTime() + policy.translationWaitMs),
      }));
    const started = await repos.telegramDeliveries.requestPosts(items, now);
    if (started.length) this.deps.log('Telegram posts requested', { articleId, deliveries: started });
  }

  private async requestRemovals(articleId: number): Promise<void> {
    const { repos, clock } = this.deps;
    const article = await repos.articles.getById(articleId);
    if (article?.status === 'published') return; // published again since
    for (const d of await repos.telegramDeliveries.listForArticle(articleId)) {
      await repos.telegramDeliveries.change(
        d.id,
        (cur) =>
          cur.want === 'removed'
            ? null
            : { want: 'removed', state: 'pending', op: 'delete', attempts: 0, error: null, errorCode: null, waitingForTranslation: false, nextAttemptAt: null, bump: true },
        clock.now(),
      );
    }
  }

  /** Asks the worker to edit posted messages whose text or image changed, and to post those that waited for this translation. */
  private async refresh(articleId: number): Promise<void> {
    const { repos, clock } = this.deps;
    const [article, deliveries] = await Promise.all([repos.articles.getById(articleId), repos.telegramDeliveries.listForArticle(articleId)]);
    if (article?.status !== 'published' || deliveries.length === 0) return;
    const catalog = await this.deps.languages.loadCatalog();
    for (const d of deliveries) {
      await repos.telegramDeliveries.change(
        d.id,
        (cur) => {
          if (cur.want !== 'posted') return null;
          // A run in progress may have read the article before this change: it goes round again.
          if (cur.state === 'sending') return { bump: true };
          if (cur.state === 'pending' && cur.waitingForTranslation && article.languageIds.includes(cur.languageId)) return { nextAttemptAt: null, bump: true };
          if (cur.state !== 'sent' || cur.messageId === null || cur.postedHash === this.postHash(article, cur.languageId, catalog)) return null;
          return { state: 'pending', op: 'edit', attempts: 0, error: null, errorCode: null, bump: true };
        },
        clock.now(),
      );
    }
  }

  private postHash(article: ArticleDoc, languageId: number, catalog: LanguageCatalog): string {
    const version = versionFor(article, languageId, (l) => catalog.get(l)?.code);
    const siteUrl = this.deps.siteUrl();
    return buildPost({ ...version, link: articleLink(siteUrl, article.slug, version.code), photoUrl: absoluteImageUrl(siteUrl, article.imageUrl) }).hash;
  }

  /**
   * The sweeper (every minute deployed, and by the local host at start): resumes deliveries whose
   * wait is over (a long retry_after, a check on a translation), whose run stopped without giving
   * its lease back (it expired: the worker died), or that no run took up (a lost trigger).
   * `deadHolders` (the local host at start): every lease another process holds is dead now, and
   * every queued delivery's event died with it. Returns how many it resumed.
   */
  async resumeDue(deadHolders?: (holder: string) => boolean): Promise<number> {
    const { repos, clock, policy } = this.deps;
    let resumed = 0;
    for (const d of await repos.telegramDeliveries.listUnsettled()) {
      const done = await repos.telegramDeliveries.change(
        d.id,
        (cur) => {
          const now = clock.now();
          if (deadHolders && cur.lease && leaseLive(cur.lease, now) && deadHolders(cur.lease.holder)) {
            // Ended, so the run the bump starts may claim it.
            return { lease: { ...cur.lease, until: Timestamp.fromDate(now) }, nextAttemptAt: null, bump: true };
          }
          if (deadHolders && cur.state === 'pending' && !cur.nextAttemptAt && !leaseLive(cur.lease, now)) return { bump: true };
          return isDue(cur, now.getTime(), policy.staleMs) ? { nextAttemptAt: null, bump: true } : null;
        },
        clock.now(),
      );
      if (done) resumed++;
    }
    return resumed;
  }

  /** GET /api/admin/articles/{id}/telegram-deliveries: where the article went, from the ledger. */
  async listForArticle(articleId: number): Promise<TelegramDelivery[]> {
    const { repos } = this.deps;
    const [article, deliveries] = await Promise.all([repos.articles.getById(articleId), repos.telegramDeliveries.listForArticle(articleId)]);
    if (!article && deliveries.length === 0) throw new NotFoundError('Article not found');
    const [catalog, channels] = await Promise.all([this.deps.languages.loadCatalog(), repos.telegramChannels.getMany(deliveries.map((d) => d.channelId))]);
    const existing = new Set(channels.map((c) => c.id));
    return deliveries.map((d) => this.view(d.id, d, catalog, existing.has(d.channelId)));
  }

  /** POST .../telegram-deliveries/{channelId}/retry: a failed or interrupted delivery is tried again. */
  async retry(articleId: number, channelId: number): Promise<TelegramDelivery> {
    const { repos, clock } = this.deps;
    const id = deliveryIdOf(articleId, channelId);
    const current = await repos.telegramDeliveries.get(id);
    if (!current) throw new NotFoundError(M.deliveryNotFound);
    const now = clock.now().getTime();
    let refused: string | undefined;
    const next = await repos.telegramDeliveries.change(
      id,
      (cur) => {
        if (!canRetry(cur, now)) {
          refused = cur.state;
          return null;
        }
        // The administrator's say: a send whose outcome is unknown may now be sent again; a
        // translation is no longer waited for.
        return { state: 'pending', attempts: 0, error: null, errorCode: null, inFlight: null, lease: null, notBefore: null, nextAttemptAt: null, waitUntil: null, waitingForTranslation: false, bump: true };
      },
      clock.now(),
      (before, after) => deliveryAudit('telegram.retry', articleId, channelId, before.state, after.state),
    );
    if (!next) throw new ConflictError(`This delivery is ${refused ?? 'not failed'}: only a failed or interrupted delivery can be retried`, 'state', 'not retryable');
    const [catalog, channel] = await Promise.all([this.deps.languages.loadCatalog(), repos.telegramChannels.getById(channelId)]);
    return this.view(id, next, catalog, channel !== null);
  }

  /**
   * POST .../telegram-deliveries/{channelId}/mark-posted: an administrator checked the channel and
   * found the post of an interrupted send there. Resolved without sending (`marked-posted`, with
   * who and when); refused for any delivery whose post cannot be there without the ledger knowing.
   */
  async markPosted(articleId: number, channelId: number, by: string): Promise<TelegramDelivery> {
    const { repos, clock } = this.deps;
    const id = deliveryIdOf(articleId, channelId);
    const current = await repos.telegramDeliveries.get(id);
    if (!current) throw new NotFoundError(M.deliveryNotFound);
    const now = clock.now();
    let refused: string | undefined;
    const next = await repos.telegramDeliveries.change(
      id,
      (cur) => {
        if (!isUncertain(cur, now.getTime())) {
          refused = cur.state;
          return null;
        }
        // No bump: nothing is to be sent, so no run starts.
        const resolved = { state: 'marked-posted', op: 'post', error: null, errorCode: null, inFlight: null, lease: null, notBefore: null, nextAttemptAt: null, waitUntil: null } as const;
        return { ...resolved, waitingForTranslation: false, markedPosted: { by, at: Timestamp.fromDate(now) } };
      },
      now,
      (before, after) => deliveryAudit('telegram.markPosted', articleId, channelId, before.state, after.state),
    );
    if (!next) {
      throw new ConflictError(
        `This delivery is ${refused ?? 'not uncertain'}: only a delivery whose post may already be in the channel (sent, then interrupted before Telegram answered) can be marked as posted`,
        'state',
        'not uncertain',
      );
    }
    const [catalog, channel] = await Promise.all([this.deps.languages.loadCatalog(), repos.telegramChannels.getById(channelId)]);
    return this.view(id, next, catalog, channel !== null);
  }

  private view(id: string, d: TelegramDeliveryDoc, catalog: LanguageCatalog, channelExists: boolean): TelegramDelivery {
    const now = this.deps.clock.now().getTime();
    const interrupted = d.state === 'sending' && leaseExpired(d, now);
    const lang = catalog.get(d.languageId);
    return {
      id,
      articleId: d.articleId,
      channelId: d.channelId,
      channelName: d.channelName,
      chatId: d.chatId,
      channelExists,
      language: lang ? { code: lang.code, name: lang.name } : null,
      state: interrupted ? 'failed' : d.state,
      op: d.op,
      messageId: d.messageId,
      attempts: d.attempts,
      error: interrupted ? (d.inFlight ? UNCERTAIN_SEND : INTERRUPTED) : d.error,
      errorCode: d.errorCode,
      waitingForTranslation: d.waitingForTranslation,
      nextAttemptAt: toIso(d.nextAttemptAt),
      canRetry: canRetry(d, now),
      canMarkPosted: isUncertain(d, now),
      markedPostedBy: d.markedPosted?.by ?? null,
      markedPostedAt: toIso(d.markedPosted?.at ?? null),
      sentAt: toIso(d.sentAt),
      updatedAt: toIsoRequired(d.updatedAt),
    };
  }
}

function leaseExpired(d: TelegramDeliveryDoc, now: number): boolean {
  return !d.lease || d.lease.until.toMillis() <= now;
}

/**
 * Failed, or interrupted (claimed by a run whose lease ran out); never while a run holds the
 * delivery: a retry then could start a second send beside that run's.
 */
function canRetry(d: TelegramDeliveryDoc, now: number): boolean {
  return leaseExpired(d, now) && (d.state === 'failed' || d.state === 'sending');
}

/**
 * Whether the post may be in the channel without the ledger knowing: a run sent it and stopped
 * before Telegram answered (recorded as failed with UNCERTAIN_SEND, or still `sending` with the
 * send in flight and its lease run out).
 */
function isUncertain(d: TelegramDeliveryDoc, now: number): boolean {
  if (!leaseExpired(d, now)) return false;
  return (d.state === 'failed' && d.error === UNCERTAIN_SEND) || (d.state === 'sending' && d.inFlight !== null);
}

function isDue(d: TelegramDeliveryDoc, now: number, staleMs: number): boolean {
  if (d.state === 'sending') return leaseExpired(d, now);
  if (d.state !== 'pending' || !leaseExpired(d, now)) return false;
  if (d.nextAttemptAt) return d.nextAttemptAt.toMillis() <= now;
  return d.updatedAt.toMillis() <= now - staleMs;
}

/** Whether anything a post shows may have changed: titles, excerpts, the image, the slug (the link). */
function postFieldsChanged(before: ArticleDoc, after: ArticleDoc): boolean {
  const shown = (a: ArticleDoc) => JSON.stringify([a.slug, a.imageUrl, a.translations.map((t) => [t.languageId, t.title, t.excerpt])]);
  return shown(before) !== shown(after);
}

/** A delivery's change is the channel's (its id in the entry's title: "article 12"). */
function deliveryAudit(action: 'telegram.retry' | 'telegram.markPosted', articleId: number, channelId: number, from: string, to: string) {
  return { action, target: { type: 'telegramChannel' as const, id: String(channelId), title: `article ${articleId}` }, changes: { state: { from, to } } };
}
