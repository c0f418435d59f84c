/**
 * The last RECENT_VIEWS_DAYS site-days' page views per article and language edition (issue 30,
 * docs/analytics.md), summed from the daily rollups' `articles.{articleId}_{languageId}` cells:
 * what the console's articles list sorts by (`sort=views30d`) and what finds the translations
 * nobody opened (unopened-translations.ts). Read afresh at each call, as the report is: one query
 * returning the days' shard documents (at most 30 × ANALYTICS_SHARDS reads; on a quiet site only
 * the shards written), never a query per article.
 */
import { RECENT_VIEWS_DAYS } from '../../contract/index.js';
import type { AnalyticsRepository } from '../../data/analytics-repository.js';
import type { Clock } from '../clock.js';
import { addDays, zonedParts, zonedStart } from './attributes.js';

export interface RecentViews {
  /** The days summed, YYYY-MM-DD in the site's time zone, both included: `to` is today. */
  from: string;
  to: string;
  timeZone: string;
  /** When `from` started in the site's time zone. */
  start: Date;
  /** Page views per article id, then per language id; only what was read. */
  byArticle: Map<number, Map<number, number>>;
}

export interface RecentViewsDeps {
  store: Pick<AnalyticsRepository, 'days'>;
  /** The site's reporting time zone (AnalyticsService.timeZone). */
  timeZone: () => Promise<string>;
  clock: Clock;
}

/** Sums the last RECENT_VIEWS_DAYS site-days (today and the days before it) per article and edition. */
export async function readRecentViews(deps: RecentViewsDeps): Promise<RecentViews> {
  const timeZone = await deps.timeZone();
  const to = zonedParts(deps.clock.now(), timeZone).day;
  const from = addDays(to, -(RECENT_VIEWS_DAYS - 1));
  const byArticle = new Map<number, Map<number, number>>();
  for (const doc of await deps.store.days(from, to)) {
    for (const [key, cell] of Object.entries(doc.articles ?? {})) {
      const [articleId, languageId] = key.split('_').map(Number) as [number, number];
      const pv = cell.pv ?? 0;
      if (!pv || !Number.isInteger(articleId) || !Number.isInteger(languageId)) continue;
      let editions = byArticle.get(articleId);
      if (!editions) byArticle.set(articleId, (editions = new Map()));
      editions.set(languageId, (editions.get(languageId) ?? 0) + pv);
    }
  }
  return { from, to, timeZone, start: zonedStart(from, timeZone), byArticle };
}

/** Each article's page views of the period, all its editions together. */
export function viewsPerArticle(recent: RecentViews): Map<number, number> {
  const out = new Map<number, number>();
  for (const [articleId, editions] of recent.byArticle) out.set(articleId, [...editions.values()].reduce((a, b) => a + b, 0));
  return out;
}
