/**
 * How OpenAI's API answers on the wire, for the fake (openai.ts): the models it knows, its error
 * bodies and headers for each status (rate limits with their x-ratelimit-* headers and
 * Retry-After), the headers every answer carries, and the checks strict structured output makes
 * of a schema, in OpenAI's own words. Pure: no server, no state.
 */
import type http from 'node:http';
import { randomBytes } from 'node:crypto';

/** An error status, with the body and headers OpenAI sends for it. */
export interface HttpFailure {
  status: number;
  /** Sent as `retry-after` (seconds); a 429 without it still carries the x-ratelimit-* headers. */
  retryAfterSeconds?: number;
  /** Replaces OpenAI's usual message for that status. */
  message?: string;
}

/** The kinds of 200 answer that are not a chat completion (openai-bad-answers.ts). */
export const BAD_ANSWER_KINDS = ['html200', 'noChoices', 'emptyChoices', 'noMessage', 'nullContent', 'truncatedJson', 'jsonArray', 'emptyBody'] as const;
export type BadAnswerKind = (typeof BAD_ANSWER_KINDS)[number];

/** What `failNext` queues: an error status, or a 200 that is not a chat completion. */
export type FakeFailure = HttpFailure | { kind: BadAnswerKind };

/** The models the fake knows, and the dated snapshot each answers as (as OpenAI does). */
export const MODELS: Record<string, { snapshot: string; created: number }> = {
  'gpt-4o': { snapshot: 'gpt-4o-2024-08-06', created: 1715367049 },
  'gpt-4o-mini': { snapshot: 'gpt-4o-mini-2024-07-18', created: 1721172741 },
};

export const RATE_LIMIT_REQUESTS = 500;
export const RATE_LIMIT_TOKENS = 30_000;

export interface ErrorBody {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

export class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An answer sent byte for byte, as something other than OpenAI (a proxy, a gateway) would send it. */
export class RawAnswer {
  constructor(
    readonly status: number,
    readonly body: string,
    /** The whole header set: none of OpenAI's own are added. */
    readonly headers: Record<string, string>,
  ) {}
}

export const fail = (status: number, error: ErrorBody, headers: Record<string, string> = {}) => new HttpAnswer(status, { error }, headers);

export const invalidRequest = (message: string, param: string | null = null, code: string | null = null) =>
  fail(400, { message, type: 'invalid_request_error', param, code });

export function rateLimitHeaders(remaining: number, resetSeconds?: number): Record<string, string> {
  return {
    'x-ratelimit-limit-requests': String(RATE_LIMIT_REQUESTS),
    'x-ratelimit-limit-tokens': String(RATE_LIMIT_TOKENS),
    'x-ratelimit-remaining-requests': String(remaining),
    'x-ratelimit-remaining-tokens': String(remaining === 0 ? 0 : RATE_LIMIT_TOKENS - 1000),
    'x-ratelimit-reset-requests': resetSeconds === undefined ? '120ms' : `${resetSeconds}s`,
    'x-ratelimit-reset-tokens': resetSeconds === undefined ? '2ms' : `${resetSeconds}s`,
  };
}

/** An injected failure, with the body and headers OpenAI sends for that status. */
export function injected(failure: HttpFailure, model: string): HttpAnswer {
  const { status, retryAfterSeconds, message } = failure;
  const headers: Record<string, string> = {};
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  if (status === 429) {
    const wait = retryAfterSeconds ?? 1;
    Object.assign(headers, rateLimitHeaders(0, wait));
    return fail(429, {
      message:
        message ??
        `Rate limit reached for ${model} in organization org-fake on requests per min (RPM): Limit ${RATE_LIMIT_REQUESTS}, Used ${RATE_LIMIT_REQUESTS}, Requested 1. Please try again in ${wait}s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    }, headers);
  }
  if (status === 503) {
    return fail(503, { message: message ?? 'The engine is currently overloaded, please try again later.', type: 'server_error', param: null, code: null }, headers);
  }
  if (status >= 500) {
    return fail(status, {
      message: message ?? 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    }, headers);
  }
  if (status === 401) {
    return fail(401, { message: message ?? 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' }, headers);
  }
  if (status === 403) {
    return fail(403, { message: message ?? 'You are not allowed to access this resource.', type: 'invalid_request_error', param: null, code: 'unsupported_country_region_territory' }, headers);
  }
  if (status === 404) {
    return fail(404, { message: message ?? `The model \`${model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' }, headers);
  }
  return fail(status, { message: message ?? 'Invalid request.', type: 'invalid_request_error', param: null, code: null }, headers);
}

export function send(res: http.ServerResponse, answer: HttpAnswer | RawAnswer): void {
  if (res.destroyed || res.writableEnded) return;
  if (answer instanceof RawAnswer) {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return;
  }
  const payload = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    'x-request-id': `req_${randomBytes(16).toString('hex')}`,
    'openai-version': '2020-10-01',
    'openai-organization': 'org-fake',
    'openai-processing-ms': '1',
    ...CORS,
    ...answer.headers,
  });
  res.end(payload);
}

export const CORS = { 'access-control-allow-origin': '*' } as const;

/** A chat completion as OpenAI sends it, with the model's `content` in its one choice. */
export function completionBody(id: string, snapshot: string, content: string, promptTokens: number) {
  const completionTokens = tokens(content);
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: snapshot,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: content as string | null, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_fake0001',
  };
}

export function modelObject(id: string) {
  return { id, object: 'model', created: MODELS[id]!.created, owned_by: 'openai' };
}

/** OpenAI's rough rule: a token is about four characters. */
export function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/**
 * What strict structured output demands of a schema, as OpenAI checks it: every object lists all
 * its properties in `required` and sets `additionalProperties: false`. Returns OpenAI's wording.
 */
export function strictSchemaProblem(schema: Record<string, unknown>, context: string[]): string | undefined {
  const where = `In context=(${context.map((c) => `'${c}'`).join(', ')}${context.length === 1 ? ',' : ''})`;
  const type = schema.type;
  const isObject = type === 'object' || (Array.isArray(type) && type.includes('object'));
  if (isObject) {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    if (schema.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
    const missing = Object.keys(properties).filter((k) => !required.includes(k));
    if (missing.length) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    }
    for (const [key, sub] of Object.entries(properties)) {
      if (sub && typeof sub === 'object') {
        const problem = strictSchemaProblem(sub, [...context, 'properties', key]);
        if (problem) return problem;
      }
    }
  }
  if (schema.items && typeof schema.items === 'object') {
    const problem = strictSchemaProblem(schema.items as Record<string, unknown>, [...context, 'items']);
    if (problem) return problem;
  }
  for (const key of ['anyOf', '$defs', 'definitions'] as const) {
    const group = schema[key];
    const entries = Array.isArray(group) ? group.map((s, i) => [String(i), s] as const) : group && typeof group === 'object' ? Object.entries(group) : [];
    for (const [k, sub] of entries) {
      if (sub && typeof sub === 'object') {
        const problem = strictSchemaProblem(sub as Record<string, unknown>, [...context, key, k]);
        if (problem) return problem;
      }
    }
  }
  return undefined;
}
