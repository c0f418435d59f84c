/**
 * The real OpenAiClient (on the openai SDK) against the OpenAI-compatible fake over HTTP on
 * loopback: the fake answers like the service, and the client turns each answer into what the
 * services act on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateArticle, isRejectedKey, maskKey, mangleHtml, prefixHtml, startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { AiProviderError, OpenAiClient, type ChatJsonRequest } from '../../functions/src/integrations/openai.js';
import { GENERATED_SCHEMA as GENERATION_SCHEMA } from '../../functions/src/services/article-generation-service.js';
import { TRANSLATION_SCHEMA } from '../../functions/src/services/translation-service.js';

const KEY = 'sk-test-fake-key-0001';


const CONTENT =
  '<h2 id="intro">What is a <em>blockchain</em>?</h2>\n<p>A <a href="https://example.org/ledger?a=1&amp;b=2" title="a > b">shared ledger</a> that Bitcoin uses.</p><!-- note --><ul><li>One</li><li>Two &amp; three</li></ul><img src="/media/x.png" alt="x">';

function translationRequest(over: Partial<ChatJsonRequest> = {}): ChatJsonRequest {
  return {
    apiKey: KEY,
    system: 'Translate into {language}. Answer JSON.',
    user: JSON.stringify({
      targetLanguage: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
      glossary: ['Bitcoin', 'blockchain'],
      fields: { title: 'What is a blockchain?', excerpt: 'A short intro.', content: CONTENT, metaDescription: 'Learn about Bitcoin.' },
    }),
    schemaName: 'article_translation',
    jsonSchema: TRANSLATION_SCHEMA,
    ...over,
  };
}

/** The tags of an HTML fragment, in order, byte for byte. */
const tags = (html: string) => html.match(/<!--[\s\S]*?-->|<(?:"[^"]*"|'[^']*'|[^'">])*>/g) ?? [];

async function failure(run: () => Promise<unknown>): Promise<AiProviderError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AiProviderError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('OpenAiClient against the fake OpenAI', () => {
  let fake: FakeOpenAi;
  let client: OpenAiClient;
  let origin: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    origin = fake.baseUrl.replace(/\/v1$/, '');
    client = new OpenAiClient({ baseUrl: fake.baseUrl, model: 'gpt-4o', timeoutMs: 5000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('accepts a good key on GET /models, with the key as bearer', async () => {
    await client.listModels(KEY);
    expect(fake.requests).toEqual([{ method: 'GET', path: '/v1/models', apiKey: KEY, body: null, at: expect.any(Number) }]);
    const res = await fetch(`${fake.baseUrl}/models`, { headers: { authorization: `Bearer ${KEY}` } });
    const body = (await res.json()) as { object: string; data: { id: string; object: string; owned_by: string; created: number }[] };
    expect(body.object).toBe('list');
    expect(body.data.map((m) => m.id)).toEqual(['gpt-4o', 'gpt-4o-mini']);
    expect(body.data[0]).toMatchObject({ object: 'model', owned_by: 'openai', created: expect.any(Number) });
  });

  it.each(['sk-invalid-key-123456', 'not-a-key-at-all-9876', 'sk-INVALID-but-shaped-well'])('refuses %s as unauthorized without echoing it', async (key) => {
    const err = await failure(() => client.listModels(key));
    expect(err).toMatchObject({ kind: 'unauthorized', status: 401, retryable: false, code: 'invalid_api_key' });
    expect(err.message).toBe('OpenAI rejected the API key (401): check the key in AI Settings');
    expect(err.message).not.toContain(key);
    expect(JSON.stringify(err)).not.toContain(key);
    expect(String(err.stack)).not.toContain(key);
  });

  it('answers a bad key as OpenAI does: 401 invalid_api_key with the key masked', async () => {
    const key = 'sk-invalid-0123456789wxyz';
    const res = await fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: '{}' });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { message: string; type: string; param: null; code: string } };
    expect(body.error).toEqual({
      message: 'Incorrect API key provided: sk-...wxyz. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    });
    const none = await fetch(`${fake.baseUrl}/models`);
    expect(none.status).toBe(401);
    expect(fake.requests.at(-1)!.apiKey).toBeNull();
    expect(maskKey('sk-abc')).toBe('******');
    expect([isRejectedKey('sk-good'), isRejectedKey('sk-Invalid'), isRejectedKey('pk-good')]).toEqual([false, true, true]);
  });

  it('translates deterministically: the prefix on every text node, every tag byte for byte, usage reported', async () => {
    const result = await client.chatJson(translationRequest());
    const json = result.json as Record<string, string>;
    expect(Object.keys(json).sort()).toEqual(['content', 'excerpt', 'metaDescription', 'title']);
    expect(json.title).toBe('[hi] What is a blockchain?');
    expect(json.excerpt).toBe('[hi] A short intro.');
    expect(json.metaDescription).toBe('[hi] Learn about Bitcoin.');
    expect(tags(json.content!)).toEqual(tags(CONTENT));
    expect(json.content).toBe(
      '<h2 id="intro">[hi] What is a <em>[hi] blockchain</em>[hi] ?</h2>\n<p>[hi] A <a href="https://example.org/ledger?a=1&amp;b=2" title="a > b">[hi] shared ledger</a> [hi] that Bitcoin uses.</p><!-- note --><ul><li>[hi] One</li><li>[hi] Two &amp; three</li></ul><img src="/media/x.png" alt="x">',
    );
    expect(json.content).toContain('Bitcoin'); // glossary terms stay as written
    expect(result.model).toBe('gpt-4o-2024-08-06');
    expect(result.usage.promptTokens).toBeGreaterThan(0);
    expect(result.usage.completionTokens).toBe(Math.ceil(JSON.stringify(json).length / 4));
    expect(result.usage.totalTokens).toBe(result.usage.promptTokens + result.usage.completionTokens);

    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions', apiKey: KEY });
    expect(sent.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'article_translation', schema: TRANSLATION_SCHEMA, strict: true } });
  });

  it('generates the five fields and a category from notes', async () => {
    const notes =
      'The Ronin bridge hack of 2022 and what it teaches about validator keys\n\nAttackers took 173,600 ETH. They held five of nine validator keys.\nThe exploit went unnoticed for six days.\n\nLessons: spread keys, watch withdrawals.';
    const result = await client.chatJson({ apiKey: KEY, system: 'Write an article. Answer JSON.', user: notes, schemaName: 'generated_article', jsonSchema: GENERATION_SCHEMA });
    const json = result.json as Record<string, string>;
    expect(Object.keys(json).sort()).toEqual(['category', 'content', 'excerpt', 'metaDescription', 'title']);
    expect(json.category).toBe('case-study');
    expect(json.title!.length).toBeLessThanOrEqual(60);
    expect(json.title).toMatch(/^The Ronin bridge hack of 2022/);
    expect(json.excerpt).toMatch(/^Attackers took 173,600 ETH\./);
    expect(json.content).toMatch(/^<h2>.+<\/h2><p>Attackers took .+<\/p><p>Lessons: .+<\/p>$/);
    expect(json.metaDescription!.length).toBeGreaterThan(0);
    expect(json.metaDescription!.length).toBeLessThanOrEqual(160);
    expect(result.usage.totalTokens).toBeGreaterThan(0);

    expect(generateArticle('Bitcoin market data for Q3').category).toBe('research');
    expect(generateArticle('What is a wallet?\nA wallet keeps keys.').category).toBe('education');
    expect(generateArticle('<b>Tags</b> & such').content).toBe('<h2>&lt;b&gt;Tags&lt;/b&gt; &amp; such</h2><p>&lt;b&gt;Tags&lt;/b&gt; &amp; such</p>');
  });

  it('refuses an unknown structured output, and a schema strict mode would refuse, as bad requests', async () => {
    const unknown = await failure(() => client.chatJson({ ...translationRequest(), schemaName: 'something_else' }));
    expect(unknown).toMatchObject({ kind: 'bad-request', status: 400, retryable: false });
    const loose = await failure(() => client.chatJson(translationRequest({ jsonSchema: { type: 'object', properties: { title: { type: 'string' } } } })));
    expect(loose.kind).toBe('bad-request');
    expect(loose.message).toMatch(/additionalProperties/);
    const wrongModel = await failure(() => new OpenAiClient({ baseUrl: fake.baseUrl, model: 'gpt-9', timeoutMs: 5000 }).chatJson(translationRequest()));
    expect(wrongModel).toMatchObject({ kind: 'bad-request', status: 404, code: 'model_not_found' });
    expect(wrongModel.message).toMatch(/gpt-9/);
  });

  it('maps a 429 to rate-limited with the wait from retry-after', async () => {
    fake.failNext(1, { status: 429, retryAfterSeconds: 3 });
    const err = await failure(() => client.chatJson(translationRequest()));
    expect(err).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 3000, retryable: true });
    expect(err.message).toBe('OpenAI is rate limiting requests (429); retry after 3 s');
    // The fake's 429 carries what OpenAI's does.
    fake.failNext(1, { status: 429, retryAfterSeconds: 2 });
    const res = await fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` }, body: JSON.stringify({ model: 'gpt-4o' }) });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(res.headers.get('x-ratelimit-reset-requests')).toBe('2s');
    expect(((await res.json()) as { error: { type: string; code: string } }).error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    // And the next call goes through.
    await expect(client.chatJson(translationRequest())).resolves.toMatchObject({ model: 'gpt-4o-2024-08-06' });
  });

  it('maps 500 and 503 to server, queued in order', async () => {
    fake.failNext(1, { status: 500 });
    fake.failNext(1, { status: 503 });
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'server', status: 500, retryable: true });
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'server', status: 503 });
    await client.chatJson(translationRequest());
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(3); // no hidden SDK retries
  });

  it('fails every chat call at failure rate 1, and none at 0', async () => {
    fake.setFailureRate(1);
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'server', status: 500 });
    await client.listModels(KEY); // only chat calls fail
    fake.setFailureRate(0);
    await client.chatJson(translationRequest());
  });

  it('times out when the fake answers later than the client waits', async () => {
    fake.setLatency(60_000);
    const quick = new OpenAiClient({ baseUrl: fake.baseUrl, model: 'gpt-4o', timeoutMs: 150 });
    const started = Date.now();
    const err = await failure(() => quick.chatJson(translationRequest()));
    expect(err).toMatchObject({ kind: 'timeout', retryable: true });
    expect(err.message).toBe('OpenAI did not answer within 150 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('maps garbage output to bad-output, then answers normally', async () => {
    fake.garbageNext(1);
    const err = await failure(() => client.chatJson(translationRequest()));
    expect(err).toMatchObject({ kind: 'bad-output', retryable: true });
    expect(err.status).toBeUndefined();
    await expect(client.chatJson(translationRequest())).resolves.toBeDefined();
  });

  it('mangles the HTML structure of the next translation on demand', async () => {
    fake.mangleNext(1);
    const mangled = (await client.chatJson(translationRequest())).json as { content: string };
    expect(tags(mangled.content)).not.toEqual(tags(CONTENT));
    expect(mangled.content).toContain('href="https://example.com/mangled"');
    const clean = (await client.chatJson(translationRequest())).json as { content: string };
    expect(tags(clean.content)).toEqual(tags(CONTENT));
    expect(mangleHtml('plain')).not.toBe('plain');
    expect(prefixHtml('<p></p> <br>', '[x] ')).toBe('<p></p> <br>');
  });

  it('holds every answer while told to, and sends the held ones when released', async () => {
    const control = (body: unknown) => fetch(`${origin}/__control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(((await (await control({ hold: true })).json()) as { hold: boolean }).hold).toBe(true);
    let answered = false;
    const pending = client.chatJson(translationRequest()).finally(() => (answered = true));
    // The request has arrived and its answer waits in the fake, unsent.
    await expect.poll(async () => ((await (await fetch(`${origin}/__control`)).json()) as { heldAnswers: number }).heldAnswers).toBe(1);
    expect(answered).toBe(false);
    expect((await control({ hold: 'yes' })).status).toBe(400);
    await control({ hold: false });
    await expect(pending).resolves.toBeDefined();
    // A reset releases too.
    fake.hold(true);
    const second = client.chatJson(translationRequest());
    await expect.poll(() => fake.requests.length).toBe(2);
    fake.reset();
    await expect(second).resolves.toBeDefined();
  });

  it('scopes controls to the requests that contain a text, so tests sharing the fake keep their failures and holds apart', async () => {
    const control = async (body: unknown) => {
      const res = await fetch(`${origin}/__control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const about = (title: string) => translationRequest({ user: JSON.stringify({ targetLanguage: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' }, glossary: [], fields: { title, excerpt: 'e', content: '<p>c</p>', metaDescription: 'm' } }) });
    expect((await control({ scope: 'Scoped title A1', failNext: { n: 1, status: 500 } })).body).toMatchObject({ pendingFailures: 1 });
    // Another test's request is answered; the scoped one fails, once.
    await expect(client.chatJson(about('Other title B2'))).resolves.toBeDefined();
    expect(await failure(() => client.chatJson(about('Scoped title A1')))).toMatchObject({ kind: 'server' });
    await expect(client.chatJson(about('Scoped title A1'))).resolves.toBeDefined();

    // A scoped hold holds only its own requests; its reset releases them and forgets the scope.
    await control({ scope: 'Scoped title A1', hold: true });
    let answered = false;
    const held = client.chatJson(about('Scoped title A1')).finally(() => (answered = true));
    await expect.poll(async () => (await control({ scope: 'Scoped title A1' })).body.heldAnswers).toBe(1);
    await expect(client.chatJson(about('Other title B2'))).resolves.toBeDefined();
    expect(answered).toBe(false);
    await control({ scope: 'Scoped title A1', reset: true });
    await expect(held).resolves.toBeDefined();
    expect((await control({ scope: 'Scoped title A1' })).body).toMatchObject({ hold: false, heldAnswers: 0, pendingFailures: 0 });
    expect((await control({ scope: 'short', hold: true })).status).toBe(400);
  });

  it('offers the same controls over HTTP for a fake in another process', async () => {
    const control = async (body: unknown) => {
      const res = await fetch(`${origin}/__control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await control({ failNext: { n: 1, status: 429, retryAfterSeconds: 7 }, garbageNext: 1, mangleNext: 2 })).toEqual({
      status: 200,
      body: { latencyMs: 0, failureRate: 0, pendingFailures: 1, garbageNext: 1, mangleNext: 2, hold: false, heldAnswers: 0 },
    });
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'rate-limited', retryAfterMs: 7000 });
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'bad-output' });

    const requests = (await (await fetch(`${origin}/__control/requests`)).json()) as { method: string; path: string; apiKey: string; body: { model: string } }[];
    expect(requests.map((r) => [r.method, r.path, r.apiKey, r.body.model])).toEqual([
      ['POST', '/v1/chat/completions', KEY, 'gpt-4o'],
      ['POST', '/v1/chat/completions', KEY, 'gpt-4o'],
    ]);

    expect((await control({ latencyMs: 'slow' })).status).toBe(400);
    expect((await control({ nonsense: 1 })).status).toBe(400);
    expect(await control({ reset: true })).toMatchObject({ body: { mangleNext: 0, pendingFailures: 0, garbageNext: 0 } });
    expect(await (await fetch(`${origin}/__control/requests`)).json()).toEqual([]);
    expect((await control({ failureRate: 1 })).body.failureRate).toBe(1);
    expect(await failure(() => client.chatJson(translationRequest()))).toMatchObject({ kind: 'server' });
  });

  it('answers unknown paths and unparsable bodies as OpenAI does', async () => {
    const auth = { authorization: `Bearer ${KEY}` };
    const notFound = await fetch(`${fake.baseUrl}/engines`, { headers: auth });
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { error: { message: string } }).error.message).toBe('Invalid URL (GET /v1/engines)');
    const broken = await fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', headers: auth, body: '{"model":' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    expect(broken.headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe('the fake answers browsers as OpenAI does', () => {
  it('allows any origin to call it with a key: preflight, then a readable answer', async () => {
    const fake = await startFakeOpenAi();
    try {
      const preflight = await fetch(`${fake.baseUrl}/models`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const models = await fetch(`${fake.baseUrl}/models`, { headers: { origin: 'http://localhost:5000', authorization: 'Bearer sk-browser-1234' } });
      expect(models.status).toBe(200);
      expect(models.headers.get('access-control-allow-origin')).toBe('*');
      const refused = await fetch(`${fake.baseUrl}/models`, { headers: { origin: 'http://localhost:5000', authorization: 'Bearer sk-invalid-1234' } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await fake.close();
    }
  });
});
