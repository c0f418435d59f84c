/**
 * Counts the site's reader of the day after the page view was answered (docs/analytics.md): the
 * request created a marker for a new reader of one language edition; this counts that reader
 * for the site once, however many editions they read (a batch that creates the site-day marker
 * and adds the visitor, refused whole when the marker exists, so a redelivered event adds nothing).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { StoredReaderMarker } from '../data/analytics-repository.js';
import { runtime } from '../runtime.js';

export const onAnalyticsReaderCreated = onDocumentCreated({ document: 'analyticsVisitors/{markerId}', retry: true }, async (event) => {
  const marker = event.data?.data() as StoredReaderMarker | undefined;
  if (!marker?.visitor) return;
  await runtime().services.analytics.countSiteReader(marker);
});
