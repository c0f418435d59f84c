/**
 * Keeps an article's search vectors in step with it (search-service.ts `syncArticle`): whatever
 * writes the article (the console, the external API, an AI translation, the schedule) leads here.
 * The sync reads the article as stored, so a late or repeated event does the right thing; an
 * embedding service failure is retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { ArticleDoc } from '../data/index.js';
import { runtime } from '../runtime.js';

type Side = { exists: boolean; data(): unknown } | undefined;
const fieldsOf = (snap: Side): ArticleDoc | undefined => (snap?.exists ? (snap.data() as ArticleDoc) : undefined);

export const onArticleEmbeddingsWritten = onDocumentWritten({ document: 'articles/{articleId}', retry: true }, async (event) => {
  const id = Number(event.params.articleId);
  if (!Number.isInteger(id)) return;
  const before = fieldsOf(event.data?.before);
  const after = fieldsOf(event.data?.after);
  // Neither side published: nothing is or should be in the index.
  if (before?.status !== 'published' && after?.status !== 'published') return;
  await runtime().services.search.syncArticle(id);
});
