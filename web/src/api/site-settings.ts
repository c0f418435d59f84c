import type { PublicSiteSettings } from '@contract';
import { isSafeUrl } from '@contract/safe-url';
import { useQuery } from '@tanstack/react-query';

/** A link the page may carry: the server refuses unsafe ones, and one stored earlier shows as no link. */
const safe = (url: string) => (isSafeUrl(url) ? url : '');

export function useSiteSettings() {
  return useQuery<PublicSiteSettings, Error, PublicSiteSettings>({
    queryKey: ['/api/site-settings'],
    select: (s) => ({ ...s, chatChannelUrl: safe(s.chatChannelUrl), social: { x: safe(s.social.x), youtube: safe(s.social.youtube), linkedin: safe(s.social.linkedin) } }),
  });
}
