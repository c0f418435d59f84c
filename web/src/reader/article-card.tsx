import type { ArticleSummary } from '@contract';
import { Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';

const CATEGORY_LABELS: Record<ArticleSummary['category'], string> = {
  education: 'Education',
  research: 'Research',
  'case-study': 'Case Study',
};

/** A list card: the first translation entry (the reader's language when it exists) supplies title and excerpt. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const shown = article.translations[0] ?? article;
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {article.imageUrl && <CardMedia component="img" height="160" image={article.imageUrl} alt={shown.title} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip size="small" color="primary" label={CATEGORY_LABELS[article.category]} />
          <Typography variant="caption" color="text.secondary">
            {format(new Date(date), 'MMMM d, yyyy')}
          </Typography>
        </Stack>
        <Typography variant="h6" component="h3" gutterBottom>
          {shown.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shown.excerpt}
        </Typography>
      </CardContent>
    </Card>
  );
}
