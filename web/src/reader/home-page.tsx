/** A first home page: the latest articles from the API (the full reader site builds on this). */
import { Alert, Box, Container, Grid, Skeleton, Typography } from '@mui/material';
import { useArticles } from '../api/articles';
import { ArticleCard } from './article-card';

export function HomePage() {
  const { data, isLoading, error } = useArticles({ language: localStorage.getItem('selectedLanguage') ?? 'en', limit: 12 });
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          CryptoLekh
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          Crypto education, research and case studies in your language.
        </Typography>
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Latest Articles
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Grid container spacing={3}>
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={260} />
              </Grid>
            ))
          : data?.map((a) => (
              <Grid key={a.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ArticleCard article={a} />
              </Grid>
            ))}
      </Grid>
    </Container>
  );
}
