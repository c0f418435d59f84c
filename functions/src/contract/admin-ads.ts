/**
 * Administrator ad calls (admin-and-api.md §2 Ads Management, §3 Advertisement, §5 Ad, §7 Ads):
 * the body the "Create Megaphone" dialog sends, the ad as the console sees it (with its counts),
 * and the spec's validation messages. The dialog validates with the same schema (zodResolver).
 */
import { z } from 'zod';
import { AD_PLACEMENTS, AD_TYPES } from './ads.js';
import { IsoDateSchema, LIMITS, looksNumeric, parseDecimal } from './common.js';
import { plainText } from './text.js';
import { URL_MESSAGES, optionalUrl } from './url.js';

/** More than any site has languages; bounds what one body can make the server check. */
export const AD_MAX_TARGET_LANGUAGES = 100;

export const AD_MESSAGES = {
  nameRequired: 'Advertisement name is required',
  typeRequired: 'Please select an ad type',
  placementRequired: 'Please select a placement',
  headlineRequired: 'Headline is required',
  textRequired: 'Description text is required',
  invalidUrl: URL_MESSAGES.invalid,
  priorityRange: `Priority must be a whole number from 0 to ${LIMITS.adPriorityMax}`,
  contentTooLong: (max: number) => `Custom HTML must be at most ${max} characters`,
  placementFilter: 'placement must be one of: all, homepage (or home), article, category',
  nothingToUpdate: 'Send at least one field to change',
  notFound: 'Ad not found',
  languageIdsInvalid: 'languageIds must be a list of language ids (whole numbers from 1)',
  languageIdsTooMany: `languageIds may name at most ${AD_MAX_TARGET_LANGUAGES} languages`,
  unknownLanguages: (ids: number[]) => `Unknown language id${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}`,
} as const;

const M = AD_MESSAGES;

/** The types the console creates (admin-and-api.md §5); `native` ads exist only on the reader side and stay editable. */
export const ADMIN_AD_TYPES = ['banner', 'sidebar', 'inline', 'popup'] as const;
export const AD_TEXT_LIMITS = { name: 100, headline: 150, text: 1000, content: 20_000, publicId: 500 } as const;

/**
 * Priority 0-100, default 0 (admin-and-api.md §5, §9). "Non-numeric input becomes 0": an empty
 * field, text that is not a number and null all read as 0; a number outside 0-100 or with decimals
 * is refused, since silently storing something else would surprise the editor; so is a number
 * written other than in decimal ("0x10", "1e1": parseDecimal), which Number() would have read as 16 and 10.
 */
export const AdPrioritySchema = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && looksNumeric(v)) return parseDecimal(v);
    return 0;
  },
  z.number({ error: M.priorityRange }).int({ error: M.priorityRange }).min(0, { error: M.priorityRange }).max(LIMITS.adPriorityMax, { error: M.priorityRange }),
);

const PublicIdSchema = z
  .string()
  .trim()
  .max(AD_TEXT_LIMITS.publicId)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** The advertiser's own HTML (a template's); sanitised by the server and shown in an isolated frame. '' clears it. */
const ContentSchema = z
  .string()
  .trim()
  .max(AD_TEXT_LIMITS.content, { error: M.contentTooLong(AD_TEXT_LIMITS.content) })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The languages an ad is shown in (ids, as the article calls take them); empty or absent means
 * every language (null too, so an update can clear the targeting). Repeats collapse and the order is
 * the ids' (it means nothing). Whether each id names a language is the server's check, against the
 * stored languages.
 */
export const AdLanguageIdsSchema = z
  .array(z.number({ error: M.languageIdsInvalid }).int({ error: M.languageIdsInvalid }).min(1, { error: M.languageIdsInvalid }), { error: M.languageIdsInvalid })
  .max(AD_MAX_TARGET_LANGUAGES, { error: M.languageIdsTooMany })
  .nullable()
  .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b));

const AdFields = {
  name: plainText({ required: M.nameRequired, max: AD_TEXT_LIMITS.name }),
  type: z.enum(ADMIN_AD_TYPES, { error: M.typeRequired }),
  placement: z.enum(AD_PLACEMENTS, { error: M.placementRequired }),
  headline: plainText({ required: M.headlineRequired, max: AD_TEXT_LIMITS.headline }),
  text: plainText({ required: M.textRequired, max: AD_TEXT_LIMITS.text, multiline: true }),
  imageUrl: optionalUrl(M.invalidUrl),
  imagePublicId: PublicIdSchema,
  /** Where a click leads; optional, '' allowed (admin-and-api.md §5). */
  url: optionalUrl(M.invalidUrl),
  content: ContentSchema,
  languageIds: AdLanguageIdsSchema.optional(),
  /** Default true on create (no default here: a partial update must not re-activate). */
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  priority: AdPrioritySchema.optional(),
};

/** POST /api/admin/ads */
export const CreateAdRequestSchema = z.strictObject(AdFields);
export type CreateAdRequest = z.infer<typeof CreateAdRequestSchema>;
export type CreateAdInput = z.input<typeof CreateAdRequestSchema>;

/**
 * PUT /api/admin/ads/{id}: the full form, or only `{isActive}` (the list's switch). A `native` ad
 * (reader-side type, public-site.md §3) keeps its type when saved; no ad becomes native.
 */
export const UpdateAdRequestSchema = z
  .strictObject({ ...AdFields, type: z.enum(AD_TYPES, { error: M.typeRequired }) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: M.nothingToUpdate });
export type UpdateAdRequest = z.infer<typeof UpdateAdRequestSchema>;

/**
 * GET /api/admin/ads?placement=: '' or "all" lists every ad. The console's filter once sent
 * "home" for ads stored as "homepage" (admin-and-api.md §7), so "home" is read as homepage.
 */
export const AdminAdsQuerySchema = z.object({
  placement: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'all') return undefined;
      if (v === 'home') return 'homepage' as const;
      const known = AD_PLACEMENTS.find((p) => p === v);
      if (known) return known;
      ctx.addIssue({ code: 'custom', message: M.placementFilter, input: v });
      return z.NEVER;
    }),
});
export type AdminAdsQuery = z.infer<typeof AdminAdsQuerySchema>;

/** An ad's counts among readers of one language (events reported without a language count in the totals only). */
export const AdLanguageCountSchema = z.object({ languageId: z.number().int(), impressions: z.number().int(), clicks: z.number().int(), ctr: z.string() });
export type AdLanguageCount = z.infer<typeof AdLanguageCountSchema>;

/** One site-day (YYYY-MM-DD in the site's reporting time zone) of an ad: in all, and per reader language (those with any count). */
export const AdDailyCountSchema = z.object({
  date: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.string(),
  byLanguage: z.array(AdLanguageCountSchema),
});
export type AdDailyCount = z.infer<typeof AdDailyCountSchema>;

/** An ad as the console sees it, with its counts (admin-and-api.md §3). */
export const AdminAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(AD_TYPES),
  placement: z.enum(AD_PLACEMENTS),
  headline: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  imagePublicId: z.string().nullable(),
  url: z.string().nullable(),
  content: z.string().nullable(),
  /** The languages it is shown in, ascending; empty: every language. */
  languageIds: z.array(z.number().int()),
  isActive: z.boolean(),
  priority: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks / impressions x 100, 2 decimals ("0.00" without impressions). */
  ctr: z.string(),
  /** The last 14 site-days (calendar days in the site's reporting time zone), oldest first, today last. */
  daily: z.array(AdDailyCountSchema),
  /** Totals per reader language, for the languages with any count, by language id. */
  byLanguage: z.array(AdLanguageCountSchema),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type AdminAd = z.infer<typeof AdminAdSchema>;
