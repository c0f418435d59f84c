/**
 * Runs an AI translation job when it becomes pending (requested, retried or forced). Every other
 * change to a job document (claimed, an attempt counted, completed, failed) is the job's own
 * bookkeeping and is ignored, so the trigger never loops. A duplicate delivery of the same event
 * finds the run claimed already and does nothing. The work has its own retries and time budget
 * (well below this function's timeout) and always ends in a job state, so the event is not retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { TranslationJobDoc } from '../data/index.js';
import { runtime } from '../runtime.js';

export const onTranslationJobWritten = onDocumentWritten(
  { document: 'articles/{articleId}/translationJobs/{languageId}', timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    const before = event.data?.before.data() as TranslationJobDoc | undefined;
    const after = event.data?.after.data() as TranslationJobDoc | undefined;
    if (!after || after.state !== 'pending') return;
    if (before && before.state === 'pending' && before.runId === after.runId) return;
    await runtime().services.translations.runJob(after.articleId, after.languageId, after.runId);
  },
);
