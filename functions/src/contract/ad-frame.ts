/**
 * An ad's own HTML (inline ads, and any ad made from a console template) shows in a sandboxed
 * frame, as a document of its own. On the reader pages the frame loads it from the site
 * (`adFramePath`, GET /api/ads/{id}/frame), lazily: a frame below the fold costs nothing until the
 * reader scrolls near it. The console's preview and the popup, which show HTML at once (or HTML not
 * yet saved), write the same document into the frame (`srcdoc`): adFrameDocument, in a module of
 * its own (ad-frame-document.ts), so the reader's app, which only names the path, does not carry it.
 */

/** Where the reader site frames an ad's HTML from. */
export const adFramePath = (id: number) => `/api/ads/${id}/frame`;
