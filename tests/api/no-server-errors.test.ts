/**
 * A sweep of every API route with hostile bodies, queries and path segments, and with well-formed
 * but out-of-range values in every parameter (far dates, forged cursors, huge, negative, zero and
 * non-canonical ids, offsets and limits), as a probing client would send them: whatever is sent,
 * the answer is JSON in our words and never a 5xx. The routes are read from the app itself
 * (Express 5's stack: the public, admin, invitation and external routers and the app's own), so a
 * new route is swept without being listed here (issue 37).
 */
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/http/app.js';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

interface StackLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

/** Every route of the app as [METHOD, path with :params], walked through the routers it mounts. */
function routesOf(app: Express): [method: string, path: string][] {
  const out: [string, string][] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) if (method !== '_all') out.push([method.toUpperCase(), prefix + layer.route.path]);
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '');
  return [...new Map(out.map((r) => [r.join(' '), r])).values()];
}

/** A path parameter's ordinary value: something that exists where the sweep made it (article, ad 1...). */
const ORDINARY: Record<string, string> = { id: '1', languageId: '1', slug: 'swept-article', token: 'x', uploadId: 'nope', revisionId: '1-1', channelId: '1', key: 'nav.home', uid: 'nobody' };
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
/** The path with `name` (or every parameter, without a name) set to `value`, the others ordinary. */
const fill = (path: string, value: string, name?: string) => path.replace(/:(\w+)/g, (_, p: string) => (name === undefined || p === name ? value : (ORDINARY[p] ?? '1')));

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Well-formed but out of range, for a path parameter. */
const FAR_SEGMENTS = ['0', '00', '01', '-0', '+1', '1e3', '1.0', '9007199254740992', '9007199254740993', '99999999999999999999', '1-99999999999999999', '99999999999999999-1', '0-0', '01-01'];
const FAR_DATES = ['9999-12-31', '0001-01-01', '0000-01-01', '10000-01-01', '9999-12-31T23:59:59.999Z', '0001-01-01T00:00:00Z', '1969-12-31', '2026-02-30', '+275760-09-13'];
const FAR_NUMBERS = ['0', '-1', '00001', '1.5', '1e20', '9007199254740993', '99999999999999999999'];
const FAR_CURSORS = [
  cursorOf([1e20, 0, 'abc']),
  cursorOf([-1, 0, 'abc']),
  cursorOf([-62_135_596_801, 0, 'abc']),
  cursorOf([253_402_300_799, 999_999_999, 'z'.repeat(40)]),
  cursorOf([1e20, 1, 1]),
  cursorOf([0, 2 ** 53, 1]),
  cursorOf({ offset: 1e20 }),
  '9999999999999999.9999999999999999_9999999999999999',
];
/** Every query parameter a route of this API reads, each with its out-of-range values; sent one at a time. */
const FAR_QUERIES: string[] = [
  ...['from', 'to'].flatMap((name) => FAR_DATES.map((d) => `${name}=${encodeURIComponent(d)}`)),
  ...['9999-12-31', '0001-01-01'].flatMap((d) => [`from=${d}&to=${d}`, `from=${d}&to=${d}&interval=hour`, `from=${d}&to=${d}&interval=day`]),
  'from=0001-01-01&to=9999-12-31',
  'from=0001-01-01&to=9999-12-31&interval=hour',
  ...FAR_CURSORS.map((c) => `cursor=${encodeURIComponent(c)}`),
  ...['limit', 'offset', 'topK', 'languageId', 'articleId', 'priority'].flatMap((name) => FAR_NUMBERS.map((n) => `${name}=${n}`)),
  ...['99999999999999999-1', '1-99999999999999999', '0-0', '01-01', '9007199254740993-9007199254740993'].map((b) => `before=${b}`),
  'offset=99999999999999999999&limit=100',
  'offset=9007199254740991&limit=1',
  'videoPublicId=..%2F..%2Fx',
  `videoPublicId=${'a'.repeat(2000)}`,
];
const FAR_QUERIES_OTHER_METHODS = ['from=9999-12-31&to=9999-12-31', `cursor=${FAR_CURSORS[0]}`, 'limit=99999999999999999999', 'videoPublicId=..%2F..%2Fx', `videoPublicId=${'a'.repeat(2000)}`];

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
  let routes: [method: string, path: string][];
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { read: 100_000, write: 100_000, search: 100_000 } } });
    // External routes take an API key, so their bodies reach validation and the services too.
    apiKey = (await host.admin('POST', '/api/admin/api-keys', { name: 'sweep' })).body.fullApiKey;
    const langs = await createLanguages(host.services);
    await createArticle(host.services, langs, { slug: 'swept-article' });
    // Ad 1 exists, so its update and reports reach validation and the service, not only the 404.
    const ad = { type: 'banner', placement: 'homepage', headline: 'h', text: 't', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: true, priority: 0 } as const;
    await host.services.repos.ads.create({ ...ad, name: 'swept ad' }, new Date());
    routes = routesOf(createApp(host.services));
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

  /** Every answer that was not a client answer, to list them all at once. */
  const sweep = async (calls: { what: string; method: string; path: string; body?: string }[], statusOnly = false) => {
    const wrong: string[] = [];
    // A few at a time: enough to be quick, not so many that the host queues them past the test's time.
    for (let i = 0; i < calls.length; i += 16) {
      await Promise.all(
        calls.slice(i, i + 16).map(async (c) => {
          const res = await send(c.method, c.path, c.body);
          if (res.status >= 500) wrong.push(`${c.what} answered ${res.status}: ${res.text.slice(0, 160)}`);
          // A 2xx export is CSV (the audit log's, the analytics'); every other answer is JSON.
          else if (statusOnly || res.status === 204 || (res.status < 300 && /^text\/csv/.test(res.type))) return;
          else if (!/^application\/json/.test(res.type) || !isJsonObject(res.text)) wrong.push(`${c.what} answered ${res.status} as ${res.type}: ${res.text.slice(0, 80)}`);
        }),
      );
    }
    return wrong;
  };
  const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' || method === 'HEAD' ? undefined : '{}');

  it('reads every route from the app, the routes a hand-written list missed among them', () => {
    const keys = routes.map(([m, p]) => `${m} ${p}`);
    expect(keys.length).toBeGreaterThan(80);
    for (const route of [
      'GET /api/admin/audit-log',
      'GET /api/admin/audit-log/export',
      'GET /api/admin/analytics/unopened-translations',
      'POST /api/admin/articles/:id/submit-for-review',
      'GET /api/admin/my-translations',
      'POST /api/page-views',
      'GET /api/health',
      'GET /api/articles/:slug',
      'GET /api/preview/:token',
      'POST /api/external/search',
      'GET /api/external/articles/:id',
      'POST /api/invites/:token/accept',
    ]) {
      expect(keys).toContain(route);
    }
  });

  it('with hostile bodies', async () => {
    const calls = routes.flatMap(([method, path]) =>
      method === 'GET' || method === 'DELETE' ? [{ what: `${method} ${path}`, method, path: fill(path, '1') }] : BODIES.map((body) => ({ what: `${method} ${path} ${body.slice(0, 80)}`, method, path: fill(path, '1'), body })),
    );
    expect(await sweep(calls)).toEqual([]);
  }, 300_000);

  it('with hostile queries', async () => {
    const calls = routes.flatMap(([method, path]) => QUERIES.map((query) => ({ what: `${method} ${path}${query}`, method, path: fill(path, '1') + query, body: bodyFor(method) })));
    expect(await sweep(calls)).toEqual([]);
  }, 300_000);

  it('with hostile path segments, in each parameter', async () => {
    const calls = routes.flatMap(([method, path]) =>
      paramsOf(path).flatMap((name) => SEGMENTS.map((segment) => ({ what: `${method} ${path} :${name}=${segment.slice(0, 40)}`, method, path: fill(path, segment, name), body: bodyFor(method) }))),
    );
    expect(await sweep(calls)).toEqual([]);
  }, 300_000);

  it('with well-formed but out-of-range values in every parameter: far dates, forged cursors, huge, negative, zero and non-canonical ids, offsets and limits', async () => {
    const calls = routes.flatMap(([method, path]) => [
      ...paramsOf(path).flatMap((name) => FAR_SEGMENTS.map((segment) => ({ what: `${method} ${path} :${name}=${segment}`, method, path: fill(path, segment, name), body: bodyFor(method) }))),
      // The API's query parameters are its GETs' (and the poster upload's videoPublicId): the other
      // methods get a few, so the sweep stays within a minute or two.
      ...(method === 'GET' ? FAR_QUERIES : FAR_QUERIES_OTHER_METHODS).map((query) => ({ what: `${method} ${path}?${query.slice(0, 80)}`, method, path: `${fill(path, '1')}?${query}`, body: bodyFor(method) })),
    ]);
    expect(await sweep(calls)).toEqual([]);
  }, 600_000);

  it('and every method on every route, including ones it does not take', async () => {
    const paths = [...new Set(routes.map(([, path]) => path))];
    const calls = paths.flatMap((path) =>
      ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].map((method) => ({ what: `${method} ${path}`, method, path: fill(path, '2'), body: ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined })),
    );
    expect(await sweep(calls, true)).toEqual([]);
  }, 300_000);
});

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
