/**
 * A sweep of every API route with hostile bodies, queries and path segments, as a probing client
 * would send them: whatever is sent, the answer is JSON in our words and never a 5xx. New routes
 * belong in ROUTES so they are swept too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

/** Every route, with `{id}` and `{slug}` placeholders filled by the sweep. */
const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/openapi.json'],
  ['GET', '/api/languages'],
  ['GET', '/api/site-settings'],
  ['GET', '/api/articles'],
  ['GET', '/api/articles/featured'],
  ['GET', '/api/articles/{slug}'],
  ['POST', '/api/articles/{id}/view'],
  ['POST', '/api/articles/{id}/share'],
  ['GET', '/api/ads'],
  ['POST', '/api/ads/{id}/click'],
  ['POST', '/api/ads/{id}/impression'],
  ['POST', '/api/page-views'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/analytics/export'],
  ['POST', '/api/admin/login'],
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/articles'],
  ['POST', '/api/admin/articles'],
  ['GET', '/api/admin/articles/{id}'],
  ['PATCH', '/api/admin/articles/{id}'],
  ['DELETE', '/api/admin/articles/{id}'],
  ['PUT', '/api/admin/articles/{id}/translations/{id}'],
  ['DELETE', '/api/admin/articles/{id}/translations/{id}'],
  ['GET', '/api/admin/languages'],
  ['POST', '/api/admin/languages'],
  ['PUT', '/api/admin/languages/{id}'],
  ['DELETE', '/api/admin/languages/{id}'],
  ['GET', '/api/admin/ads'],
  ['POST', '/api/admin/ads'],
  ['PUT', '/api/admin/ads/{id}'],
  ['DELETE', '/api/admin/ads/{id}'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['POST', '/api/admin/upload-media'],
  ['POST', '/api/admin/upload-media/poster'],
  ['POST', '/api/admin/uploads'],
  ['POST', '/api/admin/uploads/{id}/complete'],
  ['GET', '/api/admin/telegram-channels'],
  ['POST', '/api/admin/telegram-channels'],
  ['PUT', '/api/admin/telegram-channels/{id}'],
  ['DELETE', '/api/admin/telegram-channels/{id}'],
  ['POST', '/api/admin/telegram-channels/{id}/test'],
  ['GET', '/api/admin/articles/{id}/telegram-deliveries'],
  ['POST', '/api/admin/articles/{id}/telegram-deliveries/{id}/retry'],
  ['POST', '/api/admin/articles/{id}/telegram-deliveries/{id}/mark-posted'],
  ['GET', '/api/admin/api-keys'],
  ['POST', '/api/admin/api-keys'],
  ['PUT', '/api/admin/api-keys/{id}'],
  ['DELETE', '/api/admin/api-keys/{id}'],
  ['POST', '/api/external/articles'],
  ['GET', '/api/external/articles/{id}'],
  ['POST', '/api/external/search'],
  ['GET', '/api/admin/search-gaps'],
  ['GET', '/api/admin/my-translations'],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff/invites'],
  ['POST', '/api/admin/staff/invites/{id}/resend'],
  ['DELETE', '/api/admin/staff/invites/{id}'],
  ['PATCH', '/api/admin/staff/{id}'],
  ['DELETE', '/api/admin/staff/{id}'],
  ['POST', '/api/admin/staff/{id}/transfer-ownership'],
  ['GET', '/api/invites/{slug}'],
  ['POST', '/api/invites/{slug}/accept'],
];

const long = 'x'.repeat(100_000);
/** JSON bodies a fuzzer tries first. */
const BODIES: string[] = [
  'null',
  '[]',
  '{}',
  '""',
  '0',
  '1e309',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"article":null,"translation":null}',
  '{"article":{"slug":["a"],"status":{}},"translation":{"languageId":"1","title":1}}',
  '{"article":{"slug":"ok-slug","category":"education","status":"published"},"translation":{"languageId":1e20,"title":"t","excerpt":"e","content":"<p>c</p>"}}',
  '{"article":{"slug":"ok-slug-2","category":"education","status":"published","publishedAt":"2024-02-30T00:00:00Z"},"translation":{"languageId":1,"title":"t","excerpt":"e","content":"<p>c</p>"}}',
  '{"article":{"slug":"ok-slug-3","category":"education","status":"scheduled","scheduledAt":"+275760-09-13T00:00:00Z"},"translation":{"languageId":1,"title":"t","excerpt":"e","content":"<p>c</p>"}}',
  `{"code":"${long}","name":"${long}","nativeName":"x"}`,
  '{"code":"xx","name":"a","nativeName":"b","isActive":"true"}',
  '{"isActive":null}',
  '{"email":"a@b.co","password":{"$gt":""}}',
  '{"title":"\\ud800","excerpt":"\\u0000","content":"\\udfff"}',
  '{"selectedLanguages":[1,2,-3,1.5,"4",null]}',
  '{"name":"n","botToken":"1:abc","channelId":"@abcdef","languageId":1e20,"categories":["education","education"]}',
  '{"name":"n","botToken":"1:...","channelId":"-0","languageId":1}',
  '{"contactEmail":"x@y.z","contactPhone":"1","chatChannelUrl":"javascript:alert(1)","social":{"x":"","youtube":"","linkedin":""}}',
  '{"visitorId":["00000000-0000-0000-0000-000000000000"]}',
  '{"visitorId":"00000000-0000-0000-0000-000000000000"}',
  '{"name":"n","type":"banner","placement":"homepage","headline":"h","text":"t","priority":"1e400","content":"<script>x</script>"}',
  '{"name":"n","type":"popup","placement":"category","headline":"h","text":"t","priority":{"valueOf":1},"url":"//evil.example","imagePublicId":"../../etc/passwd"}',
  '{"type":"native","placement":"home","content":"' + '<div>'.repeat(5000) + '"}',
  '{"query":"ETF","topK":1e400,"filter":{"languageCode":"' + 'x'.repeat(50) + '","category":null}}',
  '{"query":"' + '\u0915'.repeat(900) + '","topK":100,"filter":[]}',
  '{"a":' + '{"a":'.repeat(30) + '1' + '}'.repeat(31),
];
const QUERIES = ['?placement=home', '?placement=%00', '?placement=all&placement=home', '?limit=-1', '?limit=1e3', '?limit=0x10', '?language=', '?language=%ZZ', '?category=../../etc', '?placement[]=x', '?status=%00', '?a=1&a=2', `?language=${'x'.repeat(5000)}`];
const SEGMENTS = ['0', '-1', '1.5', '99999999999999999999', '%', '%E0%A4%A', '..%2F..%2Fadmin', '%00', 'null', "'%20OR%201=1", 'a'.repeat(3000)];

describe('no input makes any API route answer 5xx', () => {
  let host: AdminTestHost;
  let apiKey: string;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { read: 100_000, write: 100_000, search: 100_000 } } });
    // External routes take an API key, so their bodies reach validation and the services too.
    apiKey = (await host.admin('POST', '/api/admin/api-keys', { name: 'sweep' })).body.fullApiKey;
    const langs = await createLanguages(host.services);
    await createArticle(host.services, langs, { slug: 'swept-article' });
    // Ad 1 exists, so its update and reports reach validation and the service, not only the 404.
    const ad = { type: 'banner', placement: 'homepage', headline: 'h', text: 't', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: true, priority: 0 } as const;
    await host.services.repos.ads.create({ ...ad, name: 'swept ad' }, new Date());
  });
  afterAll(() => host.stop());

  const send = async (method: string, path: string, body?: string) => {
    const res = await fetch(host.url + path, {
      method,
      headers: { authorization: `Bearer ${path.startsWith('/api/external/') ? apiKey : host.adminToken}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body,
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text };
  };

  const expectClientAnswer = (what: string, res: { status: number; type: string; text: string }) => {
    expect(res.status, `${what} answered ${res.status}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    if (res.status !== 204) {
      expect(res.type, what).toMatch(/^application\/json/);
      expect(JSON.parse(res.text), what).toBeTypeOf('object');
    }
  };

  const fill = (path: string, segment: string) => path.replaceAll('{id}', segment).replaceAll('{slug}', segment);

  it.each(ROUTES)('%s %s with hostile bodies', async (method, path) => {
    if (method === 'GET' || method === 'DELETE') return expectClientAnswer(`${method} ${path}`, await send(method, fill(path, '1')));
    for (const body of BODIES) expectClientAnswer(`${method} ${path} ${body.slice(0, 80)}`, await send(method, fill(path, '1'), body));
  });

  it.each(ROUTES)('%s %s with hostile queries', async (method, path) => {
    for (const query of QUERIES) expectClientAnswer(`${method} ${path}${query}`, await send(method, fill(path, '1') + query, method === 'GET' || method === 'DELETE' ? undefined : '{}'));
  });

  it.each(ROUTES.filter(([, path]) => path.includes('{')))('%s %s with hostile path segments', async (method, path) => {
    for (const segment of SEGMENTS) expectClientAnswer(`${method} ${fill(path, segment)}`, await send(method, fill(path, segment), method === 'GET' || method === 'DELETE' ? undefined : '{}'));
  });

  it('and every method on every route, including ones it does not take', async () => {
    for (const [, path] of ROUTES) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
        const res = await send(method, fill(path, '2'), ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});
