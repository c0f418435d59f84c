/**
 * "My translations" (issue 29, the translator's desk): the translations in a person's languages
 * that are machine-made or stale, most-read first. The owner and administrators see every
 * language; editors and translators the languages they hold (an editor of a language sees the
 * same queue for it as its translators). The entries are kept by translation-queue-repository.ts.
 */
import { ALL_LANGUAGES, QUEUE_PAGE, type LanguageScope, type MyTranslationsQuery, type MyTranslationsResponse, type QueueItem, type StaffActor } from '../contract/index.js';
import type { QueueEntry, Repositories } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';

export class TranslationQueueService {
  constructor(private readonly repos: Pick<Repositories, 'translationQueue'>) {}

  /** The route's guard has checked that `languageId`, when given, is one of the person's (policy `translationQueue.read`). */
  async list(actor: StaffActor, q: MyTranslationsQuery): Promise<MyTranslationsResponse> {
    const scope = queueScopeOf(actor);
    const languages = q.languageId !== undefined ? [q.languageId] : scope;
    const limit = q.limit ?? QUEUE_PAGE.default;
    const entries = await this.repos.translationQueue.list(languages, limit, q.cursor ? positionOf(q.cursor) : undefined);
    const page = entries.slice(0, limit);
    const last = page.at(-1);
    return { items: page.map(itemOf), languageIds: scope, nextCursor: entries.length > limit && last ? `${last.views}.${last.id}` : null };
  }
}

/** The languages of a person's desk: every one for the owner and administrators. */
export function queueScopeOf(actor: Pick<StaffActor, 'role' | 'languageIds'>): LanguageScope {
  return actor.role === 'owner' || actor.role === 'administrator' ? ALL_LANGUAGES : actor.languageIds;
}

function positionOf(cursor: string) {
  const dot = cursor.indexOf('.');
  return { views: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
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
