/**
 * An OpenAI-compatible fake for tests and the local host: `GET /v1/models` and
 * `POST /v1/chat/completions` with structured output, answering like the real API (status codes,
 * headers, `{error: {message, type, param, code}}` bodies), with latency, failures, garbage and
 * mangled translations on demand. node:http only; listens on 127.0.0.1.
 *
 * It "translates" deterministically so tests can recognise the result: every text node (and every
 * interface message) gets the prefix `[{code}] ` and every tag stays byte for byte. It "writes" an article from notes with
 * plain rules (title from the first line, category from keywords).
 *
 * In-process: `const ai = await startFakeOpenAi(); process.env.OPENAI_BASE_URL = ai.baseUrl;`
 * From another process: `POST {origin}/__control` and `GET {origin}/__control/requests`, which
 * openai-control.ts describes (per-test `scope`s, failures, garbage, holding answers).
 * Standalone: `node --import tsx emulators/fakes/openai.ts`
 * (FAKE_OPENAI_PORT, default 0 = a free port; it prints the base URL).
 */
import { localServer } from '../src/local-server.js';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { garbage, generateArticle, mangleHtml, translate, translateInterface } from './openai-model.js';
import { createScopedControls } from './openai-control.js';
import { badAnswer } from './openai-bad-answers.js';
import {
  CORS,
  HttpAnswer,
  MODELS,
  RATE_LIMIT_REQUESTS,
  RawAnswer,
  completionBody,
  fail,
  injected,
  invalidRequest,
  modelObject,
  rateLimitHeaders,
  send,
  strictSchemaProblem,
  tokens,
  type FakeFailure,
} from './openai-wire.js';

export { generateArticle, mangleHtml, prefixHtml } from './openai-model.js';
export { PROXY_PAGE } from './openai-bad-answers.js';
export { BAD_ANSWER_KINDS, type BadAnswerKind, type FakeFailure, type HttpFailure } from './openai-wire.js';

export interface FakeOpenAiOptions {
  /** 0 (the default) = a free port. */
  port?: number;
  /** Wait this long before answering any /v1 request (the wait ends if the client hangs up). */
  latencyMs?: number;
  /** 0..1: this share of chat calls answers 500. */
  failureRate?: number;
}

export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. /v1/chat/completions */
  path: string;
  /** The bearer key sent, or null when there was no `Authorization: Bearer` header. */
  apiKey: string | null;
  /** The parsed JSON body; null when there was none or it was not JSON. */
  body: any;
  /** Date.now() when it arrived. */
  at: number;
}

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1 (what OPENAI_BASE_URL is set to) */
  baseUrl: string;
  setLatency(ms: number): void;
  setFailureRate(rate: number): void;
  /**
   * The next n chat calls fail with this status (429 may carry retryAfterSeconds; body as OpenAI's),
   * or with `{kind}` answer 200 with something that is not a chat completion, as a proxy would
   * (an HTML page, an empty body, cut-off JSON, no choices...). Queued after failures still pending.
   */
  failNext(n: number, failure: FakeFailure): void;
  /** The next n chat calls answer 200 with output that is not the requested JSON (added to any still pending). */
  garbageNext(n: number): void;
  /** The next n translation answers change the HTML structure (drop a tag, change an href), or break one interface message's ICU syntax; added to any still pending. */
  mangleNext(n: number): void;
  /** true: every answer waits (after any latency) until hold(false), which sends them all. */
  hold(on: boolean): void;
  /** Back to the start options (releasing held answers); forgets pending failures, garbage, mangling and the recorded requests. */
  reset(): void;
  /** Every request received, newest last: method, path, the bearer key, the parsed JSON body. */
  readonly requests: FakeRequest[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Requests kept in `requests`, the oldest dropped first (a long browser run or benchmark must not grow without bound). */
const MAX_RECORDED = 10_000;

/** How OpenAI shows a key it rejects: the first characters and the last four, the rest hidden. */
export function maskKey(key: string): string {
  if (key.length <= 8) return '*'.repeat(key.length);
  return `${key.slice(0, 3)}...${key.slice(-4)}`;
}

/** The fake's rule for keys: one that does not start with `sk-`, or that contains `invalid`, is refused. */
export function isRejectedKey(key: string): boolean {
  return !key.startsWith('sk-') || key.toLowerCase().includes('invalid');
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let sequence = 0;
  const { control, stateFor, handleControlRoute } = createScopedControls(options, () => (requests.length = 0));

  function handleV1(method: string, path: string, apiKey: string | null, raw: string, body: unknown): HttpAnswer | RawAnswer {
    if (apiKey === null) {
      return fail(401, {
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. You can obtain an API key from https://platform.openai.com/account/api-keys.",
        type: 'invalid_request_error',
        param: null,
        code: null,
      });
    }
    if (isRejectedKey(apiKey)) {
      return fail(401, {
        message: `Incorrect API key provided: ${maskKey(apiKey)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      });
    }
    if (method === 'GET' && path === '/v1/models') {
      return new HttpAnswer(200, { object: 'list', data: Object.keys(MODELS).map(modelObject) }, rateLimitHeaders(RATE_LIMIT_REQUESTS - 1));
    }
    const modelPath = /^\/v1\/models\/([^/]+)$/.exec(path);
    if (method === 'GET' && modelPath) {
      const id = decodeURIComponent(modelPath[1]!);
      if (!MODELS[id]) return fail(404, { message: `The model '${id}' does not exist`, type: 'invalid_request_error', param: 'model', code: 'model_not_found' });
      return new HttpAnswer(200, modelObject(id));
    }
    if (method === 'POST' && path === '/v1/chat/completions') return chat(raw, body);
    return fail(404, { message: `Invalid URL (${method} ${path})`, type: 'invalid_request_error', param: null, code: null });
  }

  function chat(raw: string, body: unknown): HttpAnswer | RawAnswer {
    const state = stateFor(raw);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return invalidRequest(
        raw.trim()
          ? "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)"
          : 'you must provide a model parameter',
      );
    }
    const b = body as Record<string, unknown>;
    if (typeof b.model !== 'string' || !b.model) return invalidRequest('you must provide a model parameter');
    const model = b.model;

    // Rate limits, outages and a proxy in the way come before the request is looked at, as on the real service.
    const failure = state.failures.shift();
    if (failure) return 'kind' in failure ? badAnswer(failure.kind, model) : injected(failure, model);
    if (state.failureRate > 0 && Math.random() < state.failureRate) return injected({ status: 500 }, model);

    const known = MODELS[model];
    if (!known) {
      return fail(404, { message: `The model \`${model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' });
    }
    if (!Array.isArray(b.messages) || b.messages.length === 0) {
      return invalidRequest("[] is too short - 'messages'", 'messages', 'empty_array');
    }
    const messages = b.messages as unknown[];
    for (const [i, m] of messages.entries()) {
      const msg = m as { role?: unknown; content?: unknown } | null;
      if (!msg || typeof msg !== 'object' || !['system', 'developer', 'user', 'assistant'].includes(msg.role as string)) {
        return invalidRequest(`Invalid value for 'messages[${i}].role': expected one of 'system', 'developer', 'user' or 'assistant'.`, `messages[${i}].role`, 'invalid_value');
      }
      if (typeof msg.content !== 'string') {
        return invalidRequest(`Invalid type for 'messages[${i}].content': expected a string.`, `messages[${i}].content`, 'invalid_type');
      }
    }
    if (b.temperature !== undefined && (typeof b.temperature !== 'number' || b.temperature < 0 || b.temperature > 2)) {
      return invalidRequest(`Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got ${String(b.temperature)} instead.`, 'temperature', 'decimal_above_max_value');
    }
    const format = b.response_format as { type?: unknown; json_schema?: { name?: unknown; schema?: unknown; strict?: unknown } } | undefined;
    if (!format || format.type !== 'json_schema' || !format.json_schema || typeof format.json_schema !== 'object') {
      return invalidRequest("This fake answers only structured output: send response_format {type: 'json_schema', json_schema: {name, schema, strict: true}}.", 'response_format');
    }
    const { name, schema, strict } = format.json_schema;
    if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
      return invalidRequest("Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.", 'response_format.json_schema.name', 'invalid_value');
    }
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
      return invalidRequest("Missing required parameter: 'response_format.json_schema.schema'.", 'response_format.json_schema.schema', 'missing_required_parameter');
    }
    if (strict === true) {
      const problem = strictSchemaProblem(schema as Record<string, unknown>, []);
      if (problem) return invalidRequest(`Invalid schema for response_format '${name}': ${problem}`, 'response_format');
    }

    const system = messages.filter((m) => (m as { role: string }).role !== 'user').map((m) => (m as { content: string }).content);
    const user = messages.filter((m) => (m as { role: string }).role === 'user').map((m) => (m as { content: string }).content);
    const lastUser = user.at(-1);
    if (lastUser === undefined) return invalidRequest('The fake needs a user message to answer.', 'messages');

    let content: string;
    if (state.garbage > 0) {
      state.garbage--;
      content = garbage(name);
    } else if (name === 'article_translation') {
      const answer = translate(lastUser);
      if (!answer) {
        return invalidRequest(
          "The fake's article_translation expects the user message to be JSON {targetLanguage: {code, name, nativeName}, glossary: string[], fields: {title, excerpt, content, metaDescription}}.",
          'messages',
        );
      }
      if (state.mangle > 0) {
        state.mangle--;
        answer.content = mangleHtml(answer.content);
      }
      content = JSON.stringify(answer);
    } else if (name === 'generated_article') {
      content = JSON.stringify(generateArticle(lastUser));
    } else if (name === 'interface_text_translation') {
      const answer = translateInterface(lastUser, state.mangle > 0);
      if (!answer) return invalidRequest("The fake's interface_text_translation expects JSON {targetLanguage: {code}, messages: [{key, text}]}.", 'messages');
      if (state.mangle > 0) state.mangle--;
      content = JSON.stringify(answer);
    } else {
      return invalidRequest(
        `The fake does not know the structured output '${name}': it answers 'article_translation', 'generated_article' and 'interface_text_translation'.`,
        'response_format.json_schema.name',
      );
    }

    sequence++;
    const id = `chatcmpl-fake${sequence}${randomBytes(6).toString('hex')}`;
    return new HttpAnswer(200, completionBody(id, known.snapshot, content, tokens([...system, ...user].join(''))), rateLimitHeaders(RATE_LIMIT_REQUESTS - 1));
  }

  const server = localServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const path = url.pathname;
      const method = req.method ?? 'GET';
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      if (raw.trim()) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = null;
        }
      }

      if (path === '/__control' || path.startsWith('/__control/')) {
        send(res, handleControlRoute(method, path, body, requests));
        return;
      }

      // Browsers call the API directly (the console's typed-key test): like OpenAI, answer any
      // origin's preflight, and mark every answer readable cross-origin (send() adds the header).
      if (method === 'OPTIONS') {
        res.writeHead(204, { ...CORS, 'access-control-allow-headers': 'authorization, content-type, openai-organization, openai-project', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-max-age': '600' });
        res.end();
        return;
      }

      const auth = req.headers.authorization;
      const bearer = typeof auth === 'string' ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null;
      const apiKey = bearer ? bearer[1]!.trim() : null;
      requests.push({ method, path, apiKey, body, at: Date.now() });
      if (requests.length > MAX_RECORDED) requests.splice(0, requests.length - MAX_RECORDED);

      const answer: HttpAnswer | RawAnswer = tooLarge
        ? fail(413, { message: 'Request too large.', type: 'invalid_request_error', param: null, code: null })
        : handleV1(method, path, apiKey, raw, body);
      // Latency applies to every answer, then a hold; both end quietly if the client hangs up.
      const state = stateFor(raw);
      const go = () => {
        const held = state.held;
        if (!held) return send(res, answer);
        const release = () => send(res, answer);
        held.add(release);
        res.on('close', () => held.delete(release));
      };
      const latency = state.latencyMs;
      if (latency <= 0) {
        go();
        return;
      }
      const timer = setTimeout(go, latency);
      res.on('close', () => clearTimeout(timer));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    ...control,
    get requests() {
      return requests;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

// Standalone: node --import tsx emulators/fakes/openai.ts
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOpenAi({ port: Number(process.env.FAKE_OPENAI_PORT ?? 0) });
  console.log(`Fake OpenAI at ${fake.baseUrl} (controls: POST ${fake.baseUrl.replace(/\/v1$/, '')}/__control)`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
