/** The reader's ad calls: the list of a placement, and the impression and click reports browsers send. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAd } from '../../functions/src/data/index.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const VISITOR = '3b241101-e2bb-4255-8caf-4136c566a962';

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

  const report = (path: string, init: { body?: string; contentType?: string; ua?: string } = {}) =>
    fetch(host.url + path, {
      method: 'POST',
      headers: {
        'user-agent': init.ua ?? BROWSER_UA,
        ...(init.body !== undefined && { 'content-type': init.contentType ?? 'application/json' }),
      },
      body: init.body,
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
      popup: (await ads.create(ad({ name: 'popup', placement: 'category', type: 'popup', priority: 10 }), now)).id,
      hostile: (
        await ads.create(
          ad({
            name: 'hostile',
            type: 'inline',
            placement: 'article',
            content: '<p>Buy <a href="https://example.com/x">now</a><script>parent.__owned = 1</script><img src="x" onerror="parent.__owned = 2"></p>',
          }),
          now,
        )
      ).id,
      inactiveInline: (await ads.create(ad({ name: 'inactive inline', type: 'inline', isActive: false, content: '<p>Not yet</p>' }), now)).id,
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
    expect((await (await host.get('/api/ads?placement=article')).json()).map((a: { id: number }) => a.id)).toEqual([ids.article, ids.hostile]);
    expect((await (await host.get('/api/ads?placement=category')).json()).map((a: { type: string }) => a.type)).toEqual(['popup']);
  });

  it('lets browsers and the CDN keep the list for a minute, since serving it counts nothing', async () => {
    const res = await host.get('/api/ads?placement=homepage');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    for (let i = 0; i < 3; i++) await host.get('/api/ads?placement=homepage');
    expect(await host.services.repos.ads.counters(ids.low!).totals()).toEqual({ impressions: 0, clicks: 0 });
  });

  // The reader pages show an ad's HTML in a shadow root, the popup and the console's previews
  // write it into a frame: its document is served nowhere of its own (it was until 2026-12).
  it.each([() => ids.inline!, () => ids.inactiveInline!])("serves no ad's HTML as a document of its own (GET /api/ads/{id}/frame is not found)", async (id) => {
    const res = await host.get(`/api/ads/${id()}/frame`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/not found/i) });
  });

  it.each(['impression', 'click'])('accepts a %s report with 202, with or without a visitor id', async (kind) => {
    const withVisitor = await report(`/api/ads/${ids.low}/${kind}`, { body: JSON.stringify({ visitorId: VISITOR }) });
    expect(withVisitor.status).toBe(202);
    expect(withVisitor.headers.get('cache-control')).toBe('no-store');
    expect(await withVisitor.json()).toEqual({ id: ids.low, accepted: true });
    // The spec's click sends no body at all.
    const bare = await report(`/api/ads/${ids.low}/${kind}`);
    expect(bare.status).toBe(202);
    expect(await bare.json()).toEqual({ id: ids.low, accepted: true });
  });

  it('answers a crawler exactly as a reader, so it cannot tell it is not counted', async () => {
    const res = await report(`/api/ads/${ids.low}/click`, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id: ids.low, accepted: true });
  });

  it.each(['impression', 'click'])('answers 404 for a %s of an unknown ad', async (kind) => {
    const res = await report(`/api/ads/4242/${kind}`, { body: JSON.stringify({ visitorId: VISITOR }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Ad not found' });
  });

  it.each([
    ['a visitor id that is not a UUID', '{"visitorId":"me"}', 400, 'visitorId', 'visitorId must be a UUID such as crypto.randomUUID() makes'],
    ['a visitor id that is not text', '{"visitorId":42}', 400, 'visitorId', 'Must be text, not a number'],
    ['an unknown field', `{"visitorId":"${VISITOR}","count":100}`, 400, 'count', 'unknown field'],
  ])('refuses %s, naming the field', async (_what, body, status, field, reason) => {
    const res = await report(`/api/ads/${ids.low}/impression`, { body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
  });

  it('refuses a report that is not JSON', async () => {
    const res = await report(`/api/ads/${ids.low}/click`, { body: 'visitorId=x', contentType: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Request body must be JSON (Content-Type: application/json)');
  });

  it.each([
    ['/api/ads?placement=home', 'placement', 'placement must be one of: homepage, article, category'],
    ['/api/ads', 'placement', 'placement must be one of: homepage, article, category'],
  ])('%s is a 400 naming the placement', async (path, field, reason) => {
    const res = await host.get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Invalid query parameter '${field}': ${reason}`, field, reason });
  });

  it.each(['click', 'impression'])('refuses a malformed ad id in a %s', async (kind) => {
    const res = await report(`/api/ads/abc/${kind}`);
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('id');
  });
});
