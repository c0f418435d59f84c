/**
 * The addresses and language tags the server-rendered pages, the sitemap and the feeds share, so
 * a page's canonical URL, its hreflang alternates, the sitemap's entries and the feeds' links are
 * always the same strings.
 *
 * A language version's URL is the route with `?lang={code}`, except in the default language
 * (English), which has none: `/article/x` and `/article/x?lang=hi`. The reader site reads `?lang=`
 * on every route (web/src/shared/language.tsx).
 */
import { DEFAULT_LANGUAGE_CODE, type Category } from '../contract/index.js';

export const SITE_NAME = 'CryptoLekh';

/** The categories' names as the reader site shows them (web/src/shared/format.ts CATEGORY_LABELS). */
export const CATEGORY_LABELS: Record<Category, string> = {
  education: 'Education',
  research: 'Research',
  'case-study': 'Case Study',
};

/** The site's origin without a trailing slash (SITE_URL may be given with one). */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** `path` (starting with /) on the site, in language `code`. */
export function pageUrl(siteUrl: string, path: string, code: string = DEFAULT_LANGUAGE_CODE): string {
  const base = `${siteOrigin(siteUrl)}${path}`;
  return code === DEFAULT_LANGUAGE_CODE ? base : `${base}?lang=${encodeURIComponent(code)}`;
}

export function articlePath(slug: string): string {
  return `/article/${encodeURIComponent(slug)}`;
}

export function categoryPath(category: Category): string {
  return `/${category}`;
}

/** An image or media path on this site made absolute (crawlers need absolute URLs); others as given. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteOrigin(siteUrl)}${url}` : url;
}

/**
 * The BCP 47 tag of a language code, for `<html lang>`, `hreflang` and RSS `<language>`. The codes
 * are the console's (2-5 letters, e.g. `hi`, `bn`); Hinglish is stored as `hi-en`, which is not a
 * tag (it would read "Hindi as spoken in England"): it is Hindi in Latin script, `hi-Latn`, as the
 * reader site marks it too.
 */
export function languageTag(code: string): string {
  if (code === 'hi-en') return 'hi-Latn';
  // Tags are case-insensitive; a region is conventionally written in capitals (pt-BR).
  const [language, region] = code.split('-');
  return region?.length === 2 ? `${language}-${region.toUpperCase()}` : code;
}

/**
 * Open Graph locales (`language_TERRITORY`) of the languages the site publishes in. The site is
 * written for readers in India, so a language without an entry here is given `{code}_IN` when it is
 * a bare language code, and `{language}_{REGION}` when the code names a region.
 */
const OG_LOCALES: Record<string, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  // Hindi in Latin script: Open Graph has no script subtag, and the language is Hindi.
  'hi-en': 'hi_IN',
  bn: 'bn_IN',
  kn: 'kn_IN',
  te: 'te_IN',
  ta: 'ta_IN',
  gu: 'gu_IN',
  ml: 'ml_IN',
  mr: 'mr_IN',
  pa: 'pa_IN',
  or: 'or_IN',
  as: 'as_IN',
  ur: 'ur_IN',
};

export function ogLocale(code: string): string {
  const known = OG_LOCALES[code];
  if (known) return known;
  const [language, region] = code.split('-');
  return `${language}_${region?.length === 2 ? region.toUpperCase() : 'IN'}`;
}
