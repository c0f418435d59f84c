/**
 * What a server-rendered reader page does as it arrives, before the app has loaded (it loads when
 * the reader reaches for the page, or when the page needs it now: wake-on-intent.ts). Everything a
 * reader who only reads gets, without React: the page view counted, an article's view recorded,
 * the first-visit guide, the ads measured and their clicks counted, dates in the reader's time zone.
 */
import type { PublicAd } from '@contract';
import { countViewOnArrival } from '../api/article-totals';
import { languageFromLink, storedLanguageToApply } from '../shared/language-choice';
import { setCurrentReaderLanguage } from '../shared/reader-language';
import type { SsrState } from '../shared/ssr-state';
import { STORAGE_KEYS, writeStorage } from '../shared/storage';
import { countAdClicksOnPage, measureServerRenderedAds } from './ads/ad-counting';
import { popupsDue } from './ads/popup-days';
import { languageGuideDone, startLanguageGuide } from './layout/language-guide-opener';
import { datesInLocalTime } from './local-dates';
import { pageKindOf, trackPageView } from './page-view-beacon';

/** The ads the server rendered the page with (the ad lists in its state). */
function adsOf(ssr: SsrState): Pick<PublicAd, 'id' | 'type'>[] {
  return ssr.queries.queries.flatMap((q) => (typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/ads?') && Array.isArray(q.state.data) ? (q.state.data as PublicAd[]) : []));
}

/**
 * Runs `work` in a task of its own, after the current one. On a slow phone the first script's one
 * task was 70-170 ms, all of it over the 50 ms that blocks a tap. Each part below is a task of its
 * own, and each of the costly ones does one thing a page does for the first time (the first read
 * of localStorage, which loads the origin's storage: 5-8 ms on a quiet core; the first fetch, 8-11
 * ms; the page view's time zone and id, 5-7 ms): together in one task they were 17-34 ms on a
 * quiet core, over 50 at Lighthouse's 4x. Apart, a tap between them is answered. Nothing here has
 * to happen before the page is drawn but the dates (drawn in the reader's day).
 */
const later = (work: () => void) => setTimeout(work, 0);

/** `wake` loads the app now. */
export function arrive(root: HTMLElement, ssr: SsrState, wake: () => void): void {
  setCurrentReaderLanguage(ssr.language);
  datesInLocalTime(root);
  later(() => {
    countAdClicksOnPage();
    measureServerRenderedAds(root);
  });

  // The reader's language choice and the guide: the page's first read of localStorage. Tasks run
  // in the order they were set, so the page view below knows whether the page is switching.
  let switching = false;
  later(() => {
    const search = window.location.search;
    // A link's language the page is in becomes the reader's choice (the server renders a link's
    // language only when the site offers it).
    if (languageFromLink(search) === ssr.language) writeStorage(STORAGE_KEYS.selectedLanguage, ssr.language);
    // A reader whose stored choice is another language: the app loads now to switch the page to
    // it, and counts the page in the language it is read in.
    switching = storedLanguageToApply(ssr.language, search) !== null;
    // A popup ad waits for the guide; the app shows it.
    const popupDue = () => popupsDue(adsOf(ssr)).length > 0;
    startLanguageGuide(() => {
      if (popupDue()) wake();
    });
    if (switching || (languageGuideDone() && popupDue())) wake();
  });

  const article = root.querySelector<HTMLElement>('article[data-count-view]');
  const id = Number(article?.dataset.articleId);
  const articleId = article && Number.isInteger(id) ? id : undefined;
  // An article's view recorded: the page's first fetch.
  if (articleId !== undefined) later(() => countViewOnArrival(articleId));
  later(() => {
    if (switching) return;
    if (article) {
      if (articleId !== undefined) trackPageView('article', article.dataset.edition ?? ssr.language, articleId);
    } else {
      const page = pageKindOf(window.location.pathname);
      if (page && page !== 'article') trackPageView(page, ssr.language);
    }
  });
}
