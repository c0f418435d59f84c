/**
 * Firestore triggers as Cloud Functions delivers them (emulators/src/firestore-triggers.ts): the
 * Cloud Firestore emulator sends each matching commit's event after the commit, with the document
 * before and after; the trigger runs outside the writer's request (the answer never waits for it);
 * a `retry: true` trigger that throws is delivered again until it succeeds.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

let host: TestHost;
let langs: Langs;
const lines: string[] = [];

beforeAll(async () => {
  host = await startTestHost({ log: (line) => void lines.push(line) });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());

describe('Firestore triggers on the emulator', () => {
  it('run after the commit with the document as it was: a deleted article’s content goes', async () => {
    const { id } = await createArticle(host.services, langs, { slug: 'before-and-after' });
    const repo = host.services.repos.articles;
    expect(await repo.getContent(id, langs.en)).not.toBeNull();
    const fired = host.triggers.waitOne('onArticleDeleted');
    expect(await repo.delete(id, new Date())).toBe(true);
    await fired;
    expect(await repo.getContent(id, langs.en)).toBeNull();
    expect(host.triggers.getStats('onArticleDeleted')).toEqual({ initiatedCount: 1, completedCount: 1, errorCount: 0 });
  });

  it('never inside the writer’s request: the answer comes while the trigger is still held', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const deleteChildren = host.services.repos.articles.deleteChildren.bind(host.services.repos.articles);
    const spy = vi.spyOn(host.services.repos.articles, 'deleteChildren').mockImplementationOnce(async (articleId) => {
      await held;
      return deleteChildren(articleId);
    });
    try {
      const { id } = await createArticle(host.services, langs, { slug: 'held-trigger' });
      const started = new Promise<void>((resolve) => host.triggers.observeAll({ before: (e) => e.key === 'onArticleDeleted' && resolve() }));
      const done = host.triggers.waitOne('onArticleDeleted');
      expect(await host.services.repos.articles.delete(id, new Date())).toBe(true);
      await started; // the trigger runs, held, and the delete has already answered
      expect(await host.services.repos.articles.getContent(id, langs.en)).not.toBeNull();
      release();
      await done;
      expect(await host.services.repos.articles.getContent(id, langs.en)).toBeNull();
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('delivers a retry: true trigger that throws again, until it succeeds', async () => {
    const before = host.triggers.getStats('onArticleDeleted');
    const spy = vi
      .spyOn(host.services.repos.articles, 'deleteChildren')
      .mockRejectedValueOnce(new Error('UNAVAILABLE: first attempt'))
      .mockRejectedValueOnce(new Error('UNAVAILABLE: second attempt'));
    try {
      const { id } = await createArticle(host.services, langs, { slug: 'retried-trigger' });
      expect(await host.services.repos.articles.delete(id, new Date())).toBe(true);
      // The third delivery's run ends after its writes: its content is gone, then it counts as completed.
      await expect.poll(() => host.triggers.getStats('onArticleDeleted').completedCount - before.completedCount).toBe(1);
      expect(await host.services.repos.articles.getContent(id, langs.en)).toBeNull();
      const after = host.triggers.getStats('onArticleDeleted');
      expect({ initiated: after.initiatedCount - before.initiatedCount, errors: after.errorCount - before.errorCount, completed: after.completedCount - before.completedCount }).toEqual({
        initiated: 3,
        errors: 2,
        completed: 1,
      });
      expect(lines.filter((l) => l.startsWith('Trigger onArticleDeleted failed') && /delivered again in \d+ ms/.test(l))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('are not delivered for another project on the same emulator, and run on their own host’s database', async () => {
    const other = await startTestHost();
    try {
      const otherLangs = await createLanguages(other.services);
      const mine = host.triggers.getStats('onArticleDeleted').initiatedCount;
      const { id } = await createArticle(other.services, otherLangs, { slug: 'elsewhere' });
      const fired = other.triggers.waitOne('onArticleDeleted');
      expect(await other.services.repos.articles.delete(id, new Date())).toBe(true);
      await fired;
      await host.triggers.idle();
      expect(host.triggers.getStats('onArticleDeleted').initiatedCount).toBe(mine);
      // And each host's triggers act on its own database, though the other host started last.
      const own = await createArticle(host.services, langs, { slug: 'at-home' });
      const ran = host.triggers.waitOne('onArticleDeleted');
      expect(await host.services.repos.articles.delete(own.id, new Date())).toBe(true);
      await ran;
      expect(await host.services.repos.articles.getContent(own.id, langs.en)).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('lose the events of writes made inside losingEvents however late they come, and deliver those after', async () => {
    const repo = host.services.repos.articles;
    const before = host.triggers.getStats('onArticleDeleted');
    // Several deletes, so some of their events are still on their way when the writes end.
    const lost = await Promise.all(['lost-1', 'lost-2', 'lost-3'].map((slug) => createArticle(host.services, langs, { slug })));
    await host.triggers.losingEvents(async () => {
      for (const { id } of lost) expect(await repo.delete(id, new Date())).toBe(true);
    });
    const { id } = await createArticle(host.services, langs, { slug: 'after-the-loss' });
    const fired = host.triggers.waitOne('onArticleDeleted');
    expect(await repo.delete(id, new Date())).toBe(true);
    await fired;
    await host.triggers.idle();
    // Only the delete after it ran its trigger: the lost ones' content is still there, as after a crash.
    expect(host.triggers.getStats('onArticleDeleted').initiatedCount).toBe(before.initiatedCount + 1);
    expect(await repo.getContent(id, langs.en)).toBeNull();
    for (const a of lost) expect(await repo.getContent(a.id, langs.en)).not.toBeNull();
  });

  it('flush resolves once the events of every earlier commit have reached the host', async () => {
    const repo = host.services.repos.articles;
    const started: string[] = [];
    const stop = host.triggers.observeAll({ before: (e) => void (e.key === 'onArticleDeleted' && started.push(e.key)) });
    try {
      const made = await Promise.all(['flushed-1', 'flushed-2', 'flushed-3', 'flushed-4'].map((slug) => createArticle(host.services, langs, { slug })));
      await Promise.all(made.map(({ id }) => repo.delete(id, new Date())));
      await host.triggers.flush();
      expect(started).toHaveLength(4);
    } finally {
      stop();
    }
  });
});
