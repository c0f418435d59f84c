/**
 * AI translation jobs, one document per article and language: `pending` when requested, `running`
 * once a worker claimed it (under a lease, see lease.ts), `retrying` while it waits for its next
 * attempt, then `completed` or `failed`. Requesting again, or taking the job back from a worker
 * that died, gives the job a new `runId`, so a run still going for an older one stands down
 * instead of writing: every write of a run checks its run id in a transaction.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { collections, type TranslationJobDoc } from './documents.js';
import { backoffMs, heldBy, leaseAbandoned, leaseFor } from './lease.js';

export interface JobRequest {
  languageId: number;
  force: boolean;
  /** With force: replace the blocks a person wrote too. */
  includeHuman?: boolean;
  /** Set to record the job as already failed (e.g. AI is off): visible, and retried by requesting again. */
  failedBecause?: string;
}

/** How runs of a job are leased and retried (from the translation service's policy). */
export interface JobLeasePolicy {
  leaseMs: number;
  /** A pending job no trigger took within this time is started by the recovery schedule (a lost event). */
  staleMs: number;
  maxAttempts: number;
  /** Runs that may stop without finishing (their worker died) before the job fails. */
  maxInterruptions: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** What the recovery schedule did to the jobs. */
export interface JobRecovery {
  takenBack: number;
  failed: number;
  started: number;
}

export const INTERRUPTED_REASON = 'The worker translating it stopped before finishing (a restart, a time-out or out of memory).';

const ts = (d: Date) => Timestamp.fromDate(d);

export class TranslationJobsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
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
  async request(articleId: number, requests: JobRequest[], now: Date, staleMs: number): Promise<void> {
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
        runId: randomUUID(),
        lease: null,
        nextAttemptAt: r.failedBecause ? null : Timestamp.fromMillis(now.getTime() + staleMs),
        requestedAt: ts(now),
        updatedAt: ts(now),
      };
      batch.set(this.ref(articleId, r.languageId), doc);
    }
    await batch.commit();
  }

  /**
   * Takes a pending run for a worker, under a lease: only the first taker of this `runId` gets it
   * (a duplicate delivery of the same event finds it running already and does nothing).
   */
  async claim(articleId: number, languageId: number, runId: string, now: Date, leaseMs: number): Promise<TranslationJobDoc | null> {
    const ref = this.ref(articleId, languageId);
    return this.db.runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as TranslationJobDoc | undefined;
      if (!job || job.runId !== runId || job.state !== 'pending') return null;
      const running: TranslationJobDoc = { ...job, state: 'running', lease: leaseFor(runId, now, leaseMs), nextAttemptAt: null, updatedAt: ts(now) };
      tx.set(ref, running);
      return running;
    });
  }

  /** Extends the run's lease; false once a newer run owns the job (the worker then stops). */
  async renew(articleId: number, languageId: number, runId: string, now: Date, leaseMs: number): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { lease: leaseFor(runId, now, leaseMs) });
  }

  /** Counts one provider call of a run (only while that run still owns the job); the job shows running. */
  async recordAttempt(articleId: number, languageId: number, runId: string, now: Date): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { state: 'running', attempts: FieldValue.increment(1), nextAttemptAt: null, updatedAt: ts(now) });
  }

  /** The run waits before its next provider call: the job shows retrying, when, and why. */
  async waitForRetry(articleId: number, languageId: number, runId: string, at: Date, reason: string, now: Date): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { state: 'retrying', nextAttemptAt: ts(at), error: reason, updatedAt: ts(now) });
  }

  /** Ends a run as failed with a reason an editor can read. */
  async fail(articleId: number, languageId: number, runId: string, reason: string, now: Date): Promise<boolean> {
    return this.updateRun(articleId, languageId, runId, { state: 'failed', error: reason, lease: null, nextAttemptAt: null, updatedAt: ts(now) });
  }

  /** A write of a run: only while the job is that run's and a worker holds it. */
  private async updateRun(articleId: number, languageId: number, runId: string, changes: Record<string, unknown>): Promise<boolean> {
    const ref = this.ref(articleId, languageId);
    return this.db.runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as TranslationJobDoc | undefined;
      if (!job || job.runId !== runId || !heldBy(job.lease, runId) || (job.state !== 'running' && job.state !== 'retrying')) return false;
      tx.update(ref, changes);
      return true;
    });
  }

  /**
   * The recovery schedule's pass. Jobs whose worker died (lease expired, or held by a process
   * `atStart` knows to be gone) are taken back: a new run id, so the late worker loses, then
   * `retrying` after a backoff, or `failed` once its attempts or interruptions are used up. Jobs
   * whose retry is due, or pending ones no trigger took (a lost event), are started again.
   * `atStart` (the local host starting): every lease but this process's is dead, and every
   * pending job's event died with the process before.
   */
  async recover(now: Date, policy: JobLeasePolicy, atStart?: { deadHolders: (holder: string) => boolean }): Promise<JobRecovery> {
    const result: JobRecovery = { takenBack: 0, failed: 0, started: 0 };
    // Jobs in progress are few at any time (bounded by the workers' concurrency): all are read,
    // and the expiry is checked here.
    const states = atStart ? ['pending', 'running', 'retrying'] : ['running', 'retrying'];
    const unsettled = await this.cols.allTranslationJobs.where('state', 'in', states).get();
    for (const snap of unsettled.docs) {
      const job = snap.data() as TranslationJobDoc;
      if (job.state === 'pending') {
        if (await this.startDue(snap.ref as DocumentReference, now, policy, true)) result.started++;
        continue;
      }
      const outcome = await this.takeBack(snap.ref as DocumentReference, now, policy, atStart?.deadHolders);
      if (outcome === 'retrying') result.takenBack++;
      if (outcome === 'failed') result.failed++;
    }
    const due = await this.cols.allTranslationJobs.where('nextAttemptAt', '<=', ts(now)).get();
    for (const snap of due.docs) {
      if (await this.startDue(snap.ref as DocumentReference, now, policy, false)) result.started++;
    }
    return result;
  }

  private takeBack(ref: DocumentReference, now: Date, policy: JobLeasePolicy, deadHolders?: (holder: string) => boolean): Promise<'retrying' | 'failed' | null> {
    return this.db.runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as TranslationJobDoc | undefined;
      if (!job || (job.state !== 'running' && job.state !== 'retrying')) return null;
      // No lease: a run by a version before leases (or a retry the schedule already took back).
      const abandoned = job.lease
        ? leaseAbandoned(job.lease, now, deadHolders)
        : job.state === 'running' && (!!deadHolders || job.updatedAt.toMillis() + policy.leaseMs <= now.getTime());
      if (!abandoned) return null;
      const interruptions = (job.interruptions ?? 0) + 1;
      const base = { runId: randomUUID(), lease: null, interruptions, updatedAt: ts(now) };
      if (job.attempts >= policy.maxAttempts || interruptions > policy.maxInterruptions) {
        const error = `${INTERRUPTED_REASON} It stopped ${interruptions} time${interruptions === 1 ? '' : 's'}, after ${job.attempts} attempt${job.attempts === 1 ? '' : 's'} in all: retry it.`;
        tx.update(ref, { ...base, state: 'failed', error, nextAttemptAt: null });
        return 'failed';
      }
      const at = Timestamp.fromMillis(now.getTime() + backoffMs(interruptions, policy.baseDelayMs, policy.maxDelayMs));
      tx.update(ref, { ...base, state: 'retrying', error: `${INTERRUPTED_REASON} It is tried again.`, nextAttemptAt: at });
      return 'retrying';
    });
  }

  /** A due retry (no worker holds it) or a pending job no trigger took: a new run, which the trigger starts. */
  private startDue(ref: DocumentReference, now: Date, policy: JobLeasePolicy, anyPending: boolean): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as TranslationJobDoc | undefined;
      if (!job || (job.state !== 'pending' && job.state !== 'retrying') || job.lease) return false;
      const due = job.nextAttemptAt ? job.nextAttemptAt.toMillis() <= now.getTime() : false;
      if (!due && !(anyPending && job.state === 'pending')) return false;
      tx.update(ref, { state: 'pending', runId: randomUUID(), nextAttemptAt: Timestamp.fromMillis(now.getTime() + policy.staleMs), updatedAt: ts(now) });
      return true;
    });
  }
}
