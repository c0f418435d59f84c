/** The deployed functions, and nothing else. */
import './options.js'; // region and instance cap, set before the definitions below
import { onRequest } from 'firebase-functions/v2/https';
import { answerFromMemoryRaw } from './http/public/cached-json.js';
import { COMMON_HEADERS, HSTS, READER_CSP } from './http/security-headers.js';
import { runtime } from './runtime.js';

/** Every HTTP API: /api/** (Hosting rewrites it here). */
export const api = onRequest({ concurrency: 80, memory: '512MiB' }, (req, res) => {
  // A reader GET answered moments ago goes out again before any routing (cached-json.ts).
  if (answerFromMemoryRaw(req, res)) return;
  runtime().app(req, res);
});

/**
 * The reader pages rendered on the server: every path Hosting has no file for, other than /api
 * and the console. Hosting's headers are not promised to reach a rewrite, so the page's own are
 * set here (the local host sets the common ones first, HSTS only over HTTPS). The policy is always
 * the reader's: it replaces the console's, which Hosting's `**` rule and the local host send.
 */
export const pages = onRequest({ concurrency: 80, memory: '512MiB' }, (req, res) => {
  if (!res.getHeader('Content-Security-Policy')) {
    res.set(COMMON_HEADERS);
    res.set('Strict-Transport-Security', HSTS);
  }
  res.set('Content-Security-Policy', READER_CSP);
  runtime().pages(req, res, (err?: unknown) => {
    console.error('Page render failed', err);
    if (!res.headersSent) res.status(500).type('text').send('Internal server error');
  });
});

export { onArticleDeleted } from './triggers/article-deleted.js';
export { onTranslationJobWritten } from './triggers/translation-job.js';
export { onSiteTextJobWritten } from './triggers/site-text-job.js';
export { onArticleMediaWritten, onAdMediaWritten } from './triggers/media-cleanup.js';
export { onMediaWritten } from './triggers/media-poster.js';
export { onAdEventCreated } from './triggers/ad-event.js';
export { onAnalyticsReaderCreated } from './triggers/analytics-reader.js';
export { onArticleCounterWritten } from './triggers/article-counters.js';
export { onArticleTelegramWritten, onTelegramDeliveryWritten } from './triggers/telegram-delivery.js';
export { onArticleEmbeddingsWritten } from './triggers/article-embeddings.js';
export { onArticleQueueWritten } from './triggers/translation-queue.js';
export { publishScheduledArticles } from './schedules/publish-scheduled.js';
export { sweepMediaUploads } from './schedules/sweep-media-uploads.js';
export { resumeTelegramDeliveries } from './schedules/resume-telegram-deliveries.js';
export { recoverBackgroundWork } from './schedules/recover-background-work.js';
export { refreshReaderCatalog } from './schedules/refresh-reader-catalog.js';
