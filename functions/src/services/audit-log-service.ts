/**
 * The audit log's reading side (issue 29): pages newest first, and the CSV export, which is itself
 * recorded (an export discloses who did what). Writing entries is the repositories' job
 * (data/audit-log.ts), inside the change they record.
 */
import { AUDIT_CSV_COLUMNS, AUDIT_CURSOR_PARTS, AUDIT_EXPORT_MAX, AUDIT_PAGE_DEFAULT, decodeCursor, type AuditEntry, type AuditLogPage, type AuditLogQuery } from '../contract/index.js';
import { recordIn, type AuditLogFilter, type Repositories } from '../data/index.js';
import type { Firestore } from 'firebase-admin/firestore';

const EXPORT_PAGE = 500;

export class AuditLogService {
  constructor(
    private readonly db: Firestore,
    private readonly repos: Repositories,
  ) {}

  list(q: AuditLogQuery): Promise<AuditLogPage> {
    return this.repos.auditLog.list({ ...q, limit: q.limit ?? AUDIT_PAGE_DEFAULT });
  }

  /** Every entry the filter matches (newest first, at most AUDIT_EXPORT_MAX) as CSV; the export is recorded first. */
  async exportCsv(q: AuditLogQuery): Promise<{ csv: string; rows: number; truncated: boolean }> {
    const entries: AuditEntry[] = [];
    let cursor: AuditLogFilter['cursor'];
    for (;;) {
      const page = await this.repos.auditLog.list({ ...q, cursor, limit: Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX - entries.length) });
      entries.push(...page.entries);
      if (!page.nextCursor || entries.length >= AUDIT_EXPORT_MAX) {
        const truncated = page.nextCursor !== null;
        const batch = this.db.batch();
        recordIn(this.db, batch, { action: 'auditLog.export', target: { type: 'auditLog', id: 'export', title: describeFilter(q) }, changes: { rows: { from: null, to: entries.length } } });
        await batch.commit();
        return { csv: toCsv(entries), rows: entries.length, truncated };
      }
      cursor = decodeCursor(page.nextCursor, AUDIT_CURSOR_PARTS);
      if (!cursor) throw new Error(`The audit log gave a cursor it cannot read: ${page.nextCursor}`);
    }
  }
}

/** The filter an export used, as its entry's title ("action=article.publish from=2026-11-01T00:00:00.000Z"). */
function describeFilter(q: AuditLogQuery): string {
  const parts = Object.entries(q)
    .filter(([k, v]) => v !== undefined && k !== 'cursor' && k !== 'limit')
    .map(([k, v]) => `${k}=${v instanceof Date ? v.toISOString() : String(v)}`);
  return parts.length ? parts.join(' ') : 'all entries';
}

export function toCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.at,
    e.outcome,
    e.action,
    e.actor.kind,
    e.actor.id,
    e.actor.email ?? '',
    e.actor.name ?? '',
    e.actor.role ?? '',
    e.target.type,
    e.target.id,
    e.target.title ?? '',
    e.target.languageId ?? '',
    Object.keys(e.changes).length ? JSON.stringify(e.changes) : '',
    e.message ?? '',
    e.outcome === 'refused' ? (e.count ?? 1) : '',
    e.lastAt ?? '',
    e.ip,
    e.userAgent,
    e.requestId,
    e.id,
  ]);
  return [[...AUDIT_CSV_COLUMNS], ...rows].map((r) => r.map((c) => csvCell(String(c))).join(',')).join('\r\n') + '\r\n';
}

/**
 * One RFC 4180 field. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab
 * or carriage return before one) is prefixed with ' (OWASP "CSV injection"); a field holding a
 * comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
