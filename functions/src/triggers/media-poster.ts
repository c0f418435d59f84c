/**
 * A video's poster reaches the articles that show it: when an upload record's poster changes
 * (the console sent one, or replaced it), every article naming that video gets the new
 * `videoPosterUrl`. In the background, not in the poster request; idempotent (it writes only
 * articles whose poster differs), so failures are retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

type Fields = Record<string, unknown> | undefined;

/** A side of the change; a deleted or not-yet-created document has no fields (whatever `data()` says). */
const fieldsOf = (snap: { exists: boolean; data(): Fields } | undefined): Fields => (snap?.exists ? snap.data() : undefined);

export const onMediaWritten = onDocumentWritten({ document: 'media/{mediaId}', retry: true }, async (event) => {
  const before = fieldsOf(event.data?.before);
  const after = fieldsOf(event.data?.after);
  // Only a video whose poster changed matters; a deleted record is named by no article.
  if (after?.kind !== 'video' || typeof after.publicId !== 'string') return;
  if ((before?.posterUrl ?? null) === (after.posterUrl ?? null)) return;
  const articles = await runtime().services.media.syncVideoPoster(after.publicId);
  logger.info('Video poster given to articles', { publicId: after.publicId, articles });
});
