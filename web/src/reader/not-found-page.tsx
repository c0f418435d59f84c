import { Container, Typography } from '@mui/material';

export function NotFoundPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary">Did you forget to add the page to the router?</Typography>
    </Container>
  );
}
