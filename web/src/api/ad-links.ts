/** Links to advertisers (no React: the page's first script marks the links in ad frames). */
import type { PublicAd } from '@contract';
import { isSafeUrl } from '@contract/safe-url';

/** The ad's link when it is safe to open (the server stores only safe links; older values never open as script). */
export function adLink(ad: Pick<PublicAd, 'url'>): string | null {
  return ad.url && isSafeUrl(ad.url) ? ad.url : null;
}

/** What a link to an advertiser carries: a new tab with no handle on this page, and marked as paid. */
export const AD_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer sponsored' } as const;
