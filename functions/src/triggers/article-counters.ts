/**
 * Rolls an article's counter shards up into articleStats/{id} after each view or share, so lists
 * read counts without one aggregation per article (article-stats-repository.ts). Idempotent: a
 * repeated event sums the same shards again.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { runtime } from '../runtime.js';

export const onArticleCounterWritten = onDocumentWritten({ document: 'articles/{articleId}/counters/{shard}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  await runtime().services.repos.articleStats.rollUp(id);
});
