/**
 * What a channel's post says: the article's title and excerpt in the channel's language (else the
 * original's), a link to the article on the site in that language, and the image as a photo with
 * the text as its caption when there is one. Telegram HTML formatting, with every piece of text
 * escaped, so an article's `<`, `&` or quotes show as written and can never become markup.
 */
import { createHash } from 'node:crypto';
import type { ArticleDoc } from '../data/index.js';
import { absoluteUrl, articlePath, siteOrigin } from '../pages/urls.js';

/** Telegram's limits, in characters of the text after its HTML is parsed. */
export const TELEGRAM_TEXT_MAX = 4096;
export const TELEGRAM_CAPTION_MAX = 1024;

/** The link's words in the languages the site serves; others read English. */
const READ_MORE: Record<string, string> = {
  en: 'Read the full article',
  hi: 'पूरा लेख पढ़ें',
  'hi-en': 'Poora article padhein',
  bn: 'পুরো লেখাটি পড়ুন',
  kn: 'ಪೂರ್ಣ ಲೇಖನ ಓದಿ',
  te: 'పూర్తి కథనం చదవండి',
  ta: 'முழு கட்டுரையைப் படிக்கவும்',
  ml: 'മുഴുവൻ ലേഖനം വായിക്കുക',
  mr: 'संपूर्ण लेख वाचा',
  gu: 'સંપૂર્ણ લેખ વાંચો',
  pa: 'ਪੂਰਾ ਲੇਖ ਪੜ੍ਹੋ',
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PostVersion {
  /** The language version the post is written in: the channel's, or the original's as a fallback. */
  languageId: number;
  code: string;
  title: string;
  excerpt: string;
}

/** The channel's language version of the article, else the original (whose language code is given). */
export function versionFor(article: Pick<ArticleDoc, 'translations' | 'originalLanguageId'>, languageId: number, codeOf: (languageId: number) => string | undefined): PostVersion {
  const wanted = article.translations.find((t) => t.languageId === languageId);
  const chosen = wanted ?? article.translations.find((t) => t.languageId === article.originalLanguageId) ?? article.translations[0]!;
  return { languageId: chosen.languageId, code: codeOf(chosen.languageId) ?? 'en', title: chosen.title, excerpt: chosen.excerpt };
}

/**
 * The article's page on the site, opened in the post's language. Unlike the page's canonical URL
 * (urls.ts), English carries `?lang=en` too: the post says which language it is in, and a reader
 * whose browser remembers another one still lands on the version the post announced.
 */
export function articleLink(siteUrl: string, slug: string, code: string): string {
  return `${siteOrigin(siteUrl)}${articlePath(slug)}?lang=${encodeURIComponent(code)}`;
}

/** An image URL Telegram can fetch: a path on this site becomes absolute. */
export function absoluteImageUrl(siteUrl: string, imageUrl: string | null): string | null {
  return imageUrl ? absoluteUrl(siteUrl, imageUrl) : null;
}

export interface Post {
  kind: 'text' | 'photo';
  /** The message text, or the photo's caption. */
  html: string;
  photoUrl: string | null;
  /** Changes whenever what the message shows changes (edits compare it). */
  hash: string;
}

/**
 * Builds the post. A caption holds at most 1024 characters, so there the excerpt is shortened (at a
 * word, with an ellipsis) to fit; a text message (4096) always fits the stored title and excerpt.
 */
export function buildPost(input: { title: string; excerpt: string; link: string; code: string; photoUrl: string | null }): Post {
  const kind = input.photoUrl ? 'photo' : 'text';
  const max = kind === 'photo' ? TELEGRAM_CAPTION_MAX : TELEGRAM_TEXT_MAX;
  const readMore = READ_MORE[input.code] ?? READ_MORE.en!;
  const title = flatten(input.title);
  const excerptRoom = max - title.length - readMore.length - 4 - 2; // two blank lines, "→ "
  const excerpt = clipText(input.excerpt.trim(), Math.max(0, excerptRoom));
  const parts = [`<b>${escapeHtml(title)}</b>`, ...(excerpt ? [escapeHtml(excerpt)] : []), `→ <a href="${escapeHtml(input.link)}">${escapeHtml(readMore)}</a>`];
  const html = parts.join('\n\n');
  const hash = createHash('sha256').update(JSON.stringify([kind, html, input.photoUrl])).digest('hex').slice(0, 32);
  return { kind, html, photoUrl: input.photoUrl, hash };
}

function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (UTF-16 units, as Telegram counts), cut at a word when one is near. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '';
  let cut = text.slice(0, max - 1);
  // Never split a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
