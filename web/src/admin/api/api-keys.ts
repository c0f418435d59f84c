/**
 * The API key calls of the console (admin-and-api.md §2 API Keys & Documentation, §7): the key
 * list, create (the only answer with the full key), the active switch, delete; the OpenAPI
 * document the Documentation tab renders; and the dashboard's unanswered searches.
 */
import type { ApiKey, CreateApiKeyRequest, CreatedApiKey, DeletedResponse } from '@contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export const API_KEYS_PATH = '/api/admin/api-keys';
export const OPENAPI_PATH = '/api/openapi.json';
export const SEARCH_GAPS_PATH = '/api/admin/search-gaps';

/** `GET /api/admin/search-gaps` (functions/src/services/search-service.ts, UnansweredQuery). */
export interface SearchGap {
  query: string;
  count: number;
  lastSearchedAt: string;
}

/** Read again each time the screen opens: `lastUsedAt` moves as outside systems call. */
export function useApiKeys() {
  return useQuery<ApiKey[]>({ queryKey: [API_KEYS_PATH], refetchOnMount: 'always' });
}

const refreshKeys = (client: QueryClient) => client.invalidateQueries({ queryKey: [API_KEYS_PATH] });

export function useCreateApiKey() {
  return useRefreshingMutation((body: CreateApiKeyRequest) => readJson<CreatedApiKey>(apiRequest('POST', API_KEYS_PATH, body)), refreshKeys);
}

/** The status switch: sends only `{isActive}`. */
export function useUpdateApiKey() {
  return useRefreshingMutation(({ id, isActive }: { id: number; isActive: boolean }) => readJson<ApiKey>(apiRequest('PUT', `${API_KEYS_PATH}/${id}`, { isActive })), refreshKeys);
}

export function useDeleteApiKey() {
  return useRefreshingMutation((id: number) => readJson<DeletedResponse>(apiRequest('DELETE', `${API_KEYS_PATH}/${id}`)), refreshKeys);
}

/** The document the server generates from the contract; it changes only with a deploy. */
export function useOpenApiDocument() {
  return useQuery<OpenApiDocument>({ queryKey: [OPENAPI_PATH], staleTime: Infinity });
}

/** Each time the dashboard opens: searches happen all the time. */
export function useSearchGaps() {
  return useQuery<SearchGap[]>({ queryKey: [SEARCH_GAPS_PATH], refetchOnMount: 'always' });
}

/** The parts of an OpenAPI 3.1 document the Documentation tab reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Content {
  content?: { 'application/json'?: { schema?: JsonSchema } };
}
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: Content & { required?: boolean };
  responses?: Record<string, Content & { description?: string }>;
}
export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}
