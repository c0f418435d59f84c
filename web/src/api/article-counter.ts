/**
 * The two counters readers drive (views and shares), only on the article screen: kept apart from
 * the article queries so the home page, which lists articles, does not download TanStack Query's
 * mutation code (about 2.5 KiB gzip). What they answer is kept in article-totals.ts.
 *
 * `useArticleTotals` gives the counts to show: the newer of what was recorded and the article's own
 * (counters only grow, and a later read of the article may be newer still). Only the counts
 * re-render when a view is recorded, not the article's whole screen (a long task on a phone).
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { countArticle, recordedTotals, subscribeToTotals, type Totals } from './article-totals';

/** Records a view or a share; the counts shown follow (useArticleTotals). */
export function useArticleCounter(kind: 'view' | 'share') {
  return useMutation({ mutationFn: (id: number) => countArticle(kind, id) });
}

/** The article's views and shares to show: what it was read with, or the totals recorded since if newer. */
export function useArticleTotals(article: { id: number } & Totals): Totals {
  const latest = useSyncExternalStore(
    subscribeToTotals,
    useCallback(() => recordedTotals(article.id), [article.id]),
    // Hydrating: what the server rendered.
    () => undefined,
  );
  if (!latest) return { views: article.views, shares: article.shares };
  return { views: Math.max(latest.views, article.views), shares: Math.max(latest.shares, article.shares) };
}
