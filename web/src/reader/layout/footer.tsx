/** Four columns (about, categories, languages, connect), the advertiser link and the copyright line. */
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Button, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { RoundIconButton } from '../../shared/round-icon-button';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '../../api/site-settings';
import { useLanguage } from '../../shared/language';
import { ServerMarkup } from '../../shared/server-markup';

export const COPYRIGHT_YEAR = 2024;
const FOOTER_LANGUAGES = [
  { code: 'en', label: 'language.english' },
  { code: 'hi', label: 'language.hindi' },
  { code: 'bn', label: 'language.bengali' },
] as const;

/** A footer link in MUI Link's look (underlined at 40 % of its colour), on the router's own link. */
function FooterLink({ to, children, spaceAbove = false }: { to: string; children: ReactNode; spaceAbove?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={(t) => ({
        color: t.palette.grey[300],
        display: 'block',
        mt: spaceAbove ? 2 : 0,
        mb: 1,
        textDecoration: 'underline',
        textDecorationColor: alpha(t.palette.grey[300], 0.4),
        '&:hover': { textDecorationColor: 'inherit' },
      })}
    >
      {children}
    </Box>
  );
}

export function Footer() {
  const { setLanguage, languages } = useLanguage();
  const { data: settings } = useSiteSettings();
  const { t } = useTranslation();
  const social = [
    { href: settings?.social.x, label: t('footer.social.x'), icon: <XIcon /> },
    { href: settings?.social.youtube, label: t('footer.social.youtube'), icon: <YouTubeIcon /> },
    { href: settings?.social.linkedin, label: t('footer.social.linkedin'), icon: <LinkedInIcon /> },
  ].filter((s) => s.href);
  const heading = { variant: 'subtitle2', component: 'h2', sx: { fontWeight: 700, mb: 1.5, color: 'grey.100' } } as const;

  return (
    // Below every page's first screen: not styled, laid out or painted until the reader scrolls near
    // it (content-visibility, as the list cards: article-card.tsx), holding about its height till then.
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 8, pt: 6, pb: 4, contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}>
      <Container maxWidth="lg">
        {/* Four columns on wide screens; two below, the first and last full width on phones (CSS grid: MUI's Grid is 2.5 KiB gzip). */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {/* The columns of links are kept as the server rendered them (ServerMarkup); the languages' buttons are live. */}
          <ServerMarkup until={[t]}>
            <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}>
              <Typography {...heading}>CryptoLekh</Typography>
              <Typography variant="body2">
                {t('footer.about')}
              </Typography>
            </Box>
            <div>
              <Typography {...heading}>{t('footer.categories')}</Typography>
              <FooterLink to="/education">{t('category.education')}</FooterLink>
              <FooterLink to="/research">{t('category.research')}</FooterLink>
              <FooterLink to="/case-study">{t('category.case-study')}</FooterLink>
            </div>
          </ServerMarkup>
          <div>
            <Typography {...heading}>{t('footer.languages')}</Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
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
                  {t(l.label)}
                </Button>
              ))}
            </Box>
          </div>
          <ServerMarkup until={[t, settings]}>
            <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}>
              <Typography {...heading}>{t('footer.connect')}</Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                {social.map((s) => (
                  <RoundIconButton key={s.label} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} sx={{ color: 'grey.300' }}>
                    {s.icon}
                  </RoundIconButton>
                ))}
              </Box>
              <FooterLink to="/advertise" spaceAbove>
                {t('footer.advertise')}
              </FooterLink>
            </Box>
          </ServerMarkup>
        </Box>
        <ServerMarkup until={[t]}>
          <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'grey.800', textAlign: 'center', color: 'grey.400' }}>
            {t('footer.copyright', { year: String(COPYRIGHT_YEAR) })}
          </Typography>
        </ServerMarkup>
      </Container>
    </Box>
  );
}
