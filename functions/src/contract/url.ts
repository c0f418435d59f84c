/**
 * URL fields (article and ad media, ad targets, the site's chat-channel and social links): one
 * rule for all of them, shared by the server and the forms. Accepted: absolute http(s) URLs with a
 * host and no credentials, and paths on this site ("/media/x.jpg"). Refused: every other scheme
 * (javascript:, data:, vbscript:, file:...), protocol-relative "//host", backslashes (browsers read
 * "/\host" and "https:\\host" as another host), and whitespace or control characters anywhere
 * (browsers drop them, so "java\tscript:" would still be a script).
 */
import { z } from 'zod';
import { isSafeUrl } from './safe-url.js';

export { URL_MAX_LENGTH, isSafeUrl } from './safe-url.js';

export const URL_MESSAGES = {
  invalid: 'Please enter a valid URL',
} as const;

/**
 * An optional URL field: '' or null clears it (null is stored); absent stays absent (undefined),
 * so a partial update can tell "unchanged" from "cleared".
 */
export function optionalUrl(message: string = URL_MESSAGES.invalid) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isSafeUrl(v), { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
}

/** A URL field that is stored as '' when empty (settings keep strings, not nulls). */
export function urlOrEmpty(message: string = URL_MESSAGES.invalid) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isSafeUrl(v), { error: message });
}
