/** Parses request input with a zod schema; the first problem becomes a 400 naming the field. */
import type { z } from 'zod';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'query' | 'body' | 'path'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  // Strict objects report unknown keys on the object itself; name the key so the client sees which one.
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field = [...issue.path, ...(unknownKey === undefined ? [] : [unknownKey])].join('.') || undefined;
  const reason = unknownKey === undefined ? issue.message : 'unknown field';
  const message = field ? `Invalid ${where} parameter '${field}': ${reason}` : reason;
  throw new BadRequestError(message, field, reason);
}

/** Express 5 gives repeated query keys as arrays; a reader call never needs them. */
export function singleValuedQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw new BadRequestError(`Invalid query parameter '${k}': must be given once`, k, 'must be given once');
    out[k] = v;
  }
  return out;
}

/** Write calls take JSON only: anything else would reach the schema as an empty body and read as a confusing 400. */
export function requireJsonBody(req: { is(type: string): string | false | null; method: string }): void {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return;
  if (!req.is('application/json')) throw new UnsupportedMediaTypeError('Request body must be JSON (Content-Type: application/json)', 'body', 'unsupported media type');
}
