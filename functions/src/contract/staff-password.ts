/**
 * The rule for a staff password (issue 37, docs/staff.md#passwords), after NIST SP 800-63B rev. 4
 * (3.1.1.2) for a password that is the only factor, as a staff account's is: long, not commonly
 * used or breached, not the context's own words, any characters, no composition rules, never cut.
 * The invitation page (through zodResolver) and the server (the accept route, create-admin, the
 * local host's seeded administrator) apply this one function; signing in never does, so accounts
 * made under the old 6-character rule keep working.
 *
 * Not re-exported from index.ts: the list of common passwords is some 380 KB, and only the
 * invitation page's chunk of the console should carry it (the web imports
 * `@contract/staff-password`).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { PASSWORD_LIMITS, STAFF_API_MESSAGES as M, type AcceptInviteRequest } from './staff-api.js';
import { plainText } from './text.js';

/** The site's own name: a password made of it is the first one an attacker of this site tries. */
export const SITE_NAME_WORD = 'cryptolekh';

/** Who the password is for: their email and name are the context words it must not be. */
export interface PasswordContext {
  email?: string;
  name?: string;
}

/**
 * Length in Unicode code points, as NIST counts it ("each Unicode code point SHALL be counted as a
 * single character"), not UTF-16 units (which count an emoji or a rare CJK character twice) nor
 * graphemes: a Devanagari or Bengali conjunct such as क्ष is one grapheme but three code points,
 * three keys typed, and its guessing cost is that of the keys.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count++;
  return count;
}

// The list of zxcvbn-ts (@zxcvbn-ts/language-common, MIT): 49,233 passwords most used in public
// breach corpora, lower case. Built at first use, not at import.
let commonPasswords: Set<string> | undefined;
function isListed(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(candidate);
}

/** As typed and NFKC-normalised, lower case: full-width "ＰＡＳＳＷＯＲＤ" is "password". */
function foldings(password: string): string[] {
  const lower = password.toLowerCase();
  const folded = password.normalize('NFKC').toLowerCase();
  return folded === lower ? [lower] : [lower, folded];
}

/** Digits, punctuation, symbols and spaces added before or after a word: "Password!2345678". */
const PADDING = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

function isCommon(password: string): boolean {
  return foldings(password).some((form) => isListed(form) || isListed(form.replace(PADDING, '')));
}

/** Letters only (with their combining marks, which Indic scripts need), NFKC and lower case. */
function lettersOf(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{M}]/gu, '');
}

/** A word and its parts ("Priya Sharma": "priyasharma", "priya", "sharma"); parts under 3 letters say nothing. */
function wordsOf(text: string): string[] {
  const parts = text.normalize('NFKC').split(/[^\p{L}\p{M}]+/u).map(lettersOf);
  return [lettersOf(text), ...parts].filter((word) => passwordLength(word) >= 3);
}

function isRepeated(text: string, unit: string): boolean {
  return unit.length > 0 && text.length % unit.length === 0 && unit.repeat(text.length / unit.length) === text;
}

/** Which context word the password is, once or repeated, whatever digits, symbols or spaces are added. */
function contextWord(password: string, context: PasswordContext): string | null {
  const letters = lettersOf(password);
  if (letters === '') return null;
  const email = context.email?.trim() ?? '';
  const candidates: [string[], string][] = [
    [email ? [...wordsOf(email), ...wordsOf(email.split('@')[0] ?? '')] : [], M.passwordIsEmail],
    [context.name ? wordsOf(context.name) : [], M.passwordIsName],
    [[SITE_NAME_WORD], M.passwordIsSiteName],
  ];
  for (const [words, message] of candidates) {
    if (words.some((word) => isRepeated(letters, word))) return message;
  }
  return null;
}

/** One character or one group repeated ("aaaaaaaaaaaaaaaa", "abcabcabcabcabc"), spaces aside. */
function isRepetition(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  return [folded, folded.replace(/\s+/gu, '')].some((form) => /^(.+?)\1+$/su.test(form));
}

/** A run of consecutive digits or letters, up or down, wrapping 9→0 and z→a ("123456789012345"). */
function isSequence(password: string): boolean {
  const compact = password.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
  const size = /^[0-9]+$/.test(compact) ? 10 : /^[a-z]+$/.test(compact) ? 26 : 0;
  if (size === 0 || compact.length < 3) return false;
  const step = (i: number) => (compact.charCodeAt(i) - compact.charCodeAt(i - 1) + size) % size;
  const direction = step(1);
  if (direction !== 1 && direction !== size - 1) return false;
  for (let i = 2; i < compact.length; i++) if (step(i) !== direction) return false;
  return true;
}

/**
 * Why a staff password is refused, or null when it is accepted. The first reason only, in this
 * order: length, the list, the context words, repetition, sequence.
 */
export function staffPasswordProblem(password: string, context: PasswordContext = {}): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_LIMITS.min) return M.passwordTooShort(length);
  if (length > PASSWORD_LIMITS.max) return M.passwordTooLong(length);
  if (isCommon(password)) return M.passwordCommon;
  const contextProblem = contextWord(password, context);
  if (contextProblem) return contextProblem;
  if (isRepetition(password)) return M.passwordRepeated;
  if (isSequence(password)) return M.passwordSequence;
  return null;
}

/**
 * POST /api/invites/{token}/accept `{name, password}`. The server parses the body with
 * `AcceptInviteRequestSchema` (the invitation's email is not known before its token is looked up,
 * so the service asks `staffPasswordProblem` again with it); the invitation page, which shows
 * the email, builds the schema with it.
 */
export function acceptInviteRequestSchema(context: { email?: string } = {}) {
  return z
    .strictObject({
      name: plainText({ required: M.nameRequired, max: 100, noMarkup: true }),
      // Never trimmed nor normalised: what is typed is what Firebase keeps, and what signs in.
      password: z.string({ error: M.passwordRequired }).superRefine((password, ctx) => {
        const problem = staffPasswordProblem(password, { email: context.email });
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: password });
      }),
    })
    .superRefine((body, ctx) => {
      // The name is a context word too; checked once the password passed everything else.
      const problem = staffPasswordProblem(body.password, { email: context.email, name: body.name });
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'], input: body.password });
    }) satisfies z.ZodType<AcceptInviteRequest>;
}

export const AcceptInviteRequestSchema = acceptInviteRequestSchema();
