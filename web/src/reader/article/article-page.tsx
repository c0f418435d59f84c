/** /article/{slug}: skeleton, then the article in the reader's language, or the not-found view. */
import { scriptOf } from '@contract/indic-scripts';
import type { ArticleDetail } from '@contract';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Chip, Container, Divider, Grid, Stack, Typography } from '@mui/material';
import { Placeholder } from '../../shared/placeholder';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useArticleCounter, useArticleTotals } from '../../api/article-counter';
import { takeViewOnArrival } from '../../api/article-totals';
import { useArticle, usePreviewArticle } from '../../api/articles';
import { ApiError } from '../../api/request';
import { CATEGORY_KEYS, formatArticleDateIn, neighbourDays, readingTimeMinutes } from '../../shared/format';
import { useHydrated } from '../../shared/hydration';
import { useLanguage, useLanguageSettled } from '../../shared/language';
import { articleHtml } from '../../shared/sanitize';
import { InlineAds, NativeAds, SidebarAds, SponsoredSection, byType } from '../ads/ad-slots';
import { PopupAd } from '../ads/popup-ad';
import { usePageAds } from '../ads/use-page-ads';
import { ResponsiveImage } from '../responsive-image';
import { ArticleVideo } from './article-media';
import { trackPageView } from '../page-view-beacon';
import { MachineTranslationNotice, PreviewNotice } from './machine-translation-notice';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';
import { articleSharePath } from './share-path';


/** `preview`: a draft preview link (/preview/{token}): the saved text, no view counted. */
/**
 * The date's box is as wide as the widest of the days it may show (India's, and the day before
 * and after it carries): when the page's first script writes the reader's day in place of India's
 * (local-dates.ts), the reading time and the views beside it do not move (a layout shift, in
 * Lighthouse's runs of the Hindi article outside India). The other two are zero-height, hidden
 * flex items: they give the box their width and nothing else, and are not read out.
 */
const DAY_BOX = {
  display: 'inline-flex',
  flexDirection: 'column',
  whiteSpace: 'nowrap',
  '&::before, &::after': { content: 'attr(data-day-before)', height: 0, overflow: 'hidden', visibility: 'hidden' },
  '&::after': { content: 'attr(data-day-after)' },
} as const;

export function ArticlePage({ preview = false }: { preview?: boolean }) {
  const { slug = '', token = '' } = useParams();
  const { language, ready } = useLanguage();
  const published = useArticle(slug, language, ready && !preview);
  const previewed = usePreviewArticle(token, language, ready && preview);
  const { data: article, isPending, error } = preview ? previewed : published;
  const ads = usePageAds('article');
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  const title = article ? t('site.pageTitle', { page: article.title }) : missing ? t('site.pageTitle', { page: t('article.notFound.title') }) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (error instanceof ApiError && error.status === 404) return <ArticleNotFound />;
  if (error) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{error.message}</Alert>
      </Container>
    );
  }
  if (isPending || !article) return <ArticleSkeleton />;

  const sidebar = byType(ads, 'sidebar');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: sidebar.length ? 8 : 12 }}>
          {preview && <PreviewNotice />}
          <ArticleView article={article} hasSidebar={sidebar.length > 0} path={preview ? `/preview/${token}` : `/article/${slug}`} countView={!preview} />
          <InlineAds ads={byType(ads, 'inline')} />
          <NativeAds ads={byType(ads, 'native')} />
          <SponsoredSection ads={byType(ads, 'banner')} />
        </Grid>
        {sidebar.length > 0 && (
          <Grid size={{ xs: 12, md: 4 }}>
            <SidebarAds ads={sidebar} />
          </Grid>
        )}
      </Grid>
      <PopupAd key={slug} ads={ads} />
    </Container>
  );
}

function ArticleView({ article, hasSidebar, path, countView }: { article: ArticleDetail; hasSidebar: boolean; path: string; countView: boolean }) {
  const view = useArticleCounter('view');
  const share = useArticleCounter('share');
  const recorded = useRef<number | null>(null);
  const html = useMemo(() => articleHtml(article.content), [article.content]);
  const lang = article.language.code === 'hi-en' ? 'hi-Latn' : article.language.code;
  const hydrated = useHydrated();
  const { t, language: wordsLanguage } = useTranslation();

  // One view per article load, recorded once the article is on screen.
  useEffect(() => {
    if (!countView || recorded.current === article.id) return;
    recorded.current = article.id;
    // The page's first script recorded the view of the article the page opened with.
    if (!takeViewOnArrival(article.id)) view.mutate(article.id);
  }, [article.id, view, countView]);

  const date = article.publishedAt ?? article.createdAt;
  return (
    // What the page's first script counts before the app loads (main.tsx): the view, and the page view in this edition.
    <Box component="article" lang={lang} data-script={scriptOf(article.language.nativeName)} data-article-id={article.id} data-edition={article.language.code} data-count-view={countView ? '' : undefined}>
      {countView && <ArticlePageView languageCode={article.language.code} articleId={article.id} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Chip color="primary" label={t(CATEGORY_KEYS[article.category])} component={RouterLink} to={`/${article.category}`} clickable />
        <Chip icon={<TrendingUpIcon />} label={t('article.trending')} variant="outlined" color="secondary" />
        {/* The page's first script writes it in the reader's zone before the app (local-dates.ts); hydrating leaves that be. */}
        <Typography
          variant="body2"
          color="textSecondary"
          component="time"
          dateTime={date}
          data-article-date
          {...neighbourDays(date, (iso, zone) => formatArticleDateIn(wordsLanguage, iso, zone))}
          suppressHydrationWarning
          sx={DAY_BOX}
        >
          {formatArticleDateIn(wordsLanguage, date, hydrated ? 'local' : 'ist')}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AccessTimeIcon sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2" data-testid="reading-time">
            {t('article.readingTime', { minutes: readingTimeMinutes(article.content) })}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2 }}>
        {article.title}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ mt: 2, fontWeight: 400 }}>
        {article.excerpt}
      </Typography>
      <MachineTranslationNotice article={article} path={path} />
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('article.byline', { author: t('article.author') })}
        </Typography>
        <Counts article={article} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ my: 3 }}>
        <ShareButton title={article.title} text={article.excerpt} path={articleSharePath(article.slug, article.language.code)} onShared={() => share.mutateAsync(article.id)} />
        <SaveButton slug={article.slug} />
      </Stack>
      {article.imageUrl && (
        <ResponsiveImage
          image={{ ...article, imageUrl: article.imageUrl }}
          alt={article.title}
          // The article column: two thirds of the large container beside the sidebar, else all of it.
          sizes={hasSidebar ? '(min-width: 1200px) 760px, (min-width: 900px) 66vw, 100vw' : '(min-width: 1200px) 1150px, 100vw'}
          priority="high"
          sx={{ borderRadius: 2, mb: 3 }}
        />
      )}
      {article.videoUrl && (
        <Box sx={{ mb: 3 }}>
          <ArticleVideo src={article.videoUrl} poster={article.videoPosterUrl} title={article.title} />
        </Box>
      )}
      <Divider sx={{ mb: 3 }} />
      <Box
        data-testid="article-body"
        className="article-body"
        sx={{
          typography: 'body1',
          fontSize: '1.08rem',
          lineHeight: 1.75,
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& h2': { typography: 'h5', fontWeight: 700, mt: 4, mb: 1.5 },
          '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
          '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
          '& a': { color: 'primary.main' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}

/**
 * The analytics page view (page-view-beacon.ts), in the edition shown, once the reader's stored
 * language has been applied (a server-rendered page may switch to it after hydrating). A component
 * of its own: the language settling re-renders it alone.
 */
function ArticlePageView({ languageCode, articleId }: { languageCode: string; articleId: number }) {
  const settled = useLanguageSettled();
  useEffect(() => {
    if (settled) trackPageView('article', languageCode, articleId);
  }, [settled, articleId, languageCode]);
  return null;
}

/** Views and shares: they change as the reader views and shares, so they re-render alone (article-counter.ts). */
function Counts({ article }: { article: ArticleDetail }) {
  const { views, shares } = useArticleTotals(article);
  const { t } = useTranslation();
  return (
    <>
      <Count icon={<VisibilityIcon sx={{ fontSize: 18 }} aria-hidden />} text={t('article.views', { count: views })} testId="views-count" />
      <Count icon={<ShareIcon sx={{ fontSize: 18 }} aria-hidden />} text={t('article.shares', { count: shares })} testId="shares-count" />
    </>
  );
}

function Count({ icon, text, testId }: { icon: ReactNode; text: string; testId: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2" data-testid={testId}>
        {text}
      </Typography>
    </Stack>
  );
}

function ArticleSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }} data-testid="article-loading" aria-busy="true">
      <Placeholder width={180} />
      <Placeholder variant="text" sx={{ fontSize: '2.6rem' }} />
      <Placeholder variant="text" sx={{ fontSize: '2.6rem' }} width="70%" />
      <Placeholder width="90%" />
      <Placeholder variant="rounded" height={320} sx={{ my: 3 }} />
      {Array.from({ length: 6 }, (_, i) => (
        <Placeholder key={i} />
      ))}
    </Container>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('article.notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('article.notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('nav.backHome')}
      </Button>
    </Container>
  );
}
