/**
 * OpenAiClient's configuration and how each kind of answer becomes an AiProviderError, against a
 * scripted endpoint on loopback (the OpenAI-compatible fake is exercised in tests/host/openai-fake.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError, OpenAiClient, aiProviderConfigFromEnv, formatDuration, retryAfter, type AiFailureKind } from './openai.js';

const KEY = 'sk-unit-test-key-0123456789abcdef';

interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  /** After the headers and this much of the body: 'stall' sends nothing more, 'drop' cuts the connection. */
  then?: 'stall' | 'drop';
}

describe('OpenAiClient against a scripted endpoint', () => {
  let server: http.Server;
  let baseUrl: string;
  let next: Scripted;
  const seen: { method: string; url: string; auth: string | undefined; body: any }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        const text = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
        if (next.then === 'stall') res.write(text);
        else if (next.then === 'drop') res.write(text, () => res.destroy());
        else res.end(text);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections(); // a stalled answer's connection
      }),
  );
  beforeEach(() => {
    seen.length = 0;
  });

  const client = () => new OpenAiClient({ baseUrl, model: 'gpt-4o', timeoutMs: 5000 });
  const completion = (content: string | null, extra: Record<string, unknown> = {}) => ({
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-2024-08-06',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', ...extra }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  });
  const ask = () =>
    client().chatJson({ apiKey: KEY, system: 'sys', user: 'usr', schemaName: 'thing', jsonSchema: { type: 'object' }, temperature: 0.2 });
  const failure = async (run: () => Promise<unknown>): Promise<AiProviderError> => {
    try {
      await run();
    } catch (err) {
      expect(err).toBeInstanceOf(AiProviderError);
      expect((err as Error).message).not.toContain(KEY);
      return err as AiProviderError;
    }
    throw new Error('expected a failure');
  };
  const openAiError = (status: number, message: string, code: string | null = null, headers: Record<string, string> = {}): Scripted => ({
    status,
    headers,
    body: { error: { message, type: 'invalid_request_error', param: null, code } },
  });

  it('sends one strict json_schema chat completion with the key as bearer, and parses the JSON', async () => {
    next = completion('{"a":1}');
    expect(await ask()).toEqual({ json: { a: 1 }, usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 }, model: 'gpt-4o-2024-08-06' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions', auth: `Bearer ${KEY}` });
    expect(seen[0]!.body).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'usr' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'thing', schema: { type: 'object' }, strict: true } },
      temperature: 0.2,
    });
  });

  it('lists models with the key', async () => {
    next = { status: 200, body: { object: 'list', data: [] } };
    await client().listModels(KEY);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/models', auth: `Bearer ${KEY}` });
  });

  it.each<[string, Scripted, AiFailureKind, number | undefined, RegExp]>([
    ['401', openAiError(401, `Incorrect API key provided: ${KEY}.`, 'invalid_api_key'), 'unauthorized', 401, /^OpenAI rejected the API key \(401\)/],
    ['403', openAiError(403, 'Country, region, or territory not supported', 'unsupported_country_region_territory'), 'unauthorized', 403, /refused access.*\(403\): Country/],
    ['400', openAiError(400, "Invalid schema for response_format 'thing'"), 'bad-request', 400, /^OpenAI refused the request \(400\): Invalid schema/],
    ['404', openAiError(404, 'The model `gpt-4o` does not exist or you do not have access to it.', 'model_not_found'), 'bad-request', 404, /\(404\): The model `gpt-4o` does not exist/],
    ['422', openAiError(422, 'Unprocessable'), 'bad-request', 422, /\(422\)/],
    ['500', openAiError(500, 'The server had an error'), 'server', 500, /^OpenAI had a server error \(500\)/],
    ['503', openAiError(503, 'The engine is currently overloaded'), 'server', 503, /\(503\)/],
    ['non-JSON output', completion('Sure! {"a":'), 'bad-output', undefined, /not the requested JSON/],
    ['no content', completion(null), 'bad-output', undefined, /without any content/],
    ['a refusal', completion(null, { message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' } }), 'bad-output', undefined, /refused to answer: I cannot help/],
    ['a cut-off answer', completion('{"a":', { finish_reason: 'length' }), 'bad-output', undefined, /length limit/],
  ])('maps %s', async (_name, answer, kind, status, message) => {
    next = answer;
    const err = await failure(ask);
    expect(err.kind).toBe(kind);
    expect(err.status).toBe(status);
    expect(err.message).toMatch(message);
    expect(seen).toHaveLength(1); // the SDK does not retry on its own
  });

  const html = '<!DOCTYPE html><html><head><title>Proxy sign-in</title></head><body>Session sk-proxy-secret-123456 expired</body></html>';
  const full = JSON.stringify(completion('{"a":1}').body);
  it.each<[string, Scripted, RegExp]>([
    ['an HTML page (text/html)', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html }, /^The AI provider answered with an HTML page instead of a chat completion$/],
    ['an HTML page labelled JSON', { status: 200, body: html }, /an HTML page instead of a chat completion/],
    ['an empty body', { status: 200, body: '' }, /an empty body instead of a chat completion/],
    ['an empty body without a content type', { status: 200, headers: { 'content-type': '' }, body: '' }, /an empty body/],
    ['cut-off JSON', { status: 200, body: full.slice(0, full.length / 2) }, /JSON that is cut off or malformed instead of a chat completion/],
    ['a JSON array', { status: 200, body: [completion('{"a":1}').body] }, /a JSON array instead of a chat completion/],
    ['a bare JSON value', { status: 200, body: 'null' }, /a bare JSON null instead/],
    ['plain text', { status: 200, headers: { 'content-type': 'text/plain' }, body: 'upstream connect error' }, /plain text instead/],
    ['another media type', { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: 'GIF89a\x00' }, /a body of type application\/octet-stream instead/],
    ['an error with status 200', { status: 200, body: { error: { message: `Key ${KEY} over budget`, type: 'proxy_error' } } }, /with an error \("Key sk-… over budget"\) instead of a chat completion/],
    ['JSON without choices', { status: 200, body: { id: 'chatcmpl-1', object: 'chat.completion', model: 'gpt-4o' } }, /JSON that is not a chat completion \(it has no list of choices\)/],
    ['no choices', { status: 200, body: { ...completion('x').body, choices: [] } }, /a chat completion without any choices/],
    ['a choice without a message', { status: 200, body: { ...completion('x').body, choices: [{ index: 0, text: '{"a":1}', finish_reason: 'stop' }] } }, /whose choice has no message/],
    ['a null content', completion(null), /without any content/],
  ])('maps a 200 with %s to bad-output, saying what came back and not quoting it', async (_name, answer, message) => {
    next = answer;
    const err = await failure(ask);
    expect(err).toMatchObject({ kind: 'bad-output', retryable: true });
    expect(err.status).toBeUndefined();
    expect(err.message).toMatch(message);
    expect(err.message).not.toMatch(/Proxy sign-in|proxy-secret|upstream|<|chatcmpl/);
  });

  it('reads a chat completion labelled text/plain, and fills in a model and usage the answer leaves out', async () => {
    const { model: _model, usage: _usage, ...bare } = completion('{"a":1}').body;
    next = { status: 200, headers: { 'content-type': 'text/plain' }, body: bare };
    expect(await ask()).toEqual({ json: { a: 1 }, usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 }, model: 'gpt-4o' });
  });

  it('tells a model list from other answers when testing a key', async () => {
    next = { status: 200, headers: { 'content-type': 'text/html' }, body: html };
    expect(await failure(() => client().listModels(KEY))).toMatchObject({ kind: 'bad-output', message: 'The AI provider answered with an HTML page instead of a list of models' });
    next = { status: 200, body: { object: 'list' } };
    expect((await failure(() => client().listModels(KEY))).message).toMatch(/not a list of models/);
  });

  it('reports an answer that stops arriving as a timeout, and one cut off mid-way as network', async () => {
    next = { ...completion('{"a":1}'), body: full.slice(0, 40), then: 'stall' };
    const stalled = await failure(() => new OpenAiClient({ baseUrl, model: 'gpt-4o', timeoutMs: 300 }).chatJson({ apiKey: KEY, system: 's', user: 'u', schemaName: 'thing', jsonSchema: {} }));
    expect(stalled).toMatchObject({ kind: 'timeout', message: 'OpenAI did not answer within 300 ms' });
    next = { ...completion('{"a":1}'), body: full.slice(0, 40), headers: { 'content-length': String(full.length) }, then: 'drop' };
    expect(await failure(ask)).toMatchObject({ kind: 'network', message: 'The connection to the AI provider broke off while its answer was arriving' });
  });

  it('keeps the key out of the message even when OpenAI quotes it', async () => {
    next = openAiError(400, `Something about ${KEY} and sk-another-key-abcdef123456`);
    const err = await failure(ask);
    expect(err.message).not.toContain('sk-another-key-abcdef123456');
  });

  // Headers are made when the test runs: a date made when the table is read would have aged by then.
  it.each<[string, () => Record<string, string>, number | undefined, string]>([
    ['retry-after-ms', () => ({ 'retry-after-ms': '1500', 'retry-after': '9' }), 1500, 'retry after 1.5 s'],
    ['retry-after in seconds', () => ({ 'retry-after': '3' }), 3000, 'retry after 3 s'],
    ['retry-after as an HTTP date', () => ({ 'retry-after': new Date(Date.now() + 10_000).toUTCString() }), 10_000, 'retry after'],
    ['no header', () => ({}), undefined, 'try again shortly'],
  ])('reads the wait of a 429 from %s', async (_name, headers, wait, words) => {
    next = openAiError(429, 'Rate limit reached', 'rate_limit_exceeded', headers());
    const err = await failure(ask);
    expect(err).toMatchObject({ kind: 'rate-limited', status: 429, retryable: true, code: 'rate_limit_exceeded' });
    expect(err.message).toContain('OpenAI is rate limiting requests (429); ' + words);
    if (wait === undefined) expect(err.retryAfterMs).toBeUndefined();
    else expect(err.retryAfterMs).toBeGreaterThanOrEqual(wait - 1500); // an HTTP date has whole seconds
  });

  it('tells an exhausted quota apart from a rate limit', async () => {
    next = openAiError(429, 'You exceeded your current quota', 'insufficient_quota');
    const err = await failure(ask);
    expect(err.kind).toBe('rate-limited');
    expect(err.message).toMatch(/run out of quota/);
  });

  it('refuses a missing or unusable key before any request, without quoting it', async () => {
    for (const key of ['', '   ', 'sk-with space', 'sk-line\nbreak', 'sk-ключ']) {
      const err = await client()
        .listModels(key)
        .then(() => undefined, (e: unknown) => e as AiProviderError);
      expect(err).toBeInstanceOf(AiProviderError);
      expect(err!.kind).toBe('unauthorized');
      if (key.trim()) expect(err!.message).not.toContain(key);
    }
    expect(seen).toHaveLength(0);
  });

  it('reports a refused connection as network', async () => {
    const err = await failure(() => new OpenAiClient({ baseUrl: 'http://127.0.0.1:1/v1', model: 'gpt-4o', timeoutMs: 5000 }).listModels(KEY));
    expect(err.kind).toBe('network');
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/^Could not connect to OpenAI/);
  });

  it('reports the caller cancelling as a timeout without sending', async () => {
    next = completion('{}');
    const controller = new AbortController();
    controller.abort();
    const err = await failure(() =>
      client().chatJson({ apiKey: KEY, system: 's', user: 'u', schemaName: 'thing', jsonSchema: {}, signal: controller.signal }),
    );
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/cancelled/);
  });
});

describe('AiProviderError', () => {
  it.each<[AiFailureKind, boolean]>([
    ['unauthorized', false],
    ['bad-request', false],
    ['rate-limited', true],
    ['server', true],
    ['timeout', true],
    ['network', true],
    ['bad-output', true],
  ])('%s is retryable: %s', (kind, retryable) => {
    expect(new AiProviderError(kind, 'x').retryable).toBe(retryable);
  });
});

describe('aiProviderConfigFromEnv', () => {
  it('defaults to OpenAI, gpt-4o and 60 s', () => {
    expect(aiProviderConfigFromEnv({})).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o', timeoutMs: 60_000 });
    expect(aiProviderConfigFromEnv({ OPENAI_BASE_URL: '', OPENAI_MODEL: ' ', OPENAI_TIMEOUT_MS: '' })).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o',
      timeoutMs: 60_000,
    });
  });

  it('reads the variables', () => {
    expect(aiProviderConfigFromEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1/', OPENAI_MODEL: 'gpt-4o-mini', OPENAI_TIMEOUT_MS: '1500' })).toEqual({
      baseUrl: 'http://127.0.0.1:4010/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 1500,
    });
  });

  it.each([
    [{ OPENAI_TIMEOUT_MS: 'soon' }, /OPENAI_TIMEOUT_MS/],
    [{ OPENAI_TIMEOUT_MS: '0' }, /OPENAI_TIMEOUT_MS/],
    [{ OPENAI_TIMEOUT_MS: '1.5' }, /OPENAI_TIMEOUT_MS/],
    [{ OPENAI_BASE_URL: 'api.openai.com' }, /OPENAI_BASE_URL/],
    [{ OPENAI_BASE_URL: 'ftp://x/v1' }, /OPENAI_BASE_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => aiProviderConfigFromEnv(env)).toThrow(message);
  });
});

describe('helpers', () => {
  it('formats durations as an editor reads them', () => {
    expect([250, 1000, 1500, 3000, 60_000, 120_000].map(formatDuration)).toEqual(['250 ms', '1 s', '1.5 s', '3 s', '60 s', '2 min']);
  });

  it('ignores a retry-after it cannot read', () => {
    expect(retryAfter(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfter(new Headers({ 'retry-after-ms': 'x', 'retry-after': '2' }))).toBe(2000);
    expect(retryAfter(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }), Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60_000);
    expect(retryAfter(undefined)).toBeUndefined();
  });
});
