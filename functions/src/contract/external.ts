/**
 * The external API (admin-and-api.md §3 External article, Search result, §7 External API, §8, §9):
 * bodies outside systems send with an API key, and what they get back. Bodies are strict (an
 * unknown field such as `id` or `views` is a 400 naming it); messages are the console's.
 * Errors of this API are `{success: false, message, field?, reason?}`.
 */
import { z } from 'zod';
import { ArticleSlugSchema, ARTICLE_MESSAGES, LanguageIdSchema, TranslationFieldsSchema } from './admin-articles.js';
import { CATEGORIES, IsoDateSchema } from './common.js';
import { optionalUrl } from './url.js';

export const EXTERNAL_MESSAGES = {
  created: 'Article created successfully',
  articleNotFound: 'Article not found',
  notAvailableIn: (language: string) => `Article not available in ${language}`,
  queryRequired: 'Search query is required',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed; retry shortly',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request body',
  idempotencyFormat: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
} as const;

/** External articles are drafts or published (§4): scheduling is the console's. */
export const EXTERNAL_STATUSES = ['draft', 'published'] as const;
export const SEARCH_LIMITS = { topKDefault: 10, topKMax: 100, queryMax: 1000 } as const;

/** POST /api/external/articles */
export const ExternalArticleCreateSchema = z.strictObject({
  slug: ArticleSlugSchema,
  category: z.enum(CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }),
  status: z.enum(EXTERNAL_STATUSES, { error: ARTICLE_MESSAGES.statusRequired }),
  isFeatured: z.boolean().optional().default(false),
  ...TranslationFieldsSchema.shape,
  languageId: LanguageIdSchema,
  targetLanguages: z.array(LanguageIdSchema).max(100).optional().default([]),
  imageUrl: optionalUrl(),
  videoUrl: optionalUrl(),
});
export type ExternalArticleCreate = z.infer<typeof ExternalArticleCreateSchema>;

export const ExternalArticleCreatedSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(EXTERNAL_STATUSES),
  title: z.string(),
  createdAt: IsoDateSchema,
  message: z.literal(EXTERNAL_MESSAGES.created),
});
export type ExternalArticleCreated = z.infer<typeof ExternalArticleCreatedSchema>;

export const ExternalArticleQuerySchema = z.strictObject({
  language: z
    .string()
    .trim()
    .min(1, { error: 'language must not be empty' })
    .max(20, { error: 'language must be a language code such as en or hi' })
    .optional()
    .default('en'),
});

const LanguageRefSchema = z.object({ code: z.string(), name: z.string(), isOriginal: z.boolean() });

/** GET /api/external/articles/{id}: the article in one language. */
export const ExternalArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(CATEGORIES),
  status: z.string(),
  isFeatured: z.boolean(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  languageId: z.number().int(),
  targetLanguages: z.array(z.number().int()),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  views: z.number().int(),
  shares: z.number().int(),
  publishedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  language: LanguageRefSchema,
  availableLanguages: z.array(LanguageRefSchema),
});
export type ExternalArticle = z.infer<typeof ExternalArticleSchema>;

export const ExternalArticleResponseSchema = z.object({ success: z.literal(true), article: ExternalArticleSchema });

/** POST /api/external/search */
export const SearchRequestSchema = z.strictObject({
  query: z
    .string({ error: EXTERNAL_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: EXTERNAL_MESSAGES.queryRequired })
    .max(SEARCH_LIMITS.queryMax, { error: `Search query must be at most ${SEARCH_LIMITS.queryMax} characters` }),
  topK: z
    .number()
    .int({ error: `topK must be a whole number from 1 to ${SEARCH_LIMITS.topKMax}` })
    .min(1, { error: `topK must be a whole number from 1 to ${SEARCH_LIMITS.topKMax}` })
    .max(SEARCH_LIMITS.topKMax, { error: `topK must be a whole number from 1 to ${SEARCH_LIMITS.topKMax}` })
    .optional()
    .default(SEARCH_LIMITS.topKDefault),
  filter: z
    .strictObject({
      category: z.enum(CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }).optional(),
      languageCode: z.string().trim().min(1).max(20).optional(),
    })
    .optional()
    .default({}),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const SearchResultSchema = z.object({
  /** article_{id}_{code} */
  id: z.string(),
  /** Cosine similarity, 1 is identical. */
  score: z.number(),
  article: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    category: z.enum(CATEGORIES),
    language: z.object({ code: z.string(), name: z.string() }),
    isOriginal: z.boolean(),
    createdAt: IsoDateSchema,
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  query: z.string(),
  totalResults: z.number().int(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const ExternalErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  reason: z.string().optional(),
});
