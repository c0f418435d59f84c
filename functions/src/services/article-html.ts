/**
 * Sanitising of article HTML, applied on every write (the reader site renders it as HTML).
 * Kept: the usual article markup (headings, paragraphs, lists, quotes, code, tables, links),
 * images, and <video>/<source> for clips hosted here or over https. <iframe> is kept only for
 * YouTube (privacy-enhanced or not) and Vimeo players: explainers embed them, and a fixed host list
 * cannot frame an arbitrary page. Dropped: scripts, styles, forms, on* handlers, javascript: and
 * data: URLs, protocol-relative URLs.
 */
import sanitizeHtml from 'sanitize-html';

export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

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

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS).trim();
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
