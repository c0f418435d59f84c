/**
 * The console dashboard's numbers (admin-and-api.md §2 Dashboard), and the last 30 site-days'
 * readers and ad figures (issue 30): the analytics report's totals for that range, from the same
 * rollups and ad counters (analytics-report.ts `buildTotals`), so the tiles, the report and the
 * Megaphones screen agree.
 */
import { adCtr, type DashboardStats } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { AiUsageRecorder } from './ai-usage.js';
import type { Clock } from './clock.js';
import { lastSiteDays } from './ad-figures.js';

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Start and end (exclusive) of the IST calendar day that contains `now`. */
export function istDayOf(now: Date): { start: Date; end: Date } {
  const shifted = now.getTime() + IST_OFFSET_MS;
  const start = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** Days the dashboard's reader and ad tiles cover, today included. */
export const DASHBOARD_DAYS = 30;

/** What the dashboard reads of the analytics: the site's time zone and a range's totals. */
export interface DashboardAnalytics {
  timeZone(): Promise<string>;
  totals(from: string, to: string): Promise<{ pageviews: number; visitors: number; adImpressions: number; adClicks: number }>;
}

export class DashboardService {
  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'languages'>,
    private readonly aiUsage: AiUsageRecorder,
    private readonly clock: Clock,
    private readonly analytics: DashboardAnalytics,
  ) {}

  /** `withAnalytics`: whether the caller may read the analytics (else `last30Days` is null and not read). */
  async getStats({ withAnalytics }: { withAnalytics: boolean }): Promise<DashboardStats> {
    const now = this.clock.now();
    const today = istDayOf(now);
    const [totalArticles, publishedToday, activeLanguages, totalViews, aiUsage, last30Days] = await Promise.all([
      this.repos.articles.countAll(),
      this.repos.articles.countPublishedBetween(today.start, today.end),
      this.repos.languages.countActive(),
      this.repos.articles.totalViews(),
      this.aiUsage.thisMonth(),
      withAnalytics ? this.last30Days(now) : null,
    ]);
    return { totalArticles, publishedToday, activeLanguages, totalViews, aiUsage, last30Days };
  }

  private async last30Days(now: Date): Promise<NonNullable<DashboardStats['last30Days']>> {
    const timeZone = await this.analytics.timeZone();
    const days = lastSiteDays(now, timeZone, DASHBOARD_DAYS);
    const from = days[0]!;
    const to = days[days.length - 1]!;
    const t = await this.analytics.totals(from, to);
    return { from, to, timeZone, pageviews: t.pageviews, visitors: t.visitors, adImpressions: t.adImpressions, adClicks: t.adClicks, adCtr: adCtr(t.adClicks, t.adImpressions) };
  }
}
