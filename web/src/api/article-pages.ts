/** All Articles' pages, only on that screen (its infinite query stays out of the home page's JavaScript). */
import type { ArticlePage, ArticleSort, Category } from '@contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listPath } from './articles';
import { apiRequest } from './request';

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
