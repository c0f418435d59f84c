/** A console screen that a later issue builds (AI settings, Telegram, ads, API keys). */
import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Typography } from '@mui/material';
import { PageHeader } from './page-header';
import { usePageTitle } from './page-title';

export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Coming soon
        </Typography>
        <Typography color="text.secondary">This part of the console is not available yet.</Typography>
      </Paper>
    </>
  );
}
