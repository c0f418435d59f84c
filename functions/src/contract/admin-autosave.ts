/**
 * Autosave of an edit in progress (issue 24): the console keeps what an editor is typing in an
 * existing article's language version, per article and language, so a closed tab or a crash loses
 * at most a few seconds. The draft is not the article: the published text changes only on save.
 * The fields may be incomplete (a title not yet written), so nothing is required here; the limits
 * are the article's own.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './admin-articles.js';
import { plainText } from './text.js';

/** PUT /api/admin/articles/{id}/autosave/{languageId} */
export const AutosaveRequestSchema = z.strictObject({
  title: plainText({ max: TEXT_LIMITS.title }).default(''),
  excerpt: plainText({ max: TEXT_LIMITS.excerpt, multiline: true }).default(''),
  content: z.string().max(TEXT_LIMITS.content, { error: `Must be at most ${TEXT_LIMITS.content} characters` }).default(''),
  metaDescription: plainText({ max: TEXT_LIMITS.metaDescription, multiline: true }).default(''),
});
export type AutosaveRequest = z.infer<typeof AutosaveRequestSchema>;

export const AutosaveSchema = z.object({
  articleId: z.number().int(),
  languageId: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised as a save would be, so restoring it shows what saving it will store. */
  content: z.string(),
  metaDescription: z.string(),
  savedAt: z.string(),
});
export type Autosave = z.infer<typeof AutosaveSchema>;

/** GET answers the draft or null (no draft is the usual case, not an error). */
export const AutosaveResponseSchema = z.object({ autosave: AutosaveSchema.nullable() });
export type AutosaveResponse = z.infer<typeof AutosaveResponseSchema>;

/** DELETE answers whether there was a draft (deleting none is not an error). */
export const AutosaveDeletedSchema = z.object({ deleted: z.boolean() });
export type AutosaveDeleted = z.infer<typeof AutosaveDeletedSchema>;

/** Drafts nobody came back to are removed by a TTL policy after this many days. */
export const AUTOSAVE_KEEP_DAYS = 30;
