/** The signed-in person (GET /api/admin/me): role, languages and permissions, for what the console shows. */
import type { AdminMe } from '@contract';
import { useQuery } from '@tanstack/react-query';

/** As the layout's session check read it (from its cache, never fetched here); undefined until then. */
export function useMe(): AdminMe | undefined {
  return useQuery<AdminMe | null>({ queryKey: ['/api/admin/me'], enabled: false }).data ?? undefined;
}
