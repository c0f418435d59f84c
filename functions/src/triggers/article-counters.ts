/**
 * Rolls an article's counter shards up into articleStats/{id} after views and shares, so lists
 * read counts without one aggregation per article (article-stats-repository.ts).
 *
 * A burst of views fires one event per increment; rolling up for each would write the stats
 * document as often as the shards take increments, the very contention shards exist to avoid. So
 * the events of one article in this instance share one roll-up that starts ROLL_UP_DELAY_MS after
 * the first of them: an event joins a roll-up that has not started yet (it will read this event's
 * increment), and one arriving after it started queues the next.
 *
 * Only the event that queued a roll-up waits for it: if the roll-up fails, that event fails and
 * Firestore delivers it again, and the roll-up it then runs reads every shard, so the increments
 * of the events that joined are counted too. Those return at once, so a burst of thousands of
 * views does not hold thousands of events (and their snapshots) in memory for the delay.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

export const ROLL_UP_DELAY_MS = 1_000;

/** What rolls an article's shards up: one per runtime (a test process runs several hosts, each its own database). */
export interface CounterRollUp {
  rollUp(articleId: number): Promise<unknown>;
}

const waiting = new WeakMap<CounterRollUp, Map<number, Promise<unknown>>>();

/** Queues a roll-up of the article, or joins the queued one: the queuing call answers its promise, a joining one `undefined`. */
export function rollUpSoon(stats: CounterRollUp, articleId: number, delayMs = ROLL_UP_DELAY_MS): Promise<unknown> | undefined {
  let queued = waiting.get(stats);
  if (!queued) waiting.set(stats, (queued = new Map()));
  if (queued.has(articleId)) return undefined;
  const next = new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => {
    queued.delete(articleId); // from here on, a new increment may not be read: it queues the next one
    return stats.rollUp(articleId);
  });
  queued.set(articleId, next);
  return next;
}

export const onArticleCounterWritten = onDocumentWritten({ document: 'articles/{articleId}/counters/{shard}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  await rollUpSoon(runtime().services.repos.articleStats, id);
});
