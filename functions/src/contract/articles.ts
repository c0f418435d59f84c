/** Public article calls (public-site.md §3 and §7). */
import { z } from 'zod';
import { ArticleImageFactsShape, ImageVariantSchema } from './media.js';
import { CATEGORIES, CategorySchema, IsoDateSchema, LIMITS } from './common.js';
import { LanguageRefSchema } from './languages.js';
import { LanguageCodeParamSchema, enumParam, intParam } from './query.js';

/** All Articles' four orders (public-site.md §2): publication time either way, most viewed, most shared. */
export const ARTICLE_SORTS = ['latest', 'oldest', 'views', 'shares'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
/** The furthest a page may start (far beyond any real list; keeps the number small). */
export const MAX_LIST_OFFSET = 1_000_000;

export const ArticleListQuerySchema = z.object({
  language: LanguageCodeParamSchema.optional(),
  limit: intParam('limit', 1, LIMITS.listMax).optional(),
  category: enumParam('category', CATEGORIES).optional(),
  /** Words to find in the title or excerpt (the requested language's or the original's), any case. */
  q: z.string().max(200, { message: 'q must be at most 200 characters' }).optional(),
  sort: enumParam('sort', ARTICLE_SORTS).optional(),
  /** Asks for one page: the answer is an ArticlePage instead of an array. */
  offset: intParam('offset', 0, MAX_LIST_OFFSET).optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

export const FeaturedQuerySchema = z.object({
  language: LanguageCodeParamSchema.optional(),
  limit: intParam('limit', 1, LIMITS.listMax).optional(),
});

export const ArticleDetailQuerySchema = z.object({
  language: LanguageCodeParamSchema.optional(),
});

export const SlugParamSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, { message: 'Slug must contain only lowercase letters, numbers, and hyphens' });

/** One language version's listing fields. The first entry is the requested language when it exists. */
export const TranslationSummarySchema = z.object({
  languageId: z.number().int(),
  language: z.object({ code: z.string(), name: z.string(), nativeName: z.string() }),
  title: z.string(),
  excerpt: z.string(),
  isOriginal: z.boolean(),
});
export type TranslationSummary = z.infer<typeof TranslationSummarySchema>;

const ArticleBaseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: CategorySchema,
  title: z.string(),
  excerpt: z.string(),
  isFeatured: z.boolean(),
  views: z.number().int(),
  shares: z.number().int(),
  publishedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  imageUrl: z.string().nullable(),
  ...ArticleImageFactsShape,
  videoUrl: z.string().nullable(),
  videoPublicId: z.string().nullable(),
  /** The video's first frame (made in the console at upload), or null: readers then see a play icon. */
  videoPosterUrl: z.string().nullable(),
  translations: z.array(TranslationSummarySchema),
});

/**
 * A list item: what a card shows, and no more (12 cards stay under 12 KB in any language, however
 * many languages the site has; tests/api/reader-lists.test.ts). `title` and `excerpt` are in
 * `language`: the requested language's version when the article has it (and the language is
 * active), else the original. `translations` (public-site.md §3 names it) is always empty here:
 * the text its first entry would carry is the title and excerpt already; a card that carried
 * every version grew with each language added. The image's size and variants come only with an
 * uploaded image (an image given by URL has none). No body and no `isFeatured`: the article call
 * carries them.
 */
export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: CategorySchema,
  title: z.string(),
  excerpt: z.string(),
  /** The language of `title` and `excerpt`, and whether that is the original's. */
  language: LanguageRefSchema.pick({ code: true, isOriginal: true }),
  views: z.number().int(),
  shares: z.number().int(),
  publishedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  imageUrl: z.string().nullable(),
  imageWidth: z.number().int().optional(),
  imageHeight: z.number().int().optional(),
  imageVariants: z.array(ImageVariantSchema).optional(),
  videoUrl: z.string().nullable(),
  videoPublicId: z.string().nullable(),
  videoPosterUrl: z.string().nullable(),
  translations: z.array(TranslationSummarySchema).max(0),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** One page of a list (`GET /api/articles?offset=`): "Showing {matched} of {total} articles". */
export const ArticlePageSchema = z.object({
  articles: z.array(ArticleSummarySchema),
  /** Published articles matching the search and category. */
  matched: z.number().int(),
  /** Every published article. */
  total: z.number().int(),
  offset: z.number().int(),
  /** Where the next page starts, or null after the last. */
  nextOffset: z.number().int().nullable(),
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

/** One article read in a language: title, excerpt and content are in `language`. */
export const ArticleDetailSchema = ArticleBaseSchema.extend({
  content: z.string(),
  metaDescription: z.string(),
  updatedAt: IsoDateSchema,
  language: LanguageRefSchema,
  availableLanguages: z.array(LanguageRefSchema),
  /** The text is an AI translation nobody has reviewed yet: the page says so, with a link to the original. */
  isMachineTranslation: z.boolean(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

export const CounterResponseSchema = z.object({ id: z.number().int(), views: z.number().int(), shares: z.number().int() });
export type CounterResponse = z.infer<typeof CounterResponseSchema>;
