import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../shared/i18n';
import { theme } from '../../shared/theme';
import { HERO_NATIVE_NAMES, NATIVE_NAMES_FONT_FAMILY, nativeNameClass } from './native-names';

/**
 * A language's own name, in a font cut down to the hero's words (web/plugins/native-names-font.ts):
 * an English reader downloads a few KiB instead of three scripts' Noto fonts, and devices without
 * Indic fonts still draw the words. The page's usual stack follows should a glyph ever be missing.
 * Its box is as wide as the word in that font before the font arrives (nativeNameClass), so the
 * paragraph's lines do not move when it does.
 */
const NATIVE_NAME_FONT = `"${NATIVE_NAMES_FONT_FAMILY}", ${theme.typography.fontFamily}`;

function NativeName({ lang, children }: { lang: string; children: string }) {
  return (
    <Box component="span" lang={lang} className={nativeNameClass(lang)} sx={{ fontFamily: NATIVE_NAME_FONT }}>
      {children}
    </Box>
  );
}

const [hindi, bengali, kannada] = HERO_NATIVE_NAMES;

export function Hero() {
  const { t, rich } = useTranslation();
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 55%, #92400e 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', md: '3.4rem' }, maxWidth: 760 }}>
          {t('hero.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 680, color: 'grey.200', fontWeight: 400 }}>
          {rich('hero.text', {
            hindi: <NativeName lang={hindi.lang}>{hindi.name}</NativeName>,
            bengali: <NativeName lang={bengali.lang}>{bengali.name}</NativeName>,
            kannada: <NativeName lang={kannada.lang}>{kannada.name}</NativeName>,
          })}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 4 }}>
          <Button component={RouterLink} to="/case-study" variant="contained" size="large" sx={{ bgcolor: '#f59e0b', color: '#111827', '&:hover': { bgcolor: '#fbbf24' } }}>
            {t('hero.caseStudies')}
          </Button>
          <Button component={RouterLink} to="/education" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
            {t('hero.learn')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
