/**
 * The Site text calls (issue 23): a language's interface strings beside English, a human edit,
 * marking strings reviewed, and asking AI for the missing and stale ones.
 *
 * Like the article dialog's translation jobs, the screen's language is read again every 2 s while
 * its interface-text job is queued, running or waiting to retry (the one exception to the spec's
 * "no polling", admin-and-api.md §9): the job runs in the background after the request that
 * started it answered, and nothing pushes its end to the browser. The polling stops by itself.
 */
import type { SiteTextResponse, SiteTextRow, SiteTextTranslateResponse } from '@contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export const SITE_TEXT_PATH = '/api/admin/site-text';
const JOB_POLL_MS = 2000;

const ACTIVE = new Set(['pending', 'running', 'retrying']);

export function isJobActive(view: Pick<SiteTextResponse, 'job'> | undefined): boolean {
  return !!view?.job && ACTIVE.has(view.job.state);
}

export function useSiteText(languageId: number | undefined) {
  return useQuery<SiteTextResponse>({
    queryKey: [`${SITE_TEXT_PATH}/${languageId}`],
    enabled: languageId !== undefined,
    // A job may have started or ended since the language was last shown.
    refetchOnMount: 'always',
    refetchInterval: (query) => (isJobActive(query.state.data) ? JOB_POLL_MS : false),
  });
}

const refresh = (languageId: number) => (client: QueryClient) => invalidatePaths(client, `${SITE_TEXT_PATH}/${languageId}`);

export function useEditSiteText(languageId: number) {
  return useRefreshingMutation(
    ({ key, text }: { key: string; text: string }) => readJson<SiteTextRow>(apiRequest('PUT', `${SITE_TEXT_PATH}/${languageId}/${encodeURIComponent(key)}`, { text })),
    refresh(languageId),
  );
}

/** Forgets a stored text: the shipped text or English shows again, and AI may translate it. */
export function useResetSiteText(languageId: number) {
  return useRefreshingMutation((key: string) => readJson<SiteTextRow>(apiRequest('DELETE', `${SITE_TEXT_PATH}/${languageId}/${encodeURIComponent(key)}`)), refresh(languageId));
}

export function useReviewSiteText(languageId: number) {
  return useRefreshingMutation((keys: string[]) => readJson<SiteTextResponse>(apiRequest('POST', `${SITE_TEXT_PATH}/${languageId}/review`, { keys })), refresh(languageId));
}

export function useTranslateSiteText(languageId: number) {
  return useRefreshingMutation(() => readJson<SiteTextTranslateResponse>(apiRequest('POST', `${SITE_TEXT_PATH}/${languageId}/translate`)), refresh(languageId));
}
