import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A screen's h1, its one-line purpose and its main action (wraps under the title on phones). */
export function PageHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
      </Box>
      {action}
    </Stack>
  );
}
