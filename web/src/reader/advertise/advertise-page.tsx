/**
 * /advertise: reach, ad options, contact details (from the site settings) and the enquiry form.
 * Reach is the spec's fixed figures, or, with the console's "Show measured audience" on, the last
 * 30 site-days' measured ones the site settings carry (docs/analytics.md), written in the reader's
 * language; both are rendered by the server.
 */
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { MeasuredAudience } from '@contract';
import { Box, Card, CardContent, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation, type Translate } from '../../shared/i18n';
import { useSiteSettings } from '../../api/site-settings';
import { EnquiryForm } from './enquiry-form';

interface Stat {
  label: string;
  value: string;
}

/** The spec's fixed reach (public-site.md), shown while the measured audience is off. */
function fixedStats(t: Translate): Stat[] {
  return [
    { label: t('advertise.stat.visitors'), value: '100K+' },
    { label: t('advertise.stat.pageViews'), value: '500K+' },
    { label: t('advertise.stat.session'), value: t('advertise.stat.sessionValue') },
    { label: t('advertise.stat.ctr'), value: '2.8%' },
  ];
}

/**
 * The measured reach: visits (summed daily visitors, so not "Monthly Visitors") and page views
 * with the language's grouping, the average engaged time in minutes to one decimal, the ad
 * click-through rate as a percent to one decimal.
 */
function measuredStats(t: Translate, a: MeasuredAudience): Stat[] {
  return [
    { label: t('advertise.stat.measured.visitors'), value: t('advertise.stat.count', { count: a.visitors }) },
    { label: t('advertise.stat.pageViews'), value: t('advertise.stat.count', { count: a.pageviews }) },
    { label: t('advertise.stat.measured.engaged'), value: t('advertise.stat.minutes', { minutes: Math.round(a.engagedSeconds / 6) / 10 }) },
    { label: t('advertise.stat.ctr'), value: t('advertise.stat.percent', { percent: Math.round(a.clickThroughRate * 1000) / 10 }) },
  ];
}

const OPTIONS = [
  { title: 'advertise.option.banner', text: 'advertise.option.banner.text' },
  { title: 'advertise.option.sidebar', text: 'advertise.option.sidebar.text' },
  { title: 'advertise.option.inline', text: 'advertise.option.inline.text' },
  { title: 'advertise.option.sponsored', text: 'advertise.option.sponsored.text' },
];

export function AdvertisePage() {
  const { data: settings } = useSiteSettings();
  const { t } = useTranslation();
  const title = t('advertise.title');
  const audience = settings?.audience;
  const stats = audience ? measuredStats(t, audience) : fixedStats(t);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Box sx={{ background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)', color: '#fff', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, color: 'grey.200', fontWeight: 400 }}>
            {t('advertise.intro')}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3} component="section" aria-label={t('advertise.audience')}>
          {stats.map((s) => (
            <Grid key={s.label} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" sx={{ textAlign: 'center', height: '100%' }}>
                <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
                  {/* A measured figure in lakhs ("12,54,567") is longer than "500K+": smaller on a phone, and never cut off. */}
                  <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.main', fontSize: { xs: '1.375rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
                    {s.value}
                  </Typography>
                  <Typography color="textSecondary">{s.label}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        {audience && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('advertise.stat.measured.note')}
          </Typography>
        )}

        <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mt: 6, mb: 3 }}>
          {t('advertise.options')}
        </Typography>
        <Grid container spacing={3}>
          {OPTIONS.map((o) => (
            <Grid key={o.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {t(o.title)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(o.text)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Grid container spacing={4} sx={{ mt: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              {t('advertise.contact')}
            </Typography>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <EmailIcon color="primary" aria-hidden />
                {settings && <Link href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</Link>}
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <PhoneIcon color="primary" aria-hidden />
                {settings && <Link href={`tel:${settings.contactPhone.replace(/[^+\d]/g, '')}`}>{settings.contactPhone}</Link>}
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <LocationIcon color="primary" aria-hidden />
                <Typography>{t('advertise.office')}</Typography>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
                  {t('advertise.form.title')}
                </Typography>
                <EnquiryForm />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
