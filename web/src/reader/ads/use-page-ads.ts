/**
 * The ads of a reader page, in the reader's language (its targeted ads and the untargeted ones;
 * switching language fetches that language's). Category pages show their own (`category`) ads
 * and, as the spec says ads there "behave as on home", the homepage's too: one list, highest
 * priority first. Like the lists, they wait for the language to be confirmed.
 */
import type { AdPlacement, PublicAd } from '@contract';
import { useMemo } from 'react';
import { useAds } from '../../api/ads';
import { useLanguage } from '../../shared/language';

export function usePageAds(page: 'home' | 'category' | 'article'): PublicAd[] | undefined {
  const { language, ready } = useLanguage();
  const own = useAds(page === 'home' ? 'homepage' : (page satisfies AdPlacement), language, ready);
  const home = useAds('homepage', language, ready && page === 'category');
  return useMemo(() => {
    if (page !== 'category') return own.data;
    if (!own.data && !home.data) return undefined;
    const seen = new Set<number>();
    return [...(own.data ?? []), ...(home.data ?? [])]
      .filter((ad) => !seen.has(ad.id) && seen.add(ad.id))
      .sort((a, b) => b.priority - a.priority);
  }, [page, own.data, home.data]);
}
