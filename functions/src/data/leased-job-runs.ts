/**
 * The run rules of a leased background job, the one implementation behind both job kinds (AI
 * translation jobs, translation-jobs-repository.ts; interface-text jobs,
 * site-text-jobs-repository.ts), for any job document of their shared shape (state, runId, lease,
 * attempts, interruptions, nextAttemptAt, updatedAt): claiming a pending run under a lease, a
 * run's own writes (only while it still owns the job), and the recovery schedule's taking back of
 * runs whose worker died. See docs/background-work.md.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { inDocumentLanes } from './hot-documents.js';
import type { TranslationJobState } from '../contract/index.js';
import { backoffMs, heldBy, leaseAbandoned, leaseFor, type LeaseDoc } from './lease.js';

export interface LeasedJobFields {
  state: TranslationJobState;
  runId: string;
  lease?: LeaseDoc | null;
  attempts: number;
  interruptions?: number;
  nextAttemptAt?: Timestamp | null;
  updatedAt: Timestamp;
}

/** How runs of a job are leased and retried (from the worker's retry and lease options). */
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

/** What a job kind tells an editor when a run's worker died. */
export interface InterruptionReasons {
  /** Why it stopped: the job shows it while it waits to be tried again. */
  interrupted: string;
  /** The reason it fails with once its attempts or interruptions are used up. */
  givenUp(interruptions: number, attempts: number): string;
}

/** One run of one job, as its worker sees it: every write checked against the run id (services/job-runner.ts drives it). */
export interface JobRun<D extends LeasedJobFields = LeasedJobFields> {
  claim(now: Date, leaseMs: number): Promise<D | null>;
  renew(now: Date, leaseMs: number): Promise<boolean>;
  recordAttempt(now: Date): Promise<boolean>;
  waitForRetry(at: Date, reason: string, now: Date): Promise<boolean>;
  fail(reason: string, now: Date): Promise<boolean>;
}

const ts = (d: Date) => Timestamp.fromDate(d);

/** Whether `runId` may write to this job: it is that run's and a worker holds it. */
export function ownsRun(job: LeasedJobFields | undefined, runId: string): boolean {
  return !!job && job.runId === runId && heldBy(job.lease, runId) && (job.state === 'running' || job.state === 'retrying');
}

/** The runs of one kind of job document: every write a run makes, and the recovery schedule's pass. */
export class LeasedJobRuns {
  constructor(
    private readonly db: Firestore,
    private readonly reasons: InterruptionReasons,
  ) {}

  /**
   * A transaction on one job's document, after this process's earlier ones on it (hot-documents.ts):
   * duplicate deliveries of one event, a run's lease renewals and attempts, and the recovery pass
   * meet on that document, and 50 claims of one run at once would otherwise lock it against each
   * other until some time out.
   */
  private onJob<T>(ref: DocumentReference, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return inDocumentLanes(this.db, [ref.path], () => this.db.runTransaction(work));
  }

  /** Run `runId` of the job at `ref`. */
  of<D extends LeasedJobFields>(ref: DocumentReference, runId: string): JobRun<D> {
    return {
      claim: (now, leaseMs) => this.claim<D>(ref, runId, now, leaseMs),
      renew: (now, leaseMs) => this.renew(ref, runId, now, leaseMs),
      recordAttempt: (now) => this.recordAttempt(ref, runId, now),
      waitForRetry: (at, reason, now) => this.waitForRetry(ref, runId, at, reason, now),
      fail: (reason, now) => this.fail(ref, runId, reason, now),
    };
  }

  /**
   * Takes a pending run for a worker, under a lease: only the first taker of this `runId` gets it
   * (a duplicate delivery of the same event finds it running already and does nothing).
   */
  claim<D extends LeasedJobFields>(ref: DocumentReference, runId: string, now: Date, leaseMs: number): Promise<D | null> {
    return this.onJob(ref, async (tx) => {
      const job = (await tx.get(ref)).data() as D | undefined;
      if (!job || job.runId !== runId || job.state !== 'pending') return null;
      const running = { ...job, state: 'running', lease: leaseFor(runId, now, leaseMs), nextAttemptAt: null, updatedAt: ts(now) } as D;
      tx.set(ref, running);
      return running;
    });
  }

  /** Extends the run's lease; false once a newer run owns the job (the worker then stops). */
  renew(ref: DocumentReference, runId: string, now: Date, leaseMs: number): Promise<boolean> {
    return this.update(ref, runId, { lease: leaseFor(runId, now, leaseMs) });
  }

  /** Counts one provider call of a run (only while that run still owns the job); the job shows running. */
  recordAttempt(ref: DocumentReference, runId: string, now: Date): Promise<boolean> {
    return this.update(ref, runId, { state: 'running', attempts: FieldValue.increment(1), nextAttemptAt: null, updatedAt: ts(now) });
  }

  /** The run waits before its next provider call: the job shows retrying, when, and why. */
  waitForRetry(ref: DocumentReference, runId: string, at: Date, reason: string, now: Date): Promise<boolean> {
    return this.update(ref, runId, { state: 'retrying', nextAttemptAt: ts(at), error: reason, updatedAt: ts(now) });
  }

  /** Ends a run as completed (a job whose result is stored elsewhere completes in that transaction instead). */
  complete(ref: DocumentReference, runId: string, now: Date): Promise<boolean> {
    return this.update(ref, runId, { state: 'completed', error: null, lease: null, nextAttemptAt: null, updatedAt: ts(now) });
  }

  /** Ends a run as failed with a reason an editor can read. */
  fail(ref: DocumentReference, runId: string, reason: string, now: Date): Promise<boolean> {
    return this.update(ref, runId, { state: 'failed', error: reason, lease: null, nextAttemptAt: null, updatedAt: ts(now) });
  }

  /** A write of a run: only while the job is that run's and a worker holds it; false once a newer run took over. */
  update(ref: DocumentReference, runId: string, changes: Record<string, unknown>): Promise<boolean> {
    return this.onJob(ref, async (tx) => {
      const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
      if (!ownsRun(job, runId)) return false;
      tx.update(ref, changes);
      return true;
    });
  }

  /**
   * The recovery schedule's pass over `jobs` (all documents of this kind). Jobs whose worker died
   * (lease expired, or held by a process `atStart` knows to be gone) are taken back: a new run
   * id, so the late worker loses, then `retrying` after a backoff, or `failed` once its attempts
   * or interruptions are used up. Jobs whose retry is due, or pending ones no trigger took (a
   * lost event), are started again. `atStart` (the local host starting): every lease but this
   * process's is dead, and every pending job's event died with the process before.
   */
  async recover(jobs: Query, now: Date, policy: JobLeasePolicy, atStart?: { deadHolders: (holder: string) => boolean }): Promise<JobRecovery> {
    const result: JobRecovery = { takenBack: 0, failed: 0, started: 0 };
    // Jobs in progress are few at any time (bounded by the workers' concurrency): all are read,
    // and the expiry is checked here.
    const states = atStart ? ['pending', 'running', 'retrying'] : ['running', 'retrying'];
    const unsettled = await jobs.where('state', 'in', states).get();
    for (const snap of unsettled.docs) {
      const job = snap.data() as LeasedJobFields;
      if (job.state === 'pending') {
        if (await this.startDue(snap.ref, now, policy, true)) result.started++;
        continue;
      }
      const outcome = await this.takeBack(snap.ref, now, policy, atStart?.deadHolders);
      if (outcome === 'retrying') result.takenBack++;
      if (outcome === 'failed') result.failed++;
    }
    const due = await jobs.where('nextAttemptAt', '<=', ts(now)).get();
    for (const snap of due.docs) {
      if (await this.startDue(snap.ref, now, policy, false)) result.started++;
    }
    return result;
  }

  private takeBack(ref: DocumentReference, now: Date, policy: JobLeasePolicy, deadHolders?: (holder: string) => boolean): Promise<'retrying' | 'failed' | null> {
    return this.onJob(ref, async (tx) => {
      const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
      if (!job || (job.state !== 'running' && job.state !== 'retrying')) return null;
      // No lease: a run by a version before leases (or a retry the schedule already took back).
      const abandoned = job.lease
        ? leaseAbandoned(job.lease, now, deadHolders)
        : job.state === 'running' && (!!deadHolders || job.updatedAt.toMillis() + policy.leaseMs <= now.getTime());
      if (!abandoned) return null;
      const interruptions = (job.interruptions ?? 0) + 1;
      const base = { runId: randomUUID(), lease: null, interruptions, updatedAt: ts(now) };
      if (job.attempts >= policy.maxAttempts || interruptions > policy.maxInterruptions) {
        tx.update(ref, { ...base, state: 'failed', error: this.reasons.givenUp(interruptions, job.attempts), nextAttemptAt: null });
        return 'failed';
      }
      const at = Timestamp.fromMillis(now.getTime() + backoffMs(interruptions, policy.baseDelayMs, policy.maxDelayMs));
      tx.update(ref, { ...base, state: 'retrying', error: `${this.reasons.interrupted} It is tried again.`, nextAttemptAt: at });
      return 'retrying';
    });
  }

  /** A due retry (no worker holds it), or with `anyPending` a pending job no trigger took: a new run, which the trigger starts. */
  private startDue(ref: DocumentReference, now: Date, policy: JobLeasePolicy, anyPending: boolean): Promise<boolean> {
    return this.onJob(ref, async (tx) => {
      const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
      if (!job || (job.state !== 'pending' && job.state !== 'retrying') || job.lease) return false;
      const due = job.nextAttemptAt ? job.nextAttemptAt.toMillis() <= now.getTime() : false;
      if (!due && !(anyPending && job.state === 'pending')) return false;
      tx.update(ref, { state: 'pending', runId: randomUUID(), nextAttemptAt: Timestamp.fromMillis(now.getTime() + policy.staleMs), updatedAt: ts(now) });
      return true;
    });
  }
}

