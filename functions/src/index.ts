/** The deployed functions, and nothing else. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from './config.js';
import { runtime } from './runtime.js';

setGlobalOptions({ region: config.region, maxInstances: 20 });

/** Every HTTP API: /api/** (Hosting rewrites it here). */
export const api = onRequest({ concurrency: 80, memory: '512MiB' }, (req, res) => {
  runtime().app(req, res);
});

/** What Hosting rewrites besides the API: /sitemap.xml, /rss.xml, /robots.txt (http/pages/app.ts). */
export const pages = onRequest({ concurrency: 80, memory: '512MiB' }, (req, res) => {
  runtime().pages(req, res);
});

export { onArticleDeleted } from './triggers/article-deleted.js';
export { onTranslationJobWritten } from './triggers/translation-job.js';
export { onArticleMediaWritten, onAdMediaWritten } from './triggers/media-cleanup.js';
export { onMediaWritten } from './triggers/media-poster.js';
export { onAdEventCreated } from './triggers/ad-event.js';
export { onArticleCounterWritten } from './triggers/article-counters.js';
export { onArticleTelegramWritten, onTelegramDeliveryWritten } from './triggers/telegram-delivery.js';
export { onArticleEmbeddingsWritten } from './triggers/article-embeddings.js';
export { publishScheduledArticles } from './schedules/publish-scheduled.js';
export { sweepMediaUploads } from './schedules/sweep-media-uploads.js';
export { resumeTelegramDeliveries } from './schedules/resume-telegram-deliveries.js';
