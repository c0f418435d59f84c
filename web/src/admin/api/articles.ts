/** The admin article calls (admin-and-api.md §7) as queries and mutations. */
import type { AdminArticle, AdminArticleSort, CreateArticleRequestSchema, DeletedResponse, TranslationUpsertRequest, UpdateArticleRequestSchema } from '@contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/request';
import { hasActiveJobs } from '../articles/translation-status';
import { invalidatePaths } from '../shared/cache';
import { conflictOf, keepAnsweredArticle, keepConflictArticle, type ArticleWriteAnswer } from './article-versions';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

/** Bodies as sent: the schemas' input types (their outputs add the server's defaults). */
export type CreateArticleBody = z.input<typeof CreateArticleRequestSchema>;
export type UpdateArticleBody = z.input<typeof UpdateArticleRequestSchema>;

export const ADMIN_ARTICLES_PATH = '/api/admin/articles';

export interface ArticleListParams {
  category?: string;
  status?: string;
  /** "Mine": only the signed-in person's articles. */
  mine?: boolean;
  /** "Waiting for review": submitted drafts. */
  waiting?: boolean;
  /** The order; absent: newest created first. `views30d` answers each article's `views30d`. */
  sort?: AdminArticleSort;
  limit: number;
}

/** "?category=&status=&sort=views30d&limit=50": an empty filter is no filter (the server reads '' as all). */
export function articleListPath({ category, status, mine, waiting, sort, limit }: ArticleListParams): string {
  const search = new URLSearchParams();
  if (category !== undefined) search.set('category', category);
  if (status !== undefined) search.set('status', status);
  if (mine) search.set('mine', 'true');
  if (waiting) search.set('review', 'waiting');
  if (sort && sort !== 'newest') search.set('sort', sort);
  search.set('limit', String(limit));
  return `${ADMIN_ARTICLES_PATH}?${search.toString()}`;
}

export function useAdminArticles(params: ArticleListParams) {
  return useQuery<AdminArticle[]>({ queryKey: [articleListPath(params)] });
}

/** How often the edit dialog asks again while a translation job of its article is queued or running. */
export const TRANSLATION_POLL_MS = 2000;

/**
 * One article with every language version's content (the edit dialog).
 *
 * `pollWhileTranslating`: the one exception to the spec's "no polling" (admin-and-api.md §9).
 * AI translation jobs run in the background after the request that started them has answered,
 * and the dialog shows each language's progress (§4); nothing pushes their end to the browser.
 * So the open article alone is read again every 2 s while one of its jobs is pending or
 * running, and the polling stops by itself once none is (or when the dialog closes). Opening
 * the dialog reads the article once more: a job may have started or ended since it was last
 * read, and that fresh answer is what starts (or stops) the polling.
 */
export function useAdminArticle(id: number | undefined, { pollWhileTranslating = false } = {}) {
  return useQuery<AdminArticle>({
    queryKey: [`${ADMIN_ARTICLES_PATH}/${id}`],
    enabled: id !== undefined,
    ...(pollWhileTranslating && { refetchOnMount: 'always' as const }),
    refetchInterval: pollWhileTranslating ? (query) => (hasActiveJobs(query.state.data) ? TRANSLATION_POLL_MS : false) : false,
  });
}

/** The console's lists, the dashboard and the reader site's cached articles all change with an article. */
export function refreshArticles(client: QueryClient) {
  return invalidatePaths(client, ADMIN_ARTICLES_PATH, '/api/admin/stats', '/api/articles');
}

export function useCreateArticle() {
  return useRefreshingMutation((body: CreateArticleBody) => readJson<AdminArticle>(apiRequest('POST', ADMIN_ARTICLES_PATH, body)), refreshArticles);
}

/**
 * An article write (issue 39): sent with `If-Match`, the version its form or panel started from;
 * the answer (the new version) or a 409's `current` becomes the cached article, so the dialog's
 * next action starts from it.
 */
function useArticleWrite<T>(write: (arg: T) => Promise<ArticleWriteAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (article) => {
      keepAnsweredArticle(client, article);
      return refreshArticles(client);
    },
    onError: (err) => keepConflictArticle(client, err),
  });
}

export function useUpdateArticle() {
  return useArticleWrite(({ id, body, ifMatch }: { id: number; body: UpdateArticleBody; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('PATCH', `${ADMIN_ARTICLES_PATH}/${id}`, body, { ifMatch })),
  );
}

/** "Submit for review": POST /api/admin/articles/{id}/submit-for-review. */
export function useSubmitForReview() {
  return useArticleWrite(({ id, ifMatch }: { id: number; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('POST', `${ADMIN_ARTICLES_PATH}/${id}/submit-for-review`, undefined, { ifMatch })),
  );
}

/**
 * Deleting is a write too: the version the list showed, so a delete never removes work saved since
 * unseen. Refused (409), the list is read again to show the article as it is now.
 */
export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch }: { id: number; ifMatch: string }) => readJson<DeletedResponse>(apiRequest('DELETE', `${ADMIN_ARTICLES_PATH}/${id}`, undefined, { ifMatch })),
    onSuccess: () => refreshArticles(client),
    onError: (err) => {
      if (conflictOf(err)) void refreshArticles(client);
    },
  });
}

/** Creates or replaces one language version by hand: PUT /api/admin/articles/{id}/translations/{languageId}. */
export function useSaveTranslation() {
  return useArticleWrite(({ id, languageId, body, ifMatch }: { id: number; languageId: number; body: TranslationUpsertRequest; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('PUT', `${ADMIN_ARTICLES_PATH}/${id}/translations/${languageId}`, body, { ifMatch })),
  );
}
