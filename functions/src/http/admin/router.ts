/**
 * The administrator API (admin-and-api.md §7). Login is open (and rate limited); every other call
 * needs an administrator token. Handlers parse their input first, then call one service method.
 */
import { Router } from 'express';
import { AdminLoginRequestSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, requireJsonBody } from '../validate.js';
import { adminOf, requireAdmin } from './require-admin.js';

export function adminRouter(services: Services): Router {
  const router = Router();
  router.use((req, _res, next) => {
    requireJsonBody(req);
    next();
  });

  router.post('/login', async (req, res) => {
    const body = parseInput(AdminLoginRequestSchema, req.body, 'body');
    // req.ip honours the app's `trust proxy` setting (the client address as the front end saw it).
    res.json(await services.adminAuth.login(body, req.ip ?? 'unknown'));
  });

  router.use(requireAdmin(services));

  router.get('/me', (_req, res) => {
    res.json(adminOf(res));
  });

  return router;
}
