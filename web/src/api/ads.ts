import type { AdPlacement, PublicAd } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useAds(placement: AdPlacement) {
  return useQuery<PublicAd[]>({ queryKey: [`/api/ads?placement=${placement}`] });
}

/** Counts the click without delaying the new tab (keepalive lets it finish after navigation). */
export function recordAdClick(ad: PublicAd) {
  void fetch(`/api/ads/${ad.id}/click`, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {});
  if (ad.url) window.open(ad.url, '_blank', 'noopener,noreferrer');
}
