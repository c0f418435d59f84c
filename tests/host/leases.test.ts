/**
 * Leases on background work, at the data layer with a clock the test moves: a claim whose lease
 * ran out is taken back and retried (within the job's attempt limit), a renewed one is not, the
 * local host at start takes back every lease another process held, and a worker that outlives its
 * lease cannot write over the newer attempt.
 */
import { rm } from 'node:fs/promises';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalFirestore, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';
import { createRepositories, type JobLeasePolicy, type Repositories } from '../../functions/src/data/index.js';
import { makeDataDir } from '../helpers/test-host.js';

const POLICY: JobLeasePolicy = { leaseMs: 1000, staleMs: 5000, maxAttempts: 4, maxInterruptions: 3, baseDelayMs: 200, maxDelayMs: 2000 };
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('leases on background work', () => {
  let local: LocalFirestore;
  let db: Firestore;
  let repos: Repositories;
  let dataDir: string;
  let nextArticle = 1;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    local = await openLocalFirestore({ emulator: sharedFirestore(), projectId: newProjectId() });
    db = local.db;
    repos = createRepositories(db);
  });
  afterAll(async () => {
    await local.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A job requested at T0 and claimed by run `runId` (returns the article id). */
  async function claimedJob(): Promise<{ articleId: number; runId: string }> {
    const articleId = nextArticle++;
    await repos.translationJobs.request(articleId, [{ languageId: 2, force: false }], T0, POLICY.staleMs);
    const { runId } = (await repos.translationJobs.get(articleId, 2))!;
    expect(await repos.translationJobs.claim(articleId, 2, runId, T0, POLICY.leaseMs)).toMatchObject({ state: 'running', lease: { runId } });
    return { articleId, runId };
  }

  describe('translation jobs', () => {
    it('leaves a job alone while its lease holds, and takes it back for a retry once it ran out', async () => {
      const { articleId, runId } = await claimedJob();
      await repos.translationJobs.recordAttempt(articleId, 2, runId, at(10));

      expect(await repos.translationJobs.recover(at(999), POLICY)).toMatchObject({ takenBack: 0 });
      expect(await repos.translationJobs.get(articleId, 2)).toMatchObject({ state: 'running', runId });

      expect(await repos.translationJobs.recover(at(1000), POLICY)).toMatchObject({ takenBack: 1 });
      const waiting = (await repos.translationJobs.get(articleId, 2))!;
      expect(waiting).toMatchObject({ state: 'retrying', attempts: 1, interruptions: 1, lease: null, error: expect.stringMatching(/stopped before finishing/) });
      expect(waiting.runId).not.toBe(runId);
      // The backoff of the first interruption: the retry waits, then the schedule starts it.
      expect(waiting.nextAttemptAt!.toMillis()).toBe(at(1000 + POLICY.baseDelayMs).getTime());
      expect(await repos.translationJobs.recover(at(1100), POLICY)).toMatchObject({ started: 0 });
      expect(await repos.translationJobs.recover(at(1200), POLICY)).toMatchObject({ started: 1 });
      const restarted = (await repos.translationJobs.get(articleId, 2))!;
      expect(restarted).toMatchObject({ state: 'pending', attempts: 1 });
      // The new run is a pending run like any other: its worker claims it.
      expect(await repos.translationJobs.claim(articleId, 2, restarted.runId, at(1300), POLICY.leaseMs)).toMatchObject({ state: 'running' });
    });

    it('keeps a renewed lease: a live worker is never taken over', async () => {
      const { articleId, runId } = await claimedJob();
      expect(await repos.translationJobs.renew(articleId, 2, runId, at(700), POLICY.leaseMs)).toBe(true);
      expect(await repos.translationJobs.recover(at(1500), POLICY)).toMatchObject({ takenBack: 0 });
      expect(await repos.translationJobs.get(articleId, 2)).toMatchObject({ state: 'running', runId });
    });

    it('refuses every write of a worker that outlived its lease once a newer attempt took over', async () => {
      const { articleId, runId: late } = await claimedJob();
      await repos.translationJobs.recover(at(1000), POLICY);
      await repos.translationJobs.recover(at(5000), POLICY);
      const newer = (await repos.translationJobs.get(articleId, 2))!;
      await repos.translationJobs.claim(articleId, 2, newer.runId, at(5000), POLICY.leaseMs);

      expect(await repos.translationJobs.renew(articleId, 2, late, at(5100), POLICY.leaseMs)).toBe(false);
      expect(await repos.translationJobs.recordAttempt(articleId, 2, late, at(5100))).toBe(false);
      expect(await repos.translationJobs.waitForRetry(articleId, 2, late, at(6000), 'late', at(5100))).toBe(false);
      expect(await repos.translationJobs.fail(articleId, 2, late, 'late failure', at(5100))).toBe(false);
      const save = (runId: string) =>
        repos.aiTranslations.saveAiTranslation(
          articleId,
          {
            content: { languageId: 2, title: `by ${runId}`, excerpt: 'e', content: '<p>c</p>', metaDescription: '' },
            sourceHash: 'h',
            provenance: { model: 'm', promptVersion: 1, tokens: 1, translatedAt: newer.updatedAt },
            runId,
            blocks: [],
            fields: {},
            basedOn: null,
            machineWritten: true,
          },
          at(5200),
        );
      expect(await save(late)).toBe('superseded');
      expect(await repos.translationJobs.get(articleId, 2)).toMatchObject({ state: 'running', runId: newer.runId, error: expect.stringMatching(/tried again/) });
    });

    it('fails the job with its reason once its attempts are used up, instead of retrying', async () => {
      const { articleId, runId } = await claimedJob();
      for (let i = 0; i < POLICY.maxAttempts; i++) await repos.translationJobs.recordAttempt(articleId, 2, runId, at(10));
      expect(await repos.translationJobs.recover(at(1000), POLICY)).toMatchObject({ failed: 1 });
      expect(await repos.translationJobs.get(articleId, 2)).toMatchObject({
        state: 'failed',
        lease: null,
        error: expect.stringMatching(/stopped before finishing.*after 4 attempts in all: retry it/),
      });
    });

    it('at the local host start, takes back leases other processes held and starts pending jobs whose event died', async () => {
      const { articleId } = await claimedJob();
      const queued = nextArticle++;
      await repos.translationJobs.request(queued, [{ languageId: 3, force: false }], T0, POLICY.staleMs);
      const { runId: queuedRun } = (await repos.translationJobs.get(queued, 3))!;
      // Well inside the lease and before the pending job is stale: only the start rule applies.
      expect(await repos.translationJobs.recover(at(100), POLICY)).toEqual({ takenBack: 0, failed: 0, started: 0 });
      const result = await repos.translationJobs.recover(at(100), POLICY, { deadHolders: () => true });
      expect(result.takenBack).toBeGreaterThanOrEqual(1);
      expect(await repos.translationJobs.get(articleId, 2)).toMatchObject({ state: 'retrying' });
      const started = (await repos.translationJobs.get(queued, 3))!;
      expect(started.state).toBe('pending');
      expect(started.runId).not.toBe(queuedRun);
    });
  });

  describe('Telegram deliveries', () => {
    it('lets a second run claim a delivery only once the first run’s lease ran out, and refuses the first run’s writes after', async () => {
      const id = '900_1';
      await repos.telegramDeliveries.requestPosts([{ articleId: 900, channelId: 1, channelName: 'C', chatId: '@c', languageId: 1, waitUntil: null }], T0);
      const first = await repos.telegramDeliveries.claim(id, 'run-1', T0, 1000, () => ({ state: 'sending' }));
      expect(first).toMatchObject({ claimed: { state: 'sending', lease: { runId: 'run-1' } } });
      expect(await repos.telegramDeliveries.claim(id, 'run-2', at(999), 1000, () => ({}))).toEqual({ busy: true });
      expect(await repos.telegramDeliveries.renew(id, 'run-1', at(900), 1000)).toBe(true);
      expect(await repos.telegramDeliveries.claim(id, 'run-2', at(1500), 1000, () => ({}))).toEqual({ busy: true });

      expect(await repos.telegramDeliveries.claim(id, 'run-2', at(1900), 1000, () => ({ state: 'sending' }))).toMatchObject({ claimed: { lease: { runId: 'run-2' } } });
      expect(await repos.telegramDeliveries.update(id, 'run-1', { messageId: 1 }, at(2000))).toBe(false);
      expect(await repos.telegramDeliveries.renew(id, 'run-1', at(2000), 1000)).toBe(false);
      expect(await repos.telegramDeliveries.finishPass(id, 'run-1', 1, { state: 'failed' }, at(2000))).toBe('lost');
      expect(await repos.telegramDeliveries.get(id)).toMatchObject({ state: 'sending', messageId: null, lease: { runId: 'run-2' } });
    });
  });
});
