/** Public article calls (public-site.md §3 and §7). */
import { z } from 'zod';
import { ImageVariantSchema } from './media.js';
import { CATEGORIES, CategorySchema, IsoDateSchema, LIMITS } from './common.js';
import { LanguageRefSchema } from './languages.js';
import { LanguageCodeParamSchema, enumParam, intParam } from './query.js';

export const ArticleListQuerySchema = z.object({
  language: LanguageCodeParamSchema.optional(),
  limit: intParam('limit', 1, LIMITS.listMax).optional(),
  category: enumParam('category', CATEGORIES).optional(),
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
  content: z.string(),
  isFeatured: z.boolean(),
  views: z.number().int(),
  shares: z.number().int(),
  publishedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  imageUrl: z.string().nullable(),
  /** The uploaded image's size in pixels (null for an image given by URL): pages reserve its space. */
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  /** WebP copies for `srcset`, narrowest first (empty for an image given by URL). */
  imageVariants: z.array(ImageVariantSchema),
  videoUrl: z.string().nullable(),
  videoPublicId: z.string().nullable(),
  /** The video's first frame (made in the console at upload), or null: readers then see a play icon. */
  videoPosterUrl: z.string().nullable(),
  translations: z.array(TranslationSummarySchema),
});

/** A list item: the original's fields; `translations[0]` carries the requested language's title and excerpt. */
export const ArticleSummarySchema = ArticleBaseSchema;
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** One article read in a language: title, excerpt and content are in `language`. */
export const ArticleDetailSchema = ArticleBaseSchema.extend({
  metaDescription: z.string(),
  updatedAt: IsoDateSchema,
  language: LanguageRefSchema,
  availableLanguages: z.array(LanguageRefSchema),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

export const CounterResponseSchema = z.object({ id: z.number().int(), views: z.number().int(), shares: z.number().int() });
export type CounterResponse = z.infer<typeof CounterResponseSchema>;
