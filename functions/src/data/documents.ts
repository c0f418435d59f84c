/**
 * The one place that names collections, and the stored shape of their documents: here, or beside
 * it by area (article-documents.ts, ad-documents.ts, media-documents.ts, telegram-documents.ts).
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
 * articleAutosaves/{articleId}_{languageId}_{uid}  one person's unsaved work on one language version (autosave)
 * articlePresence/{articleId}         who has the article open in the console, and where (issue 39)
 * siteTexts/{languageId}, siteTextJobs/{languageId}  stored interface texts and their AI job (site-text-documents.ts)
 * translationQueue/{articleId}_{languageId}  a translation waiting on the translator's desk (translation-queue-repository.ts)
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
export type { ArticleAutosaveDoc, ArticlePresenceDoc, ArticlePresenceEntryDoc, ArticlePreviewDoc, MergedWithDoc, RevisionActorDoc, RevisionDoc } from './desk-documents.js';
import type { ApiKeyScope } from '../contract/index.js';

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
  versions: 'versions',
  articlePreviews: 'articlePreviews',
  articleAutosaves: 'articleAutosaves',
  articlePresence: 'articlePresence',
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
    articlePresence: db.collection(COLLECTIONS.articlePresence),
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
    articleVersions: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.versions),
    articlePreviews: db.collection(COLLECTIONS.articlePreviews),
    articleCounters: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.counters),
    adCounters: (adId: number) => db.collection(COLLECTIONS.ads).doc(String(adId)).collection(COLLECTIONS.counters),
  };
}
export type Collections = ReturnType<typeof collections>;
