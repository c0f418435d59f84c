/** /advertise: reach, ad options, contact details (from the site settings) and the enquiry form. */
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Card, CardContent, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSiteSettings } from '../../api/site-settings';
import { EnquiryForm } from './enquiry-form';

const STATS = [
  { label: 'Monthly Visitors', value: '100K+' },
  { label: 'Page Views', value: '500K+' },
  { label: 'Avg. Session Duration', value: '3.5 min' },
  { label: 'Click-through Rate', value: '2.8%' },
];

const OPTIONS = [
  { title: 'Banner Ads', text: 'Wide placements at the top and bottom of the home and category pages (728x90).' },
  { title: 'Sidebar Ads', text: 'A steady presence beside every article and list, on every visit (300x250).' },
  { title: 'Inline Content Ads', text: 'Native-feeling blocks placed inside article pages, read in context.' },
  { title: 'Sponsored Articles', text: 'Educational long-form pieces written with our editors, clearly labelled.' },
];

export function AdvertisePage() {
  const { data: settings } = useSiteSettings();
  useEffect(() => {
    document.title = 'Advertise with CryptoLekh';
  }, []);

  return (
    <>
      <Box sx={{ background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)', color: '#fff', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
            Advertise with CryptoLekh
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, color: 'grey.200', fontWeight: 400 }}>
            Reach crypto-curious readers across India in the languages they read: English, Hindi, Bengali, Hinglish, Kannada and more.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={3} component="section" aria-label="Audience">
          {STATS.map((s) => (
            <Grid key={s.label} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" sx={{ textAlign: 'center', height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
                    {s.value}
                  </Typography>
                  <Typography color="textSecondary">{s.label}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mt: 6, mb: 3 }}>
          Ad options
        </Typography>
        <Grid container spacing={3}>
          {OPTIONS.map((o) => (
            <Grid key={o.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {o.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {o.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Grid container spacing={4} sx={{ mt: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              Contact us
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
                <Typography>Mumbai, India</Typography>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
                  Request Information
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
