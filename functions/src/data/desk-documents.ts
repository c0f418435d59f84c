/**
 * Documents of the editor's desk (issue 24): autosaved drafts, revisions and preview links. Split
 * from documents.ts, which re-exports them.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { RevisionAction } from '../contract/index.js';

/**
 * articleAutosaves/{articleId}_{languageId}_{uid}: what one person was typing in one language
 * version and has not saved (issue 39: per person; before it, `{articleId}_{languageId}` was
 * shared and had no uid). Top level, so the TTL policy reaches it; the onArticleDeleted trigger
 * deletes an article's drafts with one query on `articleId`.
 */
export interface ArticleAutosaveDoc {
  articleId: number;
  languageId: number;
  /** Whose draft it is (absent on the shared drafts kept before issue 39, which nobody is offered). */
  uid?: string;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  savedAt: Timestamp;
  /** For a Firestore TTL policy: a draft nobody came back to goes after AUTOSAVE_KEEP_DAYS. */
  expireAt: Timestamp;
}

/** One person's entry in articlePresence: where they are and their last beat. */
export interface ArticlePresenceEntryDoc {
  name: string;
  languageId: number;
  mode: 'editing' | 'viewing';
  at: Timestamp;
}

/**
 * articlePresence/{articleId}: who has the article open (issue 39), a map by uid written by each
 * beat with one merge (no read). `activeUntil` is the latest entry's lapse: the list's one query
 * (`activeUntil > now`) returns only articles someone has open. `expireAt` lets the TTL policy
 * remove a document everyone left without a DELETE (a closed tab).
 */
export interface ArticlePresenceDoc {
  articleId: number;
  people: Record<string, ArticlePresenceEntryDoc>;
  activeUntil: Timestamp;
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
