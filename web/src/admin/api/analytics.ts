/**
 * The analytics report (issue 30, docs/analytics.md): GET /api/admin/analytics for a range of days
 * in the site's time zone, by day or (one day) by hour, optionally of one article or language.
 * Read again each time a screen opens: the numbers grow with every page view.
 */
import type { AnalyticsReport, UnopenedTranslations } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { downloadFile } from './download';
import { readJson } from './json';

export const ANALYTICS_PATH = '/api/admin/analytics';

/** The query as the API names it: days written YYYY-MM-DD, both included. */
export interface AnalyticsParams {
  from: string;
  to: string;
  interval?: 'day' | 'hour';
  languageId?: number;
  articleId?: number;
}

export function analyticsUrl(params: AnalyticsParams): string {
  const search = new URLSearchParams();
  search.set('from', params.from);
  search.set('to', params.to);
  if (params.interval) search.set('interval', params.interval);
  if (params.languageId !== undefined) search.set('languageId', String(params.languageId));
  if (params.articleId !== undefined) search.set('articleId', String(params.articleId));
  return `${ANALYTICS_PATH}?${search}`;
}

/**
 * `keepPrevious`: while another range of the same article and language loads, the last one stays
 * on screen (no flash of a spinner); `isPlaceholderData` says so.
 */
export function useAnalyticsReport(params: AnalyticsParams, { enabled = true, keepPrevious = false } = {}) {
  return useQuery<AnalyticsReport>({
    queryKey: [ANALYTICS_PATH, params],
    queryFn: () => readJson<AnalyticsReport>(apiRequest('GET', analyticsUrl(params))),
    refetchOnMount: 'always',
    // Keep the last range's numbers on screen while the next range loads (no flash of skeletons).
    placeholderData: (previous, query) => (keepPrevious && previous && sameScope(query?.queryKey[1] as AnalyticsParams | undefined, params) ? previous : undefined),
    enabled,
  });
}

/** Same article and language: a different range of the same thing may stand in while loading. */
function sameScope(a: AnalyticsParams | undefined, b: AnalyticsParams): boolean {
  return a !== undefined && a.articleId === b.articleId && a.languageId === b.languageId;
}

/**
 * The published articles' translations nobody opened in the last 30 site-days
 * (GET /api/admin/analytics/unopened-translations). Under ANALYTICS_PATH: the screen's Refresh reads it again too.
 */
export function useUnopenedTranslations() {
  return useQuery<UnopenedTranslations>({
    queryKey: [ANALYTICS_PATH, 'unopened-translations'],
    queryFn: () => readJson<UnopenedTranslations>(apiRequest('GET', `${ANALYTICS_PATH}/unopened-translations`)),
    refetchOnMount: 'always',
  });
}

/** Downloads the range's daily numbers as CSV (GET /api/admin/analytics/export; the server names the file). */
export function downloadAnalyticsCsv(from: string, to: string): Promise<void> {
  return downloadFile(`${ANALYTICS_PATH}/export?${new URLSearchParams({ from, to })}`, `cryptolekh-analytics-${from}-${to}.csv`);
}
