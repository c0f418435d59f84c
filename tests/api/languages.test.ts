import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('GET /api/languages', () => {
  let host: TestHost;

  beforeAll(async () => {
    host = await startTestHost();
    await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  it('lists only active languages, English (id 1) first, with the public fields', async () => {
    const res = await host.get('/api/languages');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual([
      { id: 1, code: 'en', name: 'English', nativeName: 'English' },
      { id: 2, code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
      { id: 3, code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
    ]);
  });

  it('refuses a second language with a code that is taken', async () => {
    await expect(
      host.services.repos.languages.create({ code: 'hi', name: 'Hindi again', nativeName: 'हिन्दी', isActive: true }, new Date()),
    ).rejects.toMatchObject({ status: 409, field: 'code' });
  });
});

describe('GET /api/languages caching', () => {
  let host: AdminTestHost;
  const codes = async (res: Response) => ((await res.json()) as { code: string }[]).map((l) => l.code);
  const revalidate = (etag: string) => fetch(host.url + '/api/languages', { headers: { 'If-None-Match': etag } });

  beforeAll(async () => {
    host = await startAdminHost();
    await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  it('lets the CDN keep it a minute like the article lists, and answers 304 to its ETag', async () => {
    const res = await host.get('/api/languages');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await revalidate(etag!);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await revalidate(`"other", W/${etag}`)).status).toBe(304);
    expect((await revalidate('"other"')).status).toBe(200);
  });

  it('shows a language the administrator adds, switches off or on, or deletes at once, with a new ETag', async () => {
    const before = await host.get('/api/languages');
    const etag = before.headers.get('etag')!;
    expect(await codes(before)).toEqual(['en', 'hi', 'bn']);

    const added = await host.admin('POST', '/api/admin/languages', { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' });
    expect(added.status).toBe(201);
    const withTamil = await revalidate(etag);
    expect(withTamil.status).toBe(200);
    expect(await codes(withTamil)).toEqual(['en', 'hi', 'bn', 'ta']);
    const tamilEtag = withTamil.headers.get('etag')!;
    expect(tamilEtag).not.toBe(etag);

    expect((await host.admin('PUT', `/api/admin/languages/${added.body.id}`, { isActive: false })).status).toBe(200);
    const off = await revalidate(tamilEtag);
    expect(off.status).toBe(200);
    expect(await codes(off)).toEqual(['en', 'hi', 'bn']);
    // The same list as before Tamil: the same bytes, so the first ETag is good again.
    expect(off.headers.get('etag')).toBe(etag);

    expect((await host.admin('PUT', `/api/admin/languages/${added.body.id}`, { isActive: true })).status).toBe(200);
    expect(await codes(await host.get('/api/languages'))).toEqual(['en', 'hi', 'bn', 'ta']);
    expect((await host.admin('DELETE', `/api/admin/languages/${added.body.id}`)).status).toBe(200);
    expect(await codes(await host.get('/api/languages'))).toEqual(['en', 'hi', 'bn']);
  });

  it('the console reads its languages uncached, inactive ones included', async () => {
    const res = await host.admin('GET', '/api/admin/languages');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.map((l: { code: string }) => l.code)).toContain('kn');
  });
});
