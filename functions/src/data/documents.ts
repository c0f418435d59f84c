/**
 * The stored shape of every document, and the one place that names collections.
 *
 * articles/{id}                      listing fields + per-language summaries (small, read by lists)
 * articles/{id}/content/{languageId} full content of one language version
 * articles/{id}/counters/{shard}     sharded views/shares counters
 * ads/{id}, ads/{id}/counters/{shard}
 * languages/{id}
 * articleSlugs/{slug}                the claim on a slug: {id} of the article that has it
 * languageCodes/{code}               the claim on a language code: {id} of the language that has it
 * meta/ids                           numeric id allocation
 * settings/site                      site settings shown to readers
 * settings/ai                        AI settings (the OpenAI key never leaves the server)
 * articles/{id}/translationJobs/{languageId}  the AI translation job of one language
 * aiUsage/{YYYY-MM}                  AI requests and tokens per month
 * loginAttempts/{sha256(key)}        administrator sign-in attempts per email / client address
 * telegramChannels/{id}              Telegram channels (the bot token never leaves the server); each names its languageId
 * telegramDeliveries/{articleId}_{channelId}  the delivery ledger: one article's post in one channel
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { AdPlacement, AdType, ArticleStatus, Category, TranslationJobState, TranslationSource } from '../contract/index.js';

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
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One language's AI translation job. A new request gives it a new `runId`; older runs then stand down. */
export interface TranslationJobDoc {
  articleId: number;
  languageId: number;
  state: TranslationJobState;
  /** Provider calls made for this run. */
  attempts: number;
  error: string | null;
  /** Replace even an editor's translation or an up-to-date AI one. */
  force: boolean;
  runId: string;
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

export interface AdDoc {
  id: number;
  name: string;
  type: AdType;
  placement: AdPlacement;
  headline: string;
  text: string;
  imageUrl: string | null;
  imagePublicId: string | null;
  url: string | null;
  content: string | null;
  isActive: boolean;
  priority: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
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
    translationJobs: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.translationJobs),
    articleContent: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.articleContent),
    /** Every counter shard, of articles and of ads (their fields differ: views/shares, impressions/clicks). */
    allCounters: db.collectionGroup(COLLECTIONS.counters),
    articleCounters: (articleId: number) =>
      db.collection(COLLECTIONS.articles).doc(String(articleId)).collection(COLLECTIONS.counters),
    adCounters: (adId: number) => db.collection(COLLECTIONS.ads).doc(String(adId)).collection(COLLECTIONS.counters),
  };
}
export type Collections = ReturnType<typeof collections>;
