/** Reader article queries (the counters readers drive are in article-counter.ts). */
import type { ArticleDetail, ArticlePage, ArticleSort, ArticleSummary, Category } from '@contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from './request';

function listPath(base: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  return `${base}?${search.toString()}`;
}

export function useArticles(params: { language: string; limit?: number; category?: Category }, enabled = true) {
  return useQuery<ArticleSummary[]>({ queryKey: [listPath('/api/articles', params)], enabled });
}

export const ARTICLE_PAGE_SIZE = 24;

/** All Articles: pages of the server's search, filter and sort, the next one on demand. */
export function useArticlePages(params: { language: string; q: string; category?: Category; sort: ArticleSort }, enabled = true) {
  const base = { language: params.language, q: params.q || undefined, category: params.category, sort: params.sort, limit: ARTICLE_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: ['/api/articles', 'pages', base],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => (await (await apiRequest('GET', listPath('/api/articles', { ...base, offset: pageParam }))).json()) as ArticlePage,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
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
