/**
 * When an article document is deleted, remove what lives under it (per-language content and
 * counters), everyone's autosaved drafts of it and who has it open (issue 39), so nothing is left
 * orphaned. Idempotent: a retried event finds nothing left to delete, which is why failures are
 * retried (a transient error must not leave content behind).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

export const onArticleDeleted = onDocumentDeleted({ document: 'articles/{articleId}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  const repos = runtime().services.repos;
  const removed = (await repos.articles.deleteChildren(id)) + (await repos.articleAutosaves.deleteAllOf(id));
  await repos.articlePresence.deleteOf(id);
  logger.info('Article children removed', { articleId: id, removed });
});
