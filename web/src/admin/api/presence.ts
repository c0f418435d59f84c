/**
 * Presence (issue 39): who else has which article open. `usePresence` asks
 * GET /api/admin/presence every PRESENCE_POLL_MS while the page is visible (TanStack Query pauses
 * an interval in a hidden tab), with the last answer's ETag: an unchanged answer is an empty 304.
 * `presenceBeats` tells the server where this tab is (PUT), and that it left (DELETE; on the page's
 * `pagehide` with `keepalive`, so a closed tab still says so).
 */
import { PRESENCE_POLL_MS, type PresenceBeat, type PresenceList } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TOKEN_KEY, apiRequest, throwIfNotOk } from '../../api/request';

export const PRESENCE_PATH = '/api/admin/presence';
export const presencePath = (articleId: number) => `/api/admin/articles/${articleId}/presence`;

const authorization = (): Record<string, string> => {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
};

let last: { etag: string; body: PresenceList } | null = null;

async function loadPresence(): Promise<PresenceList> {
  const res = await fetch(PRESENCE_PATH, { credentials: 'include', headers: { ...authorization(), ...(last && { 'If-None-Match': last.etag }) } });
  if (res.status === 304 && last) return last.body;
  await throwIfNotOk(res);
  const body = (await res.json()) as PresenceList;
  const etag = res.headers.get('ETag');
  last = etag ? { etag, body } : null;
  return body;
}

export function usePresence() {
  return useQuery<PresenceList>({ queryKey: [PRESENCE_PATH], queryFn: loadPresence, refetchInterval: PRESENCE_POLL_MS, refetchOnMount: 'always' });
}

export const presenceBeats = {
  beat: (articleId: number, body: PresenceBeat) => apiRequest('PUT', presencePath(articleId), body),
  leave: (articleId: number) => apiRequest('DELETE', presencePath(articleId)),
  /** From `pagehide`: the request outlives the page (sendBeacon cannot carry the token). */
  leaveAsPageCloses: (articleId: number) =>
    fetch(presencePath(articleId), { method: 'DELETE', keepalive: true, credentials: 'include', headers: authorization() }),
};
