/**
 * Interface-text jobs, one document per language (siteTextJobs/{languageId}): `pending` when
 * requested (a language added or re-activated, or the Site text screen's "Translate missing"),
 * `running` under a lease, `retrying` while it waits, then `completed` or `failed`. The run rules
 * are the ones every leased job follows (leased-job-runs.ts): every write of a run checks its run id.
 */
import { recordIn, type AuditDraft } from './audit-log.js';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { LeasedJobRuns, type JobLeasePolicy, type JobRecovery, type JobRun } from './leased-job-runs.js';
import { siteTextCollections, type SiteTextJobDoc } from './site-text-documents.js';

export const SITE_TEXT_INTERRUPTED_REASON = 'The worker translating the site text stopped before finishing (a restart, a time-out or out of memory).';

const ts = (d: Date) => Timestamp.fromDate(d);

export class SiteTextJobsRepository {
  private readonly cols;
  private readonly runs;

  constructor(private readonly db: Firestore) {
    this.cols = siteTextCollections(db);
    this.runs = new LeasedJobRuns(db, {
      interrupted: SITE_TEXT_INTERRUPTED_REASON,
      givenUp: (interruptions) => `${SITE_TEXT_INTERRUPTED_REASON} It stopped ${interruptions} time${interruptions === 1 ? '' : 's'}: retry it.`,
    });
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
  request(languageId: number, total: number, now: Date, staleMs: number, audit?: AuditDraft): Promise<boolean> {
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
      // A person's "Translate missing" is their change; a job a language's activation starts is not another one.
      if (audit) recordIn(this.db, tx, audit);
      return true;
    });
  }

  /** Run `runId` of the language's job, for its worker. */
  run(languageId: number, runId: string): JobRun<SiteTextJobDoc> {
    return this.runs.of<SiteTextJobDoc>(this.ref(languageId), runId);
  }

  /** A new batch of keys starts: it gets the full attempts. */
  startBatch(languageId: number, runId: string, now: Date): Promise<boolean> {
    return this.runs.update(this.ref(languageId), runId, { attempts: 0, updatedAt: ts(now) });
  }

  /** Keys of a batch the AI could not translate usably: they stay English, and the console says why. */
  skip(languageId: number, runId: string, skipped: { key: string; reason: string }[], now: Date): Promise<boolean> {
    return this.runs.update(this.ref(languageId), runId, { skipped: FieldValue.arrayUnion(...skipped), state: 'running', nextAttemptAt: null, updatedAt: ts(now) });
  }

  complete(languageId: number, runId: string, now: Date): Promise<boolean> {
    return this.runs.complete(this.ref(languageId), runId, now);
  }

  async delete(languageId: number): Promise<void> {
    await this.ref(languageId).delete();
  }

  /** The recovery schedule's pass (and the local host's at start), as for translation jobs. */
  recover(now: Date, policy: JobLeasePolicy, atStart?: { deadHolders: (holder: string) => boolean }): Promise<JobRecovery> {
    return this.runs.recover(this.cols.siteTextJobs, now, policy, atStart);
  }
}
