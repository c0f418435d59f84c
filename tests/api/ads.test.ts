import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAd } from '../../functions/src/data/index.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('public ads', () => {
  let host: TestHost;
  let ids: Record<string, number>;

  const ad = (over: Partial<NewAd> & Pick<NewAd, 'name'>): NewAd => ({
    type: 'banner',
    placement: 'homepage',
    headline: `${over.name} headline`,
    text: `${over.name} text`,
    imageUrl: null,
    imagePublicId: null,
    url: null,
    content: null,
    isActive: true,
    priority: 0,
    ...over,
  });

  beforeAll(async () => {
    host = await startTestHost();
    const { ads } = host.services.repos;
    const now = new Date();
    ids = {
      low: (await ads.create(ad({ name: 'low', priority: 5, url: 'https://example.com/low' }), now)).id,
      high: (await ads.create(ad({ name: 'high', type: 'sidebar', priority: 90, imageUrl: '/media/seed/x.svg' }), now)).id,
      inline: (await ads.create(ad({ name: 'inline', type: 'inline', priority: 50, content: '<div><b>Hi</b></div>' }), now)).id,
      inactive: (await ads.create(ad({ name: 'inactive', priority: 100, isActive: false }), now)).id,
      article: (await ads.create(ad({ name: 'article', placement: 'article', type: 'native', priority: 10 }), now)).id,
    };
  });
  afterAll(() => host.stop());

  it('serves the active ads of a placement, highest priority first, with their public fields', async () => {
    const res = await host.get('/api/ads?placement=homepage');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual([
      {
        id: ids.high,
        type: 'sidebar',
        placement: 'homepage',
        priority: 90,
        headline: 'high headline',
        text: 'high text',
        imageUrl: '/media/seed/x.svg',
        url: null,
        content: null,
      },
      expect.objectContaining({ id: ids.inline, type: 'inline', content: '<div><b>Hi</b></div>' }),
      expect.objectContaining({ id: ids.low, url: 'https://example.com/low' }),
    ]);
    expect((await (await host.get('/api/ads?placement=article')).json()).map((a: { id: number }) => a.id)).toEqual([ids.article]);
    expect(await (await host.get('/api/ads?placement=category')).json()).toEqual([]);
  });

  it('counts an impression for every ad it serves', async () => {
    const counter = host.services.repos.ads.counters(ids.low!);
    const before = await counter.totals();
    await host.get('/api/ads?placement=homepage');
    await host.get('/api/ads?placement=homepage');
    expect(await counter.totals()).toEqual({ impressions: before.impressions + 2, clicks: before.clicks });
    expect((await host.services.repos.ads.counters(ids.inactive!).totals()).impressions).toBe(0);
  });

  it('records a click and returns the new total', async () => {
    const first = await host.post(`/api/ads/${ids.low}/click`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: ids.low, clicks: 1 });
    await Promise.all(Array.from({ length: 20 }, () => host.post(`/api/ads/${ids.low}/click`)));
    expect((await host.services.repos.ads.counters(ids.low!).totals()).clicks).toBe(21);
  });

  it('answers 404 for a click on an unknown ad', async () => {
    const res = await host.post('/api/ads/4242/click');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Ad not found' });
  });

  it.each([
    ['/api/ads?placement=home', 'placement', 'placement must be one of: homepage, article, category'],
    ['/api/ads', 'placement', 'placement must be one of: homepage, article, category'],
  ])('%s is a 400 naming the placement', async (path, field, reason) => {
    const res = await host.get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Invalid query parameter '${field}': ${reason}`, field, reason });
  });

  it('refuses a malformed ad id', async () => {
    const res = await host.post('/api/ads/abc/click');
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('id');
  });
});
