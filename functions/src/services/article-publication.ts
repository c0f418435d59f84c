/**
 * When an article is published or scheduled (admin-and-api.md §4): publishing sets publishedAt
 * once; scheduling needs a time at least five minutes ahead; leaving "scheduled" clears it.
 */
import { ARTICLE_MESSAGES as M, SCHEDULE_MAX_LEAD_DAYS, SCHEDULE_MIN_LEAD_MINUTES, type ArticleFields, type ArticleStatus } from '../contract/index.js';
import type { ArticleDoc } from '../data/index.js';
import { BadRequestError } from '../errors.js';

export interface Publication {
  status: ArticleStatus;
  publishedAt: Date | null;
  scheduledAt: Date | null;
}

/**
 * The status rules. Publishing sets publishedAt the first time only (a given past time is kept,
 * a future one becomes now: scheduling is how to publish later). Scheduling needs a time at
 * least SCHEDULE_MIN_LEAD_MINUTES ahead, except when an already scheduled article keeps its time.
 * Any other status clears scheduledAt; a draft keeps its first publish time for a later re-publish.
 */
export function decidePublication(
  current: Pick<ArticleDoc, 'status' | 'publishedAt' | 'scheduledAt'> | null,
  input: Partial<Pick<ArticleFields, 'status' | 'publishedAt' | 'scheduledAt'>>,
  now: Date,
): Publication {
  const status = input.status ?? current!.status;
  const firstPublished = current?.publishedAt?.toDate() ?? null;
  if (status === 'scheduled') {
    const keptTime = current?.status === 'scheduled' ? (current.scheduledAt?.toDate() ?? null) : null;
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : input.scheduledAt === null ? null : keptTime;
    if (!scheduledAt) throw new BadRequestError(`Invalid body parameter 'article.scheduledAt': ${M.scheduledAtRequired}`, 'article.scheduledAt', M.scheduledAtRequired);
    const unchanged = keptTime !== null && keptTime.getTime() === scheduledAt.getTime();
    if (!unchanged && scheduledAt.getTime() < now.getTime() + SCHEDULE_MIN_LEAD_MINUTES * 60_000) {
      throw new BadRequestError(`Invalid body parameter 'article.scheduledAt': ${M.scheduledTooSoon}`, 'article.scheduledAt', M.scheduledTooSoon);
    }
    if (!unchanged && scheduledAt.getTime() > now.getTime() + SCHEDULE_MAX_LEAD_DAYS * 86_400_000) {
      throw new BadRequestError(`Invalid body parameter 'article.scheduledAt': ${M.scheduledTooLate}`, 'article.scheduledAt', M.scheduledTooLate);
    }
    return { status, publishedAt: firstPublished, scheduledAt };
  }
  if (status === 'published') {
    const requested = input.publishedAt ? new Date(input.publishedAt) : now;
    return { status, publishedAt: firstPublished ?? (requested > now ? now : requested), scheduledAt: null };
  }
  return { status, publishedAt: firstPublished, scheduledAt: null };
}
