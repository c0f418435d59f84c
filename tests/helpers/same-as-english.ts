/**
 * The messages a shipped catalogue may leave word for word as English has them. Anything else
 * identical to English is a string nobody translated: the catalogue test fails on it, and the
 * reader-language spec (tests/e2e/site-text.spec.ts) looks for every other English string on the
 * translated pages, whatever the catalogue says.
 */

/**
 * In every language: nothing but the brand name and a placeholder, or nothing but a number
 * (formatted in the reader's number locale) and its sign.
 */
const EVERY_LANGUAGE = ['site.pageTitle', 'advertise.stat.count', 'advertise.stat.percent'];

/**
 * Per language: Hinglish writes Hindi in Latin letters and keeps the English words its readers use
 * (menu and category names, the names of languages, the team's name).
 */
const BY_LANGUAGE: Record<string, readonly string[]> = {
  'hi-en': [
    'nav.home',
    'category.education',
    'category.research',
    'category.case-study',
    'language.english',
    'language.hindi',
    'language.hinglish',
    'language.kannada',
    'home.categories',
    'home.card.count',
    'article.author',
    'article.video',
    'articles.chip.search',
    'footer.categories',
    'advertise.stat.sessionValue',
    'advertise.stat.minutes',
  ],
};

/** Whether `code`'s catalogue may word the message of `key` exactly as English does. */
export function mayMatchEnglish(code: string, key: string): boolean {
  return EVERY_LANGUAGE.includes(key) || (BY_LANGUAGE[code]?.includes(key) ?? false);
}

/** The keys allowed for `code` (to check the list names only keys English has). */
export function allowedSameAsEnglish(code: string): readonly string[] {
  return [...EVERY_LANGUAGE, ...(BY_LANGUAGE[code] ?? [])];
}
