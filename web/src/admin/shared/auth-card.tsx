/**
 * The card the console's signed-out screens stand on (the login and the invitation's acceptance):
 * centred on the page, an icon, a heading and an optional line under it, then the screen's own.
 */
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuthCard({ icon, title, subtitle, maxWidth, children }: { icon: ReactNode; title: string; subtitle?: string; maxWidth: number; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{icon}</Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
