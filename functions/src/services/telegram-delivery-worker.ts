/**
 * Makes one delivery's message in Telegram match what it should be: posted (and showing the
 * article as it is now) while the article is published and the delivery wants it, deleted
 * otherwise. Runs from the trigger on the ledger document, holding its lease; whatever is asked
 * meanwhile is picked up before the lease is given back, so nothing is lost and no two runs act
 * on one delivery at once.
 *
 * Exactly once: a send is preceded by an `inFlight` mark and followed by the message id, each
 * written in a transaction that checks the lease. Telegram's sendMessage has no idempotency key,
 * so a run that stops between the two (a crash, a time-out after the request went out) leaves
 * the mark, and no later run sends again on its own: the delivery is shown failed, "may already
 * be in the channel", until an administrator retries it. What is guaranteed is at most one post
 * per article and channel without an administrator's say; a lost answer can cost a post, never
 * double it. Edits and deletes are idempotent and retried freely.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { ArticleDoc, DeliveryChanges, Repositories, TelegramChannelDoc, TelegramDeliveryDoc } from '../data/index.js';
import { TelegramError, type TelegramClient } from '../integrations/telegram.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';
import { keepLease } from './lease-keeper.js';
import { absoluteImageUrl, articleLink, buildPost, versionFor, type Post } from './telegram-message.js';

export interface TelegramDeliveryPolicy {
  /** Calls per operation in one run. */
  maxAttempts: number;
  baseDelayMs: number;
  /** The longest wait inside a run; a longer retry_after is left to the sweeper. */
  maxDelayMs: number;
  /** No attempt starts once a run has spent this long. */
  budgetMs: number;
  /** How long a run's lease lasts; a live run renews it every third of this, a dead one's expires. */
  leaseMs: number;
  /** How long a post waits for a running AI translation into the channel's language before posting the original. */
  translationWaitMs: number;
  /** How often the sweeper looks again at a delivery waiting for a translation. */
  recheckMs: number;
  /** A queued delivery no run took within this time is resumed by the sweeper (a lost trigger). */
  staleMs: number;
}

export const DEFAULT_DELIVERY_POLICY: TelegramDeliveryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  budgetMs: 180_000,
  leaseMs: 120_000,
  translationWaitMs: 300_000,
  recheckMs: 60_000,
  staleMs: 120_000,
};

export const HAND_POSTED_NOT_REMOVED = 'Marked as posted by an administrator, so the bot has no message id to delete: delete the post in the channel.';
export const UNCERTAIN_SEND = 'The post may already be in the channel: the run sending it stopped before Telegram answered. Check the channel, then retry if it is not there.';

export interface WorkerDeps {
  repos: Pick<Repositories, 'articles' | 'telegramChannels' | 'telegramDeliveries' | 'translationJobs'>;
  languages: LanguagesService;
  telegram: TelegramClient;
  clock: Clock;
  policy: TelegramDeliveryPolicy;
  siteUrl: () => string;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** A Telegram failure and what the run does about it. */
class Stop extends Error {
  constructor(
    readonly err: TelegramError,
    /** Try again later (the sweeper resumes it then) instead of failing. */
    readonly laterMs?: number,
  ) {
    super(err.message);
  }
}
class LeaseLost extends Error {}

const ts = (ms: number) => Timestamp.fromMillis(ms);

export class TelegramDeliveryWorker {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: WorkerDeps) {}

  /** Runs the delivery (the trigger calls it when `wantVersion` moves). Never throws for Telegram's failures. */
  run(id: string): Promise<void> {
    const run = this.runOnce(id).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async runOnce(id: string): Promise<void> {
    const { repos, clock, policy } = this.deps;
    const runId = randomUUID();
    const claim = await repos.telegramDeliveries.claim(id, runId, clock.now(), policy.leaseMs, (current) =>
      current.inFlight ? { state: 'failed', op: 'post', error: UNCERTAIN_SEND, errorCode: null, inFlight: null } : handPosted(current) ? {} : { state: 'sending' },
    );
    if (!('claimed' in claim)) return; // gone, another run holds it (and will see what was asked), or all was answered
    let doc = claim.claimed;
    const lease = keepLease(() => repos.telegramDeliveries.renew(id, runId, clock.now(), policy.leaseMs), policy.leaseMs, this.deps.log);
    try {
      for (;;) {
        const seen = doc.wantVersion;
        // Nothing to send: a doubt waits for an administrator; a post they found in the channel
        // stays as it is (the bot has no message id to edit it with).
        const outcome = (doc.error === UNCERTAIN_SEND && doc.state === 'failed') || handPosted(doc) ? {} : await this.pass(id, runId, doc);
        const done = await repos.telegramDeliveries.finishPass(id, runId, seen, outcome, clock.now());
        if (done === 'lost') return;
        if (done === 'released') break;
        doc = done;
      }
    } catch (err) {
      if (err instanceof LeaseLost) return;
      this.deps.log('Telegram delivery failed unexpectedly', { delivery: id, error: err instanceof Error ? err.stack : String(err) });
      await repos.telegramDeliveries.finishPass(id, runId, doc.wantVersion, { state: 'failed', error: 'Unexpected error while delivering; retry it.', errorCode: null }, clock.now());
    } finally {
      await lease.stop();
    }
  }

  /** One reconciliation: Telegram calls as needed, and the fields that record the result. */
  private async pass(id: string, runId: string, doc: TelegramDeliveryDoc): Promise<DeliveryChanges> {
    const { repos, clock } = this.deps;
    const now = clock.now().getTime();
    if (doc.notBefore && doc.notBefore.toMillis() > now) return { state: 'pending', nextAttemptAt: doc.notBefore };
    const [article, channel] = await Promise.all([repos.articles.getById(doc.articleId), repos.telegramChannels.getById(doc.channelId)]);
    const published = article?.status === 'published';
    const changes = doc.want === 'posted' && published ? await this.post(id, runId, doc, article!, channel) : await this.remove(id, runId, doc, channel);
    await this.recordOnChannel(doc, article, changes);
    return changes;
  }

  private async remove(id: string, runId: string, doc: TelegramDeliveryDoc, channel: TelegramChannelDoc | null): Promise<DeliveryChanges> {
    const gone: DeliveryChanges = { state: 'removed', op: 'delete', messageId: null, messageKind: null, postedHash: null, postedImageUrl: null, error: null, errorCode: null, waitingForTranslation: false, nextAttemptAt: null, notBefore: null };
    if (doc.messageId === null) return doc.markedPosted ? { ...gone, markedPosted: null, error: HAND_POSTED_NOT_REMOVED } : gone;
    if (!channel) return failed('delete', 'The channel was deleted from the console, so its bot can no longer remove the message.');
    const messageId = doc.messageId;
    try {
      await this.attempt(id, runId, doc, false, () => this.deps.telegram.deleteMessage(channel.botToken, doc.chatId, messageId));
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      if (!isGoneAlready(err.err)) return this.stopped('delete', err);
    }
    return gone;
  }

  private async post(id: string, runId: string, doc: TelegramDeliveryDoc, article: ArticleDoc, channel: TelegramChannelDoc | null): Promise<DeliveryChanges> {
    if (!channel) return failed(doc.messageId === null ? 'post' : 'edit', 'The channel was deleted from the console.');
    if (doc.messageId === null && !channel.isActive) return failed('post', 'The channel was switched off before the article was posted: switch it on, then retry.');
    const catalog = await this.deps.languages.loadCatalog();
    const now = this.deps.clock.now().getTime();
    if (doc.messageId === null && !article.languageIds.includes(doc.languageId) && doc.waitUntil && doc.waitUntil.toMillis() > now) {
      if (await this.translationComing(article, doc.languageId)) {
        return { state: 'pending', op: 'post', waitingForTranslation: true, nextAttemptAt: ts(Math.min(doc.waitUntil.toMillis(), now + this.deps.policy.recheckMs)) };
      }
      // The job may have ended between the article's read and its own, its translation saved with
      // it in one commit: read the article again, so a translation that just landed is posted.
      article = (await this.deps.repos.articles.getById(article.id)) ?? article;
    }
    const version = versionFor(article, doc.languageId, (l) => catalog.get(l)?.code);
    const siteUrl = this.deps.siteUrl();
    const post = buildPost({ ...version, link: articleLink(siteUrl, article.slug, version.code), photoUrl: absoluteImageUrl(siteUrl, article.imageUrl) });
    const token = channel.botToken;
    const { telegram } = this.deps;
    let messageId = doc.messageId;
    let op: 'post' | 'edit' = messageId === null ? 'post' : 'edit';
    try {
      if (messageId !== null && doc.postedHash === post.hash) return sent(doc, post, messageId, op, this.deps.clock.now());
      if (messageId !== null && doc.messageKind !== post.kind) {
        // A text message cannot become a photo or back: replace it.
        const old = messageId;
        try {
          await this.attempt(id, runId, doc, false, () => telegram.deleteMessage(token, doc.chatId, old));
        } catch (err) {
          if (!(err instanceof Stop) || !isGoneAlready(err.err)) throw err;
        }
        messageId = null;
        op = 'post';
        await this.write(id, runId, { messageId: null, messageKind: null, postedHash: null, postedImageUrl: null });
      }
      if (messageId === null) {
        let shown = post;
        let newId: number;
        try {
          newId = await this.attempt(id, runId, doc, true, () =>
            post.photoUrl ? telegram.sendPhoto(token, doc.chatId, post.photoUrl, post.html) : telegram.sendMessage(token, doc.chatId, post.html),
          );
        } catch (err) {
          // Telegram could not fetch the image: the article still goes out, as text.
          if (!(err instanceof Stop) || post.kind !== 'photo' || !isUnusablePhoto(err.err)) throw err;
          shown = buildPost({ ...version, link: articleLink(siteUrl, article.slug, version.code), photoUrl: null });
          newId = await this.attempt(id, runId, doc, true, () => telegram.sendMessage(token, doc.chatId, shown.html));
        }
        // Recorded at once: the shorter the time between Telegram's answer and this write, the
        // smaller the window in which a crash leaves a post the ledger does not know about.
        // (The hash is the post's as intended, so a text stand-in is not edited over and over.)
        const result = { ...sent(doc, shown, newId, op, this.deps.clock.now()), postedHash: post.hash };
        await this.write(id, runId, result);
        return result;
      }
      const existing = messageId;
      try {
        await this.attempt(id, runId, doc, false, () =>
          post.kind === 'text'
            ? telegram.editMessageText(token, doc.chatId, existing, post.html)
            : post.photoUrl === doc.postedImageUrl
              ? telegram.editMessageCaption(token, doc.chatId, existing, post.html)
              : telegram.editMessagePhoto(token, doc.chatId, existing, post.photoUrl!, post.html),
        );
      } catch (err) {
        if (!(err instanceof Stop) || !/message is not modified/i.test(err.err.details.description ?? '')) throw err;
      }
      return sent(doc, post, existing, op, this.deps.clock.now());
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      const stopped = this.stopped(op, err);
      if (op === 'edit' && /message to edit not found/i.test(err.err.details.description ?? '')) {
        return { ...stopped, messageId: null, messageKind: null, postedHash: null, error: 'The message is no longer in the channel (deleted there?). Retry to post the article again.' };
      }
      return stopped;
    }
  }

  /** An AI translation into the language is on its way: its job is queued or running, or was asked for with the article. */
  private async translationComing(article: ArticleDoc, languageId: number): Promise<boolean> {
    const job = await this.deps.repos.translationJobs.get(article.id, languageId);
    if (job) return job.state === 'pending' || job.state === 'running' || job.state === 'retrying';
    return (article.targetLanguageIds ?? []).includes(languageId);
  }

  /**
   * One Telegram call with retries and backoff (429's retry_after honoured). A send is marked in
   * flight first; a send whose outcome is unknown is never repeated.
   */
  private async attempt<T>(id: string, runId: string, doc: TelegramDeliveryDoc, isSend: boolean, call: () => Promise<T>): Promise<T> {
    const { policy, clock } = this.deps;
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      doc.attempts += 1;
      const since = clock.now();
      await this.write(id, runId, { attempts: doc.attempts, ...(isSend && { inFlight: { runId, since: Timestamp.fromDate(since) } }) });
      let err: TelegramError;
      try {
        const result = await call();
        return result;
      } catch (e) {
        if (!(e instanceof TelegramError)) throw e;
        err = e;
      }
      // The send's outcome is known (Telegram refused, or it never got the request): no longer in flight.
      if (isSend && !err.details.outcomeUnknown) await this.write(id, runId, { inFlight: null });
      if (isSend && err.details.outcomeUnknown) throw new Stop(err);
      const retryable = err.kind === 'rate-limited' || err.kind === 'server' || err.kind === 'network' || (!isSend && (err.kind === 'timeout' || err.kind === 'bad-answer'));
      if (!retryable) throw new Stop(err);
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const asked = err.details.retryAfterMs ?? 0;
      const wait = Math.max(Math.round(Math.random() * backoff), asked);
      if (asked > policy.maxDelayMs) throw new Stop(err, asked);
      if (attempt >= policy.maxAttempts || Date.now() + wait - started > policy.budgetMs) throw new Stop(err);
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  private async write(id: string, runId: string, changes: DeliveryChanges): Promise<void> {
    if (!(await this.deps.repos.telegramDeliveries.update(id, runId, changes, this.deps.clock.now()))) throw new LeaseLost();
  }

  /** A failure as the ledger records it: failed for good, or queued for later after a long retry_after. */
  private stopped(op: 'post' | 'edit' | 'delete', stop: Stop): DeliveryChanges {
    const { err } = stop;
    const error = err.details.outcomeUnknown && op === 'post' ? UNCERTAIN_SEND : err.message;
    if (stop.laterMs !== undefined) {
      const at = ts(this.deps.clock.now().getTime() + stop.laterMs);
      return { state: 'pending', op, error, errorCode: err.details.errorCode ?? null, notBefore: at, nextAttemptAt: at, inFlight: null };
    }
    return { ...failed(op, error, err.details.errorCode ?? null), inFlight: null };
  }

  /** The channel's row shows its newest outcome (not the waits in between). */
  private async recordOnChannel(doc: TelegramDeliveryDoc, article: ArticleDoc | null, changes: DeliveryChanges): Promise<void> {
    const state = changes.state;
    if (state !== 'sent' && state !== 'failed' && state !== 'removed') return;
    if (state === 'removed' && doc.messageId === null) return; // nothing was ever posted
    if (state === 'sent' && changes.op === 'edit' && doc.postedHash === changes.postedHash) return; // nothing changed
    const title = article?.translations.find((t) => t.languageId === doc.languageId)?.title ?? article?.translations[0]?.title ?? `Article ${doc.articleId}`;
    await this.deps.repos.telegramChannels.recordLastDelivery(doc.channelId, {
      articleId: doc.articleId,
      title,
      op: changes.op ?? doc.op,
      state,
      error: changes.error ?? null,
      errorCode: changes.errorCode ?? null,
      at: Timestamp.fromDate(this.deps.clock.now()),
    });
  }
}

function sent(doc: TelegramDeliveryDoc, post: Post, messageId: number, op: 'post' | 'edit', now: Date): DeliveryChanges {
  return {
    state: 'sent',
    op,
    messageId,
    messageKind: post.kind,
    postedHash: post.hash,
    postedImageUrl: post.photoUrl,
    error: null,
    errorCode: null,
    inFlight: null,
    waitingForTranslation: false,
    nextAttemptAt: null,
    notBefore: null,
    sentAt: op === 'post' || !doc.sentAt ? Timestamp.fromDate(now) : doc.sentAt,
  };
}

/** Marked as posted by an administrator, and still wanted there: the worker leaves it alone. */
function handPosted(doc: TelegramDeliveryDoc): boolean {
  return doc.state === 'marked-posted' && doc.want === 'posted';
}

function failed(op: 'post' | 'edit' | 'delete', error: string, errorCode: number | null = null): DeliveryChanges {
  return { state: 'failed', op, error, errorCode, waitingForTranslation: false, nextAttemptAt: null, notBefore: null };
}

/** The message is already gone (deleted in the channel, or by an earlier run). */
function isGoneAlready(err: TelegramError): boolean {
  return err.kind === 'bad-request' && /message to delete not found|message to edit not found/i.test(err.details.description ?? '');
}

/** Telegram could not use the photo URL (unreachable, not an image): post as text instead. */
function isUnusablePhoto(err: TelegramError): boolean {
  return err.kind === 'bad-request' && /HTTP URL|wrong file identifier|wrong type of the web page content|IMAGE_PROCESS_FAILED|failed to get HTTP URL content/i.test(err.details.description ?? '');
}
