/**
 * Plain-text fields (titles, excerpts, names, meta descriptions...): the one builder every form
 * and request schema uses, so that what can never be shown properly is never stored. Refused:
 * control characters (NUL, escape codes...), lone UTF-16 surrogates, Unicode non-characters and
 * text made only of invisible characters; optionally `<` and `>` for names served as plain text.
 * Zero-width joiners and non-joiners stay allowed inside text: Indic scripts need them.
 * Bidirectional embeddings, overrides and isolates are removed (see BIDI_CONTROLS).
 */
import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacter: 'Must not contain control characters (such as NUL or escape codes)',
  singleLine: 'Must be a single line, without line breaks or tabs',
  malformed: 'Must not contain broken characters (a lone UTF-16 surrogate or a Unicode non-character)',
  markup: 'Must be plain text, without < or >',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

// Tab, line feed and carriage return are whitespace, not controls, in multi-line text.
const CONTROL_SINGLE_LINE = /\p{Cc}/u;
const CONTROL_MULTI_LINE = /[^\P{Cc}\t\n\r]/u;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NON_CHARACTER = /[\uFDD0-\uFDEF\uFFFE\uFFFF]/;
/** Whitespace, format characters (zero-width space, joiners, BOM, bidi marks) and the blank-looking fillers. */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Zs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]*$/u;

/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). A
 * right-to-left override makes what follows it display reversed ("gpj.exe" shown as "exe.jpg"),
 * in the console's lists as much as on the site, and nothing typed into a title or name needs
 * one. They are removed from every plain-text field. The marks (LRM, RLM, ALM) stay: they change
 * no order beyond a neutral character's, and right-to-left text uses them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** Why a text can never be stored, or null when it can. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): string | null {
  if (!options.multiline && /[\t\n\r]/.test(value)) return TEXT_MESSAGES.singleLine;
  if ((options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)) return TEXT_MESSAGES.controlCharacter;
  if (LONE_SURROGATE.test(value) || NON_CHARACTER.test(value)) return TEXT_MESSAGES.malformed;
  return null;
}

/** True when a text shows nothing: empty, or only whitespace and invisible characters. */
export function isInvisible(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

export interface PlainTextOptions {
  /** The message when it is absent, blank or invisible; omit for an optional field (then '' is allowed). */
  required?: string;
  max: number;
  /** Allows line breaks and tabs (excerpts, descriptions). */
  multiline?: boolean;
  /** Refuses `<` and `>` (names served as-is to other systems). */
  noMarkup?: boolean;
}

/**
 * A trimmed plain-text field. Required fields read absent, blank and invisible-only alike as
 * "... is required"; an optional field may be '' but not invisible-only text.
 */
export function plainText(options: PlainTextOptions) {
  const requiredMessage = options.required;
  const base = requiredMessage ? z.string({ error: requiredMessage }) : z.string();
  return base
    .overwrite(withoutBidiControls)
    .trim()
    .max(options.max, { error: TEXT_MESSAGES.tooLong(options.max) })
    .superRefine((value, ctx) => {
      const problem = textProblem(value, { multiline: options.multiline });
      if (problem) return void ctx.addIssue({ code: 'custom', message: problem, input: value });
      if (isInvisible(value) && (requiredMessage || value !== '')) {
        return void ctx.addIssue({ code: 'custom', message: requiredMessage ?? 'Must contain visible text, or be left empty', input: value });
      }
      if (options.noMarkup && /[<>]/.test(value)) ctx.addIssue({ code: 'custom', message: TEXT_MESSAGES.markup, input: value });
    });
}
