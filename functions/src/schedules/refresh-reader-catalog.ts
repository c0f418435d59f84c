/**
 * Every hour: bring the materialised reader catalog (catalogChunks) up to date, rewriting only the
 * chunks that changed (CatalogChunksService.refresh), so a cold instance reads a few documents
 * instead of every article and its counts.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtime } from '../runtime.js';

export const refreshReaderCatalog = onSchedule('every 1 hours', async () => {
  const outcome = await runtime().services.catalogChunks.refresh();
  if (outcome.rebuilt || outcome.chunksWritten > 0) logger.info('Reader catalog chunks refreshed', outcome);
});
