/** Ads Management over the admin API (admin-and-api.md §5 Ad, §7 Ads): every call and validation message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const FORM = {
  name: 'Spring campaign',
  type: 'banner',
  placement: 'homepage' as const,
  headline: 'Keep your keys offline',
  text: 'A hardware wallet keeps private keys away from your phone and laptop.',
  imageUrl: '/media/seed/ad-ledgerloop-banner.svg',
  imagePublicId: 'seed/ad-ledgerloop-banner.svg',
  url: 'https://example.com/spring',
  isActive: true,
  priority: 40,
};

describe('admin ads', () => {
  let host: AdminTestHost;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
  });
  afterAll(() => host.stop());

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, ...over });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const list = async (query = '') => (await host.admin('GET', `/api/admin/ads${query}`)).body as { id: number; placement: string }[];

  it('needs an administrator for every ads call', async () => {
    for (const [method, path] of [['GET', '/api/admin/ads'], ['POST', '/api/admin/ads'], ['PUT', '/api/admin/ads/1'], ['DELETE', '/api/admin/ads/1']] as const) {
      expect((await host.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : FORM })).status).toBe(401);
      expect((await host.call(method, path, { token: host.nonAdminToken, body: method === 'GET' || method === 'DELETE' ? undefined : FORM })).status).toBe(403);
    }
  });

  it('creates an ad and answers it as the console shows it, with zero counts', async () => {
    const ad = await create();
    expect(ad).toEqual({
      id: expect.any(Number),
      ...FORM,
      content: null,
      languageIds: [],
      impressions: 0,
      clicks: 0,
      ctr: '0.00',
      daily: expect.any(Array),
      byLanguage: [],
      createdAt: expect.any(String),
      updatedAt: ad.createdAt,
    });
    expect(ad.daily).toHaveLength(14);
    expect(ad.daily.every((d: { impressions: number; clicks: number }) => d.impressions === 0 && d.clicks === 0)).toBe(true);
    expect(ad.daily.map((d: { date: string }) => d.date)).toEqual([...ad.daily.map((d: { date: string }) => d.date)].sort());
    // The reader site serves it.
    const served = await (await host.get('/api/ads?placement=homepage')).json();
    expect(served).toContainEqual(expect.objectContaining({ id: ad.id, headline: FORM.headline, url: FORM.url }));
  });

  it('defaults to active with priority 0, and stores an empty URL as none', async () => {
    const { isActive: _a, priority: _p, ...rest } = FORM;
    const res = await host.admin('POST', '/api/admin/ads', { ...rest, url: '', imageUrl: '', imagePublicId: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isActive: true, priority: 0, url: null, imageUrl: null, imagePublicId: null });
  });

  it.each([
    ['name', { name: '' }, 'Advertisement name is required'],
    ['name', { name: '   ' }, 'Advertisement name is required'],
    ['name', { name: undefined }, 'Advertisement name is required'],
    ['type', { type: 'video' }, 'Please select an ad type'],
    ['type', { type: 'native' }, 'Please select an ad type'],
    ['type', { type: undefined }, 'Please select an ad type'],
    ['placement', { placement: 'home' }, 'Please select a placement'],
    ['placement', { placement: undefined }, 'Please select a placement'],
    ['headline', { headline: '' }, 'Headline is required'],
    ['text', { text: '\u200b' }, 'Description text is required'],
    ['url', { url: 'not a url' }, 'Please enter a valid URL'],
    ['url', { url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    ['imageUrl', { imageUrl: 'data:image/png;base64,AAAA' }, 'Please enter a valid URL'],
    ['priority', { priority: 101 }, 'Priority must be a whole number from 0 to 100'],
    ['priority', { priority: -1 }, 'Priority must be a whole number from 0 to 100'],
    ['priority', { priority: 2.5 }, 'Priority must be a whole number from 0 to 100'],
    ['isActive', { isActive: 'yes' }, 'isActive must be true or false'],
  ])('refuses a bad %s with the spec message (%j)', async (field, over, reason) => {
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, ...over });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
  });

  it.each([
    ['abc', 0],
    ['', 0],
    [null, 0],
    ['42', 42],
    [' 7 ', 7],
  ])('reads priority %j as %d (non-numeric input becomes 0)', async (priority, stored) => {
    expect((await create({ priority })).priority).toBe(stored);
  });

  it('refuses an unknown field, naming it', async () => {
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, impressions: 1e6 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'impressions', reason: 'unknown field' });
  });

  it("sanitises the ad's HTML: no script or handler survives, links open a new tab marked sponsored", async () => {
    const ad = await create({
      type: 'inline',
      content: '<div style="padding:8px" onclick="steal()"><script>alert(1)</script><a href="https://example.com/x">Go</a><a href="javascript:alert(1)">x</a></div>',
    });
    expect(ad.content).toBe(
      '<div style="padding:8px"><a href="https://example.com/x" target="_blank" rel="noopener noreferrer sponsored">Go</a><a target="_blank" rel="noopener noreferrer sponsored">x</a></div>',
    );
  });

  it('gives an image without text an empty one (decoration to a screen reader, not its file name) and keeps the text of one that has it', async () => {
    const ad = await create({ type: 'inline', content: '<p><img src="https://example.com/a.png"><img src="https://example.com/b.png" alt="Wallet"></p>' });
    expect(ad.content).toBe('<p><img src="https://example.com/a.png" alt="" /><img src="https://example.com/b.png" alt="Wallet" /></p>');
  });

  it('lists newest first, filtered by placement; "home" means homepage, "all" and empty mean every ad', async () => {
    const article = await create({ placement: 'article', name: 'Article one' });
    const category = await create({ placement: 'category', name: 'Category one' });
    const all = await list();
    expect(all[0]!.id).toBe(category.id);
    expect(all[1]!.id).toBe(article.id);
    expect(await list('?placement=all')).toEqual(all);
    expect(await list('?placement=')).toEqual(all);
    const home = await list('?placement=home');
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((a) => a.placement === 'homepage')).toBe(true);
    expect(await list('?placement=homepage')).toEqual(home);
    expect((await list('?placement=article')).map((a) => a.id)).toContain(article.id);
    expect((await list('?placement=article')).every((a) => a.placement === 'article')).toBe(true);
  });

  it('refuses an unknown placement filter, saying which ones exist', async () => {
    const res = await host.admin('GET', '/api/admin/ads?placement=sidebar');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Invalid query parameter 'placement': placement must be one of: all, homepage (or home), article, category",
      field: 'placement',
      reason: 'placement must be one of: all, homepage (or home), article, category',
    });
  });

  it('updates only isActive from the list switch, keeping every other field, and readers stop seeing it', async () => {
    const ad = await create({ name: 'Switch me' });
    const res = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...ad, isActive: false, updatedAt: expect.any(String), daily: expect.any(Array) });
    const served = await (await host.get('/api/ads?placement=homepage')).json();
    expect(served.map((a: { id: number }) => a.id)).not.toContain(ad.id);
  });

  it('updates the full form; clearing the image drops its upload name', async () => {
    const ad = await create();
    const res = await host.admin('PUT', `/api/admin/ads/${ad.id}`, {
      ...FORM,
      name: 'Renamed',
      type: 'popup',
      placement: 'category',
      imageUrl: '',
      imagePublicId: 'seed/ad-ledgerloop-banner.svg',
      url: '',
      priority: '90',
      content: '<p>Hello</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', type: 'popup', placement: 'category', imageUrl: null, imagePublicId: null, url: null, priority: 90, content: '<p>Hello</p>' });
    const cleared = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { content: '' });
    expect(cleared.body.content).toBeNull();
  });

  it('validates an update like a create, and wants at least one field', async () => {
    const ad = await create();
    const bad = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { headline: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'headline', reason: 'Headline is required' });
    const empty = await host.admin('PUT', `/api/admin/ads/${ad.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Send at least one field to change' });
    const unknown = await host.admin('PUT', '/api/admin/ads/987654', { isActive: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Ad not found' });
  });

  it('keeps a reader-side native ad editable, but turns no other ad native', async () => {
    const native = await host.services.repos.ads.create({ ...FORM, type: 'native', content: null, imagePublicId: null }, new Date());
    const kept = await host.admin('PUT', `/api/admin/ads/${native.id}`, { ...FORM, type: 'native', name: 'Native renamed' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ type: 'native', name: 'Native renamed' });
    const banner = await create();
    const refused = await host.admin('PUT', `/api/admin/ads/${banner.id}`, { type: 'native' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'type', reason: 'Please select an ad type' });
  });

  it('deletes an ad with its counters; a second delete is a 404', async () => {
    const ad = await create({ name: 'Delete me' });
    await host.services.repos.ads.counters(ad.id).reset({ impressions: 10, clicks: 1 });
    const res = await host.admin('DELETE', `/api/admin/ads/${ad.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ad.id, deleted: true });
    expect((await list()).map((a) => a.id)).not.toContain(ad.id);
    expect(await host.services.repos.ads.counters(ad.id).totals()).toEqual({ impressions: 0, clicks: 0 });
    expect((await host.admin('DELETE', `/api/admin/ads/${ad.id}`)).status).toBe(404);
  });

  it('burns no id on a refused create', async () => {
    const first = await create();
    expect((await host.admin('POST', '/api/admin/ads', { ...FORM, name: '' })).status).toBe(400);
    expect((await create()).id).toBe(first.id + 1);
  });

  it.each([
    [0, 0, '0.00'],
    [3, 1, '33.33'],
    [3, 2, '66.67'],
    [8, 1, '12.50'],
    [20_000, 29, '0.15'],
    [1, 2, '200.00'],
  ])('shows CTR of %d impressions and %d clicks as %s', async (impressions, clicks, ctr) => {
    const ad = await create();
    await host.services.repos.ads.counters(ad.id).reset({ impressions, clicks });
    const shown = (await list()).find((a) => a.id === ad.id) as unknown as { impressions: number; clicks: number; ctr: string };
    expect(shown).toMatchObject({ impressions, clicks, ctr });
  });
});
