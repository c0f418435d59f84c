/** Scheduled publishing as deployed (the exported schedule) and as the local host runs it (a timer). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as deployed from '../../functions/src/index.js';
import { manualClock } from '../helpers/clock.js';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

const MINUTE = 60_000;

async function scheduled(host: TestHost, langs: Langs, slug: string, at: Date) {
  return createArticle(host.services, langs, { slug, status: 'scheduled', publishedAt: null, scheduledAt: at });
}

describe('the exported schedule', () => {
  it('runs every minute', () => {
    expect(deployed.publishScheduledArticles.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 minutes' });
  });

  describe('when Cloud Scheduler invokes it', () => {
    const clock = manualClock();
    let host: TestHost;
    let langs: Langs;
    beforeAll(async () => {
      host = await startTestHost({ clock, schedules: false });
      langs = await createLanguages(host.services);
    });
    afterAll(() => host.stop());

    it('publishes the articles that are due, through the runtime the functions share', async () => {
      await scheduled(host, langs, 'invoked', new Date(clock.now().getTime() + 10 * MINUTE));
      clock.advance(10 * MINUTE);
      await deployed.publishScheduledArticles.run({ scheduleTime: clock.now().toISOString() } as Parameters<typeof deployed.publishScheduledArticles.run>[0]);
      expect((await host.get('/api/articles/invoked')).status).toBe(200);
    });
  });
});

describe('the local host', () => {
  const clock = manualClock();
  let host: TestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startTestHost({ clock, schedules: { intervalMs: 25 } });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  /** How many runs of the publishing timer have ended (counted on the service the timer calls). */
  function timerRuns(): () => number {
    const service = host.services.scheduledPublishing;
    const run = service.publishDueArticles.bind(service);
    let ended = 0;
    service.publishDueArticles = async (...args) => {
      try {
        return await run(...args);
      } finally {
        ended++;
      }
    };
    return () => ended;
  }

  it('publishes a scheduled article on its timer once the time has come', async () => {
    const runs = timerRuns();
    await scheduled(host, langs, 'timed', new Date(clock.now().getTime() + 10 * MINUTE));
    // Two whole runs since the article was saved, and it is still not out: its time has not come.
    const saved = runs();
    await expect.poll(runs, { timeout: 10_000, interval: 5 }).toBeGreaterThanOrEqual(saved + 2);
    expect((await host.get('/api/articles/timed')).status).toBe(404);

    clock.advance(10 * MINUTE);
    await expect.poll(async () => (await host.get('/api/articles/timed')).status, { timeout: 10_000, interval: 25 }).toBe(200);
  });
});
