/**
 * Administrator article calls (admin-and-api.md §3, §4, §5, §7): the bodies the console sends, the
 * article as the console sees it, and the spec's validation messages. The console's forms use
 * the same field schemas through zodResolver, so both sides show the same words.
 */
import { z } from 'zod';
import { ArticleImageFactsShape } from './media.js';
import { ARTICLE_STATUSES, CATEGORIES, DATE_MESSAGES, DateTimeInputSchema, IsoDateSchema, LIMITS } from './common.js';
import { IdParamSchema, enumParam, idParam, intParam } from './query.js';
import { TRANSLATION_SOURCES, TranslationJobSchema } from './ai.js';
import { REVIEW_STATUSES } from './article-desk.js';
import { plainText } from './text.js';
import { URL_MAX_LENGTH, URL_MESSAGES, optionalUrl } from './url.js';

export const ARTICLE_MESSAGES = {
  slugRequired: 'Slug is required',
  slugFormat: 'Slug must contain only lowercase letters, numbers, and hyphens',
  slugEdges: 'Slug must start and end with a letter or number, with single hyphens between words',
  slugReserved: (slug: string) => `The slug '${slug}' is reserved by the site; please choose another`,
  categoryRequired: 'Please select a category',
  statusRequired: 'Please select a status',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  excerptRequired: 'Excerpt is required',
  languageRequired: 'Please select a language',
  scheduledAtRequired: 'Please choose a scheduled time',
  scheduledTooSoon: 'Scheduled time must be at least 5 minutes from now',
  scheduledTooLate: 'Scheduled time must be within a year from now',
  invalidDateTime: DATE_MESSAGES.invalid,
  invalidUrl: URL_MESSAGES.invalid,
  contentTooLarge: (maxKb: number, actualKb: number) =>
    `Content is too large once cleaned for safe display: at most ${maxKb} KB is stored, this is ${actualKb} KB. Split the article or remove embedded data.`,
  contentTooManyElements: (max: number) => `Content must have at most ${max.toLocaleString('en-US')} HTML elements (tags): split the article`,
  contentTooDeep: (max: number) => `Content must not nest HTML elements more than ${max} deep: close the tags you open`,
  contentTooManyPieces: (max: number) =>
    `Content must have at most ${max.toLocaleString('en-US')} separate pieces of text (the text between tags and each character reference such as &amp;)`,
  contentTooManyEmbeds: (max: number) => `Content must have at most ${max} embedded players (<iframe>)`,
  languageUnavailable: (id: number) => `Language ${id} does not exist or is not active`,
  translationNotFound: 'Translation not found',
  originalCannotBeDeleted: 'The original language version cannot be deleted. Delete the article instead.',
  onlyDraftsSubmitted: 'Only a draft can be submitted for review: this article is already published or scheduled',
  targetsChanged: 'The languages this article is translated into changed while you were saving: reload it and try again',
} as const;

/** Scheduled articles must be at least this far ahead when scheduled (admin-and-api.md §9). */
export const SCHEDULE_MIN_LEAD_MINUTES = 5;
/** ...and at most this far: a later date is a typo, not a plan. */
export const SCHEDULE_MAX_LEAD_DAYS = 366;
/** Slugs an article cannot take: `/api/articles/featured` is the featured list. */
export const RESERVED_SLUGS: readonly string[] = ['featured'];
/** Dashboard recent list and management list sizes (admin-and-api.md §9). */
export const ADMIN_ARTICLE_LIMITS = { recent: 5, list: 50, max: LIMITS.listMax } as const;
/** Length caps that keep one language version well inside a Firestore document (1 MiB). */
export const TEXT_LIMITS = { slug: 200, title: 300, excerpt: 1000, metaDescription: 500, content: 300_000, url: URL_MAX_LENGTH, publicId: 500 } as const;
/**
 * The stored size of one language version's HTML, measured after sanitising (which escapes `&`,
 * `<`... and can make a text several times longer), in UTF-8 bytes: well inside Firestore's 1 MiB
 * document with the title, excerpt and meta description beside it.
 */
export const CONTENT_MAX_BYTES = 800 * 1024;

/**
 * The most HTML one language version may hold, so that sanitising it (on every write and again in
 * the reader's server render) costs a few tens of milliseconds at most, whatever it holds. Counted
 * as the sanitiser's parser reads it: elements (an unclosed `<a>` is one), how deep they nest, and
 * the pieces of text it hands over one by one (each text run, character reference and stray `<`).
 * Embedded players cost the most each (their URL is checked against the allowed hosts), and no
 * article needs many. A long article has a few hundred elements, nested a handful deep.
 */
export const ARTICLE_HTML_LIMITS = { elements: 5_000, depth: 100, textPieces: 40_000, embeds: 50 } as const;

const M = ARTICLE_MESSAGES;

export const ArticleSlugSchema = z
  .string({ error: M.slugRequired })
  .trim()
  .min(1, { error: M.slugRequired })
  .max(TEXT_LIMITS.slug, { error: `Slug must be at most ${TEXT_LIMITS.slug} characters` })
  .regex(/^[a-z0-9-]+$/, { error: M.slugFormat })
  // "-", "---" or "a--b" read as broken links, and no title derives them.
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: M.slugEdges })
  .refine((slug) => !RESERVED_SLUGS.includes(slug), { error: (issue) => M.slugReserved(String(issue.input)) });

export const LanguageIdSchema = z.number({ error: M.languageRequired }).int({ error: M.languageRequired }).min(1, { error: M.languageRequired });

/** Media URL: an http(s) URL or a path on this site (/media/...); see contract/url.ts. */
const MediaUrlSchema = optionalUrl();

const PublicIdSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.publicId)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** ISO-8601 with a zone (the console enters IST and may send +05:30 or Z), between 2000 and 2099. */
const DateTimeSchema = DateTimeInputSchema.nullable().optional();

/** The article's own fields (`article` in the create and update bodies). */
export const ArticleFieldsSchema = z.strictObject({
  slug: ArticleSlugSchema,
  category: z.enum(CATEGORIES, { error: M.categoryRequired }),
  status: z.enum(ARTICLE_STATUSES, { error: M.statusRequired }),
  isFeatured: z.boolean().optional(),
  imageUrl: MediaUrlSchema,
  imagePublicId: PublicIdSchema,
  videoUrl: MediaUrlSchema,
  videoPublicId: PublicIdSchema,
  /** Only read when the article is first published; later when is kept (defaults to now, never in the future). */
  publishedAt: DateTimeSchema,
  /** Required when status is scheduled; at least SCHEDULE_MIN_LEAD_MINUTES ahead; cleared for other statuses. */
  scheduledAt: DateTimeSchema,
});
export type ArticleFields = z.infer<typeof ArticleFieldsSchema>;

/** One language version's text. `content` is HTML, sanitised by the server on every write. */
export const TranslationFieldsSchema = z.strictObject({
  title: plainText({ required: M.titleRequired, max: TEXT_LIMITS.title }),
  content: z
    .string({ error: M.contentRequired })
    .trim()
    .min(1, { error: M.contentRequired })
    .max(TEXT_LIMITS.content, { error: `Must be at most ${TEXT_LIMITS.content} characters` }),
  excerpt: plainText({ required: M.excerptRequired, max: TEXT_LIMITS.excerpt, multiline: true }),
  metaDescription: plainText({ max: TEXT_LIMITS.metaDescription, multiline: true }).optional().default(''),
});
export type TranslationFields = z.infer<typeof TranslationFieldsSchema>;

/** `translation` in the create and update bodies: the language version the dialog edits. */
export const ArticleTranslationInputSchema = TranslationFieldsSchema.extend({
  languageId: LanguageIdSchema,
  /** The console sends true for the original; the server decides which version is the original. */
  isOriginal: z.boolean().optional(),
});
export type ArticleTranslationInput = z.infer<typeof ArticleTranslationInputSchema>;

const LanguageIdListSchema = z.array(LanguageIdSchema).max(100);

/** POST /api/admin/articles */
export const CreateArticleRequestSchema = z.strictObject({
  article: ArticleFieldsSchema,
  /** The original language version. */
  translation: ArticleTranslationInputSchema,
  /** Active languages to translate into with AI (stored as requested; a later issue runs them). */
  targetLanguages: LanguageIdListSchema.optional().default([]),
});
export type CreateArticleRequest = z.infer<typeof CreateArticleRequestSchema>;

/** PATCH /api/admin/articles/{id}: every part optional; `article` fields absent stay unchanged. */
export const UpdateArticleRequestSchema = z.strictObject({
  article: ArticleFieldsSchema.partial().optional(),
  /** Creates or replaces the version in `translation.languageId` (the original when it is the original's language). */
  translation: ArticleTranslationInputSchema.optional(),
  /** Replaces the requested AI translation targets. */
  selectedLanguages: LanguageIdListSchema.optional(),
});
export type UpdateArticleRequest = z.infer<typeof UpdateArticleRequestSchema>;

/** PUT /api/admin/articles/{id}/translations/{languageId} */
export const TranslationUpsertRequestSchema = TranslationFieldsSchema;
export type TranslationUpsertRequest = z.infer<typeof TranslationUpsertRequestSchema>;

/** The category filter also offers "news", which no article has (admin-and-api.md §2). '' or "all" means no filter. */
export const ADMIN_CATEGORY_FILTERS = [...CATEGORIES, 'news'] as const;
const orAll = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

/**
 * The console's list orders: `newest` created first (the default), or `views30d`: most page views
 * of the last 30 site-days first (the analytics rollups, docs/analytics.md; ties and articles
 * nobody read: newest created first). `views30d` needs `analytics.read` as well.
 */
export const ADMIN_ARTICLE_SORTS = ['newest', 'views30d'] as const;
export type AdminArticleSort = (typeof ADMIN_ARTICLE_SORTS)[number];

export const AdminArticleListQuerySchema = z.object({
  category: orAll(enumParam('category', ADMIN_CATEGORY_FILTERS)),
  status: orAll(enumParam('status', ARTICLE_STATUSES)),
  limit: intParam('limit', 1, ADMIN_ARTICLE_LIMITS.max).optional(),
  /** "Mine": only the articles the signed-in person created. */
  mine: orAll(enumParam('mine', ['true', 'false'])).transform((v) => v === 'true'),
  /** "Waiting for review": drafts a contributor submitted that nobody has published yet. */
  review: orAll(enumParam('review', ['waiting'])),
  /** The order (ADMIN_ARTICLE_SORTS); '' is the default, `newest`. */
  sort: z.preprocess((v) => (v === '' ? undefined : v), enumParam('sort', ADMIN_ARTICLE_SORTS).default('newest')),
});
export type AdminArticleListQuery = z.infer<typeof AdminArticleListQuerySchema>;

export const TranslationPathSchema = z.object({
  id: IdParamSchema,
  languageId: idParam('languageId'),
});

export const AdminTranslationSchema = z.object({
  /** "{articleId}-{languageId}" */
  id: z.string(),
  languageId: z.number().int(),
  language: z.object({ code: z.string(), name: z.string(), nativeName: z.string() }),
  title: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  isOriginal: z.boolean(),
  /** Who wrote this version: an editor (`human`) or AI translation (`ai`); the original is `human`. */
  source: z.enum(TRANSLATION_SOURCES),
  /** An AI translation made from an older text of the original: refresh it. */
  isStale: z.boolean(),
  /** `machine` until a person approves an AI translation (`reviewed`); `human` when a person wrote all of it. */
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** Blocks and fields a person wrote whose source changed since (only in single-article answers). */
  needsReview: z.number().int().optional(),
  /** Provenance of an AI translation. */
  ai: z.object({ model: z.string(), promptVersion: z.number().int(), tokens: z.number().int(), translatedAt: IsoDateSchema }).optional(),
  /** Only in GET /api/admin/articles/{id} and in the answers of writes. */
  content: z.string().optional(),
});
export type AdminTranslation = z.infer<typeof AdminTranslationSchema>;

/** An article as the console sees it: every status, every translation (original first). */
export const AdminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(ARTICLE_STATUSES),
  isFeatured: z.boolean(),
  imageUrl: z.string().nullable(),
  imagePublicId: z.string().nullable(),
  ...ArticleImageFactsShape,
  videoUrl: z.string().nullable(),
  videoPublicId: z.string().nullable(),
  videoPosterUrl: z.string().nullable(),
  publishedAt: IsoDateSchema.nullable(),
  scheduledAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  views: z.number().int(),
  shares: z.number().int(),
  /** Page views of the last 30 site-days, all editions (only in lists sorted by `views30d`). */
  views30d: z.number().int().optional(),
  translations: z.array(AdminTranslationSchema),
  translationsCount: z.number().int(),
  /** Languages requested for AI translation (targetLanguages / selectedLanguages). */
  targetLanguageIds: z.array(z.number().int()),
  /** The AI translation job of each language that ever had one (only in single-article answers). */
  translationJobs: z.array(TranslationJobSchema).optional(),
  /** The staff member who created it in the console (null: the external API, demo content, or before roles). */
  authorId: z.string().nullable(),
  /** Their name as their staff document gives it now (null when there is none any more). */
  authorName: z.string().nullable(),
  /** A contributor submitted this draft and it is not published yet ("Waiting for review"). */
  awaitingReview: z.boolean(),
  /** The last "Submit for review": when and by whom. */
  submittedForReview: z.object({ at: IsoDateSchema, byId: z.string(), byName: z.string().nullable() }).nullable(),
  /** Counts the article's writes (issue 39): the single-article answers carry it as `ETag: "v<version>"`. */
  version: z.number().int(),
  /** In the answer of a save that started from an older version and was merged with a newer one: whose, and when. */
  merged: z.object({ with: z.object({ uid: z.string(), name: z.string() }), at: IsoDateSchema }).optional(),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

/**
 * One overlap of a stale save with a newer one (409): a field (`field`, with `languageId` for a
 * language version's), or a block of a language version's body (`block`: its index in the
 * version the save started from). `base` is null when that version is no longer kept.
 */
export const VersionConflictSchema = z.object({
  field: z.string().optional(),
  block: z.union([z.number().int(), z.string()]).optional(),
  languageId: z.number().int().optional(),
  yours: z.unknown(),
  theirs: z.unknown(),
  base: z.unknown(),
});
export type VersionConflict = z.infer<typeof VersionConflictSchema>;

/** The 409 of a stale save whose changes overlap a newer one: nothing was written. */
export const VersionConflictResponseSchema = z.object({
  message: z.string(),
  conflicts: z.array(VersionConflictSchema),
  current: AdminArticleSchema,
  /** Who saved the version `current` is, and when (the person the console names); null when no longer kept. */
  by: z.object({ uid: z.string(), name: z.string(), at: IsoDateSchema }).nullable().optional(),
});
export type VersionConflictResponse = z.infer<typeof VersionConflictResponseSchema>;

/** The article writes the console makes carry `If-Match: "v<n>"` (issue 39). */
export const IF_MATCH_MESSAGES = {
  required: 'If-Match is required: send the ETag of the article you edited.',
  malformed: 'If-Match must be the ETag of the article you edited, like "v12".',
  unknownVersion: (version: number, current: number) => `If-Match names version ${version}, but the article is at version ${current}: send the ETag of the article you edited.`,
  conflict: 'Someone else changed the same part of this article since you opened it. Nothing was saved: compare the versions and save again.',
  /** A retranslation that would replace hand-written work someone saved after the requester's version. */
  translatedMeanwhile: (languages: string) =>
    `Someone saved the ${languages} version since you opened this article. Nothing was started: open the article again to see their words before replacing them.`,
} as const;
