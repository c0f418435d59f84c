/**
 * The local host restarted after it was killed: the trigger events of its last writes died with
 * it, so what those idempotent triggers keep (counter roll-ups, search vectors) is reconciled from
 * the documents. A clean stop leaves no marker, so a normal start does none of this.
 */
import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNNING_MARKER } from '../../emulators/src/after-crash.js';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { makeDataDir, startTestHost, type TestHost } from '../helpers/test-host.js';

let dataDir: string;
const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a host restarted after it was killed', () => {
  it('rolls up the counts and indexes the articles whose trigger events were lost', async () => {
    dataDir = await makeDataDir();
    const first = await startTestHost({ dataDir, schedules: false });
    hosts.push(first);
    expect(fs.existsSync(path.join(dataDir, RUNNING_MARKER))).toBe(true);
    // Written while no trigger runs: as if the host died before their events were handled.
    const article = await first.triggers.losingEvents(async () => {
      const langs = await createLanguages(first.services);
      const made = await createArticle(first.services, langs, { slug: 'lost-events', title: 'Lost events are caught up' });
      await first.services.repos.articles.counters(made.id).increment('views', 3);
      return made;
    });
    expect(await first.services.repos.embeddings.listForArticle(article.id)).toEqual([]);
    expect((await first.services.repos.articleStats.getMany([article.id])).get(article.id)).toBeUndefined();
    await first.close();
    expect(fs.existsSync(path.join(dataDir, RUNNING_MARKER))).toBe(false);

    // What a kill leaves: the marker of a host that never stopped.
    fs.writeFileSync(path.join(dataDir, RUNNING_MARKER), '12345\n');
    const second = await startTestHost({ dataDir, schedules: false });
    hosts.push(second);
    await expect.poll(async () => (await second.services.repos.articleStats.getMany([article.id])).get(article.id)?.views, { timeout: 15_000, interval: 50 }).toBe(3);
    await expect.poll(async () => (await second.services.repos.embeddings.listForArticle(article.id)).length, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
  });
});
