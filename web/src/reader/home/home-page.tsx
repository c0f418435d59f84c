/**
 * Home (/) and the category routes (/education, /research, /case-study), which are the same
 * screen in category mode: no hero or category cards, a '<Category> Articles' heading.
 */
import type { ArticleSummary, Category } from '@contract';
import { Box, Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useArticles, useFeaturedArticles } from '../../api/articles';
import { useTranslation } from '../../shared/i18n';
import { useLanguage } from '../../shared/language';
import { InlineAds, NativeAds, SidebarAds, SponsoredSection, byType } from '../ads/ad-slots';
import { PopupAd } from '../ads/popup-ad';
import { usePageAds } from '../ads/use-page-ads';
import { ArticleCard, ArticleCardSkeleton, firstRowImage } from '../article-card';
import { cardDatesInLocalTime } from '../local-dates';
import { ServerMarkup } from '../../shared/server-markup';
import { CategoryCards } from './category-cards';
import { Hero } from './hero';

export const FEATURED_LIMIT = 6;

/** A category page's heading ('Education Articles'): one message each, so a language can word each its own way. */
export const HEADING_KEYS = { education: 'home.heading.education', research: 'home.heading.research', 'case-study': 'home.heading.case-study' } as const;
export const LIST_LIMIT = 12;

/** One column on phones, two on tablets, three on large screens (CSS grid: MUI's Grid is 2.5 KiB gzip). */
const CARD_COLUMNS = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

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
  const { t } = useTranslation();
  // Kept as the server rendered it until the list or the site's words change (ServerMarkup).
  return (
    <ServerMarkup until={[articles, loading, t]} adapt={cardDatesInLocalTime}>
      <Box sx={CARD_COLUMNS} data-testid={testId}>
        {loading
          ? Array.from({ length: placeholders }, (_, i) => <ArticleCardSkeleton key={i} />)
          : articles?.map((a, i) => <ArticleCard key={a.id} article={a} image={eagerFirstRow ? firstRowImage(i) : 'lazy'} />)}
      </Box>
    </ServerMarkup>
  );
}

export function HomePage({ category }: { category?: Category }) {
  const { language, ready } = useLanguage();
  const list = useArticles({ language, limit: LIST_LIMIT, category }, ready);
  const featured = useFeaturedArticles(language, FEATURED_LIMIT, ready && !category);
  const ads = usePageAds(category ? 'category' : 'home');
  const { t } = useTranslation();
  const heading = category ? t(HEADING_KEYS[category]) : t('home.featured');
  const siteTitle = t('site.title');
  const pageTitle = category ? t('site.pageTitle', { page: heading }) : siteTitle;

  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  const sidebar = byType(ads, 'sidebar');
  const shown = category ? list : featured;

  return (
    <>
      {!category && (
        <ServerMarkup until={[t]}>
          <Hero />
        </ServerMarkup>
      )}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {!category && (
          <ServerMarkup until={[list.data, list.isPending, t]}>
            <CategoryCards articles={list.data} loading={list.isPending} />
          </ServerMarkup>
        )}
        {/* The list, and the sidebar ads beside it (a quarter of the width) on wide screens. */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: sidebar.length ? 'minmax(0, 3fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
          <div>
            <Box component="section" aria-labelledby="list-heading">
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2 }}>
                <Typography id="list-heading" variant="h4" component={category ? 'h1' : 'h2'} sx={{ fontWeight: 800 }}>
                  {heading}
                </Typography>
                <Button component={RouterLink} to="/articles" sx={{ flexShrink: 0 }}>
                  {t('home.viewAll')}
                </Button>
              </Box>
              {shown.isError ? (
                <Typography color="error">{shown.error.message}</Typography>
              ) : (
                <ArticleGrid articles={shown.data} loading={shown.isPending} placeholders={category ? LIST_LIMIT : FEATURED_LIMIT} testId="article-grid" eagerFirstRow={!!category} />
              )}
              {!shown.isPending && shown.data?.length === 0 && <Typography color="textSecondary">{t('home.empty')}</Typography>}
            </Box>
            {!category && (
              <Box component="section" aria-labelledby="latest-heading" sx={{ mt: 6 }}>
                <Typography id="latest-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
                  {t('home.latest')}
                </Typography>
                <ArticleGrid articles={list.data} loading={list.isPending} placeholders={FEATURED_LIMIT} testId="latest-grid" />
              </Box>
            )}
            <InlineAds ads={byType(ads, 'inline')} />
            <NativeAds ads={byType(ads, 'native')} />
            <SponsoredSection ads={byType(ads, 'banner')} />
          </div>
          {sidebar.length > 0 && (
            <div>
              <SidebarAds ads={sidebar} />
            </div>
          )}
        </Box>
      </Container>
      {/* Keyed by page: moving between home and a category is a new page, with its own chance of a popup. */}
      <PopupAd key={category ?? 'home'} ads={ads} />
    </>
  );
}
