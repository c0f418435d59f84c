/** The reader site's words in a language (the server renders a page with its language's already in the cache). */
import type { SiteText } from '@contract';
import { useQuery } from '@tanstack/react-query';

export const siteTextPath = (language: string) => `/api/site-text?language=${encodeURIComponent(language)}`;

export function useSiteText(language: string, enabled = true) {
  return useQuery<SiteText>({ queryKey: [siteTextPath(language)], enabled });
}
