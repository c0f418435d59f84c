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
  /** A page of All Articles when `limit` is not given. */
  pageDefault: 24,
  adPriorityMax: 100,
} as const;

export const DEFAULT_LANGUAGE_CODE = 'en';
/** Language id 1 is English, as the external API documents. */
export const ENGLISH_LANGUAGE_ID = 1;

/**
 * A number typed as text, read the way a person writes one: decimal digits, an optional sign and
 * decimals. JavaScript's Number() also reads "0x10" (16), "0b11", "0o7", "1e2" and "Infinity";
 * those are not what an editor typing a priority means, so they read as NaN (refused), unlike
 * text that is no number at all, which each field decides about.
 */
export function parseDecimal(text: string): number {
  const t = text.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** Whether text is meant as a number (digits in any notation Number() reads), decimal or not. */
export function looksNumeric(text: string): boolean {
  const t = text.trim();
  return t !== '' && !Number.isNaN(Number(t));
}

/** Error body of every non-2xx API response. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** ISO-8601 timestamp as it crosses the wire. */
export const IsoDateSchema = z.string();

/**
 * Dates a person can mean for this site: nothing before 2000 (a 1970 or year-1 date is a zeroed
 * or broken value) and nothing from 2100 on (9999 is a placeholder, not a plan).
 */
export const DATE_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) } as const;
export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date and time',
  outOfRange: 'Please enter a date between the years 2000 and 2099',
} as const;

/** An ISO-8601 date-time with a zone (Z or +05:30), within DATE_RANGE. */
export const DateTimeInputSchema = z.iso
  .datetime({ offset: true, error: DATE_MESSAGES.invalid })
  .refine((v) => {
    const ms = Date.parse(v);
    return ms >= DATE_RANGE.from && ms < DATE_RANGE.to;
  }, { error: DATE_MESSAGES.outOfRange });

/** Messages the server and the forms share (the spec's own words where it gives them). */
export const MESSAGES = {
  articleNotFound: 'Article not found',
  adNotFound: 'Ad not found',
  routeNotFound: 'Not found',
  languageNotFound: (code: string) => `Language '${code}' not found`,
} as const;
