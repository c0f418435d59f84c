/**
 * Retrying a provider call: 429, 5xx, time-outs, network errors and unusable output are tried
 * again with exponential backoff and full jitter, waiting at least what `Retry-After` asks; a
 * refused key or request (401, 400) is not. The whole run stays inside a time budget below the
 * function's own timeout, so a job always ends in a state it can report.
 */
import { AiProviderError } from '../integrations/openai.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** No attempt starts once this much time has passed since the first. */
  budgetMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000, budgetMs: 240_000 };

export interface RetryHooks {
  /** Called before each attempt (1-based); return false to stop (the run was superseded). */
  beforeAttempt?(attempt: number): Promise<boolean> | boolean;
  /** Called before waiting `ms` for the next attempt (the job shows when); return false to stop. */
  beforeWait?(ms: number, err: AiProviderError): Promise<boolean> | boolean;
  sleep?(ms: number): Promise<void>;
  now?(): number;
  random?(): number;
}

/** Runs `call` until it succeeds, a failure is not worth retrying, or attempts or budget run out (then the last error is thrown). */
export async function withRetries<T>(call: (attempt: number) => Promise<T>, policy: RetryPolicy, hooks: RetryHooks = {}): Promise<T> {
  const sleep = hooks.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = hooks.now ?? Date.now;
  const random = hooks.random ?? Math.random;
  const started = now();
  for (let attempt = 1; ; attempt++) {
    if (hooks.beforeAttempt && !(await hooks.beforeAttempt(attempt))) throw new RunSuperseded();
    try {
      return await call(attempt);
    } catch (err) {
      // An exhausted quota is a 429 too, but waiting does not refill it.
      const retryable = err instanceof AiProviderError && err.retryable && err.code !== 'insufficient_quota';
      if (!retryable || attempt >= policy.maxAttempts) throw err;
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const wait = Math.max(Math.round(random() * backoff), Math.min(policy.maxDelayMs, err.retryAfterMs ?? 0));
      if (now() + wait - started > policy.budgetMs) throw err;
      if (hooks.beforeWait && !(await hooks.beforeWait(wait, err))) throw new RunSuperseded();
      await sleep(wait);
    }
  }
}

/** A newer request took over the job: this run stops without writing. */
export class RunSuperseded extends Error {
  constructor() {
    super('Superseded by a newer request');
    this.name = 'RunSuperseded';
  }
}
