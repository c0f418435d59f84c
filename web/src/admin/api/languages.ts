/** The admin language calls (admin-and-api.md §7). */
import type { AdminLanguage, CreateLanguageRequest, DeletedResponse, UpdateLanguageRequest } from '@contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';

export const ADMIN_LANGUAGES_PATH = '/api/admin/languages';

export function useAdminLanguages() {
  return useQuery<AdminLanguage[]>({ queryKey: [ADMIN_LANGUAGES_PATH] });
}

/** Language names show in article rows, the dashboard counts active ones, readers pick from them. */
function refreshLanguages(client: QueryClient) {
  return invalidatePaths(client, ADMIN_LANGUAGES_PATH, '/api/admin/stats', '/api/admin/articles', '/api/languages');
}

export function useCreateLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLanguageRequest) => readJson<AdminLanguage>(apiRequest('POST', ADMIN_LANGUAGES_PATH, body)),
    onSuccess: () => refreshLanguages(client),
  });
}

/** The full form, or only `{isActive}` from the list's switch. */
export function useUpdateLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLanguageRequest }) => readJson<AdminLanguage>(apiRequest('PUT', `${ADMIN_LANGUAGES_PATH}/${id}`, body)),
    onSuccess: () => refreshLanguages(client),
  });
}

export function useDeleteLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => readJson<DeletedResponse>(apiRequest('DELETE', `${ADMIN_LANGUAGES_PATH}/${id}`)),
    onSuccess: () => refreshLanguages(client),
  });
}
