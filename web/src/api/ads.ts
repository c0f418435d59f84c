/**
 * The reader's ad calls: the list of a placement in the reader's language (cacheable: it counts
 * nothing), and the reports of impressions and clicks, sent with this browser's visitor id so the
 * server counts each visitor once per ad in 30 minutes, and with the language the ad was read in.
 * Imports no schema code (the reader bundle stays without zod).
 */
import type { AdPlacement, PublicAd } from '@contract';
import { useQuery } from '@tanstack/react-query';

export { reportAdEvent, visitorId } from './ad-events';
export { AD_LINK_PROPS, adLink } from './ad-links';

/** The list's URL, which is also its query key (the server renders the same key): one per language. */
export function adsPath(placement: AdPlacement, language: string): string {
  return `/api/ads?placement=${placement}&language=${encodeURIComponent(language)}`;
}

export function useAds(placement: AdPlacement, language: string, enabled = true) {
  return useQuery<PublicAd[]>({ queryKey: [adsPath(placement, language)], enabled });
}
