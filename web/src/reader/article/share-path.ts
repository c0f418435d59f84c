/**
 * The link Share hands out: the article's page in the language the reader is reading it in
 * (`?lang={code}`, which the site reads on every route, so it opens in that language for anyone),
 * without `?lang` in English, the default, and without anything else the current address carries.
 * The server's canonical URLs, sitemap and feeds write the same form (functions/src/pages/urls.ts).
 */
const DEFAULT_LANGUAGE = 'en';

export function articleSharePath(slug: string, languageCode: string): string {
  const path = `/article/${encodeURIComponent(slug)}`;
  return languageCode === DEFAULT_LANGUAGE ? path : `${path}?lang=${encodeURIComponent(languageCode)}`;
}
