/**
 * Stored interface texts (issue 23), beside documents.ts by area:
 *
 * siteTexts/{languageId}     the texts the console and the AI wrote for one language: a map key →
 *                            StoredSiteText (a catalogue of a few hundred short messages is tens of
 *                            KB, far below the 1 MiB document limit; writes check the size anyway)
 * siteTextJobs/{languageId}  the language's interface-text job (AI translation of missing/stale keys)
 *
 * Keyed by language id, not code: an editor may change a language's code, never its id.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { TranslationJobState } from '../contract/index.js';
import type { LeaseDoc } from './lease.js';

export const SITE_TEXT_COLLECTIONS = { siteTexts: 'siteTexts', siteTextJobs: 'siteTextJobs' } as const;

export interface StoredSiteText {
  text: string;
  /** `human`: an edit in the console, which AI never replaces; `ai`: an interface-text job's. */
  source: 'ai' | 'human';
  reviewed: boolean;
  /** A hash of the English text it was written for: another hash today means the English changed (stale). */
  englishHash: string;
  /** AI texts: the model that answered and the AI settings' prompt version. */
  model?: string;
  promptVersion?: number;
  updatedAt: Timestamp;
}

export interface SiteTextsDoc {
  languageId: number;
  texts: Record<string, StoredSiteText>;
  updatedAt: Timestamp;
}

/** One language's interface-text job; the lease and run rules are the translation jobs' (lease.ts). */
export interface SiteTextJobDoc {
  languageId: number;
  state: TranslationJobState;
  /** Provider calls made for the batch in progress (each batch has the full attempts). */
  attempts: number;
  interruptions: number;
  error: string | null;
  runId: string;
  lease: LeaseDoc | null;
  nextAttemptAt: Timestamp | null;
  /** Keys stored by this job so far, of `total` it set out to translate. */
  done: number;
  total: number;
  /** Keys whose AI answer was unusable after every attempt: they stay English, with why. */
  skipped: { key: string; reason: string }[];
  requestedAt: Timestamp;
  updatedAt: Timestamp;
}

/** Site texts above this size are refused: a Firestore document holds at most 1 MiB. */
export const SITE_TEXTS_MAX_BYTES = 900_000;

export function siteTextCollections(db: Firestore) {
  return {
    siteTexts: db.collection(SITE_TEXT_COLLECTIONS.siteTexts),
    siteTextJobs: db.collection(SITE_TEXT_COLLECTIONS.siteTextJobs),
  };
}
