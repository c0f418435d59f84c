/**
 * Every minute: takes AI translation jobs and interface-text jobs back from workers that died (their lease expired: a
 * deploy, a scale-down, an out-of-memory, the timeout) and retries them with their backoff and
 * attempt limits, and starts the retries that are due and the pending jobs no trigger took.
 * (Telegram deliveries have their own sweeper, resumeTelegramDeliveries.) Also fills the
 * translator's desk from every article once, after the deploy that brings it.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtime } from '../runtime.js';

export const recoverBackgroundWork = onSchedule('every 1 minutes', async () => {
  const jobs = await runtime().services.translations.recoverJobs();
  if (jobs.takenBack + jobs.failed + jobs.started > 0) logger.info('Translation jobs recovered', { ...jobs });
  const siteText = await runtime().services.siteTextWorker.recoverJobs();
  if (siteText.takenBack + siteText.failed + siteText.started > 0) logger.info('Site text jobs recovered', { ...siteText });
  const queue = await runtime().services.translationQueue.backfill();
  if (queue) logger.info("Translator's desk filled from every article", queue);
});
