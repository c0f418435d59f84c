/**
 * The one run loop of leased AI jobs (article translations, translation-service.ts; interface
 * text, site-text-worker.ts): a run claims its job (a duplicate delivery finds it taken), holds
 * it under a lease kept alive while the worker lives (lease-keeper.ts), makes its provider calls
 * with retries whose attempts and waits the job records (ai-retry.ts), and ends `failed` with a
 * reason an editor can read when its work throws. A run a newer one took over stops without
 * writing. What a run does is the job kind's; the rules are in data/leased-job-runs.ts and
 * docs/background-work.md.
 */
import type { JobLeasePolicy, JobRun, LeasedJobFields } from '../data/index.js';
import { AppError } from '../errors.js';
import { AiProviderError } from '../integrations/openai.js';
import { DEFAULT_RETRY_POLICY, RunSuperseded, withRetries, type RetryPolicy } from './ai-retry.js';
import type { Clock } from './clock.js';
import { keepLease } from './lease-keeper.js';

/**
 * How a run holds its job: a lease of 2 minutes renewed every 40 s while the worker lives, so a
 * dead worker's job is taken back within about 3 minutes (the lease, then the next minute's
 * recovery schedule). A pending job no trigger took in 2 minutes is started by the schedule.
 */
export interface JobLeaseOptions {
  leaseMs: number;
  staleMs: number;
  maxInterruptions: number;
}
export const DEFAULT_JOB_LEASE: JobLeaseOptions = { leaseMs: 120_000, staleMs: 120_000, maxInterruptions: 3 };

/** A reason to fail a job that is not the provider's doing; its message is what the editor reads. */
export class JobFailure extends Error {}

/** What differs between kinds of job in how their runs end. */
export interface JobKind {
  /** How the log names a run: 'Translation job', 'Site text job'. */
  name: string;
  /** The reason a run fails with on an error nobody foresaw (its stack goes to the log). */
  unexpectedReason: string;
  /** The reason a run resumed after its worker died fails with when its provider calls are used up. */
  noAttemptsLeft(attempts: number): string;
}

export interface JobRunnerOptions {
  clock: Clock;
  retry?: RetryPolicy;
  lease?: Partial<JobLeaseOptions>;
  /** At most this many runs work at once in this instance (the rest wait, their leases kept); unlimited if absent. */
  maxConcurrency?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** What a run's work gets besides its claimed job. */
export interface RunContext {
  /** True once a renewal was refused: a newer run owns the job, and this one stops without writing. */
  readonly leaseLost: boolean;
  /** The retry policy with the calls left after `attemptsUsed`; throws JobFailure when none are. */
  retryPolicy(attemptsUsed: number): RetryPolicy;
  /** Provider calls with retries: each attempt counted on the job, each wait shown with when and why. */
  withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T>;
}

export class JobRunner {
  readonly retry: RetryPolicy;
  readonly jobPolicy: JobLeasePolicy;
  private readonly limit: Semaphore;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly kind: JobKind,
    private readonly options: JobRunnerOptions,
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.jobPolicy = { ...DEFAULT_JOB_LEASE, ...options.lease, maxAttempts: this.retry.maxAttempts, baseDelayMs: this.retry.baseDelayMs, maxDelayMs: this.retry.maxDelayMs };
    this.limit = new Semaphore(options.maxConcurrency ?? Infinity);
  }

  /**
   * Runs one job run: claims it, then `work` under the lease. Never throws: a failure ends in the
   * job's state. `details` name the job in the log.
   */
  run<D extends LeasedJobFields>(job: JobRun<D>, details: Record<string, unknown>, work: (claimed: D, ctx: RunContext) => Promise<void>): Promise<void> {
    const run = this.claimAndWork(job, details, work).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** Resolves when no run is in progress in this instance (tests, and the local host on close). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async claimAndWork<D extends LeasedJobFields>(job: JobRun<D>, details: Record<string, unknown>, work: (claimed: D, ctx: RunContext) => Promise<void>): Promise<void> {
    const { clock, log } = this.options;
    const { leaseMs } = this.jobPolicy;
    const claimed = await job.claim(clock.now(), leaseMs);
    if (!claimed) return; // a duplicate delivery, or a newer request took over
    // Held from the claim on, also while the run waits for a free slot.
    const lease = keepLease(() => job.renew(clock.now(), leaseMs), leaseMs, log);
    const ctx: RunContext = {
      get leaseLost() {
        return lease.lost;
      },
      retryPolicy: (attemptsUsed) => {
        const policy = { ...this.retry, maxAttempts: this.retry.maxAttempts - attemptsUsed };
        if (policy.maxAttempts <= 0) throw new JobFailure(this.kind.noAttemptsLeft(attemptsUsed));
        return policy;
      },
      withRetries: (call, policy) =>
        withRetries(call, policy, {
          beforeAttempt: async () => !lease.lost && (await job.recordAttempt(clock.now())),
          beforeWait: (ms, err) => job.waitForRetry(new Date(clock.now().getTime() + ms), err.message, clock.now()),
        }),
    };
    try {
      await this.limit.run(async () => {
        try {
          if (lease.lost) return;
          await work(claimed, ctx);
        } catch (err) {
          if (err instanceof RunSuperseded) return;
          await job.fail(this.readableReason(err, details), clock.now());
        }
      });
    } finally {
      await lease.stop();
    }
  }

  private readableReason(err: unknown, details: Record<string, unknown>): string {
    if (err instanceof AiProviderError || err instanceof AppError || err instanceof JobFailure) return err.message;
    this.options.log?.(`${this.kind.name} failed unexpectedly`, { ...details, error: err instanceof Error ? err.stack : String(err) });
    return this.kind.unexpectedReason;
  }
}

/** A counting semaphore: at most `size` runs of `run` at once, the rest wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // a finishing run hands its slot over
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
