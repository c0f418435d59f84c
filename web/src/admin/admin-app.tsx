/**
 * The administrator console: its own lazily loaded chunk, so reader routes never download it.
 * (The console screens are built on the admin API; see issue 4.)
 */
import { Container, Typography } from '@mui/material';

export default function AdminApp() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        CryptoLekh Admin
      </Typography>
      <Typography color="text.secondary">The administrator console is being built.</Typography>
    </Container>
  );
}
