/**
 * Viewable impressions and clicks, measured in the reader's browser without React: a
 * server-rendered page counts its ads from its first script, before the app has loaded (it may
 * never load, for a reader who only reads), and the app's components use the same functions for
 * the ads they render later, so an ad counts once whoever saw it first.
 *
 * An impression counts once at least half of the ad has been on screen, in a visible tab, for one
 * second without a break (the IAB/MRC rule for display ads; for a large ad, over 242,500 px², 30%
 * of it is enough, as that rule says). Scrolling past faster, or switching tabs, restarts the
 * second. Each ad element reports at most once; the server then counts a visitor once per ad in 30
 * minutes. Reports carry the reader's language, so the console can show performance per language.
 *
 * Elements say what they count with attributes, which the server renders: `data-ad-impression`
 * (the ad's id) on the element an impression is measured on, `data-ad-click` (the ad's id) on a
 * link to the advertiser, or on the frame of an ad's own HTML, whose links count. The console's
 * preview renders neither, so it counts nothing.
 */
import { AD_MEASUREMENT } from '@contract/ad-measurement';
import { reportAdEvent } from '../../api/ad-events';
import { currentReaderLanguage } from '../../shared/reader-language';

export const AD_IMPRESSION_ATTRIBUTE = 'data-ad-impression';
export const AD_CLICK_ATTRIBUTE = 'data-ad-click';

const LARGE_AD_PX = 242_500;
const LARGE_AD_RATIO = 0.3;

function neededRatio(box: DOMRectReadOnly): number {
  return box.width * box.height >= LARGE_AD_PX ? LARGE_AD_RATIO : AD_MEASUREMENT.viewableRatio;
}

const reported = new WeakSet<Element>();
const measuring = new WeakMap<Element, () => void>();

/**
 * Measures `element`'s impression of ad `adId` until it reports or the returned function stops it.
 * An element already measured keeps its measurement (the returned function stops that one); one
 * that reported never reports again.
 */
export function measureImpression(element: Element, adId: number): () => void {
  if (reported.has(element) || typeof IntersectionObserver === 'undefined') return () => {};
  const running = measuring.get(element);
  if (running) return running;
  let visibleEnough = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const consider = () => {
    if (!visibleEnough || document.visibilityState !== 'visible') return pause();
    timer ??= setTimeout(() => {
      reported.add(element);
      stop();
      // The language now (one switched meanwhile is the one the ad was seen in).
      reportAdEvent('impression', { id: adId }, currentReaderLanguage());
    }, AD_MEASUREMENT.viewableMs);
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      visibleEnough = !!entry && entry.isIntersecting && entry.intersectionRatio >= neededRatio(entry.boundingClientRect);
      consider();
    },
    { threshold: [0, LARGE_AD_RATIO, AD_MEASUREMENT.viewableRatio, 1] },
  );
  const stop = () => {
    pause();
    observer.disconnect();
    document.removeEventListener('visibilitychange', consider);
    measuring.delete(element);
  };
  observer.observe(element);
  document.addEventListener('visibilitychange', consider);
  measuring.set(element, stop);
  return stop;
}

/** Measures every ad the server rendered under `root`. */
export function measureServerRenderedAds(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${AD_IMPRESSION_ATTRIBUTE}]`)) {
    const id = Number(element.getAttribute(AD_IMPRESSION_ATTRIBUTE));
    if (Number.isInteger(id)) measureImpression(element, id);
  }
}

/**
 * Counts a click on an ad: on the page, a click inside an element marked `data-ad-click`; in an
 * ad's shadow root (ad-html-content.tsx) or an ad frame's document (where this is added as a
 * listener too), a click on a link of a host or frame so marked. One function for every document,
 * so adding it twice to one counts once.
 */
export function countAdClick(event: Event): void {
  // Where the click landed: inside a shadow root, the page's listener sees the host as the target.
  const target = (event.composedPath?.()[0] ?? event.target) as Element | null;
  if (!target?.closest) return;
  const root = target.getRootNode();
  const inFrame = target.ownerDocument !== document;
  const id =
    root instanceof ShadowRoot
      ? target.closest('a[href]') && root.host.getAttribute(AD_CLICK_ATTRIBUTE)
      : inFrame
        ? target.closest('a[href]') && target.ownerDocument.defaultView?.frameElement?.getAttribute(AD_CLICK_ATTRIBUTE)
        : target.closest(`[${AD_CLICK_ATTRIBUTE}]`)?.getAttribute(AD_CLICK_ATTRIBUTE);
  if (id && /^\d+$/.test(id)) reportAdEvent('click', { id: Number(id) }, currentReaderLanguage());
}

let countingPageClicks = false;

/** Counts clicks on the page's ad links from now on (once per page). */
export function countAdClicksOnPage(): void {
  if (countingPageClicks) return;
  countingPageClicks = true;
  document.addEventListener('click', countAdClick, true);
}
