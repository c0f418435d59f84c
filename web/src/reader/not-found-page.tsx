import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found | CryptoLekh';
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Did you forget to add the page to the router?
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
