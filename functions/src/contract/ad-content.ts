/**
 * An ad's own HTML (inline ads, any ad made from a console template) on the reader pages: in a
 * shadow root of its own, written by the server as a declarative one (`<template
 * shadowrootmode="open">`), so a page without JavaScript shows it too. The HTML is sanitised on
 * every write and again when served (services/ad-html.ts): no script, style sheet, form, frame or
 * event handler reaches it, its links open a new tab, and its inline CSS can only size, colour and
 * lay out its own box (ad-css.ts). The shadow root keeps the page's styles out of it and its
 * styles out of the page; this sheet gives it a box of its own: the inherited text properties
 * reset, its floats contained, its images inside it, and at most AD_CONTENT_MAX_HEIGHT tall, clipped.
 *
 * It used to be a sandboxed frame (GET /api/ads/{id}/frame, since removed): a document of its own,
 * created, committed and laid out on a phone's main thread as the page loaded (30-60 ms on a quiet
 * core here per frame in reach, the largest task after the first paint; docs/performance.md).
 */
export const AD_CONTENT_MAX_HEIGHT = 1000;

/** An ad's text face and its images' rule, wherever its HTML shows (here, and the frames of ad-frame-document.ts). */
export const AD_FONT_FAMILY = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
export const AD_IMAGE_RULE = 'img{max-width:100%;height:auto}';

export const AD_CONTENT_STYLE =
  `:host{all:initial;display:flow-root;overflow:hidden;max-height:${AD_CONTENT_MAX_HEIGHT}px;` +
  `font-family:${AD_FONT_FAMILY};font-size:16px;line-height:normal;color:#000}` +
  AD_IMAGE_RULE;

/** What the shadow root holds: the sheet, then the ad's (sanitised) HTML. */
export function adContentShadowHtml(html: string): string {
  return `<style>${AD_CONTENT_STYLE}</style>${html}`;
}
