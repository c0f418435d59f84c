/** A list card: title and excerpt in the reader's language when the article has it, else the original's (the list call chose). */
import type { ArticleSummary } from '@contract';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Placeholder } from '../shared/placeholder';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../shared/i18n';
import { CATEGORY_KEYS, formatCardDateIn, neighbourDays } from '../shared/format';
import { useHydrated } from '../shared/hydration';
import { useScriptOf } from '../shared/language';
import { ResponsiveImage, type ResponsiveImageSource } from './responsive-image';

/** How wide a card's image is drawn: a third of the page on large screens, half on tablets, all on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw';

const COVER = { aspectRatio: '1200 / 630', objectFit: 'cover' } as const;

/**
 * A card off screen is not styled, laid out or painted until the reader scrolls near it
 * (`content-visibility: auto`): a list's first screen holds one to six of its 12 or 24 cards, and
 * the others were most of a phone's first layout. Until then it holds the height of a card
 * (`contain-intrinsic-size`; once drawn, the browser remembers its own), so the page's height and
 * the scroll bar are about right and nothing on screen moves when it is drawn: a reader scrolling
 * down meets each card drawn (first-paint.spec.ts). A jump straight to a far card (the End key, a
 * scroll bar dragged to the end) draws it on arrival, at its own height, which can differ from the
 * one held by some tens of pixels.
 */
const OFF_SCREEN_CARD = { height: '100%', contentVisibility: 'auto', containIntrinsicSize: 'auto 440px' } as const;

/** How the `i`th card of a list at the top of its page loads its image: the first row at once, the first card first. */
export function firstRowImage(i: number): 'high' | 'eager' | 'lazy' {
  return i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy';
}

/**
 * `image`: how its image loads. 'eager' for the first row of a page whose list starts at the top,
 * 'high' for the first card there (on a phone, the page's largest image), else 'lazy'.
 */
export function ArticleCard({ article, image = 'lazy' }: { article: ArticleSummary; image?: 'high' | 'eager' | 'lazy' }) {
  const lang = article.language.code;
  // An edition in another language than the page's may be in another script: its own fonts first (indic-fonts.css).
  const script = useScriptOf(lang);
  const zone = useHydrated() ? 'local' : 'ist';
  const { t, language } = useTranslation();
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Card component="article" variant="outlined" sx={OFF_SCREEN_CARD} data-testid="article-card">
      <CardActionArea component={RouterLink} to={`/article/${article.slug}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {article.imageUrl ? (
          <ResponsiveImage image={cardImage(article, article.imageUrl)} alt="" sizes={CARD_IMAGE_SIZES} priority={image} sx={COVER} />
        ) : article.videoPosterUrl ? (
          // A video article's thumbnail is its poster, marked as a video.
          <Box sx={{ position: 'relative' }}>
            <Box component="img" src={article.videoPosterUrl} alt="" loading={image === 'lazy' ? 'lazy' : 'eager'} fetchPriority={image === 'high' ? 'high' : undefined} decoding="async" sx={{ ...COVER, display: 'block', width: '100%' }} />
            <PlayCircleIcon aria-hidden sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 56, color: 'common.white', filter: 'drop-shadow(0 1px 3px rgba(0,0,0,.6))' }} />
          </Box>
        ) : (
          <Box aria-hidden sx={{ aspectRatio: '1200 / 630', background: 'linear-gradient(135deg, #1e3a8a 0%, #b45309 100%)' }} />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            {/* A small primary Chip's look, as plain text: a label, not a control (MUI's Chip is 2.7 KiB gzip). */}
            <Box
              component="span"
              sx={{ px: 1, height: 24, display: 'inline-flex', alignItems: 'center', borderRadius: '12px', bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
            >
              {t(CATEGORY_KEYS[article.category])}
            </Box>
            <Typography
              variant="caption"
              color="textSecondary"
              component="time"
              dateTime={date}
              data-card-date
              {...neighbourDays(date, (iso, z) => formatCardDateIn(language, iso, z))}
            >
              {formatCardDateIn(language, date, zone)}
            </Typography>
          </Box>
          <Typography variant="h6" component="h3" gutterBottom lang={lang === 'hi-en' ? 'hi-Latn' : lang} data-script={script} sx={{ lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" lang={lang === 'hi-en' ? 'hi-Latn' : lang} data-script={script}>
            {article.excerpt}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1.5, color: 'text.secondary' }}>
            <VisibilityIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption">{t('card.views', { count: article.views })}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card's image: its size and variants when it was uploaded (an image given by URL has none). */
function cardImage(article: ArticleSummary, imageUrl: string): ResponsiveImageSource {
  return { imageUrl, imageWidth: article.imageWidth ?? null, imageHeight: article.imageHeight ?? null, imageVariants: article.imageVariants ?? [] };
}

export function ArticleCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="article-skeleton" aria-hidden>
      <Placeholder variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
      <CardContent>
        <Placeholder width="40%" />
        <Placeholder height={32} />
        <Placeholder />
        <Placeholder width="80%" />
      </CardContent>
    </Card>
  );
}
