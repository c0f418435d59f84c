/**
 * Query-cache helpers. Queries are keyed by their path (the spec's default loader), so a prefix
 * names every list of one kind, whatever its filters.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

const byPrefix = (prefixes: string[]) => (q: Query) => {
  const key = q.queryKey[0];
  return typeof key === 'string' && prefixes.some((p) => key.startsWith(p));
};

/** Marks the matching queries stale and refetches the ones on screen. */
export function invalidatePaths(client: QueryClient, ...prefixes: string[]): Promise<void> {
  return client.invalidateQueries({ predicate: byPrefix(prefixes) });
}

/** Forgets the matching queries (another administrator must not see the last one's data). */
export function removePaths(client: QueryClient, ...prefixes: string[]): void {
  client.removeQueries({ predicate: byPrefix(prefixes) });
}

export const ADMIN_API = '/api/admin/';
