/** The three category cards; counts come only from the 12 articles the home page loaded (spec). */
import type { ArticleSummary, Category } from '@contract';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import CasesIcon from '@mui/icons-material/WorkHistory';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Placeholder } from '../../shared/placeholder';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link as RouterLink } from 'react-router-dom';

const CARDS: { category: Category; title: string; to: string; text: string; icon: ReactNode }[] = [
  { category: 'education', title: 'category.education', to: '/education', text: 'home.card.education', icon: <SchoolIcon color="primary" fontSize="large" /> },
  { category: 'research', title: 'category.research', to: '/research', text: 'home.card.research', icon: <ScienceIcon color="primary" fontSize="large" /> },
  { category: 'case-study', title: 'category.case-study', to: '/case-study', text: 'home.card.case-study', icon: <CasesIcon color="primary" fontSize="large" /> },
];

export function CategoryCards({ articles, loading }: { articles?: ArticleSummary[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('home.categories')} sx={{ display: 'grid', gap: 3, mb: 6, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {CARDS.map((c) => {
        const count = articles?.filter((a) => a.category === c.category).length ?? 0;
        return (
          <Card key={c.category} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={c.to} sx={{ height: '100%' }} data-testid={`category-card-${c.category}`}>
              <CardContent>
                {c.icon}
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
                  {t(c.title)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(c.text)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="category-count">
                  {loading ? <Placeholder width={80} /> : t('home.card.count', { count })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
