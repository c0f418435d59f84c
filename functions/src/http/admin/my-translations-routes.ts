/**
 * The translator's desk (issue 29): GET /api/admin/my-translations?languageId=&cursor=&limit=,
 * the person's machine-made and stale translations, most-read first. Mounted by router.ts.
 */
import type { Router } from 'express';
import { MyTranslationsQuerySchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import { declaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';

/** A language asked for, when the query names one (a malformed one is the handler's 400). */
function askedLanguage(query: unknown): number | undefined {
  const raw = (query as Record<string, unknown>).languageId;
  return typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}

export function myTranslationsRoutes(router: Router, services: Services): void {
  const routes = declaredRoutes(router, services);
  routes.get('/my-translations', { action: 'translationQueue.read', target: (req) => ({ languageId: askedLanguage(req.query) }) }, async (req, res) => {
    const q = parseInput(MyTranslationsQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.translationQueue.list(adminOf(res), q));
  });
}
