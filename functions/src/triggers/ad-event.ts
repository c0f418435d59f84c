/**
 * Counts an ad impression or click after the reader's request has been answered: the request
 * only claimed it (`adEvents/{id}`). Deciding and counting is one transaction that marks the
 * event, so a redelivered event counts nothing twice, and a failure is retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

export const onAdEventCreated = onDocumentCreated({ document: 'adEvents/{eventId}', retry: true }, async (event) => {
  await runtime().services.publicAds.countEvent(event.params.eventId);
});
