/**
 * Presence (issue 39): who else has an article open in the console, in which language version,
 * reading or editing. An open dialog beats (PUT) when it opens, when its language or mode changes
 * and every PRESENCE_BEAT_MS; it leaves (DELETE) when it closes, and a closed tab's entry lapses
 * PRESENCE_EXPIRY_MS after its last beat. The list and the dialog read everyone's with one call
 * (GET /api/admin/presence), polled every PRESENCE_POLL_MS while the console is visible.
 */
import { z } from 'zod';
import { LanguageIdSchema } from './admin-articles.js';

export const PRESENCE_MODES = ['editing', 'viewing'] as const;
export type PresenceMode = (typeof PRESENCE_MODES)[number];

/** An open editor beats this often (at most one write each). */
export const PRESENCE_BEAT_MS = 30_000;
/** An entry not renewed for this long is gone (two beats missed, e.g. a closed tab). */
export const PRESENCE_EXPIRY_MS = 60_000;
/** How often the console asks who is where while the list or a dialog is on the screen. */
export const PRESENCE_POLL_MS = 5_000;

/** PUT /api/admin/articles/{id}/presence */
export const PresenceBeatSchema = z.strictObject({
  languageId: LanguageIdSchema,
  mode: z.enum(PRESENCE_MODES, { error: 'mode must be "editing" or "viewing"' }),
});
export type PresenceBeat = z.infer<typeof PresenceBeatSchema>;

export interface PresencePerson {
  uid: string;
  /** The staff member's name (their email when they have none). */
  name: string;
  languageId: number;
  mode: PresenceMode;
  /** The last beat: ISO time. */
  at: string;
}

/** PUT answers when the entry lapses unless renewed. */
export interface PresenceBeatAnswer {
  at: string;
  expiresAt: string;
}

/** DELETE answers whether the caller had an entry. */
export interface PresenceLeft {
  left: boolean;
}

/** GET /api/admin/presence: every article someone other than the caller has open now, newest beat first per article. */
export interface PresenceList {
  articles: { articleId: number; people: PresencePerson[] }[];
}
