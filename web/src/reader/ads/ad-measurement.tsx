/**
 * Viewable impressions, measured in the reader's browser: an ad counts once at least half of it
 * has been on screen, in a visible tab, for one second without a break (the IAB/MRC rule for
 * display ads; for a large ad, over 242,500 px², 30% of it is enough, as that rule says).
 * Scrolling past faster, or switching tabs, restarts the second. Each mounted ad reports at most
 * once; the server then counts a visitor once per ad in 30 minutes. Reports carry the reader's
 * language, so the console can show performance per language.
 *
 * The console's preview shows ads as readers see them without counting anything
 * (`<AdCountingOff>`).
 */
import { AD_MEASUREMENT } from '@contract/ad-measurement';
import type { PublicAd } from '@contract';
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { reportAdEvent } from '../../api/ads';
import { useLanguageCodeIfAny } from '../../shared/language';

const LARGE_AD_PX = 242_500;
const LARGE_AD_RATIO = 0.3;

function neededRatio(box: DOMRectReadOnly): number {
  return box.width * box.height >= LARGE_AD_PX ? LARGE_AD_RATIO : AD_MEASUREMENT.viewableRatio;
}

const CountingContext = createContext(true);

export function AdCountingOff({ children }: { children: ReactNode }) {
  return <CountingContext.Provider value={false}>{children}</CountingContext.Provider>;
}

/** Reports an ad's click (when counting is on here). */
export function useAdClick(ad: Pick<PublicAd, 'id'>): () => void {
  const counting = useContext(CountingContext);
  const language = useLanguageCodeIfAny();
  return () => {
    if (counting) reportAdEvent('click', ad, language);
  };
}

/** Reports one viewable impression of `ad` for the element in `ref`. */
export function useViewableImpression(ref: RefObject<Element | null>, ad: Pick<PublicAd, 'id'>): void {
  const counting = useContext(CountingContext);
  const language = useLanguageCodeIfAny();
  const reported = useRef(false);
  const adId = ad.id;
  // Read when the second is up (a language switched meanwhile is the one the ad was seen in).
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    const element = ref.current;
    if (!counting || !element || reported.current || typeof IntersectionObserver === 'undefined') return;
    let visibleEnough = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const consider = () => {
      if (!visibleEnough || document.visibilityState !== 'visible') return stop();
      timer ??= setTimeout(() => {
        reported.current = true;
        cleanup();
        reportAdEvent('impression', { id: adId }, languageRef.current);
      }, AD_MEASUREMENT.viewableMs);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        visibleEnough = !!entry && entry.isIntersecting && entry.intersectionRatio >= neededRatio(entry.boundingClientRect);
        consider();
      },
      { threshold: [0, LARGE_AD_RATIO, AD_MEASUREMENT.viewableRatio, 1] },
    );
    const cleanup = () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', consider);
    };
    observer.observe(element);
    document.addEventListener('visibilitychange', consider);
    return cleanup;
  }, [ref, adId, counting]);
}
