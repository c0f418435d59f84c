/** Reader article queries and the two counters readers drive. */
import type { ArticleDetail, ArticleSummary, Category, CounterResponse } from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './request';

function listPath(base: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  return `${base}?${search.toString()}`;
}

export function useArticles(params: { language: string; limit?: number; category?: Category }, enabled = true) {
  return useQuery<ArticleSummary[]>({ queryKey: [listPath('/api/articles', params)], enabled });
}

export function useFeaturedArticles(language: string, limit: number, enabled = true) {
  return useQuery<ArticleSummary[]>({ queryKey: [listPath('/api/articles/featured', { language, limit })], enabled });
}

export function articlePath(slug: string, language: string) {
  return `/api/articles/${encodeURIComponent(slug)}?language=${encodeURIComponent(language)}`;
}

export function useArticle(slug: string, language: string, enabled = true) {
  return useQuery<ArticleDetail>({ queryKey: [articlePath(slug, language)], enabled });
}

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
