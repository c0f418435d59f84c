/** A row of stat cards (the dashboard's and Ads Management's): icon, label, value, a skeleton until the value is known. */
import { Box, Grid, Paper, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export interface StatCard {
  key: string;
  label: string;
  /** Undefined while loading. */
  value?: string;
  icon: ComponentType<SvgIconProps>;
}

type CardSize = { xs: number; sm?: number; lg: number | 'grow'; xl?: number | 'grow' };

/** `testIdPrefix`: each card is `{prefix}{key}`, its value `stat-value`; `size`: a card's grid width (four to a row by default). */
export function StatCards({ cards, testIdPrefix, size = { xs: 6, lg: 3 } }: { cards: StatCard[]; testIdPrefix: string; size?: CardSize }) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map(({ key, label, value, icon: Icon }) => (
        <Grid key={key} size={size}>
          <Paper
            variant="outlined"
            data-testid={`${testIdPrefix}${key}`}
            sx={{ p: { xs: 1.5, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 1, sm: 2 } }}
          >
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1.25, display: 'flex' }}>
              <Icon aria-hidden />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="textSecondary" component="h2">
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
