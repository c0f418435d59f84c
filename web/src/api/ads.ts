import type { AdPlacement, PublicAd } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { isSafeUrl } from '@contract/safe-url';

export function useAds(placement: AdPlacement) {
  return useQuery<PublicAd[]>({ queryKey: [`/api/ads?placement=${placement}`] });
}

/** Counts a click without delaying the new tab (keepalive lets it finish after navigation). */
export function countAdClick(ad: Pick<PublicAd, 'id'>) {
  void fetch(`/api/ads/${ad.id}/click`, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {});
}

/** An ad card was clicked: count it, then open the ad's link in a new tab when it has one. */
export function recordAdClick(ad: PublicAd) {
  countAdClick(ad);
  // The server stores only safe links; an older stored value is still never opened as a script.
  if (ad.url && isSafeUrl(ad.url)) window.open(ad.url, '_blank', 'noopener,noreferrer');
}
