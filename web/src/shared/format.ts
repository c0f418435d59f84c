/**
 * Formatting rules of the spec: dates (public-site.md §9) and reading time (§5). Dates are written
 * here rather than with date-fns, which cost every reader page 6 KiB gzip for two patterns; the
 * output is the same as date-fns' `MMMM d, yyyy` and `MMM d, yyyy` (English month names, the
 * reader's time zone), unlike Intl, whose short month names vary with the ICU version ("Sept").
 */
import { dateLocale } from '@contract/locale';

export const WORDS_PER_MINUTE = 200;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The zone a date is written in: the reader's own (`local`), or India's (`ist`, UTC+5:30 all year)
 * where the server renders a page and the browser hydrates it: both must write the same words
 * whatever the server's or the reader's zone, and the page switches to the reader's right after.
 */
export type DateZone = 'local' | 'ist';
const IST_OFFSET_MS = 330 * 60_000;

function parts(iso: string, zone: DateZone): { month: number; day: number; year: number } {
  if (zone === 'local') {
    const d = new Date(iso);
    return { month: d.getMonth(), day: d.getDate(), year: d.getFullYear() };
  }
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return { month: d.getUTCMonth(), day: d.getUTCDate(), year: d.getUTCFullYear() };
}

const DAY_MS = 86_400_000;

/** The reader's calendar day of the instant against India's: -1, 0 or 1 (NaN for no date). */
export function dayFromIndia(iso: string): number {
  const here = parts(iso, 'local');
  const india = parts(iso, 'ist');
  return Math.sign(Date.UTC(here.year, here.month, here.day) - Date.UTC(india.year, india.month, india.day));
}

/**
 * What a date written in India's day (`write(iso, 'ist')`) reads on the day before and the day
 * after, as attributes of its `<time>`: every zone is within a day of India's, so the page's first
 * script takes the reader's day from them (local-dates.ts) and never formats a date itself (in
 * Hindi, Bengali... that is an Intl formatter, whose first use loads the browser's locale data:
 * tens of milliseconds on a phone, right as the page arrives).
 */
export function neighbourDays(iso: string, write: (iso: string, zone: DateZone) => string): { 'data-day-before'?: string; 'data-day-after'?: string } {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return {};
  return { 'data-day-before': write(new Date(at - DAY_MS).toISOString(), 'ist'), 'data-day-after': write(new Date(at + DAY_MS).toISOString(), 'ist') };
}

/** "January 5, 2024" (date-fns `MMMM d, yyyy`). */
export function formatCardDate(iso: string, zone: DateZone = 'local'): string {
  const { month, day, year } = parts(iso, zone);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "Jan 5, 2024" (date-fns `MMM d, yyyy`). */
export function formatArticleDate(iso: string, zone: DateZone = 'local'): string {
  const { month, day, year } = parts(iso, zone);
  return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in a language other than English, by `Intl` (@contract/locale): "25 नवंबर 2026", "25 नव॰ 2026". */
function intlDate(iso: string, locale: string, month: 'long' | 'short', zone: DateZone): string {
  const key = `${locale}|${month}|${zone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', ...(zone === 'ist' && { timeZone: 'Asia/Kolkata' }) });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** A card's date in the reader's language: English keeps the spec's 'MMMM d, yyyy'. */
export function formatCardDateIn(language: string, iso: string, zone: DateZone = 'local'): string {
  const locale = dateLocale(language);
  return locale ? intlDate(iso, locale, 'long', zone) : formatCardDate(iso, zone);
}

/** The article page's date in the reader's language: English keeps the spec's 'MMM d, yyyy'. */
export function formatArticleDateIn(language: string, iso: string, zone: DateZone = 'local'): string {
  const locale = dateLocale(language);
  return locale ? intlDate(iso, locale, 'short', zone) : formatArticleDate(iso, zone);
}

/** Whitespace as \s reads it (what separates words). */
const SPACE = /\s/;

/**
 * Words of the tag-stripped text / 200, rounded up, at least 1. One pass over the characters,
 * making no strings: on a 300,000-character body, stripping and splitting took tens of
 * milliseconds of every page render.
 */
export function readingTimeMinutes(html: string): number {
  let words = 0;
  let inWord = false;
  let inTag = false;
  const lastGt = html.lastIndexOf('>');
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (inTag) {
      // A tag is a word break; it ends at its `>` (a `<` inside starts it again).
      if (c === 62) inTag = false;
      continue;
    }
    if (c === 60 && i < lastGt) {
      inTag = true;
      inWord = false;
      continue;
    }
    const space = c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(html[i]!));
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The catalogue keys of the categories' names (the words come from the reader's language). */
export const CATEGORY_KEYS = {
  education: 'category.education',
  research: 'category.research',
  'case-study': 'category.case-study',
} as const;

export const CATEGORY_LABELS = {
  education: 'Education',
  research: 'Research',
  'case-study': 'Case Study',
} as const;
