/** How a provider failure reaches an editor waiting on a request: a 4xx/5xx with a readable reason, never a 500. */
import { AppError, ServiceUnavailableError } from '../errors.js';
import { AiProviderError } from '../integrations/openai.js';

/** The provider answered, but not usefully (refused key, rate limit, error, garbage). */
export class BadGatewayError extends AppError {
  readonly status = 502;
}

export function aiFailure(err: unknown): Error {
  if (err instanceof AppError) return err;
  if (err instanceof AiProviderError) {
    const reason = `AI provider: ${err.kind}`;
    if (err.kind === 'network' || err.kind === 'timeout') return new ServiceUnavailableError(err.message, undefined, reason);
    return new BadGatewayError(err.message, undefined, reason);
  }
  return err instanceof Error ? err : new Error(String(err));
}
