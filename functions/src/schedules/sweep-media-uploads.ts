/**
 * Every hour: remove expired direct-upload sessions with what they received, and uploads older
 * than 48 hours that no article or ad names (the work is in UploadSessionsService.sweep).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtime } from '../runtime.js';

export const sweepMediaUploads = onSchedule('every 1 hours', async () => {
  const { sessions, uploads } = await runtime().services.uploadSessions.sweep();
  if (sessions > 0 || uploads > 0) logger.info('Media swept', { sessions, uploads });
});
