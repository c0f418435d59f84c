/**
 * How the reader site writes dates, numbers and plurals in a language (through `Intl`), shared by
 * the server render and the browser so both write the same characters. Pure; no imports.
 *
 * Decisions:
 * - Numbers: every Indian language of the site, English included, groups in lakhs and crores with
 *   Latin digits ("1,01,408"), whatever CLDR's default for the language. CLDR gives Kannada and
 *   Telugu (and others) Western grouping, but readers in India count in lakhs in every language;
 *   and Bengali's default digits are Bengali (১,০১,৪০৮) while the articles themselves keep numbers
 *   as written (the translation prompt never translates numbers): one set of digits on the page.
 * - Dates: English keeps the spec's patterns (format.ts); any other language is the language's own
 *   `Intl` date in India, with Latin digits ("25 नव॰ 2026"; Hinglish is English words: "25 Nov 2026").
 * - Plurals: the language's own CLDR rules (Hinglish: Hindi's).
 * - Direction: from the language's script (`Intl.Locale` text info), so an Urdu site reads right to left.
 */

/** Languages of India (ISO 639-1/3 base codes) and English, as India writes them. */
const INDIAN = new Set(['en', 'hi', 'bn', 'kn', 'te', 'ta', 'ml', 'mr', 'gu', 'pa', 'or', 'as', 'ur', 'ne', 'sa', 'sd', 'ks', 'kok', 'mai', 'mni', 'sat', 'doi', 'brx']);

const base = (code: string) => code.split('-')[0]!.toLowerCase();

/** BCP 47 tag of a stored code (Hinglish is stored as `hi-en`: Hindi in Latin script). */
export function languageTagOf(code: string): string {
  return code === 'hi-en' ? 'hi-Latn' : code;
}

/** The locale numbers are written in (see the decisions above). */
export function numberLocale(code: string): string {
  return INDIAN.has(base(code)) ? 'en-IN' : safeLocale(code);
}

/**
 * The argument under which a number's value comes already written in its number locale.
 * Lingui formats a message's numbers and picks its plurals in one locale, and ours differ
 * (Kannada's plurals with lakh grouping), so the server compiles `#` and `{n, number}` to this
 * argument and the page passes each number value written here (web/src/shared/i18n.tsx).
 */
export function numberSlot(name: string): string {
  return `${name}:number`;
}

/** The locale dates are written in; null for English, whose patterns are the spec's. */
export function dateLocale(code: string): string | null {
  if (code === 'en') return null;
  if (code === 'hi-en') return 'en-IN';
  return INDIAN.has(base(code)) ? safeLocale(`${base(code)}-IN-u-nu-latn`) : safeLocale(code);
}

/** The locale whose plural rules apply. */
export function pluralLocale(code: string): string {
  return safeLocale(code === 'hi-en' ? 'hi' : code);
}

const RTL = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'ks']);

/** `dir` of a page in that language. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  if (code === 'hi-en') return 'ltr';
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // Not a tag Intl knows: decide by the base language below.
  }
  return RTL.has(base(code)) ? 'rtl' : 'ltr';
}

/** A locale Intl accepts (a code it rejects falls back to English rather than throwing in a render). */
function safeLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
