/** The site settings the console's Settings page edits (GET and PUT /api/admin/settings). */
import type { SiteSettings, SiteSettingsUpdate } from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';

export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

export function useAdminSettings() {
  return useQuery<SiteSettings>({ queryKey: [ADMIN_SETTINGS_PATH] });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsUpdate) => readJson<SiteSettings>(apiRequest('PUT', ADMIN_SETTINGS_PATH, body)),
    onSuccess: (saved) => {
      client.setQueryData([ADMIN_SETTINGS_PATH], saved);
      // The reader site's footer, advertiser page and chat button read the same settings.
      return invalidatePaths(client, '/api/site-settings');
    },
  });
}
