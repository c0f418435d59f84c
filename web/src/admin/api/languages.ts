/** The admin language calls (admin-and-api.md §7). */
import type { AdminLanguage, CreateLanguageRequest, DeletedResponse, UpdateLanguageRequest } from '@contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export const ADMIN_LANGUAGES_PATH = '/api/admin/languages';

export function useAdminLanguages() {
  return useQuery<AdminLanguage[]>({ queryKey: [ADMIN_LANGUAGES_PATH] });
}

/**
 * Language names show in article rows, the dashboard counts active ones, readers pick from them;
 * adding or re-activating one starts its interface-text job (Site text).
 */
function refreshLanguages(client: QueryClient) {
  return invalidatePaths(client, ADMIN_LANGUAGES_PATH, '/api/admin/stats', '/api/admin/articles', '/api/languages', '/api/admin/site-text');
}

export function useCreateLanguage() {
  return useRefreshingMutation((body: CreateLanguageRequest) => readJson<AdminLanguage>(apiRequest('POST', ADMIN_LANGUAGES_PATH, body)), refreshLanguages);
}

/** The full form, or only `{isActive}` from the list's switch. */
export function useUpdateLanguage() {
  return useRefreshingMutation(({ id, body }: { id: number; body: UpdateLanguageRequest }) => readJson<AdminLanguage>(apiRequest('PUT', `${ADMIN_LANGUAGES_PATH}/${id}`, body)), refreshLanguages);
}

export function useDeleteLanguage() {
  return useRefreshingMutation((id: number) => readJson<DeletedResponse>(apiRequest('DELETE', `${ADMIN_LANGUAGES_PATH}/${id}`)), refreshLanguages);
}
