import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('views and shares', () => {
  let host: TestHost;
  let published: number;
  let draft: number;

  beforeAll(async () => {
    host = await startTestHost();
    const langs = await createLanguages(host.services);
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

  it.each(['view', 'share'])('answers 404 for an unknown or unpublished article (%s)', async (what) => {
    for (const id of [999, draft]) {
      const res = await host.post(`/api/articles/${id}/${what}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Article not found' });
    }
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses a malformed id %s with 400', async (id) => {
    const res = await host.post(`/api/articles/${id}/view`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Invalid path parameter 'id': id must be a positive integer",
      field: 'id',
      reason: 'id must be a positive integer',
    });
  });
});
