/**
 * The id of a reader page's `<main>` (web/src/reader/layout/reader-layout.tsx). A server-rendered
 * page holds its first paint until the parser has reached it (`<link rel="expect" blocking="render">`,
 * functions/src/http/pages/page-document.ts), so the header is never drawn half-parsed: the page's
 * head is some 60 KB of styles, and when the first part of the answer ended inside the header, the
 * browser drew a part of the language button and then the whole (a layout shift). No imports: the
 * app takes it.
 */
export const PAGE_MAIN_ID = 'main';
