import type { DashboardStats } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useDashboardStats({ fresh = false } = {}) {
  return useQuery<DashboardStats>({
    queryKey: ['/api/admin/stats'],
    // `fresh`: read again when the screen opens. The AI settings page shows this month's AI usage,
    // which background translation jobs raise without any action in this console.
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}
