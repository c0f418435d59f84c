/** The console dashboard's four numbers (admin-and-api.md §2 Dashboard). */
import type { DashboardStats } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { AiUsageRecorder } from './ai-usage.js';
import type { Clock } from './clock.js';

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Start and end (exclusive) of the IST calendar day that contains `now`. */
export function istDayOf(now: Date): { start: Date; end: Date } {
  const shifted = now.getTime() + IST_OFFSET_MS;
  const start = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

export class DashboardService {
  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'languages'>,
    private readonly aiUsage: AiUsageRecorder,
    private readonly clock: Clock,
  ) {}

  async getStats(): Promise<DashboardStats> {
    const today = istDayOf(this.clock.now());
    const [totalArticles, publishedToday, activeLanguages, totalViews, aiUsage] = await Promise.all([
      this.repos.articles.countAll(),
      this.repos.articles.countPublishedBetween(today.start, today.end),
      this.repos.languages.countActive(),
      this.repos.articles.totalViews(),
      this.aiUsage.thisMonth(),
    ]);
    return { totalArticles, publishedToday, activeLanguages, totalViews, aiUsage };
  }
}
