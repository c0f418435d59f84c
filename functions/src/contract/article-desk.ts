/**
 * The editor's desk (issue 24): draft previews, revisions of every save, and the review of
 * translations block by block. Request and response shapes of the admin calls, and the public
 * preview call's path; the console uses the same schemas.
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { IdParamSchema, idParam, intParam, revisionIdParam } from './query.js';

/** `machine`: AI text nobody approved; `reviewed`: a person approved it; `human`: a person wrote all of it. */
export const REVIEW_STATUSES = ['machine', 'reviewed', 'human'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How long a preview link works. */
export const PREVIEW_DAYS = 7;
/** The path of a preview page (the token follows). */
export const PREVIEW_PATH_PREFIX = '/preview/';

/** POST /api/admin/articles/{id}/preview */
export const PreviewResponseSchema = z.object({ url: z.string(), expiresAt: IsoDateSchema });
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;

/** 32 random bytes, base64url: unguessable, and never stored (only its SHA-256). */
export const PreviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Not a preview link' });

/** Revisions kept per article and language; older ones are removed by the save that passes this. */
export const REVISIONS_KEPT = 50;

export const REVISION_ACTIONS = ['create', 'save', 'ai-translation', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const RevisionActorSchema = z.object({ kind: z.enum(['admin', 'api-key', 'ai', 'system']), name: z.string() });

/** A revision in the list: who saved which language when, without the text. */
export const RevisionSummarySchema = z.object({
  /** "{languageId}-{n}", n counting that language's saves. */
  id: z.string(),
  languageId: z.number().int(),
  action: z.enum(REVISION_ACTIONS),
  by: RevisionActorSchema,
  restoredFrom: z.string().nullable(),
  /** A save that started from an older version, merged with the newer one of this person (issue 39). */
  mergedWith: z.object({ id: z.string(), name: z.string(), at: IsoDateSchema }).nullable().optional(),
  savedAt: IsoDateSchema,
  title: z.string(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const RevisionSchema = RevisionSummarySchema.extend({ excerpt: z.string(), content: z.string(), metaDescription: z.string() });
export type Revision = z.infer<typeof RevisionSchema>;

export const REVISION_PAGE = { default: 20, max: 50 } as const;

/** GET /api/admin/articles/{id}/revisions?languageId=&limit=&before= (newest first). */
export const RevisionListQuerySchema = z.object({
  languageId: idParam('languageId').optional(),
  limit: intParam('limit', 1, REVISION_PAGE.max).optional(),
  /** The id of the last revision of the previous page. */
  before: revisionIdParam('before').optional(),
});
export type RevisionListQuery = z.infer<typeof RevisionListQuerySchema>;

export const RevisionListResponseSchema = z.object({
  revisions: z.array(RevisionSummarySchema),
  /** Pass as `before` for the next page; null after the last. */
  nextBefore: z.string().nullable(),
});
export type RevisionListResponse = z.infer<typeof RevisionListResponseSchema>;

export const RevisionPathSchema = z.object({
  id: IdParamSchema,
  revisionId: revisionIdParam('revisionId'),
});

/** One block of the original beside the translation's (GET .../translations/{languageId}/blocks). */
export const ReviewBlockSchema = z.object({
  /** The original's block (HTML), or the field's text. */
  original: z.string(),
  translation: z.string(),
  by: z.enum(['ai', 'human']).nullable(),
  /** A person's words whose source changed since they wrote them. */
  needsReview: z.boolean(),
});
export type ReviewBlock = z.infer<typeof ReviewBlockSchema>;

export const TranslationReviewSchema = z.object({
  languageId: z.number().int(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** Whether the translation's blocks line up with the original's (false: a person restructured it). */
  aligned: z.boolean(),
  /** When aligned: the translation's HTML around its blocks; content = glue[0] + blocks[0].translation + glue[1] + ... */
  glue: z.array(z.string()).nullable(),
  fields: z.object({ title: ReviewBlockSchema, excerpt: ReviewBlockSchema, metaDescription: ReviewBlockSchema }),
  blocks: z.array(ReviewBlockSchema),
});
export type TranslationReview = z.infer<typeof TranslationReviewSchema>;
