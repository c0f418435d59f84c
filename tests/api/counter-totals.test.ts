/**
 * Views and shares after bursts, everywhere they are shown: the answers to views and shares, the
 * reader's article, the console's article view, the external API's read and the dashboard's total.
 * Each increment sets one field of one shard, so most shards hold only views or only shares: a
 * total that read only shards holding both (one aggregation over both fields, as Firestore
 * answers it from a composite index) would fall short. The local Firestore refuses queries
 * production has no index for, so each of these reads is also one production can serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

describe('counter totals after bursts', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let apiKey: string;

  beforeAll(async () => {
    host = await startAdminHost({ seed: false });
    langs = await createLanguages(host.services);
    apiKey = (await host.admin('POST', '/api/admin/api-keys', { name: 'Counts' })).body.fullApiKey as string;
  });
  afterAll(() => host.stop());

  const burst = (id: number, what: 'view' | 'share', n: number) => Promise.all(Array.from({ length: n }, () => host.post(`/api/articles/${id}/${what}`)));

  it('the dashboard counts every view of every article once the roll-ups land, and no ad counts', async () => {
    // First in this file: no article has views yet.
    expect((await host.admin('GET', '/api/admin/stats')).body.totalViews).toBe(0);
    const a = await createArticle(host.services, langs, { slug: 'dash-a' });
    const b = await createArticle(host.services, langs, { slug: 'dash-b' });
    await Promise.all([burst(a.id, 'view', 30), burst(b.id, 'view', 12), burst(a.id, 'share', 9)]);
    const ad = await host.services.repos.ads.create(
      { name: 'a', type: 'banner', placement: 'homepage', headline: 'h', text: 't', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: true, priority: 0 },
      new Date(),
    );
    await host.services.repos.ads.counters(ad.id).reset({ impressions: 1000, clicks: 10 });
    const total = async () => {
      const res = await host.admin('GET', '/api/admin/stats');
      expect(res.status).toBe(200);
      return res.body.totalViews as number;
    };
    await expect.poll(total, { timeout: 10_000 }).toBe(42);
  });

  it('every view and share of a burst is in every total, on every path', async () => {
    const article = await createArticle(host.services, langs, { slug: 'burst-counted' });
    const [views, shares] = await Promise.all([burst(article.id, 'view', 40), burst(article.id, 'share', 25)]);
    expect([...views, ...shares].map((r) => r.status)).toEqual(Array(65).fill(200));
    const answers = await Promise.all([...views, ...shares].map((r) => r.json() as Promise<{ views: number; shares: number }>));
    expect(Math.max(...answers.map((a) => a.views))).toBe(40);
    expect(Math.max(...answers.map((a) => a.shares))).toBe(25);

    const expected = { views: 40, shares: 25 };
    expect(await (await host.get('/api/articles/burst-counted')).json()).toMatchObject(expected);
    const console = await host.admin('GET', `/api/admin/articles/${article.id}`);
    expect(console.status).toBe(200);
    expect(console.body).toMatchObject(expected);
    const external = await host.call('GET', `/api/external/articles/${article.id}`, { token: apiKey });
    expect(external.status).toBe(200);
    expect(external.body.article).toMatchObject(expected);
    expect(await (await host.post(`/api/articles/${article.id}/share`)).json()).toEqual({ id: article.id, views: 40, shares: 26 });
  });
});
