/** Reader article queries. */
import type { ArticleSummary } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useArticles(params: { language: string; limit?: number; category?: string }) {
  const search = new URLSearchParams({ language: params.language });
  if (params.limit) search.set('limit', String(params.limit));
  if (params.category) search.set('category', params.category);
  return useQuery<ArticleSummary[]>({ queryKey: [`/api/articles?${search.toString()}`] });
}
