/**
 * The server's styles carry only the vendor prefixes a browser the site is built for still needs
 * (web/src/shared/style-prefixes.ts), written through emotion's own server-side cache as the page
 * render writes them. The reader pages themselves are checked in tests/api/reader-pages.test.ts.
 */
import createCache from '@emotion/cache';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { SERVER_STYLIS_PLUGINS as PLUGINS } from '../../web/src/shared/style-prefixes.js';

/** The CSS emotion writes on the server for `styles` under `.x`. */
function written(styles: object): string {
  const cache = createCache({ key: 't', stylisPlugins: PLUGINS });
  const serialized = serializeStyles([styles as CSSObject]);
  return cache.insert('.x', serialized, cache.sheet, false) as unknown as string;
}

describe("the server's vendor prefixes", () => {
  it.each([
    [{ userSelect: 'none' }, '.x{-webkit-user-select:none;user-select:none;}'],
    [{ colorAdjust: 'exact' }, '.x{-webkit-print-color-adjust:exact;color-adjust:exact;}'],
    [{ printColorAdjust: 'exact' }, '.x{-webkit-print-color-adjust:exact;print-color-adjust:exact;}'],
    [{ backdropFilter: 'blur(4px)' }, '.x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}'],
    [{ maskImage: 'linear-gradient(#000, transparent)' }, '.x{-webkit-mask-image:linear-gradient(#000, transparent);mask-image:linear-gradient(#000, transparent);}'],
    [{ backgroundClip: 'text' }, '.x{-webkit-background-clip:text;background-clip:text;}'],
    [{ hyphens: 'auto' }, '.x{-webkit-hyphens:auto;hyphens:auto;}'],
    [{ userSelect: 'none !important' }, '.x{-webkit-user-select:none!important;user-select:none!important;}'],
  ])('writes the -webkit- twin a supported browser needs: %o', (styles, css) => {
    expect(written(styles)).toBe(css);
  });

  it.each([
    [{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexDirection: 'column' }, '.x{display:flex;align-items:center;justify-content:space-between;flex-direction:column;}'],
    [{ display: 'inline-flex', flexGrow: 1, flexWrap: 'wrap' }, '.x{display:inline-flex;flex-grow:1;flex-wrap:wrap;}'],
    [{ transition: 'opacity 200ms', transform: 'scale(0.5)' }, '.x{transition:opacity 200ms;transform:scale(0.5);}'],
    [{ position: 'sticky', appearance: 'none', textDecoration: 'underline dotted' }, '.x{position:sticky;appearance:none;text-decoration:underline dotted;}'],
    [{ backgroundClip: 'padding-box' }, '.x{background-clip:padding-box;}'],
    [{ '&::placeholder': { opacity: 0.5 } }, '.x::placeholder{opacity:0.5;}'],
    // What MUI writes prefixed itself stays as it wrote it.
    [{ WebkitTapHighlightColor: 'transparent', MozAppearance: 'none' }, '.x{-webkit-tap-highlight-color:transparent;-moz-appearance:none;}'],
  ])('writes no prefix the supported browsers do without: %o', (styles, css) => {
    expect(written(styles)).toBe(css);
  });

  it('writes keyframes once, unprefixed', () => {
    const cache = createCache({ key: 't', stylisPlugins: PLUGINS });
    const serialized = serializeStyles(['@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}']);
    expect(cache.insert('', serialized, cache.sheet, false)).toBe('@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}');
  });
});
