/**
 * articleHtml (sanitize.ts) for the server render, which has no DOM for DOMPurify: the same
 * sanitising the server applies on every write (functions/src/services/article-html.ts), so a body
 * stored before a rule changed is cleaned again, plus what the browser's hook adds (links to other
 * sites in a new tab, body images lazy). The SSR build puts this module in sanitize.ts's place.
 *
 * A long body costs tens of milliseconds to sanitise in one go, and every other request on the
 * instance waits meanwhile (issue 22). The page handler therefore prepares it before rendering
 * (`prepareArticleHtml`): stored HTML is split where no element is open, and the pieces are
 * sanitised one at a time with the event loop free between them; the render then finds the result
 * kept. Sanitising each piece alone stays safe whatever the split (every piece comes out closed).
 */
import type sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS, ArticleHtmlLimitError, boundedSanitize } from '../../../functions/src/services/article-html';

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
    // [^<>] keeps the scan linear even where a `<` has no `>` after it.
    return `<p>${content.replace(/<[^<>]*>/g, ' ').replace(/[<>]/g, ' ')}</p>`;
  }
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

/** About how many characters are sanitised between two turns of the event loop. */
export const PIECE_CHARACTERS = 16_000;

/** Elements that never hold others (no closing tag in stored HTML). */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Stored HTML cut at top-level element boundaries into pieces of about PIECE_CHARACTERS. Stored
 * HTML was sanitised on write, so a `<` always opens a tag that its `>` ends; an element longer
 * than a piece stays whole (ARTICLE_HTML_LIMITS bound it).
 */
export function topLevelPieces(html: string, size = PIECE_CHARACTERS): string[] {
  if (html.length <= size) return [html];
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const name = m[2]!.toLowerCase();
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (!VOID.has(name) && !m[0].endsWith('/>')) depth++;
    const end = m.index + m[0].length;
    if (depth === 0 && end - start >= size) {
      pieces.push(html.slice(start, end));
      start = end;
    }
  }
  if (start < html.length) pieces.push(html.slice(start));
  return pieces;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A body sanitised a piece per turn of the event loop: what articleHtml gives, or null for a body
 * past ARTICLE_HTML_LIMITS as a whole (stored before they existed), which articleHtml shows as text.
 */
export async function sanitizeInPieces(content: string): Promise<string | null> {
  const out: string[] = [];
  for (const piece of topLevelPieces(content)) {
    await turn();
    try {
      out.push(boundedSanitize(piece.replace(/\\r\\n|\\n/g, '<br>'), OPTIONS));
    } catch (err) {
      if (err instanceof ArticleHtmlLimitError) return null;
      throw err;
    }
  }
  return out.join('');
}

/** Sanitises a long body ahead of its render, in pieces, and keeps the result for articleHtml. */
export async function prepareArticleHtml(content: string): Promise<void> {
  if (kept.has(content) || content.length <= PIECE_CHARACTERS) return;
  const html = await sanitizeInPieces(content);
  if (html !== null) keep(content, html);
}
