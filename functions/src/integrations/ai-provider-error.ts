/**
 * The one error a call to the AI provider ends in (integrations/openai.ts throws nothing else),
 * and the helpers that keep its message safe to show: the key masked, provider text clipped.
 */
export type AiFailureKind = 'unauthorized' | 'bad-request' | 'rate-limited' | 'server' | 'timeout' | 'network' | 'bad-output';

const RETRYABLE: ReadonlySet<AiFailureKind> = new Set(['rate-limited', 'server', 'timeout', 'network', 'bad-output']);

export interface AiProviderErrorDetails {
  /** The HTTP status OpenAI answered with, when it answered. */
  status?: number;
  /** How long OpenAI asked us to wait (429), from `retry-after-ms` or `retry-after`. */
  retryAfterMs?: number;
  /** OpenAI's error code, e.g. `invalid_api_key`, `insufficient_quota`, `model_not_found`. */
  code?: string;
}

/** A failed call, in words an editor can act on. Never carries the key, nor the SDK's error. */
export class AiProviderError extends Error {
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly code?: string;

  constructor(
    readonly kind: AiFailureKind,
    message: string,
    details: AiProviderErrorDetails = {},
  ) {
    super(message);
    this.name = 'AiProviderError';
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.code !== undefined) this.code = details.code;
  }

  /** Whether trying again later may succeed (rate-limited, server, timeout, network, bad-output). */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

/** Masks the key and anything shaped like an OpenAI key. */
export function scrub(text: string, apiKey: string): string {
  let out = apiKey ? text.split(apiKey).join('sk-…') : text;
  out = out.replace(/\bsk-[A-Za-z0-9_*.-]{6,}/g, 'sk-…');
  return out;
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
