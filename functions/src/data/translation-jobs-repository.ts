/**
 * AI translation jobs, one document per article and language: `pending` when requested, `running`
 * once a worker claimed it, then `completed` or `failed`. Requesting again gives the job a new
 * `runId`, so a run still going for an older request stands down instead of writing.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, type TranslationJobDoc } from './documents.js';

export interface JobRequest {
  languageId: number;
  force: boolean;
  /** Set to record the job as already failed (e.g. AI is off): visible, and retried by requesting again. */
  failedBecause?: string;
}

export class TranslationJobsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async listForArticle(articleId: number): Promise<TranslationJobDoc[]> {
    const snap = await this.cols.translationJobs(articleId).get();
    return snap.docs.map((d) => d.data() as TranslationJobDoc).sort((a, b) => a.languageId - b.languageId);
  }

  async get(articleId: number, languageId: number): Promise<TranslationJobDoc | null> {
    const snap = await this.cols.translationJobs(articleId).doc(String(languageId)).get();
    return snap.exists ? (snap.data() as TranslationJobDoc) : null;
  }

  /** (Re)starts a job per language in one batch; the trigger on these documents runs them. */
  async request(articleId: number, requests: JobRequest[], now: Date): Promise<void> {
    if (requests.length === 0) return;
    const ts = Timestamp.fromDate(now);
    const batch = this.db.batch();
    for (const r of requests) {
      const doc: TranslationJobDoc = {
        articleId,
        languageId: r.languageId,
        state: r.failedBecause ? 'failed' : 'pending',
        attempts: 0,
        error: r.failedBecause ?? null,
        force: r.force,
        runId: randomUUID(),
        requestedAt: ts,
        updatedAt: ts,
      };
      batch.set(this.cols.translationJobs(articleId).doc(String(r.languageId)), doc);
    }
    await batch.commit();
  }

  /**
   * Takes a pending run for a worker: true only for the first taker of this `runId` (a duplicate
   * delivery of the same event finds it running already and does nothing).
   */
  async claim(articleId: number, languageId: number, runId: string, now: Date): Promise<TranslationJobDoc | null> {
    const ref = this.cols.translationJobs(articleId).doc(String(languageId));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const job = snap.data() as TranslationJobDoc | undefined;
      if (!job || job.runId !== runId || job.state !== 'pending') return null;
      const running: TranslationJobDoc = { ...job, state: 'running', updatedAt: Timestamp.fromDate(now) };
      tx.set(ref, running);
      return running;
    });
  }

  /** Counts one provider call of a run (only while that run still owns the job). */
  async recordAttempt(articleId: number, languageId: number, runId: string, now: Date): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { attempts: FieldValue.increment(1), updatedAt: Timestamp.fromDate(now) });
  }

  /** Ends a run as failed with a reason an editor can read. */
  async fail(articleId: number, languageId: number, runId: string, reason: string, now: Date): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { state: 'failed', error: reason, updatedAt: Timestamp.fromDate(now) });
  }

  private async updateRun(articleId: number, languageId: number, runId: string, changes: Record<string, unknown>): Promise<boolean> {
    const ref = this.cols.translationJobs(articleId).doc(String(languageId));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const job = snap.data() as TranslationJobDoc | undefined;
      if (!job || job.runId !== runId || job.state !== 'running') return false;
      tx.update(ref, changes);
      return true;
    });
  }
}
