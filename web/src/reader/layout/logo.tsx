/** The site's logo, a link home: in the header and at the top of the small screens' drawer. */
import { Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', letterSpacing: '-0.02em', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {/* A PNG of web/scripts/logo.svg: an SVG image is a document laid out on the page's main thread (web/scripts/render-logo.mjs). */}
      <img src="/logo.png" alt="" width={32} height={32} style={{ flexShrink: 0 }} />
      CryptoLekh
    </Typography>
  );
}
