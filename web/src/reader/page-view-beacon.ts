/**
 * The reader's page-view beacon (issue 30, docs/analytics.md): one POST to our own origin per page
 * shown (client-side navigations too), sent once the page is visible (a prerendered page waits
 * until the reader sees it), and the seconds it was visible sent once by navigator.sendBeacon when
 * it is hidden or left. No cookie, nothing in localStorage: the server counts the daily visitor
 * from a salted hash it never stores.
 */
import { ANALYTICS_LIMITS, PAGE_VIEW_PATH, type EngagedBeacon, type PageKind, type PageViewBeacon } from '@contract/analytics-beacon';

interface Shown {
  view: PageViewBeacon;
  visibleMs: number;
  since: number | null;
  engagedSent: boolean;
}

let shown: Shown | null = null;
let lastUrl: string | null = null;
let listening = false;

/** The kind of a reader path, or null for pages not counted (previews, the console, not found). */
export function pageKindOf(pathname: string): PageKind | null {
  if (pathname === '/' || pathname === '/education' || pathname === '/research' || pathname === '/case-study') return 'home';
  if (pathname === '/articles') return 'articles';
  if (pathname === '/advertise') return 'advertise';
  if (pathname === '/about') return 'about';
  if (pathname.startsWith('/article/')) return 'article';
  return null;
}

const hidden = () => document.visibilityState !== 'visible' || (document as { prerendering?: boolean }).prerendering === true;

/** Counts the page now shown: `language` is the edition read (the article's language on an article). */
export function trackPageView(page: PageKind, language: string, articleId?: number): void {
  if (typeof window === 'undefined') return;
  sendEngaged();
  const params = new URLSearchParams(location.search);
  const utm = (k: string) => params.get(`utm_${k}`) ?? undefined;
  const view: PageViewBeacon = {
    type: 'view',
    viewId: crypto.randomUUID(),
    page,
    ...(articleId !== undefined && { articleId }),
    language,
    browserLanguage: navigator.language,
    // The first page's referrer is the browser's; a later one came from our own previous page.
    referrer: lastUrl ?? document.referrer,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screenWidth: window.innerWidth,
  };
  lastUrl = location.href;
  const current: Shown = { view, visibleMs: 0, since: null, engagedSent: false };
  shown = current;
  listen();
  const send = () => {
    if (shown !== current || current.since !== null) return;
    current.since = Date.now();
    void fetch(PAGE_VIEW_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(view) }).catch(() => {});
  };
  if (!hidden()) send();
  else {
    const onVisible = () => {
      if (hidden()) return;
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('prerenderingchange', onVisible);
      send();
    };
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('prerenderingchange', onVisible);
  }
}

/** The shown page's visible time, once (on hide, leave, or the next page). */
function sendEngaged(): void {
  const s = shown;
  if (!s || s.engagedSent || s.since === null) return;
  s.visibleMs += Date.now() - s.since;
  s.engagedSent = true;
  const { viewId, page, articleId, language } = s.view;
  const seconds = Math.min(Math.round(s.visibleMs / 1000), ANALYTICS_LIMITS.engagedSecondsMax);
  const beacon: EngagedBeacon = { type: 'engaged', viewId, page, ...(articleId !== undefined && { articleId }), language, seconds };
  navigator.sendBeacon?.(PAGE_VIEW_PATH, JSON.stringify(beacon));
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendEngaged();
  });
  addEventListener('pagehide', sendEngaged);
}
