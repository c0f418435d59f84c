/**
 * The local host plays Firebase Hosting in front of the api function: /api in any spelling
 * reaches the function, the client's address is appended to X-Forwarded-For as Hosting's front
 * end does, unparseable requests get JSON, the production build serves no source maps, and the
 * host listens on loopback only unless told otherwise.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivedOverHttps, forwardLikeHosting, isApiPath } from '../../emulators/src/hosting.js';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Sends `raw` as is over TCP and returns the whole answer (the server closes the connection). */
function rawRequest(port: number, raw: string, address = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, address, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head, body] = answer.split('\r\n\r\n', 2) as [string, string];
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body };
}

function externalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && !i.address.startsWith('fe80'))
    .map((i) => i!.address);
}

describe('the local host as Hosting', () => {
  let host: TestHost;
  let webDist: string;

  beforeAll(async () => {
    // The real production build (of the current vite config) into a temporary directory.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-build-'));
    // NODE_ENV is vitest's 'test' here; the build must be the production one.
    const { NODE_ENV: _, ...env } = process.env;
    const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
    await promisify(execFile)(process.execPath, [vite, 'build', '--mode', 'production', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(ROOT, 'web'),
      env: { ...env, NODE_ENV: 'production' },
    });
    host = await startTestHost({ webDist });
    const langs = await createLanguages(host.services);
    await createArticle(host.services, langs, { slug: 'listed', title: 'Listed' });
  });
  afterAll(async () => {
    await host.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  describe('/api in any spelling answers JSON, never the web app', () => {
    it('/API/articles answers the article list (Express matches without case)', async () => {
      const res = await host.get('/API/articles');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await res.json()).map((a: { slug: string }) => a.slug)).toEqual(['listed']);
    });

    it.each(['//api/articles', '/Api/nope', '/api', '/api/', '///API/articles', '/api%2Farticles', '/%2Fapi/articles', '/%61pi/articles', '/x/../api/articles'])(
      '%s is the api function’s JSON 404',
      async (p) => {
        // fetch() would resolve dot segments: send the path as written.
        const { status, headers, body } = parseRaw(await rawRequest(host.port, `GET ${p} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        expect(status).toBe(404);
        expect(headers.get('content-type')).toMatch(/^application\/json/);
        expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(body.endsWith('{"message":"Not found"}')).toBe(true);
      },
    );

    it('an absolute-form request target counts too', async () => {
      const answer = await rawRequest(host.port, `GET http://localhost:${host.port}/API/nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      const { status, headers } = parseRaw(answer);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('paths that only start like it stay the web app’s', async () => {
      for (const p of ['/apis', '/apix/y', '/article/api']) {
        const res = await host.get(p);
        expect(res.status, p).toBe(200);
        expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      }
      expect(isApiPath('/apis?x=/api')).toBe(false);
      expect(isApiPath('*')).toBe(false);
    });

    it('other methods on web app paths get a JSON 404', async () => {
      const res = await host.post('/some/page');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('unparseable requests', () => {
    it.each([
      ['an unknown method', 'FOO /api/articles HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      ['a malformed request line', 'GET /api/articles HTTP/9\r\nHost: localhost\r\n\r\n'],
      ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nbroken header\r\n\r\n'],
    ])('%s gets a JSON 400 with the security headers', async (_name, raw) => {
      const { status, headers, body } = parseRaw(await rawRequest(host.port, raw));
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(Number(headers.get('content-length'))).toBe(Buffer.byteLength(body));
      expect(JSON.parse(body)).toEqual({ message: expect.any(String) });
    });
  });

  describe('source maps', () => {
    it('the production build has none and its JavaScript points to none', async () => {
      const files = await readdir(path.join(webDist, 'assets'));
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
      const scripts = files.filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const f of scripts) expect(await readFile(path.join(webDist, 'assets', f), 'utf8'), f).not.toMatch(/^\/\/[#@]\s*sourceMappingURL=/m);
    });

    it('no .map path is served, even next to a real script', async () => {
      const index = await (await host.get('/')).text();
      const entry = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
      expect((await host.get(entry)).status).toBe(200);
      for (const p of [`${entry}.map`, '/assets/anything.js.map', '/index.html.map']) {
        const res = await host.get(p);
        expect(res.status, p).toBe(404);
        expect(res.headers.get('content-type'), p).toMatch(/^application\/json/);
      }
    });
  });

  describe('listening', () => {
    it('is on 127.0.0.1 by default', async () => {
      expect(host.host).toBe('127.0.0.1');
      expect((await host.get('/api/health')).status).toBe(200);
    });

    const external = externalAddresses();
    it.skipIf(external.length === 0)('cannot be reached through the machine’s network addresses', async () => {
      for (const address of external) {
        await expect(rawRequest(host.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', address), address).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });
      }
    });
  });
});

describe('the proxy hop', () => {
  /** An app that trusts one proxy hop (as the api app does) behind the host's forwarding step. */
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 1);
    app.get('/who', (req, res) => {
      res.json({ ip: req.ip, protocol: req.protocol, forwardedFor: req.headers['x-forwarded-for'] });
    });
    server = http.createServer((req, res) => {
      forwardLikeHosting(req);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the app sees the connecting address as the client', async () => {
    expect(await (await fetch(`${url}/who`)).json()).toEqual({ ip: '127.0.0.1', protocol: 'http', forwardedFor: '127.0.0.1' });
  });

  it('a forged X-Forwarded-For cannot change it', async () => {
    const res = await fetch(`${url}/who`, { headers: { 'X-Forwarded-For': '1.2.3.4' } });
    expect(await res.json()).toEqual({ ip: '127.0.0.1', protocol: 'http', forwardedFor: '1.2.3.4, 127.0.0.1' });
    const many = await fetch(`${url}/who`, { headers: { 'X-Forwarded-For': '1.2.3.4, 5.6.7.8' } });
    expect((await many.json()).ip).toBe('127.0.0.1');
  });

  it('the protocol is the host’s finding, not the client’s claim', async () => {
    const res = await fetch(`${url}/who`, { headers: { 'X-Forwarded-Proto': 'https' } });
    // From loopback, X-Forwarded-Proto is a local TLS proxy's word: the host passes it on.
    expect((await res.json()).protocol).toBe('https');
    const fake = { socket: { remoteAddress: '203.0.113.9' }, headers: { 'x-forwarded-proto': 'https' } } as unknown as http.IncomingMessage;
    expect(arrivedOverHttps(fake)).toBe(false);
    forwardLikeHosting(fake);
    expect(fake.headers).toEqual({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' });
  });
});
