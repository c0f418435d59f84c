/**
 * The vendor prefixes the server's styles carry: only those a browser the site is built for still
 * needs. Emotion's default stylis plugin writes the prefixes of a decade of browsers beside every
 * declaration (`-webkit-box`, `-ms-flexbox` and `-webkit-inline-box` beside every `display: flex`,
 * `-webkit-transition`, `-ms-flex-align`, `-moz-user-select`, `@-webkit-keyframes`...): about 11
 * KB of a reader page's 45 KB of styles, which a phone downloads, parses and matches before the
 * page is drawn, for browsers the build does not run in (Vite's default target, Baseline widely
 * available: Chrome and Edge 111, Firefox 114, Safari 16.4).
 *
 * The server's render (entry-server.tsx) uses this plugin alone. The browser's own emotion cache
 * keeps the default plugin: it adopts the server's styles as they are (by class name, which the
 * prefixes never change) and only writes what the app renders later (menus, dialogs, another
 * language's page), so there the extra prefixes cost nothing a first visit waits for.
 */
import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties still written with `-webkit-` too: Safari's user-select (no unprefixed one yet),
 * print-color-adjust (Chrome before 136, Safari; emotion's older color-adjust is written as it),
 * backdrop-filter (Safari before 18), masks and background-clip: text (Chrome before 120),
 * box-decoration-break (Chrome before 130, Safari), hyphens (Safari before 17) and
 * text-size-adjust (Safari on iOS).
 */
const WEBKIT_TOO = new Set(['user-select', 'print-color-adjust', 'backdrop-filter', 'mask', 'mask-image', 'mask-size', 'mask-position', 'mask-repeat', 'mask-origin', 'mask-clip', 'box-decoration-break', 'hyphens', 'text-size-adjust']);

/** A stylis plugin: each declaration that needs it gets its `-webkit-` twin written before it. */
export const neededPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const declared = element.props as unknown as string;
  const value = element.children as string;
  const property = declared === 'color-adjust' ? 'print-color-adjust' : declared;
  if (WEBKIT_TOO.has(property) || (property === 'background-clip' && value.trim() === 'text')) element.return = `-webkit-${property}:${value};${element.value}`;
};

/**
 * The server render's plugins, one array for every request: emotion keeps the styles it has
 * compiled across a server's requests per plugin array (by identity), so a new array each time
 * would compile every style again.
 */
export const SERVER_STYLIS_PLUGINS = [neededPrefixes];
