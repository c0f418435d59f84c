/** Wiring of the services: the one place that builds them from their dependencies. */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { createRepositories } from '../data/index.js';
import { IdentityToolkitClient, identityToolkitConfigFromEnv, type IdentityToolkitConfig } from '../integrations/identity-toolkit.js';
import { defaultCloudStorageMediaStore } from '../integrations/cloud-storage-media-store.js';
import type { MediaStore } from '../integrations/media-store.js';
import { OpenAiClient, aiProviderConfigFromEnv, type AiClient, type AiProviderConfig } from '../integrations/openai.js';
import { BotApiTelegramClient, telegramConfigFromEnv, type TelegramClient, type TelegramConfig } from '../integrations/telegram.js';
import { inviteMailCollectionFromEnv, siteUrlFromEnv } from '../config.js';
import { AiSettingsService } from './ai-settings-service.js';
import { AiUsageRecorder } from './ai-usage.js';
import type { RetryPolicy } from './ai-retry.js';
import { ArticleGenerationService } from './article-generation-service.js';
import { CatalogChunksService } from './catalog-chunks-service.js';
import type { JobLeaseOptions } from './job-runner.js';
import { TranslationService } from './translation-service.js';
import { ArticleAutosaveService } from './article-autosave-service.js';
import { ArticlePresenceService } from './article-presence-service.js';
import { ReaderSiteText } from '../i18n/site-messages.js';
import { SiteTextService } from './site-text-service.js';
import { SiteTextWorker } from './site-text-worker.js';
import { AdminArticlesService } from './admin-articles-service.js';
import { ApiKeysService, DEFAULT_EXTERNAL_RATE_LIMITS, type ExternalRateLimits } from './api-keys-service.js';
import { ExternalArticlesService } from './external-articles-service.js';
import { SearchService } from './search-service.js';
import { defaultEmbedder, type Embedder } from '../integrations/embeddings.js';
import { AdminAdsService } from './admin-ads-service.js';
import { AdminAuthService } from './admin-auth-service.js';
import { AdminLanguagesService } from './admin-languages-service.js';
import { DashboardService } from './dashboard-service.js';
import { ScheduledPublishingService } from './scheduled-publishing-service.js';
import { PublicAdsService } from './ads-service.js';
import { PublicArticlesService } from './articles-service.js';
import { ArticleDeskService } from './article-desk-service.js';
import { TranslationQueueService } from './translation-queue-service.js';
import { systemClock, type Clock } from './clock.js';
import { StaffService } from './staff-service.js';
import { LanguagesService } from './languages-service.js';
import { MediaService } from './media-service.js';
import { UploadSessionsService } from './upload-sessions-service.js';
import { TelegramChannelsService } from './telegram-channels-service.js';
import { AuditLogService } from './audit-log-service.js';
import { AnalyticsService } from './analytics/analytics-service.js';
import { readRecentViews, viewsPerArticle } from './analytics/recent-views.js';
import { unopenedTranslations } from './analytics/unopened-translations.js';
import { MeasuredAudienceService } from './analytics/measured-audience.js';
import { TelegramDeliveriesService } from './telegram-deliveries-service.js';
import { DEFAULT_DELIVERY_POLICY, TelegramDeliveryWorker, type TelegramDeliveryPolicy } from './telegram-delivery-worker.js';

export interface AppDeps {
  db: Firestore;
  clock?: Clock;
  /** Firebase Auth (Admin SDK) that checks administrator tokens; without it admin calls answer 503. */
  auth?: Auth;
  /** Where password sign-in goes; default from the environment (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
  identityToolkit?: IdentityToolkitConfig;
  /** The OpenAI-compatible provider; default from OPENAI_BASE_URL / OPENAI_MODEL / OPENAI_TIMEOUT_MS. */
  aiConfig?: AiProviderConfig;
  /** The provider client; default an OpenAiClient on `aiConfig`. */
  ai?: AiClient;
  /** How AI calls are retried (tests shorten the waits). */
  aiRetry?: RetryPolicy;
  /** How translation jobs are leased and recovered (tests shorten the lease). */
  jobLease?: Partial<JobLeaseOptions>;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** Where uploads are stored; default the project's Cloud Storage bucket (the local host passes a folder). */
  media?: MediaStore;
  /** The Bot API server (default from TELEGRAM_API_ROOT, else Telegram's). */
  telegramConfig?: TelegramConfig;
  /** The Telegram client; default one on `telegramConfig`. */
  telegram?: TelegramClient;
  /** How deliveries are retried and how long a post waits for its translation (tests shorten them). */
  telegramPolicy?: Partial<TelegramDeliveryPolicy>;
  /** The site's public origin for article links (default SITE_URL; the local host passes its own address). */
  siteUrl?: string | (() => string);
  /** Per-key limits of the external API (tests lower them). */
  externalRateLimits?: Partial<ExternalRateLimits>;
  /** Text embeddings for search; default Vertex AI when GOOGLE_CLOUD_PROJECT is set, else the local embedder. */
  embedder?: Embedder;
}

export function createServices(deps: AppDeps) {
  const repos = createRepositories(deps.db);
  const clock = deps.clock ?? systemClock;
  const languages = new LanguagesService(repos);
  const log = deps.log ?? (() => {});
  const aiConfig = deps.aiConfig ?? aiProviderConfigFromEnv();
  const ai = deps.ai ?? new OpenAiClient(aiConfig);
  const aiUsage = new AiUsageRecorder(repos, clock);
  const aiSettings = new AiSettingsService({ repos, ai, config: aiConfig, clock });
  const translations = new TranslationService({
    repos,
    languages,
    settings: aiSettings,
    ai,
    usage: aiUsage,
    clock,
    retry: deps.aiRetry,
    lease: deps.jobLease,
    maxConcurrency: aiMaxConcurrency(),
    log,
  });
  const siteTextWorker = new SiteTextWorker({ repos, languages, settings: aiSettings, ai, usage: aiUsage, clock, retry: deps.aiRetry, lease: deps.jobLease, log });
  const siteText = new SiteTextService({ repos, languages, settings: aiSettings, worker: siteTextWorker, clock, log });
  const store = deps.media ?? defaultCloudStorageMediaStore();
  const media = new MediaService({ store, repos, clock, log });
  const telegram = deps.telegram ?? new BotApiTelegramClient(deps.telegramConfig ?? telegramConfigFromEnv());
  const telegramPolicy = { ...DEFAULT_DELIVERY_POLICY, ...deps.telegramPolicy };
  const configuredSite = deps.siteUrl ?? siteUrlFromEnv();
  const siteUrl = typeof configuredSite === 'function' ? configuredSite : () => configuredSite;
  const publicArticles = new PublicArticlesService(repos, languages);
  const analytics = new AnalyticsService({
    db: deps.db,
    repos,
    languages,
    clock,
    isPublished: (id) => publicArticles.isPublished(id),
    titles: (ids) => publicArticles.titlesOf(ids),
    log,
  });
  // The last 30 site-days' views per article and edition, read from the rollups at each call.
  const recentViews = () => readRecentViews({ store: analytics.store, timeZone: () => analytics.timeZone(), clock });
  const adminArticles = new AdminArticlesService(repos, languages, translations, clock, log, async () => viewsPerArticle(await recentViews()));
  const deliveryWorker = new TelegramDeliveryWorker({ repos, languages, telegram, clock, policy: telegramPolicy, siteUrl, log });
  return {
    /** Cookie-free analytics: the page-view beacon's counting and the console's report (issue 30). */
    analytics,
    /** The published articles' translations nobody opened in the last 30 site-days (GET /api/admin/analytics/unopened-translations). */
    unopenedTranslations: () => unopenedTranslations({ recentViews, published: () => publicArticles.publishedDocs(), languages }),
    /** The reader site's settings with the Advertise page's measured audience when it is on (issue 30). */
    audience: new MeasuredAudienceService({ repos, analytics, clock, log }),
    clock,
    /** The site's public origin (no trailing slash): article links in Telegram posts, canonical URLs, sitemap, feeds. */
    siteUrl,
    repos,
    languages,
    publicArticles,
    desk: new ArticleDeskService({ repos, adminArticles, publicArticles, clock, siteUrl }),
    /** The translator's desk, "My translations" (issue 29). */
    translationQueue: new TranslationQueueService(repos, clock),
    /** The materialised reader catalog cold instances start from (the hourly refreshReaderCatalog). */
    catalogChunks: new CatalogChunksService(repos),
    // Ad events are counted under the site's reporting day, as the analytics rollups (ad-figures.ts).
    publicAds: new PublicAdsService(repos, languages, clock, () => analytics.timeZone()),
    adminAds: new AdminAdsService(repos, clock, () => analytics.timeZone()),
    adminAuth: new AdminAuthService({
      auth: deps.auth,
      signIn: new IdentityToolkitClient(deps.identityToolkit ?? identityToolkitConfigFromEnv()),
      repos,
      clock,
    }),
    adminArticles,
    /** Staff management and invitations (issue 29); INVITE_MAIL_COLLECTION is read at each invitation. */
    staff: new StaffService({ repos, languages, auth: deps.auth, clock, siteUrl, mailCollection: () => inviteMailCollectionFromEnv() }),
    articleAutosave: new ArticleAutosaveService(repos, languages, clock),
    /** Who else has an article open, and where (issue 39). */
    articlePresence: new ArticlePresenceService(repos, languages, clock),
    apiKeys: new ApiKeysService(repos, clock, { ...DEFAULT_EXTERNAL_RATE_LIMITS, ...deps.externalRateLimits }),
    externalArticles: new ExternalArticlesService({ repos, languages, adminArticles, clock }),
    search: new SearchService({ repos, languages, embedder: deps.embedder ?? defaultEmbedder(), clock }),
    aiSettings,
    aiUsage,
    translations,
    /** Interface texts per language (the console's Site text) and the jobs that translate them. */
    siteText,
    /** The reader site's words per language, compiled and kept by this runtime (i18n/site-messages.ts). */
    readerSiteText: new ReaderSiteText(siteText),
    siteTextWorker,
    articleGeneration: new ArticleGenerationService({ settings: aiSettings, ai, usage: aiUsage, retry: deps.aiRetry }),
    adminLanguages: new AdminLanguagesService(repos, clock, siteText),
    dashboard: new DashboardService(repos, aiUsage, clock, {
      timeZone: () => analytics.timeZone(),
      totals: (from, to) => analytics.totals(from, to),
    }),
    scheduledPublishing: new ScheduledPublishingService(repos, clock),
    media,
    uploadSessions: new UploadSessionsService({ store, repos, media, clock, log }),
    /** The audit log's pages and CSV export (entries are written by the changes themselves). */
    auditLog: new AuditLogService(deps.db, repos),
    telegramChannels: new TelegramChannelsService({ repos, languages, telegram, clock }),
    telegramDeliveries: new TelegramDeliveriesService({ repos, languages, worker: deliveryWorker, clock, policy: telegramPolicy, siteUrl, log }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** AI_MAX_CONCURRENCY: provider calls at once per instance (default 10). */
function aiMaxConcurrency(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const n = Number(env.AI_MAX_CONCURRENCY);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
