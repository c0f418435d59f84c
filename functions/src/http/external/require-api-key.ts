/**
 * Guards the external API: an API key as `Authorization: Bearer {key}`, live, with the scope the
 * call needs and within its per-key rate limit. A key in the URL is refused (URLs end up in logs,
 * proxies and browser history), even next to a valid header.
 */
import type { RequestHandler, Response } from 'express';
import type { ApiKeyScope } from '../../contract/index.js';
import type { ApiKeyDoc } from '../../data/index.js';
import { UnauthorizedError } from '../../errors.js';
import { EXTERNAL_AUTH_MESSAGES as M, type ExternalCallKind } from '../../services/api-keys-service.js';
import type { Services } from '../../services/index.js';

/** Query parameters clients commonly put keys in. */
const KEY_PARAMS = new Set(['key', 'apikey', 'api_key', 'api-key', 'access_token', 'token', 'authorization']);

export function requireApiKey(services: Services, scope: ApiKeyScope, kind: ExternalCallKind): RequestHandler {
  return async (req, res, next) => {
    for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
      if (KEY_PARAMS.has(name.toLowerCase()) || String(value).startsWith('clk_')) throw new UnauthorizedError(M.inQuery, name, 'key in URL');
    }
    const header = req.get('authorization');
    if (!header) throw new UnauthorizedError(M.missing);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError(M.malformed);
    res.locals.apiKey = await services.apiKeys.authorize(match[1]!, scope, kind);
    next();
  };
}

/** The key `requireApiKey` let through. */
export function apiKeyOf(res: Response): ApiKeyDoc {
  return res.locals.apiKey as ApiKeyDoc;
}
