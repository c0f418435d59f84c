/**
 * What the Site text screen says about a language's interface-text job: queued, translating (how
 * far), waiting to retry (which attempt, when, why), failed (why), or done with strings that
 * stayed English. Typed by the fields it reads, so a unit test needs no path alias.
 */
interface Job {
  state: 'pending' | 'running' | 'retrying' | 'completed' | 'failed';
  attempts: number;
  maxAttempts: number;
  nextAttemptAt?: string;
  error?: string;
  done: number;
  total: number;
  skipped: { key: string; reason: string }[];
}

export interface JobText {
  severity: 'info' | 'warning' | 'error' | 'success';
  /** The job is queued, running or waiting: a spinner (or a clock when waiting) shows. */
  busy: 'working' | 'waiting' | null;
  text: string;
}

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString();
const strings = (n: number) => `${n} string${n === 1 ? '' : 's'}`;

export function jobText(job: Job | null | undefined, time: (iso: string) => string = clockTime): JobText | null {
  if (!job) return null;
  switch (job.state) {
    case 'pending':
      return { severity: 'info', busy: 'working', text: `Queued for AI translation: ${strings(job.total)}…` };
    case 'running':
      return {
        severity: 'info',
        busy: 'working',
        text: `Translating with AI… ${job.done} of ${strings(job.total)} done${job.attempts > 1 ? ` (attempt ${job.attempts} of ${job.maxAttempts})` : ''}.`,
      };
    case 'retrying': {
      const when = job.nextAttemptAt ? ` at ${time(job.nextAttemptAt)}` : ' shortly';
      return { severity: 'warning', busy: 'waiting', text: `Waiting to retry: attempt ${job.attempts + 1} of ${job.maxAttempts}${when}.${job.error ? ` Last try: ${job.error}` : ''}` };
    }
    case 'failed':
      return { severity: 'error', busy: null, text: `The last AI translation failed: ${job.error ?? 'no reason was given'}. Readers see English where nothing was translated.` };
    case 'completed':
      return job.skipped.length > 0
        ? { severity: 'warning', busy: null, text: `AI translated ${strings(job.done)}; ${strings(job.skipped.length)} stayed English because the answer was unusable.` }
        : { severity: 'success', busy: null, text: `AI translated ${strings(job.done)}.` };
  }
}
