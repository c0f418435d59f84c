/**
 * The stored shape of an article and what hangs off it (collections named in documents.ts):
 * articles/{id}, articles/{id}/content/{languageId}, articles/{id}/translationJobs/{languageId},
 * articleStats/{id}, articleTombstones/{id} and translationQueue/{articleId}_{languageId}.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { LeaseDoc } from './lease.js';
import type { ArticleStatus, Category, QueueReason, ReviewStatus, TranslationJobState, TranslationSource } from '../contract/index.js';

/** Where an AI translation came from (issue 8: freshness and provenance). */
export interface AiProvenanceDoc {
  model: string;
  promptVersion: number;
  tokens: number;
  translatedAt: Timestamp;
}

/** Listing fields of one language version, kept in the article document. */
export interface TranslationSummaryDoc {
  languageId: number;
  title: string;
  excerpt: string;
  /** Absent in documents written before the console existed. */
  metaDescription?: string;
  isOriginal: boolean;
  /** Who wrote it; absent (older documents) means an editor. */
  source?: TranslationSource;
  /** For AI translations: the `originalHash` of the text it was translated from. */
  sourceHash?: string;
  ai?: AiProvenanceDoc;
  /** Whether a person approved it; absent (older documents): `machine` for AI, `human` for an editor's. */
  reviewStatus?: ReviewStatus;
}

/** What one block (or plain field) of a translation was made from, and by whom (services/translation-plan.ts). */
export interface BlockRecordDoc {
  /** blockHash of the original's block it was made from; '' when unknown. */
  sourceHash: string;
  by: TranslationSource;
  /** A person's words whose source changed after they wrote them: kept, waiting for review. */
  flagged?: boolean;
}

/** An uploaded image's size in pixels and its WebP variants (narrowest first). */
export interface ImageMetaDoc {
  width: number;
  height: number;
  variants: { width: number; height: number; url: string }[];
}

export interface ArticleDoc {
  id: number;
  slug: string;
  category: Category;
  status: ArticleStatus;
  isFeatured: boolean;
  imageUrl: string | null;
  imagePublicId: string | null;
  /** Copied by the server from the image's upload record at save (absent for an image given by URL). */
  imageMeta?: ImageMetaDoc | null;
  videoUrl: string | null;
  videoPublicId: string | null;
  /** Copied by the server from the video's upload record at save: its first frame, when the console made one. */
  videoPosterUrl?: string | null;
  /** Set whenever the article is published; lists order by it. */
  publishedAt: Timestamp | null;
  scheduledAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  originalLanguageId: number;
  /** Original first. */
  translations: TranslationSummaryDoc[];
  /** languageIds of `translations`, for array-contains queries. */
  languageIds: number[];
  /** Languages the console asked to translate into with AI. */
  targetLanguageIds?: number[];
  /** Hash of the original's title, excerpt, content and meta description (absent in older documents). */
  originalHash?: string;
  /**
   * When anything the reader lists show of this article last changed, on the server's clock (every
   * write to an article sets it): the reader lists' catalog catches up by querying it
   * (services/published-catalog.ts). Absent in documents not written since it was introduced.
   */
  changedAt?: Timestamp;
  /** The last revision number of each language version (revisions/{languageId}-{seq}). */
  revisionSeq?: Record<string, number>;
  /**
   * The staff member (uid) who created it in the console; null for articles created through the
   * external API, the demo content, and those from before roles (absent = null).
   */
  authorId?: string | null;
  /** The author's name when they created it: what the console shows once they are removed from the staff. */
  authorName?: string | null;
  /**
   * True while a contributor's draft waits for an editor (issue 29, "Submit for review"): the
   * console's "Waiting for review" filter queries it; publishing or scheduling clears it.
   */
  awaitingReview?: boolean;
  /** When and by whom it was last submitted for review (kept after publishing, as history). */
  submittedForReviewAt?: Timestamp | null;
  submittedForReviewBy?: string | null;
  /**
   * Counts the article's writes: every write (a person's or a background writer's) sets it one
   * higher in its transaction (article-version.ts). Absent in documents written before it: 0.
   */
  version?: number;
}

/**
 * articleStats/{articleId}: an article's counter shards summed by the onArticleCounterWritten
 * trigger, so lists read every article's counts in one query. Kept out of the article document:
 * its triggers (search embeddings, Telegram) need not run for every view.
 */
export interface ArticleStatsDoc {
  views: number;
  shares: number;
  /** When the roll-up last wrote it (server clock): the catalog catches up on counts by it. */
  changedAt?: Timestamp;
  /**
   * When the roll-up read the shards: the counts include every increment committed until then and
   * none after (services/article-counts.ts adds this instance's later ones). Absent in documents
   * written before it was introduced.
   */
  through?: Timestamp;
}

/**
 * translationQueue/{articleId}_{languageId}: one translation that is machine-made or stale, kept
 * from its article by the onArticleQueueWritten trigger (and its views by the stats roll-up), so
 * "My translations" is one query per page, ordered by views.
 */
export interface TranslationQueueDoc {
  articleId: number;
  languageId: number;
  originalLanguageId: number;
  reasons: QueueReason[];
  title: string;
  originalTitle: string;
  /** The article's views when the entry was written, refreshed by the roll-up at each two-significant-figure step. */
  views: number;
  /** The article's updatedAt. */
  updatedAt: Timestamp;
}

/**
 * articleTombstones/{articleId}: written with the article's deletion, so the reader lists' catalog
 * in every instance learns of it by querying `deletedAt` (a deleted document cannot be queried).
 */
export interface ArticleTombstoneDoc {
  deletedAt: Timestamp;
  /** For a Firestore TTL policy: a day later no catalog needs it (articles-repository.ts). */
  expireAt: Timestamp;
}

export interface ArticleContentDoc {
  languageId: number;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  isOriginal: boolean;
  /** Who wrote it; absent (older documents) means an editor. */
  source?: TranslationSource;
  /** Translations: one record per block of `content`; null or absent when not kept per block. */
  blocks?: BlockRecordDoc[] | null;
  /** Translations: what the title, excerpt and meta description were made from. */
  fields?: Partial<Record<'title' | 'excerpt' | 'metaDescription', BlockRecordDoc>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One language's AI translation job. A new request gives it a new `runId`; older runs then stand down. */
export interface TranslationJobDoc {
  articleId: number;
  languageId: number;
  state: TranslationJobState;
  /** Provider calls made for this request (across the runs it took). */
  attempts: number;
  /** Runs of this request that stopped without finishing (their worker died). */
  interruptions?: number;
  error: string | null;
  /** Retranslate blocks AI made even when their source did not change. */
  force: boolean;
  /** Retranslate blocks a person wrote too (a force confirmed for them). */
  includeHuman?: boolean;
  /**
   * With `includeHuman`: the language's `revisionSeq` when it was asked for. The words replaced are
   * those the person asking saw; once the language was saved again since, the run keeps every
   * block a person wrote (issue 39: a background writer never overwrites newer words).
   */
  includeHumanAtSeq?: number;
  /** The current run: a run whose id no longer matches may not write (see lease.ts). */
  runId: string;
  /** The worker holding the job while `running` (or `retrying` inside its run); null otherwise. */
  lease?: LeaseDoc | null;
  /**
   * `retrying`: when the next attempt starts. `pending`: when the recovery schedule starts the
   * run itself if no trigger did (a lost event). Null once a worker holds it or it ended.
   */
  nextAttemptAt?: Timestamp | null;
  requestedAt: Timestamp;
  updatedAt: Timestamp;
}
