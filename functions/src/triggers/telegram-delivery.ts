/**
 * Auto-posting to Telegram, in the background (never inside the request that published): whatever
 * writes an article (the console, the schedule, a later external API) leads here.
 *
 * `onArticleTelegramWritten` turns a change of an article into requests on the delivery ledger
 * (post on publish, edit on a change of what a post shows, delete on unpublish or delete). It is
 * idempotent (a delivery is created once, by its key, in a transaction), so failures are retried.
 *
 * `onTelegramDeliveryWritten` runs the worker when a delivery's `wantVersion` moves; the worker's
 * own writes never move it, so the trigger never loops. A duplicate event finds the delivery's
 * lease held, or nothing left to do. The worker retries Telegram itself and always ends in a
 * state the console shows, so this event is not retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { ArticleDoc, TelegramDeliveryDoc } from '../data/index.js';
import { runtime } from '../runtime.js';

type Side = { exists: boolean; data(): unknown } | undefined;
/** A deleted or not-yet-created side has no fields (whatever `data()` says). */
const fieldsOf = <T>(snap: Side): T | undefined => (snap?.exists ? (snap.data() as T) : undefined);

export const onArticleTelegramWritten = onDocumentWritten({ document: 'articles/{articleId}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  await runtime().services.telegramDeliveries.onArticleChanged(id, fieldsOf<ArticleDoc>(event.data?.before), fieldsOf<ArticleDoc>(event.data?.after));
});

export const onTelegramDeliveryWritten = onDocumentWritten(
  // Above the worker's lease (10 min): a run killed at the timeout has its lease expire, and the
  // sweeper resumes it.
  { document: 'telegramDeliveries/{deliveryId}', timeoutSeconds: 540 },
  async (event) => {
    const before = fieldsOf<TelegramDeliveryDoc>(event.data?.before);
    const after = fieldsOf<TelegramDeliveryDoc>(event.data?.after);
    if (!after || after.wantVersion === before?.wantVersion) return;
    await runtime().services.telegramDeliveries.runDelivery(event.params.deliveryId);
  },
);
