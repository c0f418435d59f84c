/**
 * What the edit dialog shows for one language of an article (admin-and-api.md §4): its version
 * (who wrote it, whether it is out of date) and its AI translation job (queued, running, waiting
 * for its retry with the attempt and when, failed).
 */
/*
 * Typed by the fields it reads (the shapes of AdminArticle, AdminTranslation and TranslationJob in
 * the contract), so the helper and its unit test need no path alias.
 */
interface Version {
  languageId: number;
  isOriginal: boolean;
  source: 'ai' | 'human';
  isStale: boolean;
}
interface Job {
  languageId: number;
  state: 'pending' | 'running' | 'retrying' | 'completed' | 'failed';
  attempts: number;
  maxAttempts: number;
  nextAttemptAt?: string;
  error?: string;
}
interface ArticleWithJobs<V extends Version> {
  translations: V[];
  translationJobs?: Job[];
}

export interface LanguageStatus<V extends Version = Version> {
  version?: V;
  /** The AI job is queued, translating, or waiting for its next attempt. */
  busy: 'pending' | 'running' | 'retrying' | null;
  /** What the busy job is doing, in words (attempts and the next attempt's time when it waits). */
  progress: string | null;
  /** Why the latest AI job failed, when it did and nothing is running now. */
  failure: string | null;
  /** An AI translation made from an older text of the original. */
  stale: boolean;
  /** Written by an editor (AI replaces it only when forced). */
  handWritten: boolean;
}

const ACTIVE = new Set<Job['state']>(['pending', 'running', 'retrying']);

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString();

/** A busy job in words: queued, translating (which attempt, after the first), or waiting to retry (which attempt, when, and why). */
export function jobProgress(job: Job | undefined, time: (iso: string) => string = clockTime): string | null {
  switch (job?.state) {
    case 'pending':
      return 'Queued for AI translation…';
    case 'running':
      return job.attempts > 1 ? `Translating with AI… (attempt ${job.attempts} of ${job.maxAttempts})` : 'Translating with AI…';
    case 'retrying': {
      const when = job.nextAttemptAt ? ` at ${time(job.nextAttemptAt)}` : ' shortly';
      return `Waiting to retry: attempt ${job.attempts + 1} of ${job.maxAttempts}${when}.${job.error ? ` Last try: ${job.error}` : ''}`;
    }
    default:
      return null;
  }
}

export function languageStatus<V extends Version>(article: ArticleWithJobs<V>, languageId: number, time?: (iso: string) => string): LanguageStatus<V> {
  const version = article.translations.find((t) => t.languageId === languageId);
  const job = article.translationJobs?.find((j) => j.languageId === languageId);
  const busy = job && ACTIVE.has(job.state) ? (job.state as 'pending' | 'running' | 'retrying') : null;
  return {
    version,
    busy,
    progress: busy ? jobProgress(job, time) : null,
    failure: job?.state === 'failed' ? job.error || 'The AI translation failed.' : null,
    stale: !!version && !version.isOriginal && version.isStale,
    handWritten: !!version && !version.isOriginal && version.source === 'human',
  };
}

/** Whether any of the article's translation jobs is still queued, running or waiting to retry. */
export function hasActiveJobs(article: ArticleWithJobs<Version> | undefined): boolean {
  return !!article?.translationJobs?.some((j) => ACTIVE.has(j.state));
}
