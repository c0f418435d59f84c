/**
 * The two counters readers drive (views and shares), only on the article screen: kept apart from
 * the article queries so the home page, which lists articles, does not download TanStack Query's
 * mutation code (about 2.5 KiB gzip).
 *
 * The totals a view or a share answers are kept here, by article, not written into the cached
 * article: the article's screen re-rendered whole when its view was recorded right after loading
 * (a long task on a phone), where only the two counts change. `useArticleTotals` gives the counts
 * to show: the newer of these and the article's own (counters only grow, and a later read of the
 * article may be newer still).
 */
import type { CounterResponse } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiRequest } from './request';

type Totals = Pick<CounterResponse, 'views' | 'shares'>;

const recorded = new Map<number, Totals>();
const listeners = new Set<() => void>();

function record(totals: CounterResponse) {
  recorded.set(totals.id, { views: totals.views, shares: totals.shares });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a view or a share; the counts shown follow (useArticleTotals). */
export function useArticleCounter(kind: 'view' | 'share') {
  return useMutation({
    mutationFn: async (id: number) => (await (await apiRequest('POST', `/api/articles/${id}/${kind}`)).json()) as CounterResponse,
    onSuccess: record,
  });
}

/** The article's views and shares to show: what it was read with, or the totals recorded since if newer. */
export function useArticleTotals(article: { id: number } & Totals): Totals {
  const latest = useSyncExternalStore(
    subscribe,
    useCallback(() => recorded.get(article.id), [article.id]),
    // Hydrating: what the server rendered.
    () => undefined,
  );
  if (!latest) return { views: article.views, shares: article.shares };
  return { views: Math.max(latest.views, article.views), shares: Math.max(latest.shares, article.shares) };
}
