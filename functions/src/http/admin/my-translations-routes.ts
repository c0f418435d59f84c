/**
 * The translator's desk (issue 29): GET /api/admin/my-translations?languageId=&cursor=&limit=,
 * the person's machine-made and stale translations, most-read first. Mounted by router.ts.
 */
import type { Request, Router } from 'express';
import { MyTranslationsQuerySchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import { declaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';

/** The query as the handler reads it (a language it cannot read is its 400, before the policy is asked). */
const queryOf = (req: Request) => parseInput(MyTranslationsQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');

export function myTranslationsRoutes(router: Router, services: Services): void {
  const routes = declaredRoutes(router, services);
  routes.get('/my-translations', { action: 'translationQueue.read', target: (req) => ({ languageId: queryOf(req).languageId }) }, async (req, res) => {
    const q = queryOf(req);
    res.json(await services.translationQueue.list(adminOf(res), q));
  });
}
