/** Administrator language calls (admin-and-api.md §2 Languages, §4, §5, §7). */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { plainText } from './text.js';

export const LANGUAGE_MESSAGES = {
  codeLength: 'Language code must be 2 to 5 characters',
  codeFormat: 'Language code may contain only lowercase letters and one hyphen (e.g. hi or hi-en)',
  nameRequired: 'Language name is required',
  nativeNameRequired: 'Native name is required',
  nothingToUpdate: 'Send at least one field to change',
  notFound: 'Language not found',
  codeTaken: (code: string) => `Language code '${code}' already exists`,
  englishNotDeletable: 'English is the default language and cannot be deleted',
  englishNotDeactivatable: 'English is the default language and cannot be deactivated',
  englishCodeFixed: "English is the default language; its code 'en' cannot be changed",
  inUse: (name: string, articles: number, channels: number, ads = 0) => {
    const uses = [
      articles && `${articles} article${articles === 1 ? '' : 's'}`,
      channels && `${channels} Telegram channel${channels === 1 ? '' : 's'}`,
      ads && `${ads} Megaphone${ads === 1 ? '' : 's'}`,
    ].filter(Boolean);
    const list = uses.length > 1 ? `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}` : uses.join('');
    return `${name} cannot be deleted because ${list} still use${articles + channels + ads === 1 ? 's' : ''} it. Deactivate it instead to hide it from readers.`;
  },
} as const;

const M = LANGUAGE_MESSAGES;

/** Names are served as-is to readers and other systems: plain text, no markup. */
const requiredName = (message: string) => plainText({ required: message, max: 100, noMarkup: true });

const LanguageFields = {
  code: z
    .string({ error: M.codeLength })
    .trim()
    .toLowerCase()
    .min(2, { error: M.codeLength })
    .max(5, { error: M.codeLength })
    .regex(/^[a-z]+(-[a-z]+)?$/, { error: M.codeFormat }),
  name: requiredName(M.nameRequired),
  nativeName: requiredName(M.nativeNameRequired),
  /** Defaults to true on create (no default here: a partial update must not re-activate). */
  isActive: z.boolean().optional(),
};

/** POST /api/admin/languages */
export const CreateLanguageRequestSchema = z.strictObject(LanguageFields);
export type CreateLanguageRequest = z.infer<typeof CreateLanguageRequestSchema>;

/** PUT /api/admin/languages/{id}: the full form, or only `{isActive}` (the list's switch). */
export const UpdateLanguageRequestSchema = z
  .strictObject(LanguageFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: M.nothingToUpdate });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequestSchema>;

export const AdminLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isActive: z.boolean(),
  createdAt: IsoDateSchema,
});
export type AdminLanguage = z.infer<typeof AdminLanguageSchema>;

/**
 * The popular Indian languages of the console's quick-add buttons (admin-and-api.md §2), with their
 * native names. The demo content seeds these too, so both name each language the same way.
 */
export const QUICK_ADD_LANGUAGES: readonly CreateLanguageRequest[] = [
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া' },
];
