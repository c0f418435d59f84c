/**
 * Sanitising of an ad's own HTML (`content`, e.g. from the console's templates), applied on every
 * write and again when ads are served. The reader site shows it in a sandboxed frame where no
 * script can run whatever it holds; this keeps what is stored to what an advertiser's card needs,
 * so a mistake or an injected tag never reaches a reader at all.
 * Kept: text markup, images, links, tables, and inline `style` limited to ad-css.ts's allowlist
 * (colours, fonts, spacing, borders, sizes, flex layout: what the templates use; never
 * positioning, transforms, negative margins or any url(), expression() or other function but
 * colours and gradients). Dropped: scripts, <style> and <link>, forms, frames, media players, on*
 * handlers, javascript: and data: URLs. Every link opens a new tab and is marked as paid
 * (rel="sponsored", as search engines ask) without handing the opener over; an image without
 * text gets an empty one.
 */
import sanitizeHtml from 'sanitize-html';
import { AD_ALLOWED_STYLES } from './ad-css.js';

export const AD_LINK_REL = 'noopener noreferrer sponsored';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'figure', 'figcaption', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'title', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'scope', 'width'],
    table: ['width', 'cellpadding', 'cellspacing', 'role'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': AD_ALLOWED_STYLES },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: AD_LINK_REL } }),
    // An image the advertiser gave no text is decoration to a screen reader (which would otherwise
    // read its file name): the reader pages show the HTML in the page itself (contract/ad-content.ts).
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export function sanitizeAdHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const served = new Map<string, string>();
const SERVED_KEEP = 100;

/**
 * An ad's HTML as readers get it: sanitised again, so content stored before a rule was added
 * (any `style`, before ad-css.ts) is served under today's rules. Remembered by content: the same
 * few ads are served on every page.
 */
export function servedAdHtml(html: string): string {
  let out = served.get(html);
  if (out === undefined) {
    out = sanitizeAdHtml(html);
    if (served.size >= SERVED_KEEP) served.delete(served.keys().next().value!);
    served.set(html, out);
  }
  return out;
}
