/**
 * Reading a 2xx answer from the AI provider ourselves, from the raw response rather than the SDK's
 * parse: an OpenAI-compatible endpoint, or a proxy in front of it, can answer 200 with anything (a
 * login or error page in HTML, an empty body, JSON cut off half-way, JSON of another shape), and
 * the SDK hands that on as a string, `undefined` or a SyntaxError, which the services then tripped
 * over as an "unexpected error". Here every such answer becomes AiProviderError('bad-output'),
 * retryable like any unusable output, with a message saying what came back; never the body itself.
 */
import { AiProviderError, clip, scrub } from './ai-provider-error.js';
import type { ChatJsonResult } from './ai-client.js';

/** Far above any chat completion we ask for (a translated article is well under 1 MB). */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

interface ReadContext {
  apiKey: string;
  /** The model asked for, reported when the answer does not name one. */
  model: string;
  /** The call's signal: a read it ends is a timeout or cancellation, not a broken connection. */
  signal: AbortSignal;
}

/** A chat completion with structured output: the JSON in its first choice, the usage and model. */
export async function readChatCompletion(response: Response, ctx: ReadContext): Promise<ChatJsonResult> {
  const body = await readJsonBody(response, ctx, 'a chat completion');
  if (!Array.isArray(body.choices)) {
    throw new AiProviderError('bad-output', 'The AI provider answered with JSON that is not a chat completion (it has no list of choices)');
  }
  if (body.choices.length === 0) {
    throw new AiProviderError('bad-output', 'The AI provider answered with a chat completion without any choices, so there was no answer to read');
  }
  const choice: unknown = body.choices[0];
  const message = isRecord(choice) && isRecord(choice.message) ? choice.message : undefined;
  if (!isRecord(choice) || !message) {
    throw new AiProviderError('bad-output', 'The AI provider answered with a chat completion whose choice has no message');
  }
  if (typeof message.refusal === 'string' && message.refusal.trim()) {
    throw new AiProviderError('bad-output', `OpenAI refused to answer: ${clip(scrub(message.refusal, ctx.apiKey), 200)}`);
  }
  if (choice.finish_reason === 'length') {
    throw new AiProviderError('bad-output', 'OpenAI stopped at its length limit before the answer was complete: shorten the text and try again');
  }
  if (choice.finish_reason === 'content_filter') {
    throw new AiProviderError('bad-output', "OpenAI's content filter stopped the answer");
  }
  const content = message.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new AiProviderError('bad-output', 'The AI provider answered with a chat completion without any content in its message');
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new AiProviderError('bad-output', 'OpenAI answered with text that is not the requested JSON');
  }
  const usage = isRecord(body.usage) ? body.usage : {};
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const promptTokens = count(usage.prompt_tokens) ?? 0;
  const completionTokens = count(usage.completion_tokens) ?? 0;
  return {
    json,
    usage: { promptTokens, completionTokens, totalTokens: count(usage.total_tokens) ?? promptTokens + completionTokens },
    model: typeof body.model === 'string' && body.model ? body.model : ctx.model,
  };
}

/** GET /models: a list object with `data`, else the endpoint is not an OpenAI-compatible API. */
export async function readModelList(response: Response, ctx: ReadContext): Promise<void> {
  const body = await readJsonBody(response, ctx, 'a list of models');
  if (!Array.isArray(body.data)) {
    throw new AiProviderError('bad-output', 'The AI provider answered with JSON that is not a list of models (it has no data)');
  }
}

/** The body as a JSON object, or a bad-output error naming what it was instead of `expected`. */
async function readJsonBody(response: Response, ctx: ReadContext, expected: string): Promise<Record<string, unknown>> {
  const instead = (what: string) => new AiProviderError('bad-output', `The AI provider answered with ${what} instead of ${expected}`);
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await readText(response, ctx.signal);
  const start = text.trimStart();
  if (start === '') throw instead('an empty body');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Named by the body first, then its label: proxies send JSON as text/plain and pages as JSON.
    const jsonLabelled = mediaType.includes('json');
    if (start.startsWith('{') || start.startsWith('[') || (jsonLabelled && !start.startsWith('<'))) throw instead('JSON that is cut off or malformed');
    if (mediaType.includes('html') || start.startsWith('<')) throw instead('an HTML page');
    if (mediaType === 'text/plain' || mediaType === '') throw instead('plain text');
    throw instead(`a body of type ${describeMediaType(mediaType)}`);
  }
  if (Array.isArray(body)) throw instead('a JSON array');
  if (!isRecord(body)) throw instead(`a bare JSON ${body === null ? 'null' : typeof body}`);
  if (isRecord(body.error) && !('choices' in body) && !('data' in body)) {
    // Some gateways answer failures with 200 and OpenAI's error shape: say so, in the provider's words.
    const said = typeof body.error.message === 'string' ? clip(scrub(body.error.message, ctx.apiKey), 200) : '';
    throw instead(`an error${said ? ` ("${said}")` : ''}`);
  }
  return body;
}

/** The body as text, at most MAX_ANSWER_BYTES; a connection that breaks off mid-answer is a network failure. */
async function readText(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new AiProviderError('bad-output', `The AI provider answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB, far more than a chat completion`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof AiProviderError || signal.aborted) throw err;
    throw new AiProviderError('network', 'The connection to the AI provider broke off while its answer was arriving');
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A media type as sent, reduced to the characters a media type has (it ends up in a message). */
function describeMediaType(mediaType: string): string {
  return clip(mediaType.replace(/[^a-z0-9.+/-]/g, ''), 60) || 'non-JSON';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
