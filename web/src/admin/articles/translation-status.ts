/**
 * What the edit dialog shows for one language of an article (admin-and-api.md §4): its version
 * (who wrote it, whether it is out of date) and its AI translation job (queued, running, failed).
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
  state: 'pending' | 'running' | 'completed' | 'failed';
  error?: string;
}
interface ArticleWithJobs<V extends Version> {
  translations: V[];
  translationJobs?: Job[];
}

export interface LanguageStatus<V extends Version = Version> {
  version?: V;
  /** The AI job is queued or translating. */
  busy: 'pending' | 'running' | null;
  /** Why the latest AI job failed, when it did and nothing is running now. */
  failure: string | null;
  /** An AI translation made from an older text of the original. */
  stale: boolean;
  /** Written by an editor (AI replaces it only when forced). */
  handWritten: boolean;
}

const ACTIVE = new Set<Job['state']>(['pending', 'running']);

export function languageStatus<V extends Version>(article: ArticleWithJobs<V>, languageId: number): LanguageStatus<V> {
  const version = article.translations.find((t) => t.languageId === languageId);
  const job = article.translationJobs?.find((j) => j.languageId === languageId);
  const busy = job && ACTIVE.has(job.state) ? (job.state as 'pending' | 'running') : null;
  return {
    version,
    busy,
    failure: job?.state === 'failed' ? job.error || 'The AI translation failed.' : null,
    stale: !!version && !version.isOriginal && version.isStale,
    handWritten: !!version && !version.isOriginal && version.source === 'human',
  };
}

/** Whether any of the article's translation jobs is still queued or running. */
export function hasActiveJobs(article: ArticleWithJobs<Version> | undefined): boolean {
  return !!article?.translationJobs?.some((j) => ACTIVE.has(j.state));
}
