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

/** A numeric path id (articles, ads, languages...). */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, { message: 'id must be a positive integer' })
  .transform(Number);

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
