/**
 * What the reader site sends to count a page view (issue 30, docs/analytics.md). No zod here: the
 * reader's pages import this module directly (`@contract/analytics-beacon`) and must stay light;
 * the server validates the same shape with zod in analytics.ts.
 *
 * The beacon goes to our own origin only, carries no cookie and nothing from localStorage: the
 * server makes the daily visitor from hash(daySalt, IP, user agent) and stores neither.
 */

/** The endpoint (same origin, a neutral path that blocker lists do not name). */
export const PAGE_VIEW_PATH = '/api/page-views';

export const PAGE_KINDS = ['home', 'articles', 'article', 'about', 'advertise'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Normalised sources; any other referrer host is kept as its registrable host ("bing.com"). */
export const KNOWN_SOURCES = ['direct', 'google', 'telegram', 'whatsapp', 'x', 'facebook'] as const;

export const ANALYTICS_LIMITS = {
  /** Visitors of the last this many minutes are "reading now". */
  onlineMinutes: 5,
  /** Engaged time reported per page view is capped here (a tab left open all night is not reading). */
  engagedSecondsMax: 1_800,
  /** Entries kept per breakdown (sources, countries, browser languages...) in one daily document. */
  breakdownCap: 50,
  /**
   * New keys one client address (IPv4, or IPv6 /64) may add to each capped breakdown in a day, and
   * only with a reader's first page view of an edition: no one client fills a breakdown's cap.
   */
  newKeysPerClient: 2,
  /** Longest range the analytics API answers, in days. */
  rangeDaysMax: 400,
  /**
   * Longest text field the beacon carries (referrer, utm values, browser language), in characters:
   * the reader's page cuts each before sending, and the server cuts a longer one, never refuses it.
   */
  textMax: 200,
} as const;

/**
 * A text cut to `max` UTF-16 units, never splitting a character written as two (an emoji): the
 * reader's page cuts each field with it before sending, the server again on receipt.
 */
export function cutText(text: string, max: number = ANALYTICS_LIMITS.textMax): string {
  return text.length <= max ? text : text.slice(0, max).replace(/[\ud800-\udbff]$/, '');
}

/** POST PAGE_VIEW_PATH, `type: 'view'`: once per page shown (after a prerendered page becomes visible). */
export interface PageViewBeacon {
  type: 'view';
  /** Random per page load (crypto.randomUUID), so the engaged-time report joins its view. */
  viewId: string;
  page: PageKind;
  /** On an article page. */
  articleId?: number;
  /** The edition read: the language code of the page (not the browser's). */
  language: string;
  /** navigator.language. */
  browserLanguage?: string;
  /** document.referrer ('' when none). */
  referrer: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Intl.DateTimeFormat().resolvedOptions().timeZone: the country comes from it (no IP lookup). */
  timeZone?: string;
  /** screen.width in CSS pixels (the device's, not the window's): with the user agent, the device class. */
  screenWidth?: number;
}

/** POST PAGE_VIEW_PATH, `type: 'engaged'`: once, by navigator.sendBeacon when the page is hidden. */
export interface EngagedBeacon {
  type: 'engaged';
  viewId: string;
  page: PageKind;
  articleId?: number;
  language: string;
  /** Seconds the page was visible; capped at ANALYTICS_LIMITS.engagedSecondsMax. */
  seconds: number;
}

export type AnalyticsBeacon = PageViewBeacon | EngagedBeacon;
