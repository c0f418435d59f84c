/**
 * Reader article queries. All Articles' pages (article-pages.ts) and the counters readers drive
 * (article-counter.ts) are apart, so the home page does not download TanStack Query's infinite
 * query and mutation code.
 */
import type { ArticleDetail, ArticleSummary, Category } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function listPath(base: string, params: Record<string, string | number | undefined>) {
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

/** A draft preview link's article (issue 24): the saved text, whatever its status. */
export function previewPath(token: string, language: string) {
  return `/api/preview/${encodeURIComponent(token)}?language=${encodeURIComponent(language)}`;
}

export function usePreviewArticle(token: string, language: string, enabled = true) {
  return useQuery<ArticleDetail>({ queryKey: [previewPath(token, language)], enabled });
}
