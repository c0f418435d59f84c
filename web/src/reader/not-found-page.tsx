import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from '../shared/i18n';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('site.pageTitle', { page: t('notFound.title') });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('nav.backHome')}
      </Button>
    </Container>
  );
}
