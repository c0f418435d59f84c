/**
 * The fake's 200 answers that are not a chat completion (`failNext(n, {kind})`), as a proxy or
 * gateway in front of the provider sends them, and what the real OpenAiClient makes of each over
 * HTTP: a retryable bad-output that says what came back and quotes none of it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAD_ANSWER_KINDS, PROXY_PAGE, startFakeOpenAi, type BadAnswerKind, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { AiProviderError, OpenAiClient } from '../../functions/src/integrations/openai.js';
import { GENERATED_SCHEMA } from '../../functions/src/services/article-generation-service.js';

const KEY = 'sk-test-fake-key-0002';

/** What the client says for each kind, and a look at the wire. */
const EXPECTED: Record<BadAnswerKind, { message: string; contentType: string; body: (text: string) => void }> = {
  html200: {
    message: 'The AI provider answered with an HTML page instead of a chat completion',
    contentType: 'text/html; charset=utf-8',
    body: (text) => expect(text).toBe(PROXY_PAGE),
  },
  emptyBody: {
    message: 'The AI provider answered with an empty body instead of a chat completion',
    contentType: 'application/json',
    body: (text) => expect(text).toBe(''),
  },
  truncatedJson: {
    message: 'The AI provider answered with JSON that is cut off or malformed instead of a chat completion',
    contentType: 'application/json',
    body: (text) => {
      expect(text).toMatch(/^\{"id":"chatcmpl-/);
      expect(() => JSON.parse(text)).toThrow();
    },
  },
  jsonArray: {
    message: 'The AI provider answered with a JSON array instead of a chat completion',
    contentType: 'application/json',
    body: (text) => expect(JSON.parse(text)).toEqual([expect.objectContaining({ object: 'chat.completion' })]),
  },
  noChoices: {
    message: 'The AI provider answered with JSON that is not a chat completion (it has no list of choices)',
    contentType: 'application/json',
    body: (text) => expect(JSON.parse(text)).toMatchObject({ object: 'chat.completion', usage: expect.any(Object) }),
  },
  emptyChoices: {
    message: 'The AI provider answered with a chat completion without any choices, so there was no answer to read',
    contentType: 'application/json',
    body: (text) => expect(JSON.parse(text)).toMatchObject({ object: 'chat.completion', choices: [] }),
  },
  noMessage: {
    message: 'The AI provider answered with a chat completion whose choice has no message',
    contentType: 'application/json',
    body: (text) => expect(JSON.parse(text).choices).toEqual([{ index: 0, text: expect.any(String), logprobs: null, finish_reason: 'stop' }]),
  },
  nullContent: {
    message: 'The AI provider answered with a chat completion without any content in its message',
    contentType: 'application/json',
    body: (text) => expect(JSON.parse(text).choices[0].message).toMatchObject({ role: 'assistant', content: null }),
  },
};

describe('the fake answering like a proxy in the way', () => {
  let fake: FakeOpenAi;
  let client: OpenAiClient;
  let origin: string;
  const ask = () => client.chatJson({ apiKey: KEY, system: 'Write an article.', user: 'Notes on Bitcoin', schemaName: 'generated_article', jsonSchema: GENERATED_SCHEMA });
  const post = (body: unknown) =>
    fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    origin = fake.baseUrl.replace(/\/v1$/, '');
    client = new OpenAiClient({ baseUrl: fake.baseUrl, model: 'gpt-4o', timeoutMs: 5000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('has an expectation for every kind', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...BAD_ANSWER_KINDS].sort());
  });

  it.each(BAD_ANSWER_KINDS)('%s: answers 200 as a proxy would, and the client calls it retryable bad output', async (kind) => {
    fake.failNext(1, { kind });
    const res = await post({ model: 'gpt-4o', messages: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(EXPECTED[kind].contentType);
    expect(res.headers.get('openai-version')).toBeNull(); // the proxy answered, not OpenAI
    EXPECTED[kind].body(await res.text());

    fake.failNext(1, { kind });
    const err = await ask().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AiProviderError);
    expect(err).toMatchObject({ kind: 'bad-output', retryable: true, message: EXPECTED[kind].message });
    // The next call reaches the model again.
    await expect(ask()).resolves.toMatchObject({ model: 'gpt-4o-2024-08-06' });
  });

  it('queues kinds with statuses, in order, and takes them over HTTP', async () => {
    const control = (body: unknown) => fetch(`${origin}/__control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await control({ failNext: { n: 2, kind: 'html200' } })).json()).toMatchObject({ pendingFailures: 2 });
    fake.failNext(1, { status: 503 });
    fake.failNext(1, { kind: 'emptyChoices' });
    const kinds: string[] = [];
    for (let i = 0; i < 5; i++) {
      kinds.push(
        await ask().then(
          () => 'ok',
          (e: AiProviderError) => e.kind,
        ),
      );
    }
    expect(kinds).toEqual(['bad-output', 'bad-output', 'server', 'bad-output', 'ok']);

    for (const bad of [{ n: 1, kind: 'teapot' }, { n: 1, kind: 'html200', status: 500 }, { n: 1 }]) {
      const res = await control({ failNext: bad });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/failNext/);
    }
    expect(() => fake.failNext(1, { kind: 'teapot' as BadAnswerKind })).toThrow(/html200/);
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(5);
  });
});
