/**
 * An article image as fast as it can be: the uploaded image's WebP variants in `srcset` with the
 * `sizes` its layout gives it (the browser picks the narrowest that is sharp enough), its width
 * and height as attributes (the page reserves the space before it loads: no layout shift), and
 * native lazy loading unless it is above the fold. An image given by URL (no variants, no size)
 * keeps the plain `src`; the caller's aspect ratio reserves its space.
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

export function ResponsiveImage({ image, alt, sizes, priority = 'lazy', sx }: ResponsiveImageProps) {
  const srcSet = srcSetOf(image.imageVariants);
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
      sx={{ display: 'block', width: '100%', height: 'auto', ...sx }}
    />
  );
}
