/**
 * MUI's `createTheme` imports its CSS-variables theme builder (`createThemeWithVars`, with its
 * CSS-variable parser, selectors and colour schemes: about 4 KiB of gzip on every page) and calls it
 * only for a theme made with `cssVariables` or `colorSchemes`. Ours is neither (web/src/shared/theme.ts),
 * nor is MUI's default theme, so the build gives MUI a stand-in that says so if it is ever called
 * (`extendTheme`, `CssVarsProvider`, or such an option), instead of a page quietly growing by it.
 */
import type { Plugin } from 'vite';

const STAND_IN = '\0mui-theme-without-css-variables';

export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId: (id, importer) => (/(^|\/)createThemeWithVars\.mjs$/.test(id) && importer?.includes('/@mui/material/') ? STAND_IN : undefined),
    load: (id) =>
      id === STAND_IN
        ? 'export default function createThemeWithVars() {\n' +
          "  throw new Error('This build has no MUI CSS-variables themes (web/plugins/mui-theme-without-css-variables.ts): make the theme without cssVariables and colorSchemes, or remove the plugin.');\n" +
          '}\n'
        : undefined,
  };
}
