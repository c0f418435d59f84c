/**
 * No orphans in storage: when an article's image or video, or an ad's image, is replaced or
 * removed, or the document is deleted, the upload it named is deleted unless another article or
 * ad still names it (checked with queries). Runs in the background, never in the request.
 * Idempotent (a retried or duplicate event finds the files gone, or still in use), so failures are
 * retried. Only server-generated upload names are ever deleted (see MediaService.deleteIfUnused).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

type Fields = Record<string, unknown> | undefined;

/** A side of the change; a deleted or not-yet-created document has no fields (whatever `data()` says). */
const fieldsOf = (snap: { exists: boolean; data(): Fields } | undefined): Fields => (snap?.exists ? snap.data() : undefined);

/** The publicIds `before` named in these fields that `after` no longer names. */
export function releasedPublicIds(before: Fields, after: Fields, fields: readonly string[]): string[] {
  const named = (doc: Fields) => new Set(fields.map((f) => doc?.[f]).filter((v): v is string => typeof v === 'string' && v !== ''));
  const kept = named(after);
  return [...named(before)].filter((id) => !kept.has(id));
}

async function release(ids: string[], where: string): Promise<void> {
  for (const id of ids) {
    const removed = await runtime().services.media.deleteIfUnused(id);
    logger.info(removed ? 'Unused media removed' : 'Media kept', { publicId: id, where });
  }
}

export const onArticleMediaWritten = onDocumentWritten({ document: 'articles/{articleId}', retry: true }, async (event) => {
  const ids = releasedPublicIds(fieldsOf(event.data?.before), fieldsOf(event.data?.after), ['imagePublicId', 'videoPublicId']);
  if (ids.length) await release(ids, `articles/${event.params.articleId}`);
});

export const onAdMediaWritten = onDocumentWritten({ document: 'ads/{adId}', retry: true }, async (event) => {
  const ids = releasedPublicIds(fieldsOf(event.data?.before), fieldsOf(event.data?.after), ['imagePublicId']);
  if (ids.length) await release(ids, `ads/${event.params.adId}`);
});
