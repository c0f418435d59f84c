/**
 * An ad's own HTML (inline ads, and any ad made from a console template) shows in a sandboxed
 * frame, as a document of its own. On the reader pages the frame loads it from the site
 * (`adFramePath`, GET /api/ads/{id}/frame), lazily: a frame below the fold costs nothing until the
 * reader scrolls near it. The console's preview and the popup, which show HTML at once (or HTML not
 * yet saved), write the same document into the frame (`srcdoc`).
 */

/** Where the reader site frames an ad's HTML from. */
export const adFramePath = (id: number) => `/api/ads/${id}/frame`;

/** No margin, the content's own height (ad-frame-height.ts measures the body), images kept inside. */
const FRAME_STYLE = '<style>html,body{margin:0;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}body{display:flow-root}img{max-width:100%;height:auto}</style>';

/**
 * The frame's document around an ad's (already sanitised) HTML: links open a new tab (`<base
 * target>`, no href, so a policy's base-uri 'none' leaves it working).
 */
export function adFrameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank">${FRAME_STYLE}</head><body>${html}</body></html>`;
}
