/**
 * The run rules of a leased background job, for any job document with the translation jobs' shape
 * (state, runId, lease, attempts, interruptions, nextAttemptAt, updatedAt): claiming a pending run,
 * a run's own writes (only while it still owns the job), and the recovery schedule's taking back
 * of runs whose worker died. The interface-text jobs use them; they follow, rule for rule,
 * translation-jobs-repository.ts (see docs/background-work.md).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { TranslationJobState } from '../contract/index.js';
import { backoffMs, heldBy, leaseAbandoned, leaseFor, type LeaseDoc } from './lease.js';
import type { JobLeasePolicy } from './translation-jobs-repository.js';

export interface LeasedJobFields {
  state: TranslationJobState;
  runId: string;
  lease?: LeaseDoc | null;
  attempts: number;
  interruptions?: number;
  nextAttemptAt?: Timestamp | null;
  updatedAt: Timestamp;
}

const ts = (d: Date) => Timestamp.fromDate(d);

/** Takes a pending run for a worker under a lease; only the first taker of `runId` gets it. */
export function claimRun<D extends LeasedJobFields>(db: Firestore, ref: DocumentReference, runId: string, now: Date, leaseMs: number): Promise<D | null> {
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() as D | undefined;
    if (!job || job.runId !== runId || job.state !== 'pending') return null;
    const running = { ...job, state: 'running', lease: leaseFor(runId, now, leaseMs), nextAttemptAt: null, updatedAt: ts(now) } as D;
    tx.set(ref, running);
    return running;
  });
}

/** Whether `runId` may write to this job: it is that run's and a worker holds it. */
export function ownsRun(job: LeasedJobFields | undefined, runId: string): boolean {
  return !!job && job.runId === runId && heldBy(job.lease, runId) && (job.state === 'running' || job.state === 'retrying');
}

/** A write of a run: only while the job is that run's; false once a newer run took over. */
export function updateRun(db: Firestore, ref: DocumentReference, runId: string, changes: Record<string, unknown>): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
    if (!ownsRun(job, runId)) return false;
    tx.update(ref, changes);
    return true;
  });
}

/**
 * A job whose worker died (lease expired, or held by a process `deadHolders` knows is gone) gets a
 * new run id, so the late worker loses; then `retrying` after a backoff, or `failed` once its
 * attempts or interruptions are used up.
 */
export function takeBackRun(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
  policy: JobLeasePolicy,
  interruptedReason: string,
  deadHolders?: (holder: string) => boolean,
): Promise<'retrying' | 'failed' | null> {
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
    if (!job || (job.state !== 'running' && job.state !== 'retrying') || !leaseAbandoned(job.lease, now, deadHolders)) return null;
    const interruptions = (job.interruptions ?? 0) + 1;
    const base = { runId: randomUUID(), lease: null, interruptions, updatedAt: ts(now) };
    if (job.attempts >= policy.maxAttempts || interruptions > policy.maxInterruptions) {
      const error = `${interruptedReason} It stopped ${interruptions} time${interruptions === 1 ? '' : 's'}: retry it.`;
      tx.update(ref, { ...base, state: 'failed', error, nextAttemptAt: null });
      return 'failed';
    }
    const at = Timestamp.fromMillis(now.getTime() + backoffMs(interruptions, policy.baseDelayMs, policy.maxDelayMs));
    tx.update(ref, { ...base, state: 'retrying', error: `${interruptedReason} It is tried again.`, nextAttemptAt: at });
    return 'retrying';
  });
}

/** A due retry (no worker holds it), or with `anyPending` a pending job no trigger took: a new run, which the trigger starts. */
export function startDueRun(db: Firestore, ref: DocumentReference, now: Date, policy: JobLeasePolicy, anyPending: boolean): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() as LeasedJobFields | undefined;
    if (!job || (job.state !== 'pending' && job.state !== 'retrying') || job.lease) return false;
    const due = job.nextAttemptAt ? job.nextAttemptAt.toMillis() <= now.getTime() : false;
    if (!due && !(anyPending && job.state === 'pending')) return false;
    tx.update(ref, { state: 'pending', runId: randomUUID(), nextAttemptAt: Timestamp.fromMillis(now.getTime() + policy.staleMs), updatedAt: ts(now) });
    return true;
  });
}
