/** Any /admin path the console does not have (admin-and-api.md §2). */
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './page-title';

export function AdminNotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        This page does not exist in the admin console.
      </Typography>
      <Button component={RouterLink} to="/admin" variant="contained">
        Back to Dashboard
      </Button>
    </Container>
  );
}
