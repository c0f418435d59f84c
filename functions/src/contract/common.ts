/**
 * Constants and small schemas shared by the server and the web app. Imports zod only, so the
 * browser can use the same definitions (timestamps cross the wire as ISO strings).
 */
import { z } from 'zod';

export const CATEGORIES = ['education', 'research', 'case-study'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled'] as const;
export const ArticleStatusSchema = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatusSchema>;

/** Spec constants (public-site.md §9, admin-and-api.md §9). */
export const LIMITS = {
  featured: 6,
  homeList: 12,
  listMax: 100,
  adPriorityMax: 100,
} as const;

export const DEFAULT_LANGUAGE_CODE = 'en';
/** Language id 1 is English, as the external API documents. */
export const ENGLISH_LANGUAGE_ID = 1;

/** Error body of every non-2xx API response. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** ISO-8601 timestamp as it crosses the wire. */
export const IsoDateSchema = z.string();

/** Messages the server and the forms share (the spec's own words where it gives them). */
export const MESSAGES = {
  articleNotFound: 'Article not found',
  adNotFound: 'Ad not found',
  routeNotFound: 'Not found',
  languageNotFound: (code: string) => `Language '${code}' not found`,
} as const;
