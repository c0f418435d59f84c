/** The translator's desk (issue 29): GET /api/admin/my-translations, page by page. */
import type { MyTranslationsResponse } from '@contract';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { readJson } from './json';

export const MY_TRANSLATIONS_PATH = '/api/admin/my-translations';
const PAGE = 20;

export function useMyTranslations(languageId: number | undefined) {
  return useInfiniteQuery({
    queryKey: [MY_TRANSLATIONS_PATH, languageId ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(PAGE) });
      if (languageId !== undefined) q.set('languageId', String(languageId));
      if (pageParam) q.set('cursor', pageParam);
      return readJson<MyTranslationsResponse>(apiRequest('GET', `${MY_TRANSLATIONS_PATH}?${q}`));
    },
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export function refreshMyTranslations(client: QueryClient) {
  return client.invalidateQueries({ queryKey: [MY_TRANSLATIONS_PATH] });
}
