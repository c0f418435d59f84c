/**
 * "My translations" (issue 29, the translator's desk): the translations in a person's languages
 * that are machine-made or stale, most-read first. The owner and administrators see every
 * language; editors and translators the languages they hold (an editor of a language sees the
 * same queue for it as its translators). The entries are kept by translation-queue-repository.ts.
 */
import { ALL_LANGUAGES, encodeCursor, QUEUE_PAGE, type LanguageScope, type MyTranslationsQuery, type MyTranslationsResponse, type QueueItem, type StaffActor } from '../contract/index.js';
import { queueEntryId, type QueueEntry, type Repositories } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import type { Clock } from './clock.js';

export class TranslationQueueService {
  /** Set once this instance saw the backfill done: the schedule then reads nothing. */
  private backfillDone = false;

  constructor(
    private readonly repos: Pick<Repositories, 'translationQueue' | 'catchUp'>,
    private readonly clock: Clock,
  ) {}

  /**
   * Fills the queue from every article once (a deployment from before the desk, whose articles'
   * writes never reached the trigger), then marks it done; the recoverBackgroundWork schedule runs
   * it. Idempotent: a run cut short is done again by the next, which writes only what differs.
   */
  async backfill(): Promise<{ articles: number; written: number } | null> {
    if (this.backfillDone) return null;
    if (await this.repos.translationQueue.backfilled()) {
      this.backfillDone = true;
      return null;
    }
    const ids = await this.repos.catchUp.articleIds();
    let written = 0;
    for (const id of ids) written += (await this.repos.translationQueue.sync(id)).written;
    await this.repos.translationQueue.markBackfilled(this.clock.now());
    this.backfillDone = true;
    return { articles: ids.length, written };
  }

  /** The route's guard has checked that `languageId`, when given, is one of the person's (policy `translationQueue.read`). */
  async list(actor: StaffActor, q: MyTranslationsQuery): Promise<MyTranslationsResponse> {
    const scope = queueScopeOf(actor);
    const languages = q.languageId !== undefined ? [q.languageId] : scope;
    const limit = q.limit ?? QUEUE_PAGE.default;
    const after = q.cursor ? { views: q.cursor[0], id: queueEntryId(q.cursor[1], q.cursor[2]) } : undefined;
    const entries = await this.repos.translationQueue.list(languages, limit, after);
    const page = entries.slice(0, limit);
    const last = page.at(-1);
    return { items: page.map(itemOf), languageIds: scope, nextCursor: entries.length > limit && last ? encodeCursor([last.views, last.articleId, last.languageId]) : null };
  }
}

/** The languages of a person's desk: every one for the owner and administrators. */
export function queueScopeOf(actor: Pick<StaffActor, 'role' | 'languageIds'>): LanguageScope {
  return actor.role === 'owner' || actor.role === 'administrator' ? ALL_LANGUAGES : actor.languageIds;
}

function itemOf(e: QueueEntry): QueueItem {
  return {
    articleId: e.articleId,
    languageId: e.languageId,
    originalLanguageId: e.originalLanguageId,
    title: e.title,
    originalTitle: e.originalTitle,
    reasons: e.reasons,
    views: e.views,
    updatedAt: toIsoRequired(e.updatedAt),
  };
}
