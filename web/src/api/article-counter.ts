/**
 * The two counters readers drive (views and shares), only on the article screen: kept apart from
 * the article queries so the home page, which lists articles, does not download TanStack Query's
 * mutation code (about 2.5 KiB gzip).
 */
import type { ArticleDetail, CounterResponse } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlePath } from './articles';
import { apiRequest } from './request';

/** Records a view or a share and puts the new totals into the cached article. */
export function useArticleCounter(kind: 'view' | 'share', slug: string, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await (await apiRequest('POST', `/api/articles/${id}/${kind}`)).json()) as CounterResponse,
    onSuccess: (totals) => {
      client.setQueryData<ArticleDetail>([articlePath(slug, language)], (old) =>
        old ? { ...old, views: totals.views, shares: totals.shares } : old,
      );
    },
  });
}
