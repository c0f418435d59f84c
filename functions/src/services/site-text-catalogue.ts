/**
 * Which text readers of a language see for each interface key, and the reader seam's access to
 * the stored texts (issue 23).
 *
 * Order, per key: a human edit > the shipped catalogue > an AI text > English.
 * - A human edit is an administrator's deliberate choice for this site: it always wins, even over
 *   the catalogue that ships (which the product updates in code, with care, for every site).
 * - The shipped text is written and reviewed by people for the product; an AI text for the same
 *   key must never hide it. AI texts fill what ships nowhere: new languages, and keys a shipped
 *   catalogue lacks (added to English since).
 * - A stored text that no longer fits today's English (its placeholders changed) is never shown:
 *   it would break the page. It counts as missing, and the English text shows.
 * A stale text (written for an older English) that still fits is shown and flagged in the console.
 */
import { createHash } from 'node:crypto';
import { SITE_TEXT_MAX_LENGTH, textProblem, type SiteTextSource } from '../contract/index.js';
import type { StoredSiteText } from '../data/index.js';
import { ENGLISH_CATALOGUE, shippedCatalogue, type Catalogue } from '../i18n/catalogues.js';
import { validateMessage } from '../i18n/validate-message.js';

/** A short hash of an English message: a stored text records the one it was written for. */
export function englishHash(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('base64url').slice(0, 16);
}

/**
 * Why `text` cannot stand for `english` (ICU syntax, placeholders, plural arguments), or null.
 * validateMessage belongs to the reader-site catalogues; its answer is read whatever its shape
 * (a reason, null/true for fine, false, {valid|ok, reason}) and a throw counts as a reason.
 */
export function messageProblem(english: string, text: string): string | null {
  let answer: unknown;
  try {
    answer = (validateMessage as (e: string, t: string) => unknown)(english, text);
  } catch (err) {
    return err instanceof Error && err.message ? err.message : 'It is not a valid message';
  }
  if (answer === null || answer === undefined || answer === true) return null;
  if (typeof answer === 'string') return answer || null;
  if (answer === false) return 'It is not a valid message for this key';
  if (typeof answer === 'object') {
    const a = answer as { ok?: unknown; valid?: unknown; reason?: unknown; error?: unknown; message?: unknown };
    if (a.ok === true || a.valid === true) return null;
    const why = a.reason ?? a.error ?? a.message;
    if (a.ok === false || a.valid === false || why) return typeof why === 'string' && why ? why : 'It is not a valid message for this key';
    return null;
  }
  return null;
}

/** Why `text` (trimmed, non-empty) may not be stored for `english`, from an editor or the AI; null when it may. */
export function siteTextProblem(english: string, text: string): string | null {
  if (text.length > SITE_TEXT_MAX_LENGTH) return `it is longer than ${SITE_TEXT_MAX_LENGTH} characters`;
  if (textProblem(text, { multiline: english.includes('\n') })) return 'it holds line breaks or characters a page cannot show';
  // Interface text is rendered as text: markup the English lacks would show as tags, or worse.
  if (/<[a-zA-Z/!]/.test(text) && !/<[a-zA-Z/!]/.test(english)) return 'it adds markup (tags) the English text does not have';
  return messageProblem(english, text);
}

export interface ResolvedSiteText {
  /** What readers see; null: the English text. */
  text: string | null;
  source: SiteTextSource | null;
  reviewed: boolean;
  stale: boolean;
  /** The stored text shown, if one is. */
  stored?: StoredSiteText;
}

/** The text readers see for one key (see the module header for the order). */
export function resolveSiteText(english: string, shipped: string | undefined, stored: StoredSiteText | undefined): ResolvedSiteText {
  const fits = stored !== undefined && messageProblem(english, stored.text) === null;
  const stale = fits && stored.englishHash !== englishHash(english);
  if (fits && stored.source === 'human') return { text: stored.text, source: 'human', reviewed: true, stale, stored };
  if (shipped !== undefined) return { text: shipped, source: 'shipped', reviewed: true, stale: false };
  if (fits) return { text: stored.text, source: 'ai', reviewed: stored.reviewed, stale, stored };
  return { text: null, source: null, reviewed: false, stale: false };
}

/** Every key of the English catalogue, resolved for a language (shipped catalogue by its code). */
export function resolveAll(code: string, stored: Record<string, StoredSiteText>): Map<string, ResolvedSiteText> {
  const shipped = shippedCatalogue(code) ?? {};
  const out = new Map<string, ResolvedSiteText>();
  for (const [key, english] of Object.entries(ENGLISH_CATALOGUE)) {
    out.set(key, resolveSiteText(english, Object.hasOwn(shipped, key) ? shipped[key] : undefined, Object.hasOwn(stored, key) ? stored[key] : undefined));
  }
  return out;
}

/** The keys an interface-text job translates: missing ones and stale AI ones, never a human or a shipped text. */
export function keysNeedingTranslation(code: string, stored: Record<string, StoredSiteText>): string[] {
  return [...resolveAll(code, stored)].filter(([, r]) => r.source === null || (r.source === 'ai' && r.stale)).map(([key]) => key);
}

/** The catalogue readers of `code` get: English for every key, overlaid by what resolves. */
export function mergeSiteTexts(code: string, stored: Record<string, StoredSiteText>): Catalogue {
  const merged: Catalogue = { ...ENGLISH_CATALOGUE };
  for (const [key, r] of resolveAll(code, stored)) if (r.text !== null) merged[key] = r.text;
  return merged;
}

/** Where the reader seam finds a language's merged catalogue (the site text service, cached). */
export interface SiteMessagesSource {
  messagesFor(code: string): Promise<Catalogue>;
}
