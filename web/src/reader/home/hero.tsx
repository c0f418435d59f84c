import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SYSTEM_FONTS } from '../../shared/theme';

/** A language's own name in the device's font: an English home page downloads no Indic font for three words. */
function NativeName({ lang, children }: { lang: string; children: string }) {
  return (
    <Box component="span" lang={lang} sx={{ fontFamily: SYSTEM_FONTS }}>
      {children}
    </Box>
  );
}

export function Hero() {
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 55%, #92400e 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', md: '3.4rem' }, maxWidth: 760 }}>
          Crypto insights you can trust, in your language
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 680, color: 'grey.200', fontWeight: 400 }}>
          Education, research and case studies on Bitcoin, Ethereum, DeFi and the Indian crypto market, in English, <NativeName lang="hi">हिन्दी</NativeName>,{' '}
          <NativeName lang="bn">বাংলা</NativeName>, Hinglish, <NativeName lang="kn">ಕನ್ನಡ</NativeName> and more.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button component={RouterLink} to="/case-study" variant="contained" size="large" sx={{ bgcolor: '#f59e0b', color: '#111827', '&:hover': { bgcolor: '#fbbf24' } }}>
            Explore Case Studies
          </Button>
          <Button component={RouterLink} to="/education" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
            Start Learning
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
