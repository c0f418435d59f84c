/**
 * /articles: the server searches (title and excerpt, case-insensitive, in the reader's language),
 * filters by category and sorts; the page shows 24 at a time with "Load more" and the exact
 * "Showing X of Y articles" the server counts.
 */
import type { ArticleSort, Category } from '@contract';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Chip,
  Container,
  FormControl,
  Grid,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useArticlePages } from '../../api/article-pages';
import { useTranslation } from '../../shared/i18n';
import { CATEGORY_KEYS } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { ArticleCard, ArticleCardSkeleton, firstRowImage } from '../article-card';
import { cardDatesInLocalTime } from '../local-dates';
import { ServerMarkup } from '../../shared/server-markup';

export const ALL_ARTICLES_PLACEHOLDERS = 9;

const SORTS: Record<ArticleSort, string> = {
  latest: 'articles.sort.latest',
  oldest: 'articles.sort.oldest',
  views: 'articles.sort.views',
  shares: 'articles.sort.shares',
};
type Sort = ArticleSort;
export const DEFAULT_SORT: Sort = 'latest';
/** Typing settles this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export function AllArticlesPage() {
  const { language, ready } = useLanguage();
  const [search, setSearch] = useState('');
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category | 'all'>('all');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  // Clearing the box asks at once; typing waits for a pause.
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const q = search.trim() === '' ? '' : debounced;
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useArticlePages(
    { language, q, category: category === 'all' ? undefined : category, sort },
    ready,
  );

  const title = t('site.pageTitle', { page: t('articles.title') });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const shown = useMemo(() => data?.pages.flatMap((p) => p.articles) ?? [], [data]);
  const counts = data?.pages[0];

  const clearAll = () => {
    setSearch('');
    setCategory('all');
    setSort(DEFAULT_SORT);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('articles.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          placeholder={t('articles.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': t('articles.searchLabel') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          }}
        />
        <FormControl sx={{ minWidth: 200 }}>
          <InputLabel id="category-filter-label">{t('articles.category')}</InputLabel>
          <Select labelId="category-filter-label" label={t('articles.category')} value={category} onChange={(e) => setCategory(e.target.value as Category | 'all')}>
            <MenuItem value="all">{t('articles.allCategories')}</MenuItem>
            {(Object.keys(CATEGORY_KEYS) as Category[]).map((c) => (
              <MenuItem key={c} value={c}>
                {t(CATEGORY_KEYS[c])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 180 }}>
          <InputLabel id="sort-label">{t('articles.sortBy')}</InputLabel>
          <Select labelId="sort-label" label={t('articles.sortBy')} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {(Object.keys(SORTS) as Sort[]).map((s) => (
              <MenuItem key={s} value={s}>
                {t(SORTS[s])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, minHeight: 32 }} role="group" aria-label={t('articles.activeFilters')}>
        {search.trim() && <Chip label={t('articles.chip.search', { query: search.trim() })} onDelete={() => setSearch('')} />}
        {category !== 'all' && <Chip label={t('articles.chip.category', { category: t(CATEGORY_KEYS[category]) })} onDelete={() => setCategory('all')} />}
        {sort !== DEFAULT_SORT && <Chip label={t('articles.chip.sort', { sort: t(SORTS[sort]) })} onDelete={() => setSort(DEFAULT_SORT)} />}
      </Stack>

      {error ? (
        <Typography color="error">{error.message}</Typography>
      ) : isPending ? (
        <Grid container spacing={3}>
          {Array.from({ length: ALL_ARTICLES_PLACEHOLDERS }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ArticleCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 3 }} role="status" data-testid="results-count">
            {t('articles.showing', { shown: counts?.matched ?? 0, total: counts?.total ?? 0 })}
          </Typography>
          {shown.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 8 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }}>
                {t('articles.empty')}
              </Typography>
              <Button variant="contained" onClick={clearAll}>
                {t('articles.clear')}
              </Button>
            </Box>
          ) : (
            // Kept as the server rendered it until the list or the site's words change (ServerMarkup).
            <ServerMarkup until={[shown, t]} adapt={cardDatesInLocalTime}>
              <Grid container spacing={3} data-testid="article-grid">
                {shown.map((a, i) => (
                  <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <ArticleCard article={a} image={firstRowImage(i)} />
                  </Grid>
                ))}
              </Grid>
            </ServerMarkup>
          )}
          {hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t('articles.loading') : t('articles.loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
