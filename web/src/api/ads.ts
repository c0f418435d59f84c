/**
 * The reader's ad list of a placement in the reader's language (cacheable: it counts nothing).
 * The reports of impressions and clicks are in ad-events.ts, the links to advertisers in
 * ad-links.ts (no React: the page's first script uses them). Imports no schema code.
 */
import type { AdPlacement, PublicAd } from '@contract';
import { useQuery } from '@tanstack/react-query';


/** The list's URL, which is also its query key (the server renders the same key): one per language. */
export function adsPath(placement: AdPlacement, language: string): string {
  return `/api/ads?placement=${placement}&language=${encodeURIComponent(language)}`;
}

export function useAds(placement: AdPlacement, language: string, enabled = true) {
  return useQuery<PublicAd[]>({ queryKey: [adsPath(placement, language)], enabled });
}
