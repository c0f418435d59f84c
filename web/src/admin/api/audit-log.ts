/**
 * The audit log's calls (issue 29): pages of entries newest first (GET /api/admin/audit-log, with
 * the filters and a cursor), one article's activity, and the CSV export (a download the server
 * records as an entry of its own).
 */
import type { AuditLogPage } from '@contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { downloadFile } from './download';

export const AUDIT_LOG_PATH = '/api/admin/audit-log';

/** The Activity screen's filters, as the API names them; empty means "any". */
export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  languageId?: string;
  from?: string;
  to?: string;
}

export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Read again each time the screen opens: the log grows with every change. */
export function useAuditLog(filters: AuditFilters, pageSize = 50) {
  return useInfiniteQuery({
    queryKey: [AUDIT_LOG_PATH, filters, pageSize],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      (await (await apiRequest('GET', `${AUDIT_LOG_PATH}${auditQuery(filters, { limit: String(pageSize), cursor: pageParam })}`)).json()) as AuditLogPage,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });
}

/** Downloads the entries the filters match as CSV (the server answers it as an attachment). */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadFile(`${AUDIT_LOG_PATH}/export${auditQuery(filters)}`, 'cryptolekh-activity.csv');
}
