/**
 * AI translation jobs, one document per article and language: `pending` when requested, `running`
 * once a worker claimed it (under a lease, see lease.ts), `retrying` while it waits for its next
 * attempt, then `completed` or `failed`. Requesting again, or taking the job back from a worker
 * that died, gives the job a new `runId`, so a run still going for an older one stands down
 * instead of writing: every write of a run checks its run id in a transaction. The run rules are
 * the ones every leased job follows (leased-job-runs.ts).
 */
import { recordIn, type AuditDraft } from './audit-log.js';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from './documents.js';
import type { TranslationJobDoc } from './article-documents.js';
import { LeasedJobRuns, type JobLeasePolicy, type JobRecovery, type JobRun } from './leased-job-runs.js';

export interface JobRequest {
  languageId: number;
  force: boolean;
  /** With force: replace the blocks a person wrote too, as they were at revision `includeHumanAtSeq` of the language. */
  includeHuman?: boolean;
  includeHumanAtSeq?: number;
  /** Set to record the job as already failed (e.g. AI is off): visible, and retried by requesting again. */
  failedBecause?: string;
}

export const INTERRUPTED_REASON = 'The worker translating it stopped before finishing (a restart, a time-out or out of memory).';

const ts = (d: Date) => Timestamp.fromDate(d);

export class TranslationJobsRepository {
  private readonly cols;
  private readonly runs;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
    this.runs = new LeasedJobRuns(db, {
      interrupted: INTERRUPTED_REASON,
      givenUp: (interruptions, attempts) =>
        `${INTERRUPTED_REASON} It stopped ${interruptions} time${interruptions === 1 ? '' : 's'}, after ${attempts} attempt${attempts === 1 ? '' : 's'} in all: retry it.`,
    });
  }

  private ref(articleId: number, languageId: number) {
    return this.cols.translationJobs(articleId).doc(String(languageId));
  }

  async listForArticle(articleId: number): Promise<TranslationJobDoc[]> {
    const snap = await this.cols.translationJobs(articleId).get();
    return snap.docs.map((d) => d.data() as TranslationJobDoc).sort((a, b) => a.languageId - b.languageId);
  }

  async get(articleId: number, languageId: number): Promise<TranslationJobDoc | null> {
    const snap = await this.ref(articleId, languageId).get();
    return snap.exists ? (snap.data() as TranslationJobDoc) : null;
  }

  /** (Re)starts a job per language in one batch; the trigger on these documents runs them. */
  async request(articleId: number, requests: JobRequest[], now: Date, staleMs: number, audit?: AuditDraft): Promise<void> {
    if (requests.length === 0) return;
    const batch = this.db.batch();
    for (const r of requests) {
      const doc: TranslationJobDoc = {
        articleId,
        languageId: r.languageId,
        state: r.failedBecause ? 'failed' : 'pending',
        attempts: 0,
        interruptions: 0,
        error: r.failedBecause ?? null,
        force: r.force,
        includeHuman: !!r.includeHuman,
        ...(r.includeHuman && { includeHumanAtSeq: r.includeHumanAtSeq ?? 0 }),
        runId: randomUUID(),
        lease: null,
        nextAttemptAt: r.failedBecause ? null : Timestamp.fromMillis(now.getTime() + staleMs),
        requestedAt: ts(now),
        updatedAt: ts(now),
      };
      batch.set(this.ref(articleId, r.languageId), doc);
    }
    // Only a person's own request is its change; jobs an article save starts belong to that save's entry.
    if (audit) recordIn(this.db, batch, audit);
    await batch.commit();
  }

  /** Run `runId` of the job, for its worker. */
  run(articleId: number, languageId: number, runId: string): JobRun<TranslationJobDoc> {
    return this.runs.of<TranslationJobDoc>(this.ref(articleId, languageId), runId);
  }

  /** Takes a pending run for a worker under a lease: only the first taker of this `runId` gets it. */
  claim(articleId: number, languageId: number, runId: string, now: Date, leaseMs: number): Promise<TranslationJobDoc | null> {
    return this.runs.claim<TranslationJobDoc>(this.ref(articleId, languageId), runId, now, leaseMs);
  }

  /** Extends the run's lease; false once a newer run owns the job (the worker then stops). */
  renew(articleId: number, languageId: number, runId: string, now: Date, leaseMs: number): Promise<boolean> {
    return this.runs.renew(this.ref(articleId, languageId), runId, now, leaseMs);
  }

  /** Counts one provider call of a run (only while that run still owns the job); the job shows running. */
  recordAttempt(articleId: number, languageId: number, runId: string, now: Date): Promise<boolean> {
    return this.runs.recordAttempt(this.ref(articleId, languageId), runId, now);
  }

  /** The run waits before its next provider call: the job shows retrying, when, and why. */
  waitForRetry(articleId: number, languageId: number, runId: string, at: Date, reason: string, now: Date): Promise<boolean> {
    return this.runs.waitForRetry(this.ref(articleId, languageId), runId, at, reason, now);
  }

  /** Ends a run as failed with a reason an editor can read. (A finished translation completes its job as it is stored: ai-translations-repository.ts.) */
  fail(articleId: number, languageId: number, runId: string, reason: string, now: Date): Promise<boolean> {
    return this.runs.fail(this.ref(articleId, languageId), runId, reason, now);
  }

  /**
   * The recovery schedule's pass over the jobs of every article (leased-job-runs.ts): runs whose
   * worker died are taken back, due retries and pending jobs no trigger took are started.
   */
  recover(now: Date, policy: JobLeasePolicy, atStart?: { deadHolders: (holder: string) => boolean }): Promise<JobRecovery> {
    return this.runs.recover(this.cols.allTranslationJobs, now, policy, atStart);
  }
}
