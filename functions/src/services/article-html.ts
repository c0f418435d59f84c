/**
 * Sanitising of article HTML, applied on every write (the reader site renders it as HTML).
 * Kept: the usual article markup (headings, paragraphs, lists, quotes, code, tables, links),
 * images, and <video>/<source> for clips hosted here or over https. <iframe> is kept only for
 * YouTube (privacy-enhanced or not) and Vimeo players: explainers embed them, and a fixed host list
 * cannot frame an arbitrary page. Dropped: scripts, styles, forms, on* handlers, javascript: and
 * data: URLs, protocol-relative URLs.
 */
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_LIMITS, ARTICLE_MESSAGES } from '../contract/admin-articles.js';
import { EMBED_HOSTS } from '../contract/embeds.js';

// Defined in the contract, so the console's editor offers only the embeds kept here.
export { EMBED_HOSTS };

export const ARTICLE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'figure', 'figcaption', 'video', 'source', 'iframe'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload', 'muted', 'loop', 'playsinline'],
    source: ['src', 'type'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // An image, frame or source whose URL was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => ['img', 'iframe', 'source'].includes(frame.tag) && !frame.attribs.src,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** HTML past ARTICLE_HTML_LIMITS: `message` is the spec-style reason, for the field that held it. */
export class ArticleHtmlLimitError extends Error {
  constructor(
    message: string,
    readonly limit: keyof typeof ARTICLE_HTML_LIMITS,
  ) {
    super(message);
  }
}

/** Escaped line breaks ("\n" as two characters), which the reader turns into <br> elements. */
const ESCAPED_BREAK = /\\r\\n|\\n/g;

/** How many <br> the reader's render adds for escaped line breaks (counted against the element limit). */
export function escapedBreaks(html: string): number {
  let n = 0;
  for (const _ of html.matchAll(ESCAPED_BREAK)) n++;
  return n;
}

/** What the limits have counted so far: one body's, across every piece it is sanitised in. */
export interface HtmlLimitCounts {
  elements: number;
  pieces: number;
  embeds: number;
}

/** Counts starting with the elements the caller will add (the reader's <br> for escaped line breaks). */
export function limitCounts(extraElements = 0): HtmlLimitCounts {
  const L = ARTICLE_HTML_LIMITS;
  if (extraElements > L.elements) throw new ArticleHtmlLimitError(ARTICLE_MESSAGES.contentTooManyElements(L.elements), 'elements');
  return { elements: extraElements, pieces: 0, embeds: 0 };
}

/**
 * A `<` that cannot open a tag, comment or declaration is text, but the parser hands the text
 * over in a new piece at each one (300,000 of them took a few hundred milliseconds). Such a `<`
 * stands in as a non-character while parsing, which joins it to the text around it, and comes
 * out as the `&lt;` sanitising writes for it anyway. Only when the HTML holds no such character.
 */
const STRAY_LT = /<(?![A-Za-z/!?])/g;
const HAS_STRAY_LT = /<(?![A-Za-z/!?])/;
const STAND_IN = '\uFDD0';

/** `html` with stray `<` stood in for, and how to turn sanitised output back (identity when none). */
export function standInStrayLt(html: string): { html: string; restore: (out: string) => string } {
  if (html.includes(STAND_IN) || !HAS_STRAY_LT.test(html)) return { html, restore: (out) => out };
  return { html: html.replace(STRAY_LT, STAND_IN), restore: (out) => out.replaceAll(STAND_IN, '&lt;') };
}

/**
 * sanitize-html with ARTICLE_HTML_LIMITS enforced while it parses: the first element, nesting
 * level or text piece past a limit stops it with an ArticleHtmlLimitError. Unbounded, its cost
 * grows with nesting times length (100,000 unclosed <a> took seconds); stopped at the limits,
 * no input costs more than a few tens of milliseconds. `counts` carries on from earlier pieces of
 * the same body (article-html-pieces.ts); nesting starts at 0, as each piece starts where no
 * element is open. Stray `<` are the caller's (standInStrayLt).
 */
export function sanitizeCounted(html: string, options: sanitizeHtml.IOptions, counts: HtmlLimitCounts): string {
  const L = ARTICLE_HTML_LIMITS;
  let depth = 0;
  const outer = options.textFilter;
  return sanitizeHtml(html, {
    ...options,
    // Called by the parser for every tag, allowed or not, before sanitize-html's own work on it.
    onOpenTag: (name) => {
      if (name === 'iframe' && ++counts.embeds > L.embeds) throw new ArticleHtmlLimitError(ARTICLE_MESSAGES.contentTooManyEmbeds(L.embeds), 'embeds');
      if (++counts.elements > L.elements) throw new ArticleHtmlLimitError(ARTICLE_MESSAGES.contentTooManyElements(L.elements), 'elements');
      if (++depth > L.depth) throw new ArticleHtmlLimitError(ARTICLE_MESSAGES.contentTooDeep(L.depth), 'depth');
    },
    // Called only for elements the parser had open (void and implied ends included).
    onCloseTag: () => {
      depth--;
    },
    textFilter: (text, tagName) => {
      if (++counts.pieces > L.textPieces) throw new ArticleHtmlLimitError(ARTICLE_MESSAGES.contentTooManyPieces(L.textPieces), 'textPieces');
      return outer ? outer(text, tagName) : text;
    },
  });
}

/** One body sanitised in one go within ARTICLE_HTML_LIMITS (article-html-pieces.ts for long ones). */
export function boundedSanitize(html: string, options: sanitizeHtml.IOptions, extraElements = 0): string {
  const counts = limitCounts(extraElements);
  const stood = standInStrayLt(html);
  return stood.restore(sanitizeCounted(stood.html, options, counts));
}

/**
 * The stored form of article HTML, in one go: for short bodies and tests; a request saving a body
 * uses sanitizeArticleHtmlInPieces (article-html-pieces.ts), which gives the same. Throws
 * ArticleHtmlLimitError past ARTICLE_HTML_LIMITS (each caller says it for its own field, or as a
 * model's unusable answer).
 */
export function sanitizeArticleHtml(html: string): string {
  return boundedSanitize(html, ARTICLE_HTML_OPTIONS, escapedBreaks(html)).trim();
}

/**
 * The structure of sanitised HTML without its text: every tag in order, with the attributes that
 * point somewhere or style nothing away (href, src, poster, class, target, rel). A translation
 * must keep it exactly: only the words may change.
 */
export function htmlSkeleton(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g)) {
    const attrs = [...m[2]!.matchAll(/\b(href|src|poster|class|target|rel)\s*=\s*"([^"]*)"/g)].map((a) => `${a[1]}=${a[2]}`).sort();
    out.push(`${m[0].startsWith('</') ? '/' : ''}${m[1]!.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}`);
  }
  return out;
}
