/**
 * Documents of the editor's desk (issue 24): autosaved drafts, revisions and preview links. Split
 * from documents.ts, which re-exports them.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { RevisionAction } from '../contract/index.js';

/**
 * articleAutosaves/{articleId}_{languageId}: what an editor was typing in one language version and
 * has not saved. Top level rather than under the article, so deleting an article needs no change
 * for it: a draft of a deleted article is never offered (its article is read first) and expires.
 */
export interface ArticleAutosaveDoc {
  articleId: number;
  languageId: number;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  savedAt: Timestamp;
  /** For a Firestore TTL policy: a draft nobody came back to goes after AUTOSAVE_KEEP_DAYS. */
  expireAt: Timestamp;
}

/** Who saved a revision: an administrator, an external API key, AI translation, or the system (seed). */
export interface RevisionActorDoc {
  kind: 'admin' | 'api-key' | 'ai' | 'system';
  /** The administrator's uid, the key's id, or the model. */
  id: string;
  name: string;
}

/** articles/{id}/revisions/{languageId}-{seq}: one save of one language version, with its text. */
export interface RevisionDoc {
  id: string;
  articleId: number;
  languageId: number;
  seq: number;
  action: RevisionAction;
  by: RevisionActorDoc;
  /** The revision this save restored. */
  restoredFrom: string | null;
  savedAt: Timestamp;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  /** A save merged with another person's newer one (data/article-version.ts): whose, and when. Absent: none. */
  mergedWith?: MergedWithDoc | null;
}

/** The save a stale one was merged with: who made it and when. */
export interface MergedWithDoc {
  id: string;
  name: string;
  at: Timestamp;
}

/** articlePreviews/{sha256(token)}: the token itself is only in the link. */
export interface ArticlePreviewDoc {
  articleId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** For a Firestore TTL policy: an expired link's record deletes itself. */
  expireAt: Timestamp;
}
