/**
 * Counts the site's reader of the day after the page view was answered (docs/analytics.md): the
 * request created a marker for a new reader of one language edition; this counts that reader
 * for the site once, however many editions they read (a batch that creates the site-day marker
 * and adds the visitor, refused whole when the marker exists, so a redelivered event adds nothing).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { StoredReaderMarker } from '../data/analytics-repository.js';
import { runtime } from '../runtime.js';

export const onAnalyticsReaderCreated = onDocumentCreated({ document: 'analyticsVisitors/{markerId}', retry: true }, async (event) => {
  const marker = event.data?.data() as StoredReaderMarker | undefined;
  if (!marker?.visitor) return;
  try {
    await runtime().services.analytics.countSiteReader(marker);
  } catch (e) {
    // Firestore refusing the write itself (INVALID_ARGUMENT) would refuse every retry: log it and
    // stop. Anything else (a timeout, contention) is thrown, and the event delivered again.
    if ((e as { code?: unknown }).code !== 3) throw e;
    logger.error('analytics reader not counted: the write was refused', { markerId: event.params.markerId, error: String(e) });
  }
});
