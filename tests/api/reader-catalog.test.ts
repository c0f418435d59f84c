/**
 * The reader lists' catalog as another function instance sees it: it never hears of this
 * instance's writes (its own change signal stays still), so it must find every kind of write by
 * catching up on `changedAt` and tombstones, and each catch-up must read only what changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeSignal } from '../../functions/src/data/change-signal.js';
import type { CatalogRead, Repositories } from '../../functions/src/data/index.js';
import { PublishedCatalog } from '../../functions/src/services/published-catalog.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe("another instance's catalog of published articles", () => {
  let host: TestHost;
  let langs: Langs;
  let other: PublishedCatalog;
  const reads: { kind: 'full' | 'since'; documents: number }[] = [];

  beforeAll(async () => {
    host = await startTestHost();
    langs = await createLanguages(host.services);
    for (let i = 0; i < 20; i++) await createArticle(host.services, langs, { slug: `known-${i}`, daysAgo: i + 2 });
    const repo = host.services.repos.readerCatalog;
    const counted = (kind: 'full' | 'since', r: CatalogRead) => {
      reads.push({ kind, documents: r.articles.length + r.stats.size + r.deleted.length });
      return r;
    };
    const readerCatalog = {
      full: async () => counted('full', await repo.full()),
      changedSince: async (from: Parameters<typeof repo.changedSince>[0]) => counted('since', await repo.changedSince(from)),
    } as Repositories['readerCatalog'];
    // Lifetime 0: it catches up on every call, as an instance does once its copy is a minute old. No
    // overlap, so what each catch-up reads is exactly what changed since the one before.
    other = new PublishedCatalog({ readerCatalog }, { ttlMs: 0, overlapMs: 0, signal: new ChangeSignal() });
  });
  afterAll(() => host.stop());

  const slugs = async () => (await other.get()).latest.map((e) => e.doc.slug);
  const entry = async (slug: string) => (await other.get()).latest.find((e) => e.doc.slug === slug);

  it('reads everything once, then only what changed', async () => {
    expect(await slugs()).toHaveLength(20);
    expect(reads).toEqual([{ kind: 'full', documents: 20 }]);
    await slugs();
    expect(reads.at(-1)).toEqual({ kind: 'since', documents: 0 });
  });

  it('sees a new article, an edit and a translation written elsewhere, re-reading only those', async () => {
    const before = reads.length;
    const created = await createArticle(host.services, langs, { slug: 'fresh', daysAgo: 0.5 });
    expect((await slugs())[0]).toBe('fresh');
    await host.services.repos.articles.update(created.id, () => ({ changes: { category: 'research' }, content: content(langs.en, 'Fresh, renamed') }), new Date());
    await host.services.repos.articles.upsertTranslation(created.id, content(langs.hi, 'ताज़ा लेख'), new Date());
    const e = await entry('fresh');
    expect(e?.doc.category).toBe('research');
    expect(e?.text.get(langs.en)).toContain('fresh, renamed');
    expect(e?.text.get(langs.hi)).toContain('ताज़ा लेख');
    // Each catch-up brought back the one article changed, never the other 20.
    expect(reads.slice(before)).toEqual([
      { kind: 'since', documents: 1 },
      { kind: 'since', documents: 1 },
    ]);

    expect(await host.services.repos.articles.deleteTranslation(created.id, langs.hi, new Date())).toBe('deleted');
    expect((await entry('fresh'))?.text.has(langs.hi)).toBe(false);
  });

  it('sees counts rolled up from a burst of views elsewhere', async () => {
    // The roll-ups commit while this catalog catches up, so it catches up as production's does,
    // from a second before its last read (CATCH_UP_OVERLAP_MS): the emulator can answer a query
    // without a commit it stamped a few milliseconds before the query's read time, and a catch-up
    // from that read time then never sees it (the counts stayed at 0 once on a loaded machine).
    const live = new PublishedCatalog({ readerCatalog: host.services.repos.readerCatalog }, { ttlMs: 0, signal: new ChangeSignal() });
    const target = (await entry('known-3'))!.doc;
    const views = async () => (await live.get()).byId.get(target.id)?.views;
    expect(await views()).toBe(0);
    await Promise.all(Array.from({ length: 30 }, () => host.post(`/api/articles/${target.id}/view`)));
    await expect.poll(views, { timeout: 15_000 }).toBe(30);
    expect((await live.get()).byViews[0]!.doc.slug).toBe('known-3');
  });

  it('sees scheduled publishing, unpublishing and deletion', async () => {
    const due = await createArticle(host.services, langs, { slug: 'due', status: 'scheduled', scheduledAt: new Date(Date.now() - 60_000) });
    expect(await slugs()).not.toContain('due');
    expect(await host.services.repos.scheduledArticles.publishIfDue(due.id, new Date())).toBe(true);
    expect(await slugs()).toContain('due');

    const known = (await entry('known-5'))!.doc;
    await host.services.repos.articles.update(known.id, () => ({ changes: { status: 'draft' } }), new Date());
    expect(await slugs()).not.toContain('known-5');

    const gone = (await entry('known-6'))!.doc;
    expect(await host.services.repos.articles.delete(gone.id, new Date())).toBe(true);
    expect(await slugs()).not.toContain('known-6');
    expect((await other.get()).latest).toHaveLength(20); // 20 + fresh + due − known-5 − known-6
  });

  it('sees a video poster given to an article elsewhere (cards show it)', async () => {
    await createArticle(host.services, langs, { slug: 'with-video', videoUrl: '/media/v.mp4', videoPublicId: 'v-1' });
    expect((await entry('with-video'))?.doc.videoPosterUrl ?? null).toBeNull();
    expect(await host.services.repos.mediaReferences.setVideoPoster('v-1', '/media/v-poster.jpg')).toBe(1);
    expect((await entry('with-video'))?.doc.videoPosterUrl).toBe('/media/v-poster.jpg');
  });
});
