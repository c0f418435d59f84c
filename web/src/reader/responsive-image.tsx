/**
 * An article image as fast as it can be: the uploaded image's WebP variants in `srcset` with the
 * `sizes` its layout gives it (the browser picks the narrowest that is sharp enough), its width
 * and height as attributes (the page reserves the space before it loads: no layout shift), and
 * native lazy loading unless it is above the fold. An image given by URL (no variants, no size)
 * keeps the plain `src` and is drawn whole in a box of the Open Graph ratio (1200 x 630, what
 * article images are made for), so its space is reserved too: with neither size nor ratio it
 * would be 0 px tall until it loads, then push the article down (a 0.045 layout shift).
 */
import { Box, type SxProps, type Theme } from '@mui/material';

export interface ResponsiveImageSource {
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageVariants: readonly { width: number; url: string }[];
}

export interface ResponsiveImageProps {
  image: ResponsiveImageSource;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: loaded at once, and with high priority when it is the page's main image. */
  priority?: 'high' | 'eager' | 'lazy';
  sx?: SxProps<Theme>;
}

export function srcSetOf(variants: ResponsiveImageSource['imageVariants']): string | undefined {
  if (!variants.length) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** Reserves an unsized image's space; the caller's `sx` (a card's cover crop) may override it. */
const UNSIZED = { aspectRatio: '1200 / 630', objectFit: 'contain' } as const;

export function ResponsiveImage({ image, alt, sizes, priority = 'lazy', sx }: ResponsiveImageProps) {
  const srcSet = srcSetOf(image.imageVariants);
  const sized = image.imageWidth !== null && image.imageHeight !== null;
  return (
    <Box
      component="img"
      src={image.imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.imageWidth ?? undefined}
      height={image.imageHeight ?? undefined}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={priority === 'high' ? 'high' : undefined}
      sx={{ display: 'block', width: '100%', height: 'auto', ...(sized ? null : UNSIZED), ...sx }}
    />
  );
}
