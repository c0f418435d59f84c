/**
 * Keeps the translator's desk (translationQueue, translation-queue-repository.ts) in step with
 * every article: whatever writes the article (the console, the external API, an AI translation, a
 * review, the schedule, a deletion) leads here. The sync reads the article as stored, so a late or
 * repeated event does the right thing; a failure is retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { ArticleDoc } from '../data/index.js';
import { queueReasonsOf } from '../data/translation-queue-repository.js';
import { runtime } from '../runtime.js';

type Side = { exists: boolean; data(): unknown } | undefined;
const fieldsOf = (snap: Side): ArticleDoc | undefined => (snap?.exists ? (snap.data() as ArticleDoc) : undefined);
/** Whether an article version has anything on the desk (then its entries may need writing or removing). */
const queues = (a: ArticleDoc | undefined) => !!a && a.translations.some((t) => queueReasonsOf(a, t).length > 0);

export const onArticleQueueWritten = onDocumentWritten({ document: 'articles/{articleId}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  // Neither side has a machine-made or stale translation: there is no entry to write or remove.
  if (!queues(fieldsOf(event.data?.before)) && !queues(fieldsOf(event.data?.after))) return;
  await runtime().services.repos.translationQueue.sync(id);
});
