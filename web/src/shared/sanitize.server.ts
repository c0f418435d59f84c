/**
 * articleHtml (sanitize.ts) for the server render, which has no DOM for DOMPurify: the same
 * sanitising the server applies on every write (functions/src/services/article-html.ts), so a body
 * stored before a rule changed is cleaned again, plus what the browser's hook adds (links to other
 * sites in a new tab, body images lazy). The SSR build puts this module in sanitize.ts's place.
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

/** Content may hold escaped newlines ("\n" as two characters): they become line breaks. */
export function articleHtml(content: string): string {
  let html = kept.get(content);
  if (html === undefined) {
    html = rendered(content);
    if (kept.size >= KEEP) kept.delete(kept.keys().next().value!);
    kept.set(content, html);
  }
  return html;
}
