/**
 * articleHtml (sanitize.ts) for the server render, which has no DOM for DOMPurify: the same
 * sanitising the server applies on every write (functions/src/services/article-html.ts), so a body
 * stored before a rule changed is cleaned again, plus what the browser's hook adds (links to other
 * sites in a new tab, body images lazy). The SSR build puts this module in sanitize.ts's place.
 *
 * A long body costs tens of milliseconds to sanitise in one go, and every other request on the
 * instance waits meanwhile (issue 22). The page handler therefore prepares it before rendering
 * (`prepareArticleHtml`) with the piecewise sanitiser the write path uses too
 * (functions/src/services/article-html-pieces.ts); the render then finds the result kept.
 */
import type sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS, ArticleHtmlLimitError, boundedSanitize } from '../../../functions/src/services/article-html';
import { PIECE_CHARACTERS, sanitizeInPieces as sanitizeBodyInPieces } from '../../../functions/src/services/article-html-pieces';

const attributes = ARTICLE_HTML_OPTIONS.allowedAttributes as Record<string, string[]>;

const OPTIONS: sanitizeHtml.IOptions = {
  ...ARTICLE_HTML_OPTIONS,
  allowedAttributes: { ...attributes, img: [...(attributes.img ?? []), 'decoding'] },
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:/.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

const kept = new Map<string, string>();
const KEEP = 200;

/**
 * Sanitised within ARTICLE_HTML_LIMITS, as every write is. A body past them (stored before they
 * existed) is shown as its text alone rather than holding the render for seconds: stored HTML was
 * sanitised on write, so every `<` in it opens a tag that a `>` closes.
 */
function rendered(content: string): string {
  try {
    return boundedSanitize(content.replace(/\\r\\n|\\n/g, '<br>'), OPTIONS);
  } catch (err) {
    if (!(err instanceof ArticleHtmlLimitError)) throw err;
    return textOnly(content);
  }
}

/** A body past the limits, shown as its text. [^<>] keeps the scan linear even where a `<` has no `>` after it. */
function textOnly(content: string): string {
  return `<p>${content.replace(/<[^<>]*>/g, ' ').replace(/[<>]/g, ' ')}</p>`;
}

function keep(content: string, html: string): string {
  if (kept.size >= KEEP) kept.delete(kept.keys().next().value!);
  kept.set(content, html);
  return html;
}

/** Content may hold escaped newlines ("\n" as two characters): they become line breaks. */
export function articleHtml(content: string): string {
  return kept.get(content) ?? keep(content, rendered(content));
}

/**
 * A body sanitised a piece per turn of the event loop (the shared piecewise sanitiser): what
 * articleHtml gives, or null for a body past ARTICLE_HTML_LIMITS as a whole (stored before they
 * existed), which articleHtml shows as text.
 */
export async function sanitizeInPieces(content: string): Promise<string | null> {
  try {
    return await sanitizeBodyInPieces(content.replace(/\\r\\n|\\n/g, '<br>'), OPTIONS);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) return null;
    throw err;
  }
}

/** Sanitises a long body ahead of its render, in pieces, and keeps the result for articleHtml. */
export async function prepareArticleHtml(content: string): Promise<void> {
  if (kept.has(content) || content.length <= PIECE_CHARACTERS) return;
  // Past the limits: its text, kept too, so the render does not sanitise it again in one go.
  keep(content, (await sanitizeInPieces(content)) ?? textOnly(content));
}
