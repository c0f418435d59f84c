/**
 * The HTML document of a server-rendered reader page: the client build's index.html with the
 * page's head, `<html lang>`, MUI's styles, the list of the app's chunks, the rendered app and the
 * state the browser hydrates from. Pure: no I/O.
 *
 * `headFor` is the one place the head is made; the SEO module (canonical, Open Graph, JSON-LD,
 * hreflang) replaces it.
 */
import { APP_CHUNKS_TEMPLATE_ID } from '../../contract/app-chunks.js';
import { PAGE_MAIN_ID } from '../../contract/page-main.js';

export interface HeadInput {
  route: string;
  language: string;
  title: string;
  description: string | null;
}

export interface RenderedParts extends HeadInput {
  appHtml: string;
  styleTags: string;
  stateScript: string;
  /**
   * Paths of the app's chunks the page needs to hydrate (the app's, the route's, their imports):
   * listed in an inert template the page's first script fetches from once the page has loaded.
   */
  preload: readonly string[];
  /** Fonts the first paint draws text in (woff2), preloaded so they are there before it: no swap, no shift. */
  fonts?: readonly string[];
  /** The script of the page's language (`<html data-script>`), which chooses the font stack's first fonts (contract/indic-scripts.ts). */
  script?: string;
}

export const DEFAULT_DESCRIPTION = 'CryptoLekh: crypto education, research and case studies in English, Hindi, Bengali and more.';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head of a page: its title and description, for now. */
export function headFor(input: HeadInput): string {
  return `<title>${escapeHtml(input.title)}</title>\n    <meta name="description" content="${escapeHtml(input.description ?? DEFAULT_DESCRIPTION)}" />`;
}

/** `<html lang>` of a language code (Hinglish is Hindi in Latin letters). */
export function htmlLang(code: string): string {
  return code === 'hi-en' ? 'hi-Latn' : code;
}

/**
 * The template with the title and description it was built with taken out (headFor puts them back),
 * and the app's script fetched at low priority: the page is drawn from its HTML and styles, and the
 * script only hydrates it, so on a slow connection the stylesheet, fonts and the largest image come
 * first (at high priority the 145 KiB script shared the bandwidth with them, and Lighthouse's
 * simulation counted it as blocking the first paint).
 */
export function prepareTemplate(indexHtml: string): string {
  const template = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<html lang="[^"]*">/, '<html lang="{{lang}}">')
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
  for (const mark of ['<html lang="{{lang}}">', '</head>', '<div id="root"></div>']) {
    if (!template.includes(mark)) throw new Error(`The page template has no ${mark}`);
  }
  return template;
}

export function pageDocument(template: string, parts: RenderedParts): string {
  const head = [
    headFor(parts),
    // No paint before the header is whole (contract/page-main.ts); a page without it paints when parsed.
    `<link rel="expect" href="#${PAGE_MAIN_ID}" blocking="render">`,
    ...(parts.fonts ?? []).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(f)}">`),
    // The app's code, needed to hydrate but not to draw: fetched only once the page has loaded
    // (web/src/shared/prefetch-app.ts). Preloaded with the page, its 150 KiB shared a slow
    // connection with the page's largest image, and the browser compiled it while the page was
    // being drawn: Lighthouse's simulated largest paint came 0.8-1 s later (docs/performance.md).
    `<template id="${APP_CHUNKS_TEMPLATE_ID}">${parts.preload.map((p) => `<link rel="prefetch" as="script" crossorigin href="${escapeHtml(p)}">`).join('')}</template>`,
    parts.styleTags,
  ].join('\n    ');
  // Functions as replacements: `$` in the page's text must stay as it is.
  return template
    .replace('<html lang="{{lang}}">', () => `<html lang="${escapeHtml(htmlLang(parts.language))}"${parts.script ? ` data-script="${escapeHtml(parts.script)}"` : ''}>`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.appHtml}</div>${parts.stateScript}`);
}
