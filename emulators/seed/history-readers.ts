/**
 * Who the demo's past readers are (analytics-history.ts simulates them): when they read (by hour
 * and weekday), which editions, what else they open, and what each edition's audience brings
 * (referrers, time zones, browser languages, devices), with the keys the counting makes of them.
 */
import { breakdownKey, browserLanguageKey, countryOf, deviceClass, normaliseSource } from '../../functions/src/services/analytics/attributes.js';

/** Readers by hour of the site-day (an Indian news site: mornings and evenings). */
export const DIURNAL = [0.25, 0.15, 0.1, 0.08, 0.08, 0.15, 0.35, 0.6, 0.85, 1, 1, 0.95, 0.9, 0.9, 0.85, 0.8, 0.8, 0.85, 0.95, 1.05, 1.15, 1.1, 0.85, 0.5];
/** Readers by weekday, Sunday first: quieter weekends. */
export const WEEKLY = [0.78, 1.05, 1.08, 1.06, 1.04, 0.98, 0.8];
/** How much an edition is read, beside English. */
export const EDITION_WEIGHT: Record<string, number> = { en: 1, hi: 0.45, bn: 0.28, 'hi-en': 0.12, kn: 0.06 };
export const OTHER_EDITION_WEIGHT = 0.025;
/** Editions read less than this read an article only in its first SMALL_EDITIONS_DAYS days. */
export const SMALL_EDITION_WEIGHT = 0.1;
export const SMALL_EDITIONS_DAYS = 21;
/** Pages that are not an article, per article view, and which kind they are. */
export const OTHER_PAGES_PER_ARTICLE_VIEW = 0.45;
export const OTHER_PAGES: [string, number][] = [
  ['home', 0.76],
  ['articles', 0.2],
  ['advertise', 0.04],
];
/** Chance that a page view is its reader's first of the day on the site, by page kind. */
export const FIRST_OF_DAY: Record<string, number> = { article: 0.62, home: 0.5, articles: 0.2, advertise: 0.3 };
/** Chance that a later view is the reader's first in another edition. */
export const ANOTHER_EDITION = 0.04;
/** Median engaged seconds by page kind; two views in three report theirs. */
export const ENGAGED_MEDIAN: Record<string, number> = { article: 85, home: 16, articles: 22, advertise: 35 };
export const ENGAGED_REPORTED = 0.7;

export type Choice<T> = [T, number][];
/** What a reader of an edition brings: where from, their browser's time zone and language, their device. */
export interface Audience {
  referrers: Choice<string>;
  timeZones: Choice<string | undefined>;
  browserLanguages: Choice<string>;
  devices: Choice<{ ua: string; width: number }>;
}

export const PHONE = { ua: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', width: 412 };
export const TABLET = { ua: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', width: 820 };
export const DESKTOP = { ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', width: 1920 };
export const WHATSAPP = 'android-app://com.whatsapp/';
export const TELEGRAM = 'android-app://org.telegram.messenger/';

export const ENGLISH: Audience = {
  referrers: [
    ['', 0.33],
    ['https://www.google.com/', 0.31],
    ['https://t.co/x1', 0.08],
    ['https://t.me/', 0.06],
    [WHATSAPP, 0.04],
    ['https://m.facebook.com/', 0.03],
    ['https://www.reddit.com/r/CryptoCurrency/', 0.04],
    ['https://news.ycombinator.com/', 0.03],
    ['https://www.coindesk.com/', 0.02],
    ['https://www.linkedin.com/', 0.02],
    ['https://duckduckgo.com/', 0.02],
    ['https://www.bing.com/', 0.02],
  ],
  timeZones: [
    ['Asia/Kolkata', 0.7],
    ['America/New_York', 0.05],
    ['Asia/Dubai', 0.05],
    ['Europe/London', 0.04],
    ['America/Los_Angeles', 0.03],
    ['Asia/Singapore', 0.03],
    ['Asia/Dhaka', 0.02],
    ['America/Toronto', 0.02],
    ['Australia/Sydney', 0.02],
    ['Europe/Berlin', 0.02],
    [undefined, 0.02],
  ],
  browserLanguages: [
    ['en-IN', 0.58],
    ['en-US', 0.26],
    ['en-GB', 0.07],
    ['en', 0.04],
    ['hi-IN', 0.05],
  ],
  devices: [
    [PHONE, 0.6],
    [DESKTOP, 0.33],
    [TABLET, 0.07],
  ],
};
export const INDIAN_REFERRERS: Choice<string> = [
  ['', 0.28],
  ['https://www.google.co.in/', 0.24],
  [WHATSAPP, 0.2],
  [TELEGRAM, 0.15],
  ['https://m.facebook.com/', 0.08],
  ['https://t.co/x2', 0.02],
  ['https://www.youtube.com/', 0.03],
];
export const INDIAN_DEVICES: Choice<{ ua: string; width: number }> = [
  [PHONE, 0.8],
  [DESKTOP, 0.15],
  [TABLET, 0.05],
];

export function audienceOf(code: string): Audience {
  if (code === 'en') return ENGLISH;
  if (code === 'bn') {
    return {
      referrers: INDIAN_REFERRERS.map(([r, w]) => [r, r.includes('facebook') ? 0.16 : w]),
      timeZones: [
        ['Asia/Kolkata', 0.6],
        ['Asia/Dhaka', 0.37],
        [undefined, 0.03],
      ],
      browserLanguages: [
        ['bn-IN', 0.3],
        ['bn-BD', 0.3],
        ['en-IN', 0.35],
        ['bn', 0.05],
      ],
      devices: INDIAN_DEVICES,
    };
  }
  const local = code === 'hi-en' ? 'hi' : code;
  return {
    referrers: INDIAN_REFERRERS,
    timeZones: [
      ['Asia/Kolkata', 0.93],
      ['Asia/Dubai', 0.04],
      ['America/Los_Angeles', 0.01],
      [undefined, 0.02],
    ],
    browserLanguages: [
      [`${local}-IN`, code === 'hi-en' ? 0.3 : 0.55],
      ['en-IN', code === 'hi-en' ? 0.65 : 0.4],
      ['en-US', 0.05],
    ],
    devices: INDIAN_DEVICES,
  };
}

/** mulberry32: a small seeded PRNG, numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The counted keys of an edition's audience, each choice's key found once by the counting's own functions. */
export interface Keys {
  sources: Choice<string>;
  countries: Choice<string>;
  browserLanguages: Choice<string>;
  devices: Choice<string>;
}
export function keysOf(a: Audience): Keys {
  const key = (value: string) => breakdownKey(value) ?? 'unknown';
  return {
    sources: a.referrers.map(([r, w]) => [key(normaliseSource(r, 'cryptolekh.local')), w]),
    countries: a.timeZones.map(([z, w]) => [key(countryOf(z)), w]),
    browserLanguages: a.browserLanguages.map(([l, w]) => [key(browserLanguageKey(l)), w]),
    devices: a.devices.map(([d, w]) => [deviceClass(d.ua, d.width), w]),
  };
}
