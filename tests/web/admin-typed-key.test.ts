/**
 * The console's test of a typed key (admin-and-api.md §7), straight from the "browser" to an
 * endpoint: only a list of models is success; a proxy's page or an empty 200 is not.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../functions/src/contract/index.js';
import { PROXY_PAGE, startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { testTypedKey } from '../../web/src/admin/api/ai.js';

describe('testTypedKey', () => {
  let fake: FakeOpenAi;
  let proxy: http.Server;
  let proxyUrl: string;
  let answer: { type: string; body: string };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    proxy = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': answer.type });
      res.end(answer.body);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise<void>((r) => proxy.close(() => r()));
  });

  it('succeeds on a list of models, fails on a refused key', async () => {
    expect(await testTypedKey(`${fake.baseUrl}/`, 'sk-typed-good-1234')).toEqual({ ok: true, message: AI_MESSAGES.connectionOk });
    expect(await testTypedKey(fake.baseUrl, 'sk-invalid-typed-1234')).toEqual({ ok: false, message: AI_MESSAGES.connectionFailed });
  });

  it.each([
    ['a proxy sign-in page', 'text/html; charset=utf-8', PROXY_PAGE],
    ['an empty body', 'application/json', ''],
    ['JSON that is not a model list', 'application/json', '{"object":"list"}'],
  ])('fails on a 200 with %s', async (_name, type, body) => {
    answer = { type, body };
    expect(await testTypedKey(proxyUrl, 'sk-typed-good-1234')).toEqual({ ok: false, message: AI_MESSAGES.connectionFailed });
  });

  it('says network when nothing answers', async () => {
    expect(await testTypedKey('http://127.0.0.1:1/v1', 'sk-typed-good-1234')).toEqual({ ok: false, message: AI_MESSAGES.connectionNetwork });
  });
});
