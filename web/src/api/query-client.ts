/** TanStack Query as the spec sets it: results never stale, no refocus refetch, no polling, no retries. */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
