/** The admin ad calls (admin-and-api.md §7) as queries and mutations. */
import type { AdminAd, AdPlacement, CreateAdInput, DeletedResponse, UpdateAdRequestSchema } from '@contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export type UpdateAdBody = z.input<typeof UpdateAdRequestSchema>;

export const ADMIN_ADS_PATH = '/api/admin/ads';

/**
 * The list, filtered by placement. The filter sends the placement names ads are stored with
 * (`homepage`, not the old console's `home`, which the server also accepts); "all" sends none.
 */
export function adListPath(placement: AdPlacement | 'all'): string {
  return placement === 'all' ? ADMIN_ADS_PATH : `${ADMIN_ADS_PATH}?placement=${placement}`;
}

export function useAdminAds(placement: AdPlacement | 'all') {
  return useQuery<AdminAd[]>({ queryKey: [adListPath(placement)] });
}

/** Every list (whatever its filter), and what readers are served. */
function refreshAds(client: QueryClient) {
  return invalidatePaths(client, ADMIN_ADS_PATH, '/api/ads');
}

export function useCreateAd() {
  return useRefreshingMutation((body: CreateAdInput) => readJson<AdminAd>(apiRequest('POST', ADMIN_ADS_PATH, body)), refreshAds);
}

/** The full form, or only `{isActive}` from the list's switch. */
export function useUpdateAd() {
  return useRefreshingMutation(({ id, body }: { id: number; body: UpdateAdBody }) => readJson<AdminAd>(apiRequest('PUT', `${ADMIN_ADS_PATH}/${id}`, body)), refreshAds);
}

export function useDeleteAd() {
  return useRefreshingMutation((id: number) => readJson<DeletedResponse>(apiRequest('DELETE', `${ADMIN_ADS_PATH}/${id}`)), refreshAds);
}
