/** A list card; the first translation entry (the reader's language when it exists) supplies title and excerpt. */
import type { ArticleSummary } from '@contract';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORY_LABELS, formatCardDate } from '../shared/format';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const shown = article.translations[0] ?? article;
  const lang = article.translations[0]?.language.code;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }} data-testid="article-card">
      <CardActionArea component={RouterLink} to={`/article/${article.slug}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {article.imageUrl ? (
          <CardMedia component="img" image={article.imageUrl} alt="" sx={{ aspectRatio: '1200 / 630', objectFit: 'cover' }} />
        ) : (
          <Box aria-hidden sx={{ aspectRatio: '1200 / 630', background: 'linear-gradient(135deg, #1e3a8a 0%, #b45309 100%)' }} />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip size="small" color="primary" label={CATEGORY_LABELS[article.category]} />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={article.publishedAt ?? article.createdAt}>
              {formatCardDate(article.publishedAt ?? article.createdAt)}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h3" gutterBottom lang={lang === 'hi-en' ? 'hi-Latn' : lang} sx={{ lineHeight: 1.3 }}>
            {shown.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={lang === 'hi-en' ? 'hi-Latn' : lang}>
            {shown.excerpt}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1.5, color: 'text.secondary' }}>
            <VisibilityIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption">{article.views.toLocaleString('en-IN')} views</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="article-skeleton" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton height={32} />
        <Skeleton />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
