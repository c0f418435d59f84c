/**
 * Publishes scheduled articles whose time has come. The deployed `publishScheduledArticles`
 * schedule and the local host's timer both call `publishDueArticles`; overlapping runs are
 * harmless because each article is published in its own transaction that re-checks it.
 */
import type { Repositories } from '../data/index.js';
import type { Clock } from './clock.js';

const BATCH = 100;
/** One run publishes at most this many batches; a larger backlog continues on the next run. */
const MAX_BATCHES = 20;

export class ScheduledPublishingService {
  constructor(
    private readonly repos: Pick<Repositories, 'scheduledArticles'>,
    private readonly clock: Clock,
  ) {}

  /** Returns how many articles this run published. */
  async publishDueArticles(now: Date = this.clock.now()): Promise<number> {
    let published = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due = await this.repos.scheduledArticles.listDue(now, BATCH);
      for (const doc of due) if (await this.repos.scheduledArticles.publishIfDue(doc.id, now)) published++;
      if (due.length < BATCH) break;
    }
    return published;
  }
}
