import { createTheme } from '@mui/material';

/** Amber (Bitcoin) on deep blue; colours chosen to pass WCAG AA contrast on white. */
export const theme = createTheme({
  palette: {
    primary: { main: '#b45309' },
    secondary: { main: '#1e3a8a' },
    background: { default: '#f8fafc' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Kannada", sans-serif',
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
