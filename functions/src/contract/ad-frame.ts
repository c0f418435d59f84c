/**
 * An ad's own HTML (inline ads, and any ad made from a console template) as a document of its own,
 * to frame: GET /api/ads/{id}/frame (its policy runs no script and lets only the site frame it).
 * The reader pages framed it from here, lazily, until they showed the HTML in a shadow root
 * instead (ad-content.ts). The console's preview and the popup, which show HTML at once (or HTML
 * not yet saved), write the same document into a frame (`srcdoc`): adFrameDocument, in a module
 * of its own (ad-frame-document.ts), so the reader's app does not carry it.
 */

/** Where an ad's HTML is served as a document of its own. */
export const adFramePath = (id: number) => `/api/ads/${id}/frame`;
