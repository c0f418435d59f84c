/** The four stat cards of Ads Management (admin-and-api.md §2), over the ads the filter shows. */
import { adCtr, type AdminAd } from '@contract';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import CampaignIcon from '@mui/icons-material/Campaign';
import PercentIcon from '@mui/icons-material/Percent';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Grid, Paper, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export const formatCount = (n: number) => n.toLocaleString('en-IN');
/** "1 view", "2,345 views" */
export const countOf = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

export function adTotals(ads: AdminAd[]) {
  const impressions = ads.reduce((sum, a) => sum + a.impressions, 0);
  const clicks = ads.reduce((sum, a) => sum + a.clicks, 0);
  return { ads: ads.length, impressions, clicks, ctr: adCtr(clicks, impressions) };
}

export function AdStatCards({ ads }: { ads: AdminAd[] | undefined }) {
  const totals = ads && adTotals(ads);
  const cards: { key: string; label: string; value?: string; icon: ComponentType<SvgIconProps> }[] = [
    { key: 'ads', label: 'Total Ads', value: totals && formatCount(totals.ads), icon: CampaignIcon },
    { key: 'impressions', label: 'Total Impressions', value: totals && formatCount(totals.impressions), icon: VisibilityIcon },
    { key: 'clicks', label: 'Total Clicks', value: totals && formatCount(totals.clicks), icon: AdsClickIcon },
    { key: 'ctr', label: 'CTR', value: totals && `${totals.ctr}%`, icon: PercentIcon },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map(({ key, label, value, icon: Icon }) => (
        <Grid key={key} size={{ xs: 6, lg: 3 }}>
          <Paper
            variant="outlined"
            data-testid={`ad-stat-${key}`}
            sx={{ p: { xs: 1.5, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 1, sm: 2 } }}
          >
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1.25, display: 'flex' }}>
              <Icon aria-hidden />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" component="h2">
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="stat-value">
                {value ?? <Skeleton width={60} />}
              </Typography>
            </Box>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
