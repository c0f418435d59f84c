/**
 * The console's analytics (issue 30, docs/analytics.md): GET /analytics (the report), GET
 * /analytics/export (CSV) and GET /analytics/unopened-translations.
 */
import type { Router } from 'express';
import type { Services } from '../../services/index.js';
import { singleValuedQuery } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';

export function analyticsRoutes(_router: Router, routes: DeclaredRoutes, services: Services): void {
  routes.get('/analytics', { action: 'analytics.read' }, async (req, res) => {
    res.json(await services.analytics.report(singleValuedQuery(req.query as Record<string, unknown>)));
  });

  // The translations nobody opened in the last 30 site-days (docs/analytics.md): no query parameter.
  routes.get('/analytics/unopened-translations', { action: 'analytics.read' }, async (_req, res) => {
    res.json(await services.unopenedTranslations());
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
