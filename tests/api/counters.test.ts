import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('views and shares', () => {
  let host: TestHost;
  let published: number;
  let draft: number;
  let langs: Awaited<ReturnType<typeof createLanguages>>;

  beforeAll(async () => {
    host = await startTestHost();
    langs = await createLanguages(host.services);
    published = (await createArticle(host.services, langs, { slug: 'counted' })).id;
    draft = (await createArticle(host.services, langs, { slug: 'not-yet', status: 'draft' })).id;
  });
  afterAll(() => host.stop());

  it('counts a view and a share and returns the new totals', async () => {
    const view = await host.post(`/api/articles/${published}/view`);
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({ id: published, views: 1, shares: 0 });
    const share = await host.post(`/api/articles/${published}/share`);
    expect(await share.json()).toEqual({ id: published, views: 1, shares: 1 });
    const article = await (await host.get('/api/articles/counted')).json();
    expect(article).toMatchObject({ views: 1, shares: 1 });
  });

  it('loses no view when 50 readers hit one article at once', async () => {
    const before = (await (await host.get('/api/articles/counted')).json()).views as number;
    const responses = await Promise.all(Array.from({ length: 50 }, () => host.post(`/api/articles/${published}/view`)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const totals = await Promise.all(responses.map((r) => r.json() as Promise<{ views: number }>));
    expect(Math.max(...totals.map((t) => t.views))).toBe(before + 50);
    const after = await (await host.get('/api/articles/counted')).json();
    expect(after.views).toBe(before + 50);
  });

  it('loses no share under a burst either', async () => {
    const before = (await (await host.get('/api/articles/counted')).json()).shares as number;
    await Promise.all(Array.from({ length: 30 }, () => host.post(`/api/articles/${published}/share`)));
    expect((await (await host.get('/api/articles/counted')).json()).shares).toBe(before + 30);
  });

  it('counts each view once while the roll-up catches up with the burst', async () => {
    const read = async () => (await (await host.get('/api/articles/counted')).json()) as { views: number; shares: number };
    const listed = async () => {
      const list = (await (await host.get('/api/articles?limit=12')).json()) as { id: number; views: number }[];
      return list.find((a) => a.id === published)?.views;
    };
    const before = await read();
    const burst = await Promise.all(Array.from({ length: 20 }, () => host.post(`/api/articles/${published}/view`)));
    const answered = await Promise.all(burst.map((r) => r.json() as Promise<{ views: number; shares: number }>));
    // Every reader is shown a count that holds their own view, and none more than were made.
    for (const t of answered) expect(t.views).toBeGreaterThan(before.views);
    expect(Math.max(...answered.map((t) => t.views))).toBe(before.views + 20);
    // The lists show the burst once it is rolled up; the answers after it still count each view once.
    await expect.poll(listed, { timeout: 10_000 }).toBe(before.views + 20);
    const next = await (await host.post(`/api/articles/${published}/view`)).json();
    expect(next).toEqual({ id: published, views: before.views + 21, shares: before.shares });
    await expect.poll(async () => (await read()).views, { timeout: 5_000 }).toBe(before.views + 21);
  });

  it.each(['view', 'share'])('answers 404 for an unknown or unpublished article (%s)', async (what) => {
    for (const id of [999, draft]) {
      const res = await host.post(`/api/articles/${id}/${what}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Article not found' });
    }
  });

  it('removes a view counted after the article was deleted (by an instance that had not heard yet)', async () => {
    const id = (await createArticle(host.services, langs, { slug: 'short-lived' })).id;
    expect((await host.post(`/api/articles/${id}/view`)).status).toBe(200);
    const deleted = host.triggers.waitOne('onArticleDeleted', { timeout: 10_000 });
    expect(await host.services.repos.articles.delete(id, new Date())).toBe(true);
    await deleted;
    await host.services.repos.articles.counters(id).increment('views');
    const shards = host.firestore.db.collection(`articles/${id}/counters`);
    await expect.poll(async () => (await shards.get()).size, { timeout: 10_000 }).toBe(0);
    expect((await host.firestore.db.doc(`articleStats/${id}`).get()).exists).toBe(false);
  });

  it('stops counting an article as soon as it is unpublished', async () => {
    const id = (await createArticle(host.services, langs, { slug: 'soon-hidden' })).id;
    expect((await host.post(`/api/articles/${id}/view`)).status).toBe(200);
    await host.services.adminArticles.updateArticle(id, { article: { status: 'draft' } });
    const res = await host.post(`/api/articles/${id}/view`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Article not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '01', '0x1', '1e0'])('refuses a malformed id %s with 400', async (id) => {
    const res = await host.post(`/api/articles/${id}/view`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Invalid path parameter 'id': id must be a positive integer written in plain digits, such as 3",
      field: 'id',
      reason: 'id must be a positive integer written in plain digits, such as 3',
    });
  });
});
