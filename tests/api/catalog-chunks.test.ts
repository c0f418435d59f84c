/**
 * The materialised reader catalog (issue 21, cost): a cold instance reads the few catalogChunks
 * documents and catches up from their `builtAt`, instead of every article and its counts, and
 * answers the same lists; the hourly refresh rewrites only the chunks that changed; missing or
 * stale chunks fall back to reading everything. Counted by the host's usage meter.
 */
import { rm } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeSignal } from '../../functions/src/data/change-signal.js';
import * as deployed from '../../functions/src/index.js';
import { CatalogChunksService } from '../../functions/src/services/catalog-chunks-service.js';
import { CATCH_UP_OVERLAP_MS, FULL_READ_AFTER_MS, PublishedCatalog } from '../../functions/src/services/published-catalog.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { makeDataDir, startTestHost, type TestHost } from '../helpers/test-host.js';

const LISTS = ['language=en&offset=0&limit=50', 'language=en&sort=views&offset=0&limit=50', 'language=en&sort=oldest&offset=0&limit=50', 'q=piece&sort=shares&offset=0&limit=50'];

describe('the materialised reader catalog', () => {
  let dataDir: string;
  let host: TestHost;
  let langs: Langs;
  const ids: number[] = [];

  beforeAll(async () => {
    dataDir = await makeDataDir();
    host = await startTestHost({ dataDir, schedules: false });
    langs = await createLanguages(host.services);
    for (let i = 0; i < 12; i++) ids.push((await createArticle(host.services, langs, { slug: `piece-${i}`, daysAgo: i + 1 })).id);
  });
  afterAll(async () => {
    await host.stop();
    // The data directory is this file's (restarts reuse it): nothing of it stays in the temporary directory.
    await rm(dataDir, { recursive: true, force: true });
  });

  async function views(id: number, n: number) {
    for (let i = 0; i < n; i++) expect((await host.post(`/api/articles/${id}/view`)).status).toBe(200);
    await expect.poll(async () => (await host.services.repos.articleStats.getMany([id])).get(id)?.views, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  }
  const lists = (h: TestHost) => Promise.all(LISTS.map(async (qs) => (await (await h.get(`/api/articles?${qs}`)).json()) as unknown));
  /** What a catch-up from the chunks' builtAt reads now: a read a query, or a document it returns. */
  const catchUpReads = async () => {
    const builtAt = (await host.services.repos.catalogChunks.read())!.builtAt;
    const since = await host.services.repos.readerCatalog.changedSince(Timestamp.fromMillis(builtAt.toMillis() - CATCH_UP_OVERLAP_MS));
    return [since.articles.length, since.stats.size, since.deleted.length].reduce((n, found) => n + Math.max(1, found), 0);
  };
  /**
   * What a starting host read for its catalog: the chunks, articles, counts and tombstones (a host
   * also takes back, at start, background work a killed one left: those reads are not the catalog's).
   */
  const catalogReads = (h: TestHost) => {
    const by = h.firestore.meter.usage().readsByCollection;
    return ['catalogChunks', 'articles', 'articleStats', 'articleTombstones'].reduce((n, c) => n + (by[c] ?? 0), 0);
  };
  const chunkDocs = async () => (await host.services.repos.catalogChunks.ids()).length + 1; // and the manifest
  /** What a full read gives, as the chunks store it: id → [changedAt, views, shares]. */
  const fullState = async () => {
    const all = await host.services.repos.readerCatalog.full();
    return new Map(all.articles.map((a) => [a.id, [a.changedAt?.toMillis(), all.stats.get(a.id)?.views ?? 0, all.stats.get(a.id)?.shares ?? 0]]));
  };
  const chunkState = async () => {
    const chunks = (await host.services.repos.catalogChunks.read())!;
    return new Map([...chunks.chunks.values()].flat().map((e) => [e.article.id, [e.article.changedAt?.toMillis(), e.stats?.views ?? 0, e.stats?.shares ?? 0]]));
  };

  it('is refreshed by a deployed hourly schedule', () => {
    expect(deployed.refreshReaderCatalog.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' });
  });

  it('a fresh project has no chunks: a cold instance reads everything, and the refresh builds them', async () => {
    await views(ids[4]!, 3);
    expect(await host.services.repos.catalogChunks.read()).toBeUndefined();
    const cold = new PublishedCatalog(host.services.repos, { signal: new ChangeSignal() });
    host.firestore.meter.reset();
    expect((await cold.get()).latest).toHaveLength(12);
    expect(host.firestore.meter.usage().reads).toBeGreaterThanOrEqual(13); // 12 articles + their counts

    expect(await host.services.catalogChunks.refresh()).toMatchObject({ rebuilt: true, saved: true });
    expect(await chunkState()).toEqual(await fullState());
  });

  it('a cold instance with chunks reads a handful of documents and answers the same lists, even after writes', async () => {
    // Writes after the chunks were built: the cold instance must catch up on each kind.
    await views(ids[7]!, 5);
    const fresh = await createArticle(host.services, langs, { slug: 'piece-fresh', daysAgo: 0.5 });
    await host.services.repos.articles.update(ids[2]!, () => ({ changes: { category: 'research' }, content: content(langs.en, 'Piece renamed') }), new Date());
    await host.services.repos.articles.update(ids[3]!, () => ({ changes: { status: 'draft' } }), new Date());
    expect(await host.services.repos.articles.delete(ids[5]!, new Date())).toBe(true);
    ids.push(fresh.id);
    const warm = await lists(host); // this instance saw every write

    await host.stop();
    host = await startTestHost({ dataDir, schedules: false }); // a new instance: its start reads the catalog
    const reads = catalogReads(host);
    expect(reads).toBeLessThanOrEqual((await chunkDocs()) + 3 + 5); // chunks, 3 catch-up queries, the 5 documents written since
    expect(await lists(host)).toEqual(warm);
  });

  it('the refresh rewrites only the chunks that changed, and then agrees with a full read', async () => {
    host.firestore.meter.reset();
    expect(await host.services.catalogChunks.refresh()).toMatchObject({ rebuilt: false, chunksWritten: 1, saved: true });
    // The one chunk, written anew, the manifest naming it, and the old chunk deleted.
    expect(host.firestore.meter.usage()).toMatchObject({ writes: 2, deletes: 1 });
    expect(await chunkState()).toEqual(await fullState());

    // Nothing changed: only the manifest moves on.
    host.firestore.meter.reset();
    expect(await host.services.catalogChunks.refresh()).toMatchObject({ rebuilt: false, chunksWritten: 0 });
    expect(host.firestore.meter.usage()).toMatchObject({ writes: 1, deletes: 0 });

    // An instance starting now: the chunks and three catch-up queries, each a read when it finds
    // nothing, and the writes of the last second before `builtAt` again (the catch-up's overlap).
    const warm = await lists(host);
    const again = await catchUpReads();
    await host.stop();
    host = await startTestHost({ dataDir, schedules: false });
    expect(catalogReads(host)).toBeLessThanOrEqual((await chunkDocs()) + again);
    expect(again).toBeLessThanOrEqual(3 + 5); // at most the writes of the test before
    expect(await lists(host)).toEqual(warm);
  });

  it('keeps several chunks, writes only those an article changed in, and a republished article keeps its counts', async () => {
    const small = new CatalogChunksService(host.services.repos, { maxEntries: 4 });
    // Rebuilt with the smaller limit (its clock says the chunks are too old to catch up from).
    const later = Date.now() + FULL_READ_AFTER_MS;
    expect(await new CatalogChunksService(host.services.repos, { maxEntries: 4, now: () => later }).refresh()).toMatchObject({ rebuilt: true });
    expect((await host.services.repos.catalogChunks.read())!.chunks.size).toBe(3); // 11 published articles, 4 a chunk
    expect(await chunkState()).toEqual(await fullState());

    await host.services.repos.articles.update(ids[4]!, () => ({ changes: { status: 'draft' } }), new Date()); // it has 3 views
    expect(await small.refresh()).toMatchObject({ rebuilt: false, chunksWritten: 1 });
    expect(await chunkState()).toEqual(await fullState());

    await host.services.repos.articles.update(ids[3]!, () => ({ changes: { status: 'published' } }), new Date());
    await views(ids[9]!, 2);
    // The chunk of ids[9] and the last one (ids[3] joins it); the first chunk is left as it is.
    expect(await small.refresh()).toMatchObject({ rebuilt: false, chunksWritten: 2 });
    expect(await chunkState()).toEqual(await fullState());

    // Published again after the refresh: a cold instance learns of it by the catch-up, and reads
    // its counts (unchanged since before the chunks, so not among what changed).
    // Its triggers (every one on articles/{id}) run after the commit: they have ended before counting.
    const triggered = ['onArticleMediaWritten', 'onArticleTelegramWritten', 'onArticleEmbeddingsWritten', 'onArticleQueueWritten'].map((name) => host.triggers.waitOne(name));
    await host.services.repos.articles.update(ids[4]!, () => ({ changes: { status: 'published' } }), new Date());
    await Promise.all(triggered);
    await host.triggers.idle();
    const again = await catchUpReads();
    const cold = new PublishedCatalog(host.services.repos, { signal: new ChangeSignal() });
    host.firestore.meter.reset();
    const snapshot = await cold.get();
    // The catalog's collections only: the publication's own triggers (search embeddings) still run.
    const by = host.firestore.meter.usage().readsByCollection;
    const reads = ['catalogChunks', 'articles', 'articleStats', 'articleTombstones'].reduce((n, c) => n + (by[c] ?? 0), 0);
    expect(reads).toBeLessThanOrEqual((await chunkDocs()) + again + 1); // and its counts, read by id
    const full = await new PublishedCatalog({ readerCatalog: host.services.repos.readerCatalog }, { signal: new ChangeSignal() }).get();
    const view = (s: typeof snapshot) => s.byViews.map((e) => [e.doc.slug, e.views, e.shares]);
    expect(view(snapshot)).toEqual(view(full));
    expect(snapshot.byId.get(ids[4]!)?.views).toBe(3);
    expect(snapshot.latest.map((e) => e.doc.slug)).toEqual(full.latest.map((e) => e.doc.slug));
  });

  it('packs by size too, and of two refreshes at once one saves, leaving no stray chunk', async () => {
    const tiny = new CatalogChunksService(host.services.repos, { maxBytes: 1, now: () => Date.now() + FULL_READ_AFTER_MS });
    expect(await tiny.refresh()).toMatchObject({ rebuilt: true, chunksWritten: 12 }); // one article a chunk
    expect(await chunkState()).toEqual(await fullState());

    await views(ids[0]!, 1);
    await views(ids[1]!, 1);
    const outcomes = await Promise.all([host.services.catalogChunks.refresh(), host.services.catalogChunks.refresh()]);
    expect(outcomes.filter((o) => o.saved).length).toBeGreaterThanOrEqual(1);
    expect(await chunkState()).toEqual(await fullState());
    const named = (await host.services.repos.catalogChunks.read())!.chunks.size;
    expect(await chunkDocs()).toBe(named + 1);
  });

  it('chunks too old to catch up from, or with one missing, are not used', async () => {
    const later = Date.now() + FULL_READ_AFTER_MS + 60_000;
    const stale = new PublishedCatalog(host.services.repos, { signal: new ChangeSignal(), now: () => later });
    host.firestore.meter.reset();
    expect((await stale.get()).latest).toHaveLength(12);
    expect(host.firestore.meter.usage().readsByCollection).toMatchObject({ articles: 12 });
    expect(await new CatalogChunksService(host.services.repos, { now: () => later }).refresh()).toMatchObject({ rebuilt: true, saved: true });

    const manifest = (await host.firestore.db.collection('catalogChunks').doc('manifest').get()).data() as { chunks: string[] };
    await host.firestore.db.collection('catalogChunks').doc(manifest.chunks[0]!).delete();
    expect(await host.services.repos.catalogChunks.read()).toBeUndefined();
    const cold = new PublishedCatalog(host.services.repos, { signal: new ChangeSignal() });
    expect((await cold.get()).latest).toHaveLength(12);
    expect(await host.services.catalogChunks.refresh()).toMatchObject({ rebuilt: true, saved: true });
    expect(await chunkState()).toEqual(await fullState());
  });
});
