/**
 * Analytics (issue 30, docs/analytics.md): the console's report, its query and the beacon's
 * server-side schema. The reader-side shapes and limits are in analytics-beacon.ts.
 */
import { z } from 'zod';
import { ANALYTICS_LIMITS, PAGE_KINDS, cutText } from './analytics-beacon.js';
import { idParam } from './query.js';

export * from './analytics-beacon.js';

/** The earliest day the report and the export answer; the latest is a year after the site's today. */
export const ANALYTICS_FIRST_DAY = '2000-01-01';

/** The site's reporting day runs in this IANA time zone unless the settings say otherwise. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

export const ANALYTICS_MESSAGES = {
  invalidDate: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  /** A date outside ANALYTICS_FIRST_DAY .. a year after today (the site's). */
  dateOutOfRange: (field: string, last: string) => `${field} must be between ${ANALYTICS_FIRST_DAY} and ${last}`,
  rangeReversed: 'from must be on or before to',
  rangeTooLong: `The range can be at most ${ANALYTICS_LIMITS.rangeDaysMax} days`,
  hourlyOneDay: 'interval=hour needs from and to on the same day',
  summedVisitors: 'Visitors over more than one day are the sum of each day’s visitors',
  /**
   * What an article's `visitors` are: each reader is counted once a day per language edition, on
   * the article of their first page in it (exact readers per article would cost a marker per
   * reader and article: docs/analytics.md). A language edition's visitors are its readers, exactly.
   */
  entrances: 'Entrances: readers whose first page of the day in a language edition was here (each reader is counted once a day per edition).',
  invalidTimeZone: 'Choose a time zone such as Asia/Kolkata',
} as const;

const M = ANALYTICS_MESSAGES;
const cut = (max: number) => z.string().transform((s) => cutText(s, max));
const text = cut(ANALYTICS_LIMITS.textMax);

/** The beacon's body as the server reads it: unknown fields ignored, long text cut, odd input never a 5xx. */
export const AnalyticsBeaconSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('view'),
    viewId: z.uuid(),
    page: z.enum(PAGE_KINDS),
    articleId: z.number().int().positive().optional(),
    language: z.string().min(1).max(20),
    browserLanguage: text.optional(),
    referrer: text.default(''),
    utmSource: text.optional(),
    utmMedium: text.optional(),
    utmCampaign: text.optional(),
    // Cut, never refused: a longer one names no zone (its country is "unknown"), the view still counts.
    timeZone: cut(64).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
  }),
  z.object({
    type: z.literal('engaged'),
    viewId: z.uuid(),
    page: z.enum(PAGE_KINDS),
    articleId: z.number().int().positive().optional(),
    language: z.string().min(1).max(20),
    seconds: z.number().min(0).transform((s) => Math.min(Math.round(s), ANALYTICS_LIMITS.engagedSecondsMax)),
  }),
]);

const DayParam = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.invalidDate(field) });

/** GET /api/admin/analytics (and /export, which takes from and to only). */
export const AnalyticsQuerySchema = z.object({
  from: DayParam('from'),
  to: DayParam('to'),
  // The one reading of an id (query.ts): "03", "3.0" or a 17-digit number are 400s, not some other id.
  languageId: idParam('languageId').optional(),
  articleId: idParam('articleId').optional(),
  interval: z.enum(['day', 'hour'], { message: 'interval must be one of: day, hour' }).default('day'),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export interface CountedKey {
  /** A source ("google", "direct", "bing.com"), a country (ISO 3166 alpha-2), a device class or a language tag. */
  key: string;
  pageviews: number;
  visitors: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  interval: 'day' | 'hour';
  /** The site's reporting time zone. */
  timeZone: string;
  /** True when the range spans more than one day: visitors are summed daily visitors. */
  visitorsSummed: boolean;
  totals: {
    pageviews: number;
    visitors: number;
    /** Article pages viewed (all editions). */
    articleViews: number;
    shares: number;
    adImpressions: number;
    adClicks: number;
    /** Average seconds a page was visible, over the page views that reported it. */
    engagedSeconds: number;
  };
  /** One entry per day (or hour of the one day), oldest first, zeros included; `start` is ISO. */
  series: { start: string; pageviews: number; visitors: number }[];
  /** Language editions read, most page views first; `visitors` are each day's readers of the edition (summed over the days of a longer range). */
  languages: { languageId: number; pageviews: number; visitors: number }[];
  /** Most-read articles, most page views first; `visitors` are entrances (ANALYTICS_MESSAGES.entrances). */
  articles: {
    id: number;
    title: string;
    pageviews: number;
    visitors: number;
    shares: number;
    byLanguage: { languageId: number; pageviews: number }[];
  }[];
  sources: CountedKey[];
  countries: CountedKey[];
  devices: CountedKey[];
  browserLanguages: CountedKey[];
  /** Visitors of the last ANALYTICS_LIMITS.onlineMinutes minutes (of the article when articleId is given). */
  online: number;
}

/** How many site-days the articles list's `views30d` and the unopened translations look back over (today included). */
export const RECENT_VIEWS_DAYS = 30;
/** The most unopened translations one answer lists (`total` counts them all). */
export const UNOPENED_TRANSLATIONS_MAX = 500;

/**
 * GET /api/admin/analytics/unopened-translations: the published articles' translations (every
 * version but the original, in an active language) nobody opened in the last RECENT_VIEWS_DAYS
 * site-days. Articles published within those days are left out (they have not had 30 days to be
 * read); a translation added to an older article within them is included (no date of a
 * translation's creation is stored), and the console says so.
 */
export interface UnopenedTranslations {
  /** The days looked at, YYYY-MM-DD in the site's time zone, both included (`to` is today). */
  from: string;
  to: string;
  timeZone: string;
  /** Articles published after this instant (the start of `from`) are left out. */
  publishedBefore: string;
  /**
   * Per language with translations looked at: how many there are (`translations`) and how many of
   * them nobody opened (`unopened`); most unopened first.
   */
  languages: { languageId: number; code: string; name: string; translations: number; unopened: number }[];
  /** All the unopened translations, of which `translations` lists the first UNOPENED_TRANSLATIONS_MAX. */
  total: number;
  /** By language name, then the article published longest ago first. */
  translations: {
    articleId: number;
    /** The article's title in its original language. */
    title: string;
    slug: string;
    publishedAt: string | null;
    languageId: number;
    language: { code: string; name: string };
  }[];
}
