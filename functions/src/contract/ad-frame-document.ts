/**
 * The document an ad's HTML is written into a frame with (`srcdoc`) where it shows at once: the
 * popup (HTML saved) and the console's previews (HTML not yet saved). A module of its own, so the
 * reader's app loads it only with the popup. On the pages themselves the HTML is a shadow root
 * (ad-content.ts).
 */
import { AD_FONT_FAMILY, AD_IMAGE_RULE } from './ad-content.js';

/** No margin, the content's own height (ad-frame-height.ts measures the body), images kept inside. */
const FRAME_STYLE = `<style>html,body{margin:0;overflow:hidden;font-family:${AD_FONT_FAMILY};}body{display:flow-root}${AD_IMAGE_RULE}</style>`;

/**
 * The frame's document around an ad's (already sanitised) HTML: links open a new tab (`<base
 * target>`, no href, so a policy's base-uri 'none' leaves it working).
 */
export function adFrameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank">${FRAME_STYLE}</head><body>${html}</body></html>`;
}
