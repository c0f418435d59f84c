/**
 * API keys (admin-and-api.md §2 API Keys & Documentation, §3 API key, §5, §7, §8): the bodies the
 * console sends, the key as the console sees it, scopes, and the messages both sides show. The full
 * key exists only in the creation answer (`fullApiKey`); the server keeps a hash and the prefix.
 */
import { z } from 'zod';
import { DateTimeInputSchema, IsoDateSchema } from './common.js';
import { plainText } from './text.js';

export const API_KEY_MESSAGES = {
  nameRequired: 'API key name is required',
  scopesRequired: 'Choose at least one scope',
  expiresInPast: 'Expiration date must be in the future',
  notFound: 'API key not found',
  // Toasts and screen texts (§2, §8).
  created: 'API key created successfully',
  updated: 'API key updated successfully',
  deleted: 'API key deleted successfully',
  createFailed: 'Failed to create API key',
  updateFailed: 'Failed to update API key',
  deleteFailed: 'Failed to delete API key',
  copied: 'API key copied to clipboard',
  hidden: 'Key hidden for security',
  empty: 'No API keys found. Generate your first key to get started.',
  showOnceWarning: "Copy this key now. For your security it cannot be shown again once you leave this page.",
  deleteConfirm: 'Are you sure you want to delete this API key? Systems using it will stop working at once.',
} as const;

/** What a key may do; a call outside its scopes is a 403. */
export const API_KEY_SCOPES = ['articles:write', 'articles:read', 'search'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'articles:write': 'Create articles',
  'articles:read': 'Read articles',
  search: 'Search',
};

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'clk_';
/** `clk_` and 43 base64url characters: 256 random bits. */
export const API_KEY_PATTERN = /^clk_[A-Za-z0-9_-]{43}$/;
/** Characters of the key kept in clear (`clk_` and 8 more): enough to tell keys apart in the table. */
export const API_KEY_PREFIX_LENGTH = 12;

export const API_KEY_LIMITS = { name: 100 } as const;

const M = API_KEY_MESSAGES;

export const ApiKeyNameSchema = plainText({ required: M.nameRequired, max: API_KEY_LIMITS.name });

/** POST /api/admin/api-keys */
export const CreateApiKeyRequestSchema = z.strictObject({
  name: ApiKeyNameSchema,
  /** Optional; '' or null means never. */
  expiresAt: z.preprocess((v) => (v === '' ? null : v), DateTimeInputSchema.nullable().optional()),
  /** All three when absent. */
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, { error: M.scopesRequired })
    .optional()
    .transform((s) => (s ? API_KEY_SCOPES.filter((scope) => s.includes(scope)) : [...API_KEY_SCOPES])),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** PUT /api/admin/api-keys/{id}: the switch sends only `{isActive}`. */
export const UpdateApiKeyRequestSchema = z.strictObject({
  isActive: z.boolean(),
});
export type UpdateApiKeyRequest = z.infer<typeof UpdateApiKeyRequestSchema>;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `clk_` and the next 8 characters. */
  keyPrefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  isActive: z.boolean(),
  lastUsedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  expiresAt: IsoDateSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The creation answer: the only time the full key is ever sent. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ fullApiKey: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
