/**
 * Translation jobs that wait or whose worker stopped, as the console's API shows them: a job
 * waiting for its retry says so, with its attempts and the next attempt's time; a job taken back
 * from a worker that stopped answering is run again, and the stalled worker's late answer loses
 * to the newer attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

interface Job {
  languageId: number;
  state: string;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt?: string;
  error?: string;
}

describe('translation jobs that wait or were interrupted', () => {
  let host: AiTestHost;
  let langs: Langs;
  let slugs = 0;
  const lines: string[] = [];

  beforeAll(async () => {
    host = await startAiHost({ log: (line) => lines.push(line) });
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const create = async (targetLanguages: number[]) => {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug: `recovery-${++slugs}`, category: 'education', status: 'published' },
      translation: { languageId: langs.en, title: 'Staking explained', excerpt: 'What staking is.', content: '<p>Validators lock coins.</p>' },
      targetLanguages,
    });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const jobOf = async (id: number, languageId: number): Promise<Job> =>
    ((await host.admin('GET', `/api/admin/articles/${id}`)).body.translationJobs as Job[]).find((j) => j.languageId === languageId)!;

  it('shows a job waiting for its retry apart from a running one, with its attempts and the next attempt time', async () => {
    host.fake.failNext(1, { status: 429, retryAfterSeconds: 1 });
    const before = Date.now();
    const a = await create([langs.hi]);
    await expect.poll(async () => (await jobOf(a.id, langs.hi)).state, { timeout: 10_000, interval: 20 }).toBe('retrying');
    const waiting = await jobOf(a.id, langs.hi);
    expect(waiting).toMatchObject({ state: 'retrying', attempts: 1, maxAttempts: 4, error: expect.any(String) });
    const next = Date.parse(waiting.nextAttemptAt!);
    // Retry-After: 1 s from the failed attempt.
    expect(next).toBeGreaterThanOrEqual(before + 1000);
    expect(next).toBeLessThan(Date.now() + 2000);

    await expect.poll(async () => (await jobOf(a.id, langs.hi)).state, { timeout: 10_000, interval: 20 }).toBe('completed');
    const done = await jobOf(a.id, langs.hi);
    expect(done).toMatchObject({ attempts: 2, maxAttempts: 4 });
    expect(done.nextAttemptAt).toBeUndefined();
    expect(done.error).toBeUndefined();
  });

  it('runs a job again once its stalled worker is taken over, and the stalled worker’s late answer is not stored', async () => {
    host.fake.hold(true);
    // This test's calls only: the one before made some too.
    const before = host.fake.requests.length;
    let a: { id: number };
    try {
      a = await create([langs.bn]);
      // The first worker called the provider and waits for the (held) answer.
      await expect.poll(() => host.fake.requests.slice(before).filter((r) => r.path.endsWith('/chat/completions')).length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      const calls = host.fake.requests.length;
      await expect.poll(async () => (await jobOf(a.id, langs.bn)).attempts, { timeout: 10_000, interval: 20 }).toBe(1);

      // The recovery as at a host's start: every other process's lease is dead. (This worker is
      // in fact alive but stalled: exactly the late worker a newer attempt must win against.)
      const stalledRun = (await host.services.repos.translationJobs.get(a.id, langs.bn))!.runId;
      expect(await host.services.translations.recoverJobs(() => true)).toMatchObject({ takenBack: 1 });
      expect(await jobOf(a.id, langs.bn)).toMatchObject({ state: 'retrying', error: expect.stringMatching(/stopped before finishing/) });
      // Its retry is due after the (test's short) backoff: the schedule starts a new run.
      await expect
        .poll(
          async () => {
            await host.services.translations.recoverJobs();
            return (await jobOf(a.id, langs.bn)).state;
          },
          { timeout: 10_000, interval: 50 },
        )
        .not.toBe('retrying');
      await expect.poll(() => host.fake.requests.length, { timeout: 10_000, interval: 20 }).toBe(calls + 1);
      const newerRun = (await host.services.repos.translationJobs.get(a.id, langs.bn))!.runId;
      expect(newerRun).not.toBe(stalledRun);
    } finally {
      host.fake.hold(false);
    }
    await expect.poll(async () => (await jobOf(a.id, langs.bn)).state, { timeout: 10_000, interval: 20 }).toBe('completed');
    const finished = lines.filter((l) => l.startsWith('Translation job finished') && l.includes(`"languageId":${langs.bn}`));
    // Both workers got an answer; only the newer run's was stored.
    expect(finished.map((l) => JSON.parse(l.slice(l.indexOf('{'))).outcome).sort()).toEqual(['saved', 'superseded']);
    expect(await jobOf(a.id, langs.bn)).toMatchObject({ state: 'completed', attempts: 2 });
  });
});
