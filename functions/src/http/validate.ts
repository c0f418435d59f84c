/** Parses request input with a zod schema; the first problem becomes a 400 naming the field. */
import type { z } from 'zod';
import { BadRequestError } from '../errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'query' | 'body' | 'path'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  const reason = issue.message;
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
