/** Public ad calls (public-site.md §3 and §7) and the measurement events readers' browsers send. */
import { z } from 'zod';
import { VISITOR_ID_PATTERN } from './ad-measurement.js';
import { LanguageCodeParamSchema, enumParam } from './query.js';

/** The console creates the first four (admin-and-api.md §5); `native` is a reader-site type (public-site.md §3). */
export const AD_TYPES = ['banner', 'sidebar', 'inline', 'popup', 'native'] as const;
export const AdTypeSchema = z.enum(AD_TYPES);
export type AdType = z.infer<typeof AdTypeSchema>;

export const AD_PLACEMENTS = ['homepage', 'article', 'category'] as const;
export const AdPlacementSchema = z.enum(AD_PLACEMENTS);
export type AdPlacement = z.infer<typeof AdPlacementSchema>;

/**
 * GET /api/ads?placement=&language=: the placement's ads for readers of `language` (a code, as the
 * article calls take it): those targeting it plus the untargeted ones. Without `language` only
 * the untargeted ones, since nothing says the reader reads any targeted ad's language. An unknown
 * or inactive code is a 400 "Language 'xx' not found", as on the article calls.
 */
export const AdsQuerySchema = z.object({
  placement: enumParam('placement', AD_PLACEMENTS),
  language: LanguageCodeParamSchema.optional(),
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

/**
 * POST /api/ads/{id}/impression and /click: who saw or clicked, and in which language. The body may
 * be empty (the spec's click sends none): the client address then stands for the visitor, and the
 * event counts in the totals only.
 */
export const AdEventRequestSchema = z
  .strictObject({
    visitorId: z.string().regex(VISITOR_ID_PATTERN, { error: 'visitorId must be a UUID such as crypto.randomUUID() makes' }).optional(),
    /** The code of the language the reader saw the ad in: the console reads performance per language. */
    language: LanguageCodeParamSchema.optional(),
  })
  .optional();
export type AdEventRequest = z.infer<typeof AdEventRequestSchema>;

/**
 * 202 whether the event will count or not (a repeat, a crawler, over the address limit): the
 * answer tells a replaying client nothing. Counting happens after the answer.
 */
export const AdEventResponseSchema = z.object({ id: z.number().int(), accepted: z.literal(true) });
export type AdEventResponse = z.infer<typeof AdEventResponseSchema>;
