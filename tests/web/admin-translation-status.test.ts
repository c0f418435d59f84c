/** What the edit dialog shows per language (admin-and-api.md §4), from the article and its jobs. */
import { describe, expect, it } from 'vitest';
import type { AdminArticle, AdminTranslation, TranslationJob } from '../../functions/src/contract/index.js';
import { hasActiveJobs, jobProgress, languageStatus } from '../../web/src/admin/articles/translation-status.js';

const version = (languageId: number, extra: Partial<AdminTranslation> = {}): AdminTranslation => ({
  id: `1-${languageId}`,
  languageId,
  language: { code: `l${languageId}`, name: `L${languageId}`, nativeName: `L${languageId}` },
  title: 'T',
  excerpt: 'E',
  metaDescription: '',
  isOriginal: false,
  source: 'ai',
  isStale: false,
  reviewStatus: 'machine',
  ...extra,
});
const job = (languageId: number, state: TranslationJob['state'], error?: string, extra: Partial<TranslationJob> = {}): TranslationJob => ({
  languageId,
  state,
  attempts: 1,
  maxAttempts: 4,
  ...(error && { error }),
  ...extra,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const article = (translations: AdminTranslation[], translationJobs?: TranslationJob[]) =>
  ({ translations: [version(1, { isOriginal: true, source: 'human' }), ...translations], translationJobs }) as AdminArticle;

describe('languageStatus', () => {
  it('reports a queued or running job as busy, whatever version exists', () => {
    expect(languageStatus(article([], [job(2, 'pending')]), 2).busy).toBe('pending');
    expect(languageStatus(article([version(2)], [job(2, 'running')]), 2).busy).toBe('running');
  });

  it('gives the reason of a failed job, with a fallback when the server gave none', () => {
    expect(languageStatus(article([], [job(2, 'failed', 'OpenAI rejected the API key (401)')]), 2).failure).toBe('OpenAI rejected the API key (401)');
    expect(languageStatus(article([], [job(2, 'failed')]), 2).failure).toBe('The AI translation failed.');
    expect(languageStatus(article([version(2)], [job(2, 'completed')]), 2).failure).toBeNull();
  });

  it('marks stale AI versions and hand-written ones, never the original', () => {
    expect(languageStatus(article([version(2, { isStale: true })]), 2)).toMatchObject({ stale: true, handWritten: false });
    expect(languageStatus(article([version(3, { source: 'human' })]), 3)).toMatchObject({ stale: false, handWritten: true });
    expect(languageStatus(article([]), 1)).toMatchObject({ stale: false, handWritten: false });
  });

  it('has nothing to say about a language without a version or a job', () => {
    expect(languageStatus(article([]), 5)).toEqual({ version: undefined, busy: null, progress: null, failure: null, stale: false, handWritten: false });
  });
});

describe('a job waiting for its retry', () => {
  const time = (iso: string) => iso.slice(11, 19);

  it('is told apart from a running one: which attempt comes, when, and why the last one did not succeed', () => {
    const waiting = job(2, 'retrying', 'OpenAI is rate limiting requests (429)', { attempts: 1, nextAttemptAt: '2026-01-01T10:42:05.000Z' });
    expect(languageStatus(article([]), 2).busy).toBeNull();
    const status = languageStatus(article([], [waiting]), 2, time);
    expect(status).toMatchObject({ busy: 'retrying', failure: null });
    expect(status.progress).toBe('Waiting to retry: attempt 2 of 4 at 10:42:05. Last try: OpenAI is rate limiting requests (429)');
    expect(jobProgress(job(2, 'running', undefined, { attempts: 1 }), time)).toBe('Translating with AI…');
    expect(jobProgress(job(2, 'running', undefined, { attempts: 3 }), time)).toBe('Translating with AI… (attempt 3 of 4)');
    expect(jobProgress(job(2, 'pending'), time)).toBe('Queued for AI translation…');
  });

  it('keeps the dialog polling until the retry ends', () => {
    expect(hasActiveJobs(article([], [job(2, 'retrying', undefined, { nextAttemptAt: '2026-01-01T10:42:05.000Z' })]))).toBe(true);
  });
});

describe('hasActiveJobs', () => {
  it('is true only while a job is pending or running (the edit dialog polls meanwhile)', () => {
    expect(hasActiveJobs(undefined)).toBe(false);
    expect(hasActiveJobs(article([]))).toBe(false);
    expect(hasActiveJobs(article([], [job(2, 'completed'), job(3, 'failed')]))).toBe(false);
    expect(hasActiveJobs(article([], [job(2, 'completed'), job(3, 'running')]))).toBe(true);
    expect(hasActiveJobs(article([], [job(2, 'pending')]))).toBe(true);
  });
});
