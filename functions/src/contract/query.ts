/**
 * Query-string parameters. Each parser keeps the raw text so errors can name the parameter and
 * the reason instead of silently falling back to a default.
 */
import { z } from 'zod';

/** A positive integer given as text, within [min, max]. */
export function intParam(name: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `${name} must be an integer between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${name} must be an integer between ${min} and ${max}` });
}

/**
 * The one reading of an id written as text (a path or query parameter: an article, a language, an
 * ad...): a positive whole number in canonical decimal, "3", up to Number.MAX_SAFE_INTEGER. Every
 * other spelling ("03", "+3", "3.0", "0x3", " 3", "1e0", "٣", "3abc", "", a 20-digit number) is
 * refused rather than read as some number: the route's guard, which checks a language or an
 * article, and its handler, which uses it, read the same text through this and cannot disagree.
 */
export function readId(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,15}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** The reason a text is not an id, as a 400 names it. */
export const idProblem = (name: string) => `${name} must be a positive integer written in plain digits, such as 3`;

/** An id parameter named `name` (readId), refused with `idProblem(name)`. */
export function idParam(name: string) {
  return z
    .string({ error: idProblem(name) })
    .refine((text) => readId(text) !== undefined, { error: idProblem(name) })
    .transform((text) => readId(text)!);
}

/**
 * A revision id, "{languageId}-{n}" (n counts that language's saves from 1), each part an id as
 * readId reads it: "3-12", never "03-12" or "3-012".
 */
export function readRevisionId(text: unknown): { languageId: number; seq: number } | undefined {
  if (typeof text !== 'string') return undefined;
  const dash = text.indexOf('-');
  const languageId = readId(text.slice(0, dash));
  const seq = readId(text.slice(dash + 1));
  return dash > 0 && languageId !== undefined && seq !== undefined ? { languageId, seq } : undefined;
}

/** A revision id parameter named `name` (readRevisionId); the text itself is the stored id. */
export function revisionIdParam(name: string) {
  const problem = `${name} must be a revision id such as 1-12`;
  return z.string({ error: problem }).refine((text) => readRevisionId(text) !== undefined, { error: problem });
}

/** A numeric path id (articles, ads, languages...). */
export const IdParamSchema = idParam('id');

/** Turns a zod enum into a param whose error names the allowed values. */
export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { message: `${name} must be one of: ${values.join(', ')}` });
}

export const LanguageCodeParamSchema = z
  .string()
  .trim()
  .min(1, { message: 'language must not be empty' })
  .max(20, { message: 'language must be a language code such as en or hi' });

export const IdPathSchema = z.object({ id: IdParamSchema });
