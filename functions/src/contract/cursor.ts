/**
 * Every paging cursor of the API, in one form: the base64url of a JSON array of the last item's
 * sort values (`encodeCursor`), read back by one parser (`cursorParam`) that checks each value to
 * its range. A cursor is opaque to clients, but nothing stops one from forging it: whatever does not
 * decode to exactly the values a page could have given (a wrong length or type, a number out of its
 * range, a time before 1970 or after 9999, not base64url, not canonical) is a 400 naming `cursor`,
 * never a value handed on to Firestore (issue 37).
 */
import { z } from 'zod';

export const CURSOR_MESSAGE = 'cursor must be the nextCursor of a previous page';
/** Longer than any cursor a page gives. */
export const CURSOR_MAX_LENGTH = 400;

/** One value of a cursor: a whole number within [min, max], or text the pattern matches whole. */
export type CursorPart = { readonly int: readonly [min: number, max: number] } | { readonly text: RegExp };
type ValueOf<P extends CursorPart> = P extends { int: unknown } ? number : string;
export type CursorValues<P extends readonly CursorPart[]> = { -readonly [K in keyof P]: P[K] extends CursorPart ? ValueOf<P[K]> : never };

/** Firestore's Timestamp range from 1970 (seconds, nanoseconds): an entry's time cannot be earlier. */
export const TIMESTAMP_SECONDS_PART = { int: [0, 253_402_300_799] } as const;
export const TIMESTAMP_NANOS_PART = { int: [0, 999_999_999] } as const;

export function encodeCursor(values: readonly (string | number)[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(values)));
}

/** The values of a cursor made by `encodeCursor` with these parts, or undefined for anything else. */
export function decodeCursor<const P extends readonly CursorPart[]>(raw: string, parts: P): CursorValues<P> | undefined {
  if (raw.length === 0 || raw.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  let bytes: Uint8Array;
  let text: string;
  let json: unknown;
  try {
    const binary = atob(raw.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (raw.length % 4)) % 4));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  // One spelling per cursor: unused bits, other JSON spellings of the same values (spaces, 1e3) are not one a page gave.
  if (toBase64Url(bytes) !== raw || JSON.stringify(json) !== text) return undefined;
  if (!Array.isArray(json) || json.length !== parts.length) return undefined;
  const ok = parts.every((part, i) => {
    const value: unknown = json[i];
    if ('int' in part) return typeof value === 'number' && Number.isSafeInteger(value) && value >= part.int[0] && value <= part.int[1];
    return typeof value === 'string' && part.text.test(value);
  });
  return ok ? (json as CursorValues<P>) : undefined;
}

/** The query parameter `cursor` of a list whose cursors have these parts: a 400 naming `cursor` for anything else. */
export function cursorParam<const P extends readonly CursorPart[]>(parts: P) {
  return z.string().transform((raw, ctx): CursorValues<P> => {
    const values = decodeCursor(raw, parts);
    if (values) return values;
    ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
    return z.NEVER;
  });
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
