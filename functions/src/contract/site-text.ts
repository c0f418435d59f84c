/**
 * A language's reader-site text (GET /api/site-text?language={code}, and in every server-rendered
 * page's state): key → ICU message, English filling any key the language lacks, and the parsed
 * form (formatjs' message AST) of each message that is more than plain text, keyed by the message.
 */
import { z } from 'zod';

export const SiteTextQuerySchema = z.object({
  language: z
    .string({ error: 'language is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z]{2,8})?$/, { error: 'language must be a language code such as hi or hi-en' }),
});

export interface SiteText {
  language: string;
  messages: Record<string, string>;
  compiled: Record<string, unknown[]>;
}
