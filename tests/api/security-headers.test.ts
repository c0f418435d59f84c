/**
 * The security headers: every page, static file, media file and API answer of the local host
 * carries them, HSTS only over HTTPS, and firebase.json sends the same values from Hosting.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH } from '../../emulators/src/hosting.js';
import {
  API_CSP,
  API_HEADERS,
  COMMON_HEADERS,
  CONSOLE_CSP,
  HSTS,
  MEDIA_CSP,
  PERMISSIONS_POLICY,
  READER_CSP,
  hostingHeaderRules,
} from '../../functions/src/http/security-headers.js';
import { startShellHost, type TestHost } from '../helpers/test-host.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function expectHeaders(res: Response, expected: Record<string, string>) {
  for (const [key, value] of Object.entries(expected)) expect(res.headers.get(key), `${res.url}: ${key}`).toBe(value);
}

function externalIPv4(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

describe('security headers of the local host', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startShellHost();
  });
  afterAll(() => host.stop());

  const READER_HEADERS = { ...COMMON_HEADERS, 'Content-Security-Policy': READER_CSP };
  const CONSOLE_HEADERS = { ...COMMON_HEADERS, 'Content-Security-Policy': CONSOLE_CSP };

  it.each(['/', '/article/some-slug', '/articles', '/no/such/page'])('sends the reader page headers with the web app at %s', async (p) => {
    const res = await host.get(p);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectHeaders(res, READER_HEADERS);
  });

  it.each(['/admin', '/admin/login', '/admin/ai-settings'])('sends the console headers at %s', async (p) => {
    const res = await host.get(p);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectHeaders(res, CONSOLE_HEADERS);
  });

  it('sends the console headers with static files and the run-time web config, as Hosting’s rule for every file', async () => {
    expectHeaders(await host.get('/assets/app.js'), CONSOLE_HEADERS);
    expectHeaders(await host.get('/__/firebase/init.json'), CONSOLE_HEADERS);
  });

  it('sends the media policy with media files, found or not', async () => {
    const found = await host.get('/media/seed/pic.svg');
    expect(found.status).toBe(200);
    expectHeaders(found, { ...COMMON_HEADERS, 'Content-Security-Policy': MEDIA_CSP });
    const missing = await host.get('/media/seed/missing.svg');
    expect(missing.status).toBe(404);
    expectHeaders(missing, { ...COMMON_HEADERS, 'Content-Security-Policy': MEDIA_CSP });
  });

  it.each([
    ['/api/health', 200],
    ['/api/languages', 200],
    ['/api/articles?limit=0', 400],
    ['/api/articles/no-such-article', 404],
    ['/api/no/such/route', 404],
    ['/api/admin/me', 401],
  ])('the api app sends the strict JSON policy itself: %s (%i)', async (p, status) => {
    const res = await host.get(p);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectHeaders(res, API_HEADERS);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  const directivesOf = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('both page policies allow only the site’s own scripts', () => {
    for (const policy of [READER_CSP, CONSOLE_CSP]) {
      const directives = directivesOf(policy);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('lets pages frame the embeddable players only, nothing of the site’s own (an ad’s HTML is a shadow root, or written into a frame)', () => {
    expect(directivesOf(READER_CSP).get('frame-src')).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directivesOf(CONSOLE_CSP).get('frame-src')).toEqual(directivesOf(READER_CSP).get('frame-src'));
  });

  it('lets reader pages connect to the site only, and the console to Firebase Auth, the AI provider and Cloud Storage too', () => {
    expect(directivesOf(READER_CSP).get('connect-src')).toEqual(["'self'"]);
    expect(directivesOf(CONSOLE_CSP).get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://api.openai.com',
      'https://storage.googleapis.com',
    ]);
    // Apart from connect-src, the two are the same policy.
    const rest = (policy: string) => policy.split('; ').filter((d) => !d.startsWith('connect-src'));
    expect(rest(CONSOLE_CSP)).toEqual(rest(READER_CSP));
  });

  it('names in Permissions-Policy only features browsers recognise', () => {
    expect(PERMISSIONS_POLICY).not.toMatch(/bluetooth|web-share/);
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
  });

  describe('HSTS', () => {
    it('is absent over plain HTTP', async () => {
      for (const p of ['/', '/assets/app.js', '/media/seed/pic.svg', '/api/health', '/api/nope']) {
        expect((await host.get(p)).headers.get('strict-transport-security'), p).toBeNull();
      }
    });

    it('is present when a front end on this machine says the request came over HTTPS', async () => {
      for (const p of ['/', '/assets/app.js', '/media/seed/pic.svg', '/api/health', '/api/nope']) {
        const res = await fetch(host.url + p, { headers: { 'X-Forwarded-Proto': 'https' } });
        expect(res.headers.get('strict-transport-security'), p).toBe(HSTS);
      }
      // The nearest hop's word counts: a proxy that appends its own value after the client's.
      const appended = await fetch(host.url + '/', { headers: { 'X-Forwarded-Proto': 'https, http' } });
      expect(appended.headers.get('strict-transport-security')).toBeNull();
    });

    const external = externalIPv4();
    it.skipIf(!external)('is absent when X-Forwarded-Proto comes from another machine', async () => {
      // A host listening on every address, reached through this machine's network address: the
      // peer is not loopback, so its X-Forwarded-Proto is not a trusted front end's.
      const open = await startShellHost({ host: '0.0.0.0' });
      try {
        for (const p of ['/', '/api/health']) {
          const res = await fetch(`http://${external}:${open.port}${p}`, { headers: { 'X-Forwarded-Proto': 'https' } });
          expect(res.status).toBe(200);
          expect(res.headers.get('strict-transport-security'), p).toBeNull();
        }
      } finally {
        await open.stop();
      }
    });
  });
});

describe('firebase.json', () => {
  let config: {
    hosting: {
      ignore: string[];
      headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
      rewrites: { source?: string; regex?: string; function?: unknown; destination?: string }[];
    };
  };
  beforeAll(async () => {
    config = JSON.parse(await readFile(path.join(ROOT, 'firebase.json'), 'utf8'));
  });

  it('sends exactly the module’s security headers from Hosting, HSTS included', () => {
    const mine = hostingHeaderRules();
    for (const rule of mine) expect(config.hosting.headers).toContainEqual(rule);
    // No other rule sets (or overrides) one of them.
    const keys = new Set(mine.flatMap((r) => r.headers.map((h) => h.key.toLowerCase())));
    const others = config.hosting.headers.filter((r) => !mine.some((m) => isDeepStrictEqual(m, r)));
    expect(others.flatMap((r) => r.headers.map((h) => h.key)).filter((k) => keys.has(k.toLowerCase()))).toEqual([]);
    expect(mine[0]!.headers).toContainEqual({ key: 'Strict-Transport-Security', value: HSTS });
    expect(mine[0]!.source).toBe('**');
  });

  it('names the console’s policy only on the console’s paths, so no Hosting rule can widen a reader page’s', () => {
    const withPolicy = config.hosting.headers.filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'));
    expect(withPolicy.map((r) => r.source).sort()).toEqual(['/admin', '/admin/**', '/console.html']);
    for (const rule of withPolicy) expect(rule.headers).toEqual([{ key: 'Content-Security-Policy', value: CONSOLE_CSP }]);
  });

  it('rewrites /api in any spelling to the api function with the local host’s pattern, before the web app', () => {
    const rewrites = config.hosting.rewrites;
    const api = rewrites.findIndex((r) => r.function);
    expect(api).toBe(0);
    expect(rewrites[api]).toEqual({ regex: expect.any(String), function: { functionId: 'api', region: 'asia-south1' } });
    expect(new RegExp(rewrites[api]!.regex!).source).toBe(API_PATH.source);
    // RE2 (Hosting) has no look-around or back-references; the pattern uses neither.
    expect(rewrites[api]!.regex).not.toMatch(/\(\?[=!<]|\\[1-9]/);
  });

  it('keeps source maps out of the deploy', () => {
    expect(config.hosting.ignore).toContain('**/*.map');
  });
});

describe('the api pattern', () => {
  it.each([
    '/api',
    '/api/',
    '/api/articles',
    '/API/articles',
    '/Api/nope',
    '//api/articles',
    '///API',
    '/api%2Farticles',
    '/%2Fapi/articles',
    '/%61pi/articles',
    '/%41%50%49',
  ])('matches %s', (p) => expect(API_PATH.test(p)).toBe(true));

  it.each(['/', '/apis', '/apix/y', '/api.json', '/article/api', '/admin', '/media/api', '/%252Fapi'])('does not match %s', (p) =>
    expect(API_PATH.test(p)).toBe(false),
  );
});
