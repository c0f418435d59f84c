/**
 * API keys: issued to outside systems by an administrator, checked on every external call. A key
 * is `clk_` and 256 random bits (base64url); only its SHA-256 and its first characters are stored,
 * so the full key is in the creation answer and nowhere else. Every check reads the key's
 * document, so a key switched off, expired or deleted is refused on the very next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES as M,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type DeletedResponse,
  type UpdateApiKeyRequest,
} from '../contract/index.js';
import type { ApiKeyDoc, Repositories } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../errors.js';
import type { Clock } from './clock.js';

/** What an external call costs against its key's limits: reads are cheap, creates and searches are not. */
export type ExternalCallKind = 'read' | 'write' | 'search';

export interface ExternalRateLimits {
  /** Calls per key per window. */
  read: number;
  write: number;
  search: number;
  windowMs: number;
}

export const DEFAULT_EXTERNAL_RATE_LIMITS: ExternalRateLimits = { read: 120, write: 20, search: 30, windowMs: 60_000 };

/** lastUsedAt is written at most this often per key (not on every call: one document, many calls). */
const LAST_USED_RESOLUTION_MS = 60_000;

export const EXTERNAL_AUTH_MESSAGES = {
  missing: 'API key required: send it as Authorization: Bearer {key}',
  malformed: 'Authorization header must be Bearer {key}',
  inQuery: 'API keys are not accepted in the URL: send the key as Authorization: Bearer {key}',
  invalid: 'Invalid API key',
  inactive: 'This API key is inactive',
  expired: 'This API key has expired',
  scope: (scope: string) => `This API key does not have the '${scope}' scope`,
  rateLimited: (seconds: number) => `Too many requests with this API key. Try again in ${seconds} seconds.`,
} as const;

export class ApiKeysService {
  /**
   * When this instance last wrote each key's lastUsedAt: a burst of calls all read the key before
   * any write lands, and would each write that one document (a hot document); one of them does.
   */
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly repos: Pick<Repositories, 'apiKeys' | 'apiRateWindows'>,
    private readonly clock: Clock,
    private readonly limits: ExternalRateLimits = DEFAULT_EXTERNAL_RATE_LIMITS,
  ) {}

  async listKeys(): Promise<ApiKey[]> {
    return (await this.repos.apiKeys.listAll()).map(view);
  }

  async createKey(req: CreateApiKeyRequest): Promise<CreatedApiKey> {
    const now = this.clock.now();
    const expiresAt = req.expiresAt ? new Date(req.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw new BadRequestError(`Invalid body parameter 'expiresAt': ${M.expiresInPast}`, 'expiresAt', M.expiresInPast);
    }
    const fullApiKey = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const doc = await this.repos.apiKeys.create(
      { name: req.name, keyPrefix: fullApiKey.slice(0, API_KEY_PREFIX_LENGTH), keyHash: hashKey(fullApiKey), scopes: req.scopes, expiresAt },
      now,
    );
    return { ...view(doc), fullApiKey };
  }

  async updateKey(id: number, req: UpdateApiKeyRequest): Promise<ApiKey> {
    const doc = await this.repos.apiKeys.setActive(id, req.isActive);
    if (!doc) throw new NotFoundError(M.notFound);
    return view(doc);
  }

  async deleteKey(id: number): Promise<DeletedResponse> {
    if (!(await this.repos.apiKeys.delete(id))) throw new NotFoundError(M.notFound);
    return { id, deleted: true };
  }

  /**
   * The key behind a bearer value, if it may make this call: 401 for anything that is not a live
   * key, 403 outside its scopes, 429 over its limit (with Retry-After).
   */
  async authorize(presented: string, scope: ApiKeyScope, kind: ExternalCallKind): Promise<ApiKeyDoc> {
    // An administrator's ID token (or anything else) is not shaped like a key: no lookup needed.
    if (!API_KEY_PATTERN.test(presented)) throw new UnauthorizedError(EXTERNAL_AUTH_MESSAGES.invalid);
    const key = await this.repos.apiKeys.findByHash(hashKey(presented));
    const now = this.clock.now();
    if (!key) throw new UnauthorizedError(EXTERNAL_AUTH_MESSAGES.invalid);
    if (!key.isActive) throw new UnauthorizedError(EXTERNAL_AUTH_MESSAGES.inactive);
    if (key.expiresAt && key.expiresAt.toMillis() <= now.getTime()) throw new UnauthorizedError(EXTERNAL_AUTH_MESSAGES.expired);
    if (!key.scopes.includes(scope)) throw new ForbiddenError(EXTERNAL_AUTH_MESSAGES.scope(scope));

    const limit = { max: this.limits[kind], windowMs: this.limits.windowMs };
    const counted = await this.repos.apiRateWindows.reserve([{ key: `api-key:${key.id}:${kind}`, limit }], now);
    if (!counted.allowed) {
      const seconds = Math.max(1, Math.ceil(counted.retryAfterMs / 1000));
      throw new TooManyRequestsError(EXTERNAL_AUTH_MESSAGES.rateLimited(seconds), seconds);
    }
    const lastUsed = Math.max(key.lastUsedAt?.toMillis() ?? -Infinity, this.touched.get(key.id) ?? -Infinity);
    if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
      this.touched.set(key.id, now.getTime());
      await this.repos.apiKeys.touch(key.id, now);
    }
    return key;
  }
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function view(doc: ApiKeyDoc): ApiKey {
  return {
    id: doc.id,
    name: doc.name,
    keyPrefix: doc.keyPrefix,
    scopes: doc.scopes,
    isActive: doc.isActive,
    lastUsedAt: toIso(doc.lastUsedAt),
    createdAt: toIsoRequired(doc.createdAt),
    expiresAt: toIso(doc.expiresAt),
  };
}
