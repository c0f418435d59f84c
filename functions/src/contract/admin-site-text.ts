/**
 * The console's Site text calls (issue 23): each language's interface strings beside English, a
 * human edit, marking strings reviewed, and asking AI for the missing and stale ones.
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { TRANSLATION_JOB_STATES } from './ai.js';
import { withoutBidiControls } from './text.js';
import { idParam } from './query.js';

export const SITE_TEXT_MESSAGES = {
  englishIsSource: 'English is the source of the site text; it is changed in the code, not here',
  languageNotFound: 'Language not found',
  unknownKey: (key: string) => `Unknown site text key '${key}'`,
  textRequired: 'Text is required',
  textTooLong: (max: number) => `Text must be at most ${max} characters`,
  invalidMessage: (why: string) => `This text would break the page: ${why}`,
  nothingToReview: (key: string) => `'${key}' has no translation to review yet`,
  keysRequired: 'Select at least one string',
  nothingToTranslate: 'Every string already has an up-to-date translation.',
  translationStarted: (n: number) => `Translation started for ${n} string${n === 1 ? '' : 's'}.`,
} as const;

/** One message's longest text: the longest English one is a few hundred characters. */
export const SITE_TEXT_MAX_LENGTH = 2000;

/**
 * Where a language's text for a key comes from. `human`: edited in the console (always wins);
 * `shipped`: the catalogue that ships with the product; `ai`: an AI translation; null: none yet,
 * so readers see the English text.
 */
export const SITE_TEXT_SOURCES = ['human', 'shipped', 'ai'] as const;
export type SiteTextSource = (typeof SITE_TEXT_SOURCES)[number];

export const SiteTextRowSchema = z.object({
  key: z.string(),
  english: z.string(),
  /** What readers of this language see for the key; null: the English text shows. */
  text: z.string().nullable(),
  source: z.enum(SITE_TEXT_SOURCES).nullable(),
  /** A person checked it (a human edit, a shipped text, or an AI text marked reviewed). */
  reviewed: z.boolean(),
  /** Written for an older English text (the English changed since). */
  stale: z.boolean(),
  /** Stored texts: when they were written, and for AI ones by which model. */
  updatedAt: IsoDateSchema.optional(),
  model: z.string().optional(),
});
export type SiteTextRow = z.infer<typeof SiteTextRowSchema>;

/** The interface-text job of a language, as the Site text screen shows it. */
export const SiteTextJobSchema = z.object({
  state: z.enum(TRANSLATION_JOB_STATES),
  /** Provider calls made for the batch in progress. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: IsoDateSchema.optional(),
  error: z.string().optional(),
  /** Strings translated and stored by this job so far, of `total` it set out to do. */
  done: z.number().int(),
  total: z.number().int(),
  /** Strings the AI could not translate into a usable message: they stay English, with why. */
  skipped: z.array(z.object({ key: z.string(), reason: z.string() })),
  updatedAt: IsoDateSchema,
});
export type SiteTextJob = z.infer<typeof SiteTextJobSchema>;

export const SiteTextCountsSchema = z.object({
  total: z.number().int(),
  missing: z.number().int(),
  ai: z.number().int(),
  human: z.number().int(),
  shipped: z.number().int(),
  reviewed: z.number().int(),
  stale: z.number().int(),
});
export type SiteTextCounts = z.infer<typeof SiteTextCountsSchema>;

/** GET /api/admin/site-text/{languageId} */
export const SiteTextResponseSchema = z.object({
  language: z.object({ id: z.number().int(), code: z.string(), name: z.string(), nativeName: z.string(), isActive: z.boolean() }),
  /** Whether AI can translate now; if not, why (set up the key, or switch AI on). */
  ai: z.object({ usable: z.boolean(), message: z.string().optional() }),
  job: SiteTextJobSchema.nullable(),
  counts: SiteTextCountsSchema,
  rows: z.array(SiteTextRowSchema),
});
export type SiteTextResponse = z.infer<typeof SiteTextResponseSchema>;

export const SiteTextLanguagePathSchema = z.object({ languageId: idParam('languageId') });
export const SiteTextKeyPathSchema = z.object({ languageId: idParam('languageId'), key: z.string().min(1).max(200) });

/** PUT /api/admin/site-text/{languageId}/{key}: a human edit (it is never replaced by AI). DELETE on the same path forgets the stored text. */
export const SiteTextUpdateSchema = z.strictObject({
  text: z
    .string({ error: SITE_TEXT_MESSAGES.textRequired })
    .transform((t) => withoutBidiControls(t).trim())
    .pipe(z.string().min(1, { error: SITE_TEXT_MESSAGES.textRequired }).max(SITE_TEXT_MAX_LENGTH, { error: SITE_TEXT_MESSAGES.textTooLong(SITE_TEXT_MAX_LENGTH) })),
});
export type SiteTextUpdate = z.infer<typeof SiteTextUpdateSchema>;

/** POST /api/admin/site-text/{languageId}/review */
export const SiteTextReviewSchema = z.strictObject({
  keys: z.array(z.string().min(1).max(200)).min(1, { error: SITE_TEXT_MESSAGES.keysRequired }).max(2000),
  reviewed: z.boolean().optional().default(true),
});
export type SiteTextReview = z.infer<typeof SiteTextReviewSchema>;

/** POST /api/admin/site-text/{languageId}/translate: the missing and stale strings (never human ones). */
export const SiteTextTranslateResponseSchema = z.object({ started: z.boolean(), keys: z.number().int(), message: z.string() });
export type SiteTextTranslateResponse = z.infer<typeof SiteTextTranslateResponseSchema>;
