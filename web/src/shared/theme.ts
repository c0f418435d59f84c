import { createTheme } from '@mui/material';

/** The device's own fonts. */
const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');

/**
 * Amber (Bitcoin) on deep blue; colours chosen to pass WCAG AA contrast on white. No `cssVariables`
 * or `colorSchemes`: the build leaves MUI's CSS-variables theme out (web/plugins/mui-theme-without-css-variables.ts).
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#b45309' },
    secondary: { main: '#1e3a8a' },
    // MUI's default info (#0288d1, 4.0:1 on white) and warning (#ed6c02, 3.0:1) fail WCAG AA as the
    // text of an outlined chip ("Waiting for review", "Machine-made"): these are 4.8:1 and 5.2:1.
    info: { main: '#0277bd' },
    warning: { main: '#c2410c' },
    background: { default: '#f8fafc' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The first fonts follow the script the text is marked with (data-script, indic-fonts.css):
    // its Noto face, the system's font for Latin, every Indic face where nothing is marked.
    fontFamily: ['var(--script-font)', SYSTEM_FONTS].join(', '),
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // A reader or editor who asked their device for less motion gets none: dialogs, menus and
    // collapses appear at once, ripples and skeleton pulses do not play, a spinner stands still
    // (WCAG 2.3.3). CSS only, so the server's markup and the browser's are the same. `none`, not
    // the usual 0.01ms: a duration on every element, whose transition-property is `all` by
    // default, would make every style change of every element a transition of its own. (Nothing
    // here waits for a transitionend or animationend: MUI's transitions end on their timeouts.)
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animation: 'none !important', transition: 'none !important', scrollBehavior: 'auto !important' },
        },
      },
    },
  },
});
