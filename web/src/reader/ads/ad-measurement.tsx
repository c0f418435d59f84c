/**
 * The app's side of ad counting (ad-counting.ts measures and reports, with or without the app):
 * the attributes an ad's elements carry, and the impression of an ad the app renders. The console's
 * preview shows ads as readers see them without counting anything (`<AdCountingOff>`).
 */
import type { PublicAd } from '@contract';
import { createContext, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import { AD_CLICK_ATTRIBUTE, AD_IMPRESSION_ATTRIBUTE, countAdClicksOnPage, measureImpression } from './ad-counting';

const CountingContext = createContext(true);

export function AdCountingOff({ children }: { children: ReactNode }) {
  return <CountingContext.Provider value={false}>{children}</CountingContext.Provider>;
}

/** The attribute that makes a click on a link to the advertiser (or on a link in an ad's frame) count, where counting is on. */
export function useAdClickAttribute(ad: Pick<PublicAd, 'id'>): Record<string, number> {
  const counting = useContext(CountingContext);
  useEffect(() => {
    if (counting) countAdClicksOnPage();
  }, [counting]);
  return counting ? { [AD_CLICK_ATTRIBUTE]: ad.id } : {};
}

/** Measures one viewable impression of `ad` on the element in `ref` (marked, for a server-rendered page's first script). */
export function useViewableImpression(ref: RefObject<Element | null>, ad: Pick<PublicAd, 'id'>): Record<string, number> {
  const counting = useContext(CountingContext);
  const adId = ad.id;
  useEffect(() => {
    const element = ref.current;
    if (!counting || !element) return;
    return measureImpression(element, adId);
  }, [ref, adId, counting]);
  return counting ? { [AD_IMPRESSION_ATTRIBUTE]: adId } : {};
}
