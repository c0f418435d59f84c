/**
 * OpenAI chat completions with structured output, through the `openai` SDK. The key is the one an
 * editor stores in AI Settings, so it comes with each call; the endpoint, model and time limit come
 * from the environment (tests point OPENAI_BASE_URL at the fake in emulators/fakes/openai.ts).
 *
 * The SDK's own retries are off: the caller retries with backoff and records each attempt where
 * the console shows it. Every failure leaves this module as an AiProviderError whose message an
 * editor can read and which never contains the key; that includes a 200 that is not the answer
 * asked for (a proxy's HTML page, an empty body, cut-off JSON, no choices), which
 * openai-answer.ts reads from the raw response instead of trusting the SDK's parse.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AiProviderError, clip, scrub, type AiProviderErrorDetails } from './ai-provider-error.js';
import type { AiClient, ChatJsonRequest, ChatJsonResult } from './ai-client.js';
import { readChatCompletion, readModelList } from './openai-answer.js';

export interface AiProviderConfig {
  /** e.g. https://api.openai.com/v1, or a fake's http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  model: string;
  /** The whole call, from sending the request to reading the last byte of the answer. */
  timeoutMs: number;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o';
export const DEFAULT_OPENAI_TIMEOUT_MS = 60_000;

/**
 * OPENAI_BASE_URL (default https://api.openai.com/v1), OPENAI_MODEL (default 'gpt-4o'),
 * OPENAI_TIMEOUT_MS (default 60000). An empty variable means the default; a malformed one throws,
 * so a typo shows at start-up rather than as failed translations.
 */
export function aiProviderConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiProviderConfig {
  const baseUrl = (env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '');
  let parsed: URL | undefined;
  try {
    parsed = new URL(baseUrl);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
    throw new Error(`OPENAI_BASE_URL must be an http(s) URL without credentials, such as ${DEFAULT_OPENAI_BASE_URL}`);
  }
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  const rawTimeout = env.OPENAI_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_OPENAI_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`OPENAI_TIMEOUT_MS must be a whole number of milliseconds above 0, not '${rawTimeout}'`);
  }
  return { baseUrl, model, timeoutMs };
}

export { AiProviderError, type AiFailureKind, type AiProviderErrorDetails } from './ai-provider-error.js';

export type { AiClient, AiUsage, ChatJsonRequest, ChatJsonResult } from './ai-client.js';

export class OpenAiClient implements AiClient {
  constructor(private readonly config: AiProviderConfig) {}

  async listModels(apiKey: string): Promise<void> {
    await this.call(apiKey, undefined, async (client, signal) => {
      const response = await client.models.list({ signal }).asResponse();
      await readModelList(response, { apiKey, model: this.config.model, signal });
    });
  }

  async chatJson(req: ChatJsonRequest): Promise<ChatJsonResult> {
    return this.call(req.apiKey, req.signal, async (client, signal) => {
      const response = await client.chat.completions
        .create(
          {
            model: this.config.model,
            messages: [
              { role: 'system', content: req.system },
              { role: 'user', content: req.user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: req.schemaName, schema: req.jsonSchema, strict: true } },
            ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
          },
          { signal },
        )
        // The raw response: a non-2xx still throws APIError, but a 2xx body is ours to judge.
        .asResponse();
      return readChatCompletion(response, { apiKey: req.apiKey, model: this.config.model, signal });
    });
  }

  /**
   * Runs one SDK call with a fresh client for this key, under one deadline covering the whole call
   * (the SDK's own timeout stops at the response headers), and turns every failure into an
   * AiProviderError.
   */
  private async call<T>(apiKey: string, callerSignal: AbortSignal | undefined, run: (client: OpenAI, signal: AbortSignal) => Promise<T>): Promise<T> {
    checkKey(apiKey);
    const { timeoutMs } = this.config;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
    const client = new OpenAI({
      apiKey,
      baseURL: this.config.baseUrl,
      timeout: timeoutMs,
      maxRetries: 0,
      // Nothing from the environment but what aiProviderConfigFromEnv read: no org, project,
      // admin key or extra headers, and no SDK logging of requests (they hold article text).
      organization: null,
      project: null,
      adminAPIKey: null,
      webhookSecret: null,
      logLevel: 'off',
    });
    try {
      return await run(client, signal);
    } catch (err) {
      throw toProviderError(err, { apiKey, timeoutMs, timedOut: deadline.aborted, cancelled: callerSignal?.aborted === true });
    }
  }
}

/**
 * A key that cannot go into an HTTP header would make fetch throw an error quoting the header,
 * key and all; refuse it before any request.
 */
function checkKey(apiKey: string): void {
  if (!apiKey || !apiKey.trim()) {
    throw new AiProviderError('unauthorized', 'No OpenAI API key is set: add one in AI Settings');
  }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new AiProviderError('unauthorized', 'The OpenAI API key has characters an API key cannot have (spaces, line breaks or non-ASCII): paste it again');
  }
}

interface FailureContext {
  apiKey: string;
  timeoutMs: number;
  /** Our deadline for the whole call passed. */
  timedOut: boolean;
  /** The caller's signal aborted. */
  cancelled: boolean;
}

/** Maps whatever the SDK (or fetch under it) threw to the one error callers see. Exported for tests. */
export function toProviderError(err: unknown, ctx: FailureContext): AiProviderError {
  if (err instanceof AiProviderError) return err;
  const timeoutMessage = `OpenAI did not answer within ${formatDuration(ctx.timeoutMs)}`;
  if (ctx.timedOut) return new AiProviderError('timeout', timeoutMessage);
  if (ctx.cancelled) return new AiProviderError('timeout', 'The request to OpenAI was cancelled before it answered');
  if (err instanceof APIConnectionTimeoutError) return new AiProviderError('timeout', timeoutMessage);
  if (err instanceof APIUserAbortError) return new AiProviderError('timeout', 'The request to OpenAI was cancelled before it answered');
  if (err instanceof APIConnectionError) {
    const code = causeCode(err);
    return new AiProviderError('network', `Could not connect to OpenAI${code ? ` (${code})` : ''}: check the network and OPENAI_BASE_URL`);
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const code = typeof err.code === 'string' ? err.code : undefined;
    const detail = openAiMessage(err, ctx.apiKey);
    const details: AiProviderErrorDetails = { status, ...(code ? { code } : {}) };
    if (status === 401) return new AiProviderError('unauthorized', `OpenAI rejected the API key (401): check the key in AI Settings`, details);
    if (status === 403) {
      return new AiProviderError('unauthorized', `OpenAI refused access with this API key (403)${detail ? `: ${detail}` : ''}`, details);
    }
    if (status === 429) {
      const retryAfterMs = retryAfter(err.headers);
      const withWait = { ...details, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
      if (code === 'insufficient_quota') {
        return new AiProviderError('rate-limited', 'OpenAI says the account has run out of quota (429): check the plan and billing', withWait);
      }
      const wait = retryAfterMs === undefined ? 'try again shortly' : `retry after ${formatDuration(retryAfterMs)}`;
      return new AiProviderError('rate-limited', `OpenAI is rate limiting requests (429); ${wait}`, withWait);
    }
    if (status >= 500) return new AiProviderError('server', `OpenAI had a server error (${status}); try again later`, details);
    if (status === 408) return new AiProviderError('timeout', `OpenAI timed out handling the request (408)`, details);
    if (status === 409) return new AiProviderError('server', `OpenAI reported a conflict (409); try again later`, details);
    return new AiProviderError('bad-request', `OpenAI refused the request (${status})${detail ? `: ${detail}` : ''}`, details);
  }
  // Anything else (an SDK or fetch error we did not foresee): no raw text, which might quote a header.
  return new AiProviderError('network', 'The call to OpenAI failed before an answer arrived');
}

/** OpenAI's own explanation (e.g. "The model `x` does not exist"), shortened, with any key masked. */
function openAiMessage(err: APIError, apiKey: string): string {
  const body = err.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : '';
  return clip(scrub(text, apiKey), 300);
}

function causeCode(err: Error): string | undefined {
  let cause: unknown = err.cause;
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `retry-after-ms`, else `retry-after` in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  const after = headers.get('retry-after')?.trim();
  if (!after) return undefined;
  if (/^\d+(\.\d+)?$/.test(after)) return Math.round(Number(after) * 1000);
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** 60000 → "60 s", 1500 → "1.5 s", 250 → "250 ms", 120000 → "2 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms >= 120_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(1))} s`;
}
