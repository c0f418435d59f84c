import type { SiteSettings } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useSiteSettings() {
  return useQuery<SiteSettings>({ queryKey: ['/api/site-settings'] });
}
