/**
 * The translator's desk (issue 29): "My translations", every translation in the person's
 * languages that is machine-made (AI text nobody approved) or stale (made from an older text of
 * the original), most-read first. GET /api/admin/my-translations?languageId=&cursor=&limit=
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { cursorParam } from './cursor.js';
import { idParam, intParam } from './query.js';

/** Why a translation waits on the desk: `machine` AI text nobody approved; `stale` made from an older original. */
export const QUEUE_REASONS = ['machine', 'stale'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export const QUEUE_PAGE = { default: 20, max: 50 } as const;

/** The last item of a page: its views, article id and language id. */
export const QUEUE_CURSOR_PARTS = [{ int: [0, Number.MAX_SAFE_INTEGER] }, { int: [1, Number.MAX_SAFE_INTEGER] }, { int: [1, Number.MAX_SAFE_INTEGER] }] as const;

export const MyTranslationsQuerySchema = z.object({
  languageId: idParam('languageId').optional(),
  cursor: cursorParam(QUEUE_CURSOR_PARTS).optional(),
  limit: intParam('limit', 1, QUEUE_PAGE.max).optional(),
});
export type MyTranslationsQuery = z.infer<typeof MyTranslationsQuerySchema>;

export const QueueItemSchema = z.object({
  articleId: z.number().int(),
  languageId: z.number().int(),
  originalLanguageId: z.number().int(),
  /** The translation's title. */
  title: z.string(),
  /** The original's title. */
  originalTitle: z.string(),
  /** Both when an AI translation nobody approved was also made from an older original. */
  reasons: z.array(z.enum(QUEUE_REASONS)),
  /** The article's views (all languages), as of its last roll-up; see docs/staff.md. */
  views: z.number().int(),
  /** When the article was last saved. */
  updatedAt: IsoDateSchema,
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const MyTranslationsResponseSchema = z.object({
  items: z.array(QueueItemSchema),
  /** The languages this person's queue covers: `*` every language. */
  languageIds: z.union([z.literal('*'), z.array(z.number().int())]),
  /** Pass as `cursor` for the next page; null after the last. */
  nextCursor: z.string().nullable(),
});
export type MyTranslationsResponse = z.infer<typeof MyTranslationsResponseSchema>;
