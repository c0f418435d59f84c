/**
 * The one place that names collections, and the stored shape of their documents: here, or beside
 * it by area (ad-documents.ts, media-documents.ts, telegram-documents.ts).
 *
 * articles/{id}                      listing fields + per-language summaries (small, read by lists)
 * articles/{id}/content/{languageId} full content of one language version
 * articles/{id}/counters/{shard}     sharded views/shares counters
 * ads/{id}, ads/{id}/counters/{shard}   an ad; its impressions/clicks, totals and per IST day (`days`)
 * adEvents/{hash}                    one impression or click claim per (kind, ad, visitor, 30-minute window)
 * adVisitorMarks/{hash}              when a visitor's last impression/click of an ad was counted
 * adAddressWindows/{hash}            visitors counted per (kind, ad, client address, 30-minute window)
 * languages/{id}
 * articleSlugs/{slug}                the claim on a slug: {id} of the article that has it
 * languageCodes/{code}               the claim on a language code: {id} of the language that has it
 * meta/ids                           numeric id allocation
 * settings/site                      site settings shown to readers
 * settings/ai                        AI settings (the OpenAI key never leaves the server)
 * articles/{id}/translationJobs/{languageId}  the AI translation job of one language
 * aiUsage/{YYYY-MM}                  AI requests and tokens per month
 * loginAttempts/{sha256(key)}        administrator sign-in attempts per email / client address
 * staff/{uid}                        a staff member's role, languages and status (staff-repository.ts)
 * staffInvites/{id}                  an invitation: only its token's SHA-256 (staff-invites-repository.ts)
 * auditLog/{autoId}                  who changed what, and every refusal (audit-log.ts); expireAt is a TTL field
 * media/{uuid}                       one stored upload (the uuid of its name): what the server learnt from it
 * mediaUploads/{uploadId}            a direct-upload session (a browser sending a file straight to storage)
 * telegramChannels/{id}              Telegram channels (the bot token never leaves the server); each names its languageId
 * telegramDeliveries/{articleId}_{channelId}  the delivery ledger: one article's post in one channel
 * apiKeys/{id}                       an external API key: its SHA-256 hash and prefix, never the key
 * apiRateWindows/{sha256(key)}       external API calls per key and kind in fixed windows
 * externalIdempotency/{sha256(keyId:Idempotency-Key)}  the first answer of an external create
 * articleEmbeddings/{articleId}_{code}  the vector of one published language version (search)
 * searchQueries/{sha256(query)}      searches that found nothing good (what readers want written next)
 * catalogChunks/{id}, catalogChunks/manifest      the reader catalog materialised for cold starts (catalog-chunks-repository.ts)
 * articles/{id}/revisions/{languageId}-{seq}  every save of one language version (the last REVISIONS_KEPT per language)
 * articlePreviews/{sha256(token)}    a draft preview link: which article, until when
 * articleAutosaves/{articleId}_{languageId}  an editor's unsaved work on one language version (autosave)
 * siteTexts/{languageId}, siteTextJobs/{languageId}  stored interface texts and their AI job (site-text-documents.ts)
 * translationQueue/{articleId}_{languageId}  a translation waiting on the translator's desk (translation-queue-repository.ts)
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { LeaseDoc } from './lease.js';
export type { ArticleAutosaveDoc, ArticlePreviewDoc, RevisionActorDoc, RevisionDoc } from './desk-documents.js';
import type { ApiKeyScope, ArticleStatus, Category, QueueReason, ReviewStatus, TranslationJobState, TranslationSource } from '../contract/index.js';

export const COLLECTIONS = {
  languages: 'languages',
  articles: 'articles',
  articleSlugs: 'articleSlugs',
  languageCodes: 'languageCodes',
  articleContent: 'content',
  counters: 'counters',
  ads: 'ads',
  meta: 'meta',
  settings: 'settings',
  loginAttempts: 'loginAttempts',
  telegramChannels: 'telegramChannels',
  telegramDeliveries: 'telegramDeliveries',
  translationJobs: 'translationJobs',
  aiUsage: 'aiUsage',
  media: 'media',
  mediaUploads: 'mediaUploads',
  adEvents: 'adEvents',
  adVisitorMarks: 'adVisitorMarks',
  adAddressWindows: 'adAddressWindows',
  apiKeys: 'apiKeys',
  apiRateWindows: 'apiRateWindows',
  externalIdempotency: 'externalIdempotency',
  articleEmbeddings: 'articleEmbeddings',
  searchQueries: 'searchQueries',
  articleStats: 'articleStats',
  articleTombstones: 'articleTombstones',
  catalogChunks: 'catalogChunks',
  revisions: 'revisions',
  articlePreviews: 'articlePreviews',
  articleAutosaves: 'articleAutosaves',
  staff: 'staff',
  translationQueue: 'translationQueue',
  staffInvites: 'staffInvites',
  auditLog: 'auditLog',
} as const;

export interface LanguageDoc {
  id: number;
  code: string;
  name: string;
  nativeName: string;
  isActive: boolean;
  createdAt: Timestamp;
}

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

/** The AI settings; `openaiApiKey` is the only copy of the key and is never sent back in full. */
export interface AiSettingsDoc {
  openaiApiKey: string;
  translationPrompt: string;
  generationPrompt: string;
  fieldInstructions: { title: string; excerpt: string; content: string; category: string; metaDescription: string };
  glossary: string[];
  isActive: boolean;
  promptVersion: number;
  updatedAt: Timestamp;
}

export interface AiUsageDoc {
  requests: number;
  tokens: number;
}

/** A claim on a value that must be unique (unique-values.ts): who has it. */
export interface UniqueClaimDoc {
  id: number;
}

/** Attempts counted in the window [windowStart, windowEnd). */
export interface LoginAttemptsDoc {
  count: number;
  windowStart: Timestamp;
  windowEnd: Timestamp;
  /** For a Firestore TTL policy on this field: stale windows delete themselves. */
  expireAt: Timestamp;
}

export interface ApiKeyDoc {
  id: number;
  name: string;
  /** `clk_` and the next 8 characters, shown in the console. */
  keyPrefix: string;
  /** SHA-256 (hex) of the whole key: 256 random bits need no salt or slow hash. */
  keyHash: string;
  scopes: ApiKeyScope[];
  isActive: boolean;
  lastUsedAt: Timestamp | null;
  createdAt: Timestamp;
  expiresAt: Timestamp | null;
}

/** The first answer of an external create, kept for retries with the same Idempotency-Key. */
export interface IdempotencyDoc {
  keyId: number;
  requestHash: string;
  state: 'pending' | 'done';
  status: number | null;
  body: Record<string, unknown> | null;
  createdAt: Timestamp;
  /** For a Firestore TTL policy: a day later the key may be used again. */
  expireAt: Timestamp;
}

export type IdKind = 'languages' | 'articles' | 'ads' | 'telegramChannels' | 'apiKeys';

export function collections(db: Firestore) {
  return {
    languages: db.collection(COLLECTIONS.languages),
    articles: db.collection(COLLECTIONS.articles),
    articleSlugs: db.collection(COLLECTIONS.articleSlugs),
    languageCodes: db.collection(COLLECTIONS.languageCodes),
    ads: db.collection(COLLECTIONS.ads),
    ids: db.collection(COLLECTIONS.meta).doc('ids'),
    settings: db.collection(COLLECTIONS.settings),
    loginAttempts: db.collection(COLLECTIONS.loginAttempts),
    telegramChannels: db.collection(COLLECTIONS.telegramChannels),
    telegramDeliveries: db.collection(COLLECTIONS.telegramDeliveries),
    aiUsage: db.collection(COLLECTIONS.aiUsage),
    media: db.collection(COLLECTIONS.media),
    mediaUploads: db.collection(COLLECTIONS.mediaUploads),
    adEvents: db.collection(COLLECTIONS.adEvents),
    adVisitorMarks: db.collection(COLLECTIONS.adVisitorMarks),
    adAddressWindows: db.collection(COLLECTIONS.adAddressWindows),
    apiKeys: db.collection(COLLECTIONS.apiKeys),
    apiRateWindows: db.collection(COLLECTIONS.apiRateWindows),
    externalIdempotency: db.collection(COLLECTIONS.externalIdempotency),
    articleEmbeddings: db.collection(COLLECTIONS.articleEmbeddings),
    searchQueries: db.collection(COLLECTIONS.searchQueries),
    articleStats: db.collection(COLLECTIONS.articleStats),
    articleTombstones: db.collection(COLLECTIONS.articleTombstones),
    articleAutosaves: db.collection(COLLECTIONS.articleAutosaves),
    staff: db.collection(COLLECTIONS.staff),
    translationQueue: db.collection(COLLECTIONS.translationQueue),
    staffInvites: db.collection(COLLECTIONS.staffInvites),
    auditLog: db.collection(COLLECTIONS.auditLog),
    translationJobs: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.translationJobs),
    articleContent: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.articleContent),
    allTranslationJobs: db.collectionGroup(COLLECTIONS.translationJobs),
    articleRevisions: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.revisions),
    articlePreviews: db.collection(COLLECTIONS.articlePreviews),
    articleCounters: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.counters),
    adCounters: (adId: number) => db.collection(COLLECTIONS.ads).doc(String(adId)).collection(COLLECTIONS.counters),
  };
}
export type Collections = ReturnType<typeof collections>;
