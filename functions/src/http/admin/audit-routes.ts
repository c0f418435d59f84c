/** The audit log (issue 29): GET /audit-log (newest first, paged) and GET /audit-log/export (CSV, itself recorded). */
import type { Response, Router } from 'express';
import { AuditLogQuerySchema, type AuditActor } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import { declaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';

export function auditRoutes(router: Router, services: Services): void {
  const routes = declaredRoutes(router, services);
  routes.get('/audit-log', { action: 'auditLog.read' }, async (req, res) => {
    const q = parseInput(AuditLogQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.auditLog.list(q));
  });
  routes.get('/audit-log/export', { action: 'auditLog.export' }, async (req, res) => {
    const q = parseInput(AuditLogQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    const { csv, rows, truncated } = await services.auditLog.exportCsv(q);
    const day = services.clock.now().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="cryptolekh-activity-${day}.csv"`)
      .set('X-Audit-Rows', String(rows))
      .set('X-Audit-Truncated', String(truncated))
      .set('Cache-Control', 'no-store')
      .send(csv);
  });
}

/** A staff member as an entry names them (the role and languages they held at the time). */
export function staffAuditActor(res: Response): AuditActor {
  const a = adminOf(res);
  return { kind: 'staff', id: a.uid, email: a.email, name: a.name, role: a.role, languageIds: a.languageIds };
}
