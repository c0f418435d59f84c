/** The site's logo, a link home: in the header and at the top of the small screens' drawer. */
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', letterSpacing: '-0.02em', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      CryptoLekh
    </Typography>
  );
}
