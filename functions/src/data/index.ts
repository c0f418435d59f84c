/** The data layer: the only code that talks to Firestore. */
import type { Firestore } from 'firebase-admin/firestore';
import { AdEventsRepository } from './ad-events-repository.js';
import { AdsRepository } from './ads-repository.js';
import { ApiKeysRepository } from './api-keys-repository.js';
import { CatalogChunksRepository } from './catalog-chunks-repository.js';
import { collections } from './documents.js';
import { EmbeddingsRepository } from './embeddings-repository.js';
import { AiTranslationsRepository } from './ai-translations-repository.js';
import { AiSettingsRepository } from './ai-settings-repository.js';
import { ArticlesRepository } from './articles-repository.js';
import { ArticleStatsRepository } from './article-stats-repository.js';
import { ArticleAutosavesRepository } from './article-autosaves-repository.js';
import { ArticlePresenceRepository } from './article-presence-repository.js';
import { LanguagesRepository } from './languages-repository.js';
import { LoginAttemptsRepository } from './login-attempts-repository.js';
import { MediaReferencesRepository } from './media-references-repository.js';
import { MediaRepository } from './media-repository.js';
import { MediaUploadsRepository } from './media-uploads-repository.js';
import { ReaderCatalogRepository } from './reader-catalog-repository.js';
import { ScheduledArticlesRepository } from './scheduled-articles-repository.js';
import { SettingsRepository } from './settings-repository.js';
import { TelegramChannelsRepository } from './telegram-channels-repository.js';
import { TelegramDeliveriesRepository } from './telegram-deliveries-repository.js';
import { TranslationJobsRepository } from './translation-jobs-repository.js';
import { RevisionsRepository } from './revisions-repository.js';
import { SiteTextJobsRepository } from './site-text-jobs-repository.js';
import { SiteTextsRepository } from './site-texts-repository.js';
import { CatchUpQueries } from './catch-up-queries.js';
import { StaffRepository } from './staff-repository.js';
import { TranslationQueueRepository } from './translation-queue-repository.js';
import { StaffInvitesRepository } from './staff-invites-repository.js';
import { AuditLogRepository } from './audit-log.js';

export function createRepositories(db: Firestore) {
  return {
    languages: new LanguagesRepository(db),
    staff: new StaffRepository(db),
    staffInvites: new StaffInvitesRepository(db),
    auditLog: new AuditLogRepository(db),
    articles: new ArticlesRepository(db),
    articleStats: new ArticleStatsRepository(db),
    articleAutosaves: new ArticleAutosavesRepository(db),
    articlePresence: new ArticlePresenceRepository(db),
    readerCatalog: new ReaderCatalogRepository(db),
    catalogChunks: new CatalogChunksRepository(db),
    scheduledArticles: new ScheduledArticlesRepository(db),
    ads: new AdsRepository(db),
    adEvents: new AdEventsRepository(db),
    settings: new SettingsRepository(db),
    loginAttempts: new LoginAttemptsRepository(db),
    aiSettings: new AiSettingsRepository(db),
    aiTranslations: new AiTranslationsRepository(db),
    translationJobs: new TranslationJobsRepository(db),
    revisions: new RevisionsRepository(db),
    siteTexts: new SiteTextsRepository(db),
    siteTextJobs: new SiteTextJobsRepository(db),
    mediaReferences: new MediaReferencesRepository(db),
    media: new MediaRepository(db),
    mediaUploads: new MediaUploadsRepository(db),
    telegramChannels: new TelegramChannelsRepository(db),
    telegramDeliveries: new TelegramDeliveriesRepository(db),
    apiKeys: new ApiKeysRepository(db),
    embeddings: new EmbeddingsRepository(db),
    apiRateWindows: new LoginAttemptsRepository(db, collections(db).apiRateWindows),
    catchUp: new CatchUpQueries(db),
    translationQueue: new TranslationQueueRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export * from './documents.js';
export * from './article-documents.js';
export * from './audit-log.js';
export { articleTarget } from './article-audit.js';
export type { CatalogRead } from './reader-catalog-repository.js';
export { type CatalogChunkEntry, type CatalogChunks } from './catalog-chunks-repository.js';
export type { NewArticle, ContentInput, ArticleChanges, ArticleUpdate, HumanTranslationSave } from './articles-repository.js';
export type { ExpectedVersion, StaleSave } from './article-versions-repository.js';
export { SYSTEM_ACTOR, type SaveContext } from './revisions-repository.js';
export type { AiTranslationInput, AiSaveOutcome } from './ai-translations-repository.js';
export { KEPT_HUMAN } from './ai-translations-repository.js';
export { originalHashOf } from './original-hash.js';
export { queueEntryId, type QueueEntry, type QueuePosition } from './translation-queue-repository.js';
export type { JobRequest } from './translation-jobs-repository.js';
export type { JobLeasePolicy, JobRecovery, JobRun, LeasedJobFields } from './leased-job-runs.js';
export { INTERRUPTED_REASON } from './translation-jobs-repository.js';
export * from './lease.js';
export * from './site-text-documents.js';
export type { AiSiteText, AiProvenance } from './site-texts-repository.js';
export type { NewAd, AdChanges, AdCount, AdCounts, AdDayCount } from './ads-repository.js';
export type { NewAdEvent, CountingRules } from './ad-events-repository.js';
export type { NewLanguage, LanguageChanges, LanguageUsage } from './languages-repository.js';
export { mediaDocId, type MediaRecords, type SetPosterOutcome } from './media-repository.js';
export type { ClaimOutcome } from './media-uploads-repository.js';
export * from './telegram-documents.js';
export * from './ad-documents.js';
export * from './media-documents.js';
export type { NewTelegramChannel, TelegramChannelChanges } from './telegram-channels-repository.js';
export { ChannelLanguageUnavailable } from './telegram-channels-repository.js';
export type { NewDelivery, DeliveryChanges } from './telegram-deliveries-repository.js';
export type { NewApiKey, IdempotencyClaim } from './api-keys-repository.js';
export type { EmbeddingFields, NearestQuery, SearchQueryDoc } from './embeddings-repository.js';
