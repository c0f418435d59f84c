/**
 * The AI calls of the console (admin-and-api.md §7): the settings, the connection test (a typed key
 * straight from the browser to the provider, the stored key through the server), generating
 * article fields from notes, and starting translation jobs.
 */
import {
  AI_MESSAGES,
  type AiConnectionTestResponse,
  type AiSettings,
  type AiSettingsUpdate,
  type GenerateArticleResponse,
  type TranslateRequestSchema,
  type TranslateResponse,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/request';
import { useOptionalStaffAccess } from '../auth/staff-access';
import { invalidatePaths } from '../shared/cache';
import { ADMIN_ARTICLES_PATH } from './articles';
import { readJson } from './json';

export const AI_SETTINGS_PATH = '/api/admin/ai-settings';

/** Read only by roles that may see the AI settings; others get no data (no warnings about a key they cannot set). */
export function useAiSettings() {
  const access = useOptionalStaffAccess();
  return useQuery<AiSettings>({ queryKey: [AI_SETTINGS_PATH], enabled: access?.has('aiSettings.read') ?? true });
}

export function useUpdateAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsUpdate) => readJson<AiSettings>(apiRequest('PUT', AI_SETTINGS_PATH, body)),
    onSuccess: (saved) => client.setQueryData([AI_SETTINGS_PATH], saved),
  });
}

export type ConnectionResult = { ok: boolean; message: string };

/**
 * A key typed into the form is tested by the browser itself against `{providerUrl}/models`
 * (admin-and-api.md §7: the key is not sent to our server before it is saved). A thrown fetch is
 * a network failure; success is a 2xx carrying a list of models, as the server's own test demands:
 * a proxy's sign-in page or an empty 200 says nothing about the key.
 */
export async function testTypedKey(providerUrl: string, apiKey: string): Promise<ConnectionResult> {
  const failed = { ok: false, message: AI_MESSAGES.connectionFailed };
  let res: Response;
  try {
    res = await fetch(`${providerUrl.replace(/\/+$/, '')}/models`, { headers: { Authorization: `Bearer ${apiKey}` }, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { ok: false, message: AI_MESSAGES.connectionNetwork };
  }
  if (!res.ok) return failed;
  const body: unknown = await res.json().catch(() => null);
  const isModelList = typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
  return isModelList ? { ok: true, message: AI_MESSAGES.connectionOk } : failed;
}

/** The stored key never reaches the browser: the server tests it (POST /api/admin/ai-settings/test). */
export function testStoredKey(): Promise<AiConnectionTestResponse> {
  return readJson<AiConnectionTestResponse>(apiRequest('POST', `${AI_SETTINGS_PATH}/test`));
}

export function useGenerateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rawContent: string) => readJson<GenerateArticleResponse>(apiRequest('POST', '/api/admin/generate-article', { rawContent })),
    // The dashboard counts this month's provider calls.
    onSettled: () => invalidatePaths(client, '/api/admin/stats'),
  });
}

export type TranslateBody = z.input<typeof TranslateRequestSchema>;

/** POST /api/admin/articles/{id}/translate; the article is then read again to show its new jobs. */
export function useTranslateArticle() {
  const client = useQueryClient();
  return useMutation({
    // Sent with the version the dialog shows (issue 39), like every write to an article.
    mutationFn: ({ id, body, ifMatch }: { id: number; body: TranslateBody; ifMatch: string }) =>
      readJson<TranslateResponse>(apiRequest('POST', `${ADMIN_ARTICLES_PATH}/${id}/translate`, body, { ifMatch })),
    onSuccess: (_res, { id }) => client.invalidateQueries({ queryKey: [`${ADMIN_ARTICLES_PATH}/${id}`] }),
  });
}
