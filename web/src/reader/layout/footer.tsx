/** Four columns (about, categories, languages, connect), the advertiser link and the copyright line. */
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Button, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '../../api/site-settings';
import { useLanguage } from '../../shared/language';

export const COPYRIGHT_YEAR = 2024;
const FOOTER_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'Hindi' },
  { code: 'bn', label: 'Bengali' },
] as const;

export function Footer() {
  const { setLanguage, languages } = useLanguage();
  const { data: settings } = useSiteSettings();
  const social = [
    { href: settings?.social.x, label: 'CryptoLekh on X', icon: <XIcon /> },
    { href: settings?.social.youtube, label: 'CryptoLekh on YouTube', icon: <YouTubeIcon /> },
    { href: settings?.social.linkedin, label: 'CryptoLekh on LinkedIn', icon: <LinkedInIcon /> },
  ].filter((s) => s.href);
  const heading = { variant: 'subtitle2', component: 'h2', sx: { fontWeight: 700, mb: 1.5, color: 'grey.100' } } as const;
  const linkSx = { color: 'grey.300', display: 'block', mb: 1 } as const;

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography {...heading}>CryptoLekh</Typography>
            <Typography variant="body2">
              A trusted source for crypto insights, horoscopes and market analysis, in the languages our readers speak.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography {...heading}>Categories</Typography>
            <Link component={RouterLink} to="/education" sx={linkSx}>Education</Link>
            <Link component={RouterLink} to="/research" sx={linkSx}>Research</Link>
            <Link component={RouterLink} to="/case-study" sx={linkSx}>Case Study</Link>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography {...heading}>Languages</Typography>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              {FOOTER_LANGUAGES.filter((l) => languages.length === 0 || languages.some((x) => x.code === l.code)).map((l) => (
                <Button
                  key={l.code}
                  size="small"
                  onClick={() => {
                    setLanguage(l.code);
                    void window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                  sx={{ color: 'grey.300', p: 0, minWidth: 0, textTransform: 'none', fontWeight: 400 }}
                >
                  {l.label}
                </Button>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography {...heading}>Connect</Typography>
            <Stack direction="row" spacing={1}>
              {social.map((s) => (
                <IconButton key={s.label} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} sx={{ color: 'grey.300' }}>
                  {s.icon}
                </IconButton>
              ))}
            </Stack>
            <Link component={RouterLink} to="/advertise" sx={{ ...linkSx, mt: 2 }}>
              Advertise with us
            </Link>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'grey.800', textAlign: 'center', color: 'grey.400' }}>
          © {COPYRIGHT_YEAR} CryptoLekh. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
