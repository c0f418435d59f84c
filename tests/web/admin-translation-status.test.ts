/** What the edit dialog shows per language (admin-and-api.md §4), from the article and its jobs. */
import { describe, expect, it } from 'vitest';
import type { AdminArticle, AdminTranslation, TranslationJob } from '../../functions/src/contract/index.js';
import { hasActiveJobs, languageStatus } from '../../web/src/admin/articles/translation-status.js';

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
  ...extra,
});
const job = (languageId: number, state: TranslationJob['state'], error?: string): TranslationJob => ({
  languageId,
  state,
  attempts: 1,
  ...(error && { error }),
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
    expect(languageStatus(article([]), 5)).toEqual({ version: undefined, busy: null, failure: null, stale: false, handWritten: false });
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
