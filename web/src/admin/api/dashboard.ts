import type { DashboardStats } from '@contract';
import { useQuery } from '@tanstack/react-query';

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: ['/api/admin/stats'] });
}
