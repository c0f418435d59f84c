/**
 * Leases on background work (translation jobs, Telegram deliveries): the one shape and the few
 * rules every task's claim follows, so that a worker that dies mid-task (a deploy, a scale-down,
 * an out-of-memory, a timeout, a kill -9 of the local host) never leaves its work claimed for good.
 *
 * - A claim records who holds the work (`holder`: the process or function instance), which run
 *   (`runId`, the token every later write of that run is compared with, in a transaction), and
 *   until when. A live worker renews it (services/lease-keeper.ts) well before it ends.
 * - A lease whose `until` has passed belongs to a dead worker: the recovery schedule takes the
 *   work back and retries it with a new run id, so the late worker, should it wake up, finds its
 *   token gone and every write it tries refused.
 * - The local host is one process: at start, every lease held by another holder is known dead.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';

export interface LeaseDoc {
  /** The run holding the work: every write of that run checks it still matches. */
  runId: string;
  /** The process (function instance or local host) the run is in. */
  holder: string;
  until: Timestamp;
}

/** This process's name as a lease holder (one per function instance, or per local host start). */
export const THIS_HOLDER = `${process.env.K_REVISION ?? 'local'}/${randomUUID()}`;

/** A lease for `runId` from `now` for `ms`. */
export function leaseFor(runId: string, now: Date, ms: number, holder = THIS_HOLDER): LeaseDoc {
  return { runId, holder, until: Timestamp.fromMillis(now.getTime() + ms) };
}

/** Whether a lease still holds at `now` (an absent or expired one does not). */
export function leaseLive(lease: LeaseDoc | null | undefined, now: Date): boolean {
  return !!lease && lease.until.toMillis() > now.getTime();
}

/** Whether `runId` holds this lease (expired or not: a late worker is refused once a newer run took over, not before). */
export function heldBy(lease: LeaseDoc | null | undefined, runId: string): boolean {
  return !!lease && lease.runId === runId;
}

/** A lease that belongs to a dead holder: expired, or (local host at start) held by a process that is gone. */
export function leaseAbandoned(lease: LeaseDoc | null | undefined, now: Date, deadHolders?: (holder: string) => boolean): boolean {
  if (!lease) return false;
  return !leaseLive(lease, now) || (deadHolders?.(lease.holder) ?? false);
}

/** The wait before retry number `attempt + 1`: exponential from `baseMs`, at most `maxMs`. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
