/** Public ad calls (public-site.md §3 and §7). */
import { z } from 'zod';
import { enumParam } from './query.js';

/** The console creates the first four (admin-and-api.md §5); `native` is a reader-site type (public-site.md §3). */
export const AD_TYPES = ['banner', 'sidebar', 'inline', 'popup', 'native'] as const;
export const AdTypeSchema = z.enum(AD_TYPES);
export type AdType = z.infer<typeof AdTypeSchema>;

export const AD_PLACEMENTS = ['homepage', 'article', 'category'] as const;
export const AdPlacementSchema = z.enum(AD_PLACEMENTS);
export type AdPlacement = z.infer<typeof AdPlacementSchema>;

export const AdsQuerySchema = z.object({
  placement: enumParam('placement', AD_PLACEMENTS),
});

export const PublicAdSchema = z.object({
  id: z.number().int(),
  type: AdTypeSchema,
  placement: AdPlacementSchema,
  priority: z.number().int(),
  headline: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  /** HTML of inline ads; the reader site renders it isolated. */
  content: z.string().nullable(),
});
export type PublicAd = z.infer<typeof PublicAdSchema>;

export const AdClickResponseSchema = z.object({ id: z.number().int(), clicks: z.number().int() });
