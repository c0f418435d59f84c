/**
 * Runs a language's interface-text job when it becomes pending (requested, retried, taken back).
 * Every other change to the job document (claimed, an attempt counted, progress, completed,
 * failed) is the job's own bookkeeping and is ignored, so the trigger never loops; a duplicate
 * delivery finds the run claimed already. The work has its own retries and time budget and always
 * ends in a job state, so the event is not retried.
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { SiteTextJobDoc } from '../data/index.js';
import { runtime } from '../runtime.js';

export const onSiteTextJobWritten = onDocumentWritten({ document: 'siteTextJobs/{languageId}', timeoutSeconds: 540, memory: '512MiB' }, async (event) => {
  const before = event.data?.before.data() as SiteTextJobDoc | undefined;
  const after = event.data?.after.data() as SiteTextJobDoc | undefined;
  if (!after || after.state !== 'pending') return;
  if (before && before.state === 'pending' && before.runId === after.runId) return;
  await runtime().services.siteTextWorker.runJob(after.languageId, after.runId);
});
