/** Every minute: publish the scheduled articles whose time has come (the work is in the service). */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtime } from '../runtime.js';

export const publishScheduledArticles = onSchedule('every 1 minutes', async () => {
  const published = await runtime().services.scheduledPublishing.publishDueArticles();
  if (published > 0) logger.info('Scheduled articles published', { published });
});
