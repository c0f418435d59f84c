/**
 * The reader's page-view beacon (issue 30, docs/analytics.md): one POST to our own origin per page
 * shown (client-side navigations too), sent once the page is visible (a prerendered page waits
 * until the reader sees it), and the seconds it was visible sent once by navigator.sendBeacon when
 * it is hidden or left. No cookie, nothing in localStorage: the server counts the daily visitor
 * from a salted hash it never stores.
 */
import { ANALYTICS_LIMITS, PAGE_VIEW_PATH, cutText, type EngagedBeacon, type PageKind, type PageViewBeacon } from '@contract/analytics-beacon';

interface Shown {
  view: PageViewBeacon;
  visibleMs: number;
  since: number | null;
  engagedSent: boolean;
}

let shown: Shown | null = null;
let lastUrl: string | null = null;
let lastCounted: string | null = null;
let listening = false;

/** The kind of a reader path, or null for pages not counted (previews, the console, not found). */
export function pageKindOf(pathname: string): PageKind | null {
  // As the router matches (contract/reader-routes.ts, not imported here: it brings zod): any
  // letter case, an optional trailing slash.
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  if (path === '/' || path === '/education' || path === '/research' || path === '/case-study') return 'home';
  if (path === '/articles') return 'articles';
  if (path === '/advertise') return 'advertise';
  if (path === '/about') return 'about';
  if (/^\/article\/[^/]+$/.test(path)) return 'article';
  return null;
}

/**
 * The view beacon of a page, each text cut to ANALYTICS_LIMITS.textMax (a campaign link or a
 * referrer of 10 KB would otherwise push the beacon past what the server reads, and the view be lost).
 */
export function viewBeacon(p: {
  viewId: string;
  page: PageKind;
  articleId?: number;
  language: string;
  browserLanguage?: string;
  referrer: string;
  /** location.search: the utm_source, utm_medium and utm_campaign parameters. */
  search: string;
  timeZone?: string;
  screenWidth?: number;
}): PageViewBeacon {
  const params = new URLSearchParams(p.search);
  const utm = (k: string) => {
    const value = params.get(`utm_${k}`);
    return value === null ? undefined : cutText(value);
  };
  return {
    type: 'view',
    viewId: p.viewId,
    page: p.page,
    ...(p.articleId !== undefined && { articleId: p.articleId }),
    language: p.language,
    ...(p.browserLanguage !== undefined && { browserLanguage: cutText(p.browserLanguage) }),
    referrer: cutText(p.referrer),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    ...(p.timeZone !== undefined && { timeZone: cutText(p.timeZone, 64) }),
    ...(p.screenWidth !== undefined && { screenWidth: p.screenWidth }),
  };
}

/**
 * The reader's IANA time zone. Temporal answers it at once; Intl builds a whole date formatter to
 * say it (the page's first Intl object loads ICU's locale data: about 150 ms of a phone's main
 * thread at Lighthouse's 4x, the largest part of a page's first script).
 */
function readerTimeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const hidden = () => document.visibilityState !== 'visible' || (document as { prerendering?: boolean }).prerendering === true;

/**
 * Counts the page now shown: `language` is the edition read (the article's language on an article).
 * The same page in the same edition, asked again while it is still the one shown, counts once: a
 * server-rendered page counts itself from its first script, and the app, loaded later, asks again.
 */
export function trackPageView(page: PageKind, language: string, articleId?: number): void {
  if (typeof window === 'undefined') return;
  const counted = `${location.href} ${page} ${language} ${articleId ?? ''}`;
  if (counted === lastCounted) return;
  lastCounted = counted;
  sendEngaged();
  const view = viewBeacon({
    viewId: crypto.randomUUID(),
    page,
    articleId,
    language,
    browserLanguage: navigator.language,
    // The first page's referrer is the browser's; a later one came from our own previous page.
    referrer: lastUrl ?? document.referrer,
    search: location.search,
    timeZone: readerTimeZone(),
    // The device's screen, not the window: a narrow desktop window is still a desktop, and reading
    // the window's width (innerWidth) lays the page out first, on a phone too (its viewport follows
    // the content), which in the page's first script was a forced layout of 11-18 ms (45-70 ms on a
    // slow phone) before anything was drawn.
    screenWidth: screen.width,
  });
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
