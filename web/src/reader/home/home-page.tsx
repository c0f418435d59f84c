/**
 * Home (/) and the category routes (/education, /research, /case-study), which are the same
 * screen in category mode: no hero or category cards, a '<Category> Articles' heading.
 */
import type { ArticleSummary, Category } from '@contract';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useArticles, useFeaturedArticles } from '../../api/articles';
import { CATEGORY_LABELS } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { InlineAds, NativeAds, SidebarAds, SponsoredSection, byType } from '../ads/ad-slots';
import { PopupAd } from '../ads/popup-ad';
import { usePageAds } from '../ads/use-page-ads';
import { ArticleCard, ArticleCardSkeleton } from '../article-card';
import { CategoryCards } from './category-cards';
import { Hero } from './hero';

export const FEATURED_LIMIT = 6;
export const LIST_LIMIT = 12;

/** `eagerFirstRow`: the list starts at the top of the page (category routes), so its first row is not lazy. */
function ArticleGrid({
  articles,
  loading,
  placeholders,
  testId,
  eagerFirstRow = false,
}: {
  articles?: ArticleSummary[];
  loading: boolean;
  placeholders: number;
  testId: string;
  eagerFirstRow?: boolean;
}) {
  return (
    <Grid container spacing={3} data-testid={testId}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ArticleCardSkeleton />
            </Grid>
          ))
        : articles?.map((a, i) => (
            <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ArticleCard article={a} eager={eagerFirstRow && i < 3} />
            </Grid>
          ))}
    </Grid>
  );
}

export function HomePage({ category }: { category?: Category }) {
  const { language, ready } = useLanguage();
  const list = useArticles({ language, limit: LIST_LIMIT, category }, ready);
  const featured = useFeaturedArticles(language, FEATURED_LIMIT, ready && !category);
  const ads = usePageAds(category ? 'category' : 'home');
  const heading = category ? `${CATEGORY_LABELS[category]} Articles` : 'Featured Articles';

  useEffect(() => {
    document.title = category ? `${heading} | CryptoLekh` : 'CryptoLekh: crypto insights in your language';
  }, [category, heading]);

  const sidebar = byType(ads, 'sidebar');
  const shown = category ? list : featured;

  return (
    <>
      {!category && <Hero />}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {!category && <CategoryCards articles={list.data} loading={list.isPending} />}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: sidebar.length ? 9 : 12 }}>
            <Box component="section" aria-labelledby="list-heading">
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2 }}>
                <Typography id="list-heading" variant="h4" component={category ? 'h1' : 'h2'} sx={{ fontWeight: 800 }}>
                  {heading}
                </Typography>
                <Button component={RouterLink} to="/articles" sx={{ flexShrink: 0 }}>
                  View All
                </Button>
              </Box>
              {shown.isError ? (
                <Typography color="error">{shown.error.message}</Typography>
              ) : (
                <ArticleGrid articles={shown.data} loading={shown.isPending} placeholders={category ? LIST_LIMIT : FEATURED_LIMIT} testId="article-grid" eagerFirstRow={!!category} />
              )}
              {!shown.isPending && shown.data?.length === 0 && <Typography color="text.secondary">No articles yet.</Typography>}
            </Box>
            {!category && (
              <Box component="section" aria-labelledby="latest-heading" sx={{ mt: 6 }}>
                <Typography id="latest-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
                  Latest Articles
                </Typography>
                <ArticleGrid articles={list.data} loading={list.isPending} placeholders={FEATURED_LIMIT} testId="latest-grid" />
              </Box>
            )}
            <InlineAds ads={byType(ads, 'inline')} />
            <NativeAds ads={byType(ads, 'native')} />
            <SponsoredSection ads={byType(ads, 'banner')} />
          </Grid>
          {sidebar.length > 0 && (
            <Grid size={{ xs: 12, md: 3 }}>
              <SidebarAds ads={sidebar} />
            </Grid>
          )}
        </Grid>
      </Container>
      {/* Keyed by page: moving between home and a category is a new page, with its own chance of a popup. */}
      <PopupAd key={category ?? 'home'} ads={ads} />
    </>
  );
}
