/**
 * A language's reader-site text (GET /api/site-text?language={code}, and in every server-rendered
 * page's state): key → ICU message, English filling any key the language lacks, and the compiled
 * form the page's Lingui runtime formats (functions/src/i18n/compile-messages.ts) of each message
 * that is more than plain text, keyed by the message.
 */
import { z } from 'zod';

export const SiteTextQuerySchema = z.object({
  language: z
    .string({ error: 'language is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z]{2,8})?$/, { error: 'language must be a language code such as hi or hi-en' }),
});

/**
 * Lingui's compiled message: text, or `[argument]`, or `[argument, type, format]` where type is
 * `plural`, `selectordinal`, `select` (format: the branches, each compiled, and `offset`),
 * `number`, `date` or `time` (format: `Intl` options). Plain number slots are
 * `[numberSlot(argument)]` (@contract/locale): the page passes them already written.
 */
export type CompiledMessage = (string | [name: string, type?: string, format?: unknown])[];

export interface SiteText {
  language: string;
  messages: Record<string, string>;
  compiled: Record<string, CompiledMessage>;
}
