/** The console's analytics (issue 30, docs/analytics.md): GET /analytics (the report) and GET /analytics/export (CSV). */
import type { Router } from 'express';
import type { Services } from '../../services/index.js';
import { singleValuedQuery } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';

export function analyticsRoutes(_router: Router, routes: DeclaredRoutes, services: Services): void {
  routes.get('/analytics', { action: 'analytics.read' }, async (req, res) => {
    res.json(await services.analytics.report(singleValuedQuery(req.query as Record<string, unknown>)));
  });

  routes.get('/analytics/export', { action: 'analytics.read' }, async (req, res) => {
    const q = singleValuedQuery(req.query as Record<string, unknown>);
    const csv = await services.analytics.exportCsv(q);
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="cryptolekh-analytics-${String(q.from)}-${String(q.to)}.csv"`)
      .send(csv);
  });
}
