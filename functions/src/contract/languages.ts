/** Languages as the reader site sees them (public-site.md §3). */
import { z } from 'zod';

export const PublicLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
});
export type PublicLanguage = z.infer<typeof PublicLanguageSchema>;

export const LanguageRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isOriginal: z.boolean(),
});
export type LanguageRef = z.infer<typeof LanguageRefSchema>;
