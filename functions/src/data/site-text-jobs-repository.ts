/**
 * Interface-text jobs, one document per language (siteTextJobs/{languageId}): `pending` when
 * requested (a language added or re-activated, or the Site text screen's "Translate missing"),
 * `running` under a lease, `retrying` while it waits, then `completed` or `failed`. The run rules
 * are the translation jobs' (leased-job-runs.ts): every write of a run checks its run id.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { JobLeasePolicy, JobRecovery } from './translation-jobs-repository.js';
import { claimRun, startDueRun, takeBackRun, updateRun } from './leased-job-runs.js';
import { leaseFor } from './lease.js';
import { siteTextCollections, type SiteTextJobDoc } from './site-text-documents.js';

export const SITE_TEXT_INTERRUPTED_REASON = 'The worker translating the site text stopped before finishing (a restart, a time-out or out of memory).';

const ts = (d: Date) => Timestamp.fromDate(d);

export class SiteTextJobsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = siteTextCollections(db);
  }

  ref(languageId: number): DocumentReference {
    return this.cols.siteTextJobs.doc(String(languageId));
  }

  async get(languageId: number): Promise<SiteTextJobDoc | null> {
    const snap = await this.ref(languageId).get();
    return snap.exists ? (snap.data() as SiteTextJobDoc) : null;
  }

  /**
   * Queues a new job for `total` keys, unless one is queued or in progress already (false then):
   * asking twice while it runs must not start a second, competing run.
   */
  request(languageId: number, total: number, now: Date, staleMs: number): Promise<boolean> {
    const ref = this.ref(languageId);
    return this.db.runTransaction(async (tx) => {
      const job = (await tx.get(ref)).data() as SiteTextJobDoc | undefined;
      if (job && (job.state === 'pending' || job.state === 'running' || job.state === 'retrying')) return false;
      const doc: SiteTextJobDoc = {
        languageId,
        state: 'pending',
        attempts: 0,
        interruptions: 0,
        error: null,
        runId: randomUUID(),
        lease: null,
        nextAttemptAt: Timestamp.fromMillis(now.getTime() + staleMs),
        done: 0,
        total,
        skipped: [],
        requestedAt: ts(now),
        updatedAt: ts(now),
      };
      tx.set(ref, doc);
      return true;
    });
  }

  claim(languageId: number, runId: string, now: Date, leaseMs: number): Promise<SiteTextJobDoc | null> {
    return claimRun<SiteTextJobDoc>(this.db, this.ref(languageId), runId, now, leaseMs);
  }

  renew(languageId: number, runId: string, now: Date, leaseMs: number): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { lease: leaseFor(runId, now, leaseMs) });
  }

  /** A new batch of keys starts: it gets the full attempts. */
  startBatch(languageId: number, runId: string, now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { attempts: 0, updatedAt: ts(now) });
  }

  recordAttempt(languageId: number, runId: string, now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { state: 'running', attempts: FieldValue.increment(1), nextAttemptAt: null, updatedAt: ts(now) });
  }

  waitForRetry(languageId: number, runId: string, at: Date, reason: string, now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { state: 'retrying', nextAttemptAt: ts(at), error: reason, updatedAt: ts(now) });
  }

  /** Keys of a batch the AI could not translate usably: they stay English, and the console says why. */
  skip(languageId: number, runId: string, skipped: { key: string; reason: string }[], now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { skipped: FieldValue.arrayUnion(...skipped), state: 'running', nextAttemptAt: null, updatedAt: ts(now) });
  }

  complete(languageId: number, runId: string, now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { state: 'completed', error: null, lease: null, nextAttemptAt: null, updatedAt: ts(now) });
  }

  fail(languageId: number, runId: string, reason: string, now: Date): Promise<boolean> {
    return updateRun(this.db, this.ref(languageId), runId, { state: 'failed', error: reason, lease: null, nextAttemptAt: null, updatedAt: ts(now) });
  }

  async delete(languageId: number): Promise<void> {
    await this.ref(languageId).delete();
  }

  /** The recovery schedule's pass (and the local host's at start), as for translation jobs. */
  async recover(now: Date, policy: JobLeasePolicy, atStart?: { deadHolders: (holder: string) => boolean }): Promise<JobRecovery> {
    const result: JobRecovery = { takenBack: 0, failed: 0, started: 0 };
    const states = atStart ? ['pending', 'running', 'retrying'] : ['running', 'retrying'];
    const unsettled = await this.cols.siteTextJobs.where('state', 'in', states).get();
    for (const snap of unsettled.docs) {
      const job = snap.data() as SiteTextJobDoc;
      if (job.state === 'pending') {
        if (await startDueRun(this.db, snap.ref, now, policy, true)) result.started++;
        continue;
      }
      const outcome = await takeBackRun(this.db, snap.ref, now, policy, SITE_TEXT_INTERRUPTED_REASON, atStart?.deadHolders);
      if (outcome === 'retrying') result.takenBack++;
      if (outcome === 'failed') result.failed++;
    }
    const due = await this.cols.siteTextJobs.where('nextAttemptAt', '<=', ts(now)).get();
    for (const snap of due.docs) {
      if (await startDueRun(this.db, snap.ref, now, policy, false)) result.started++;
    }
    return result;
  }
}
