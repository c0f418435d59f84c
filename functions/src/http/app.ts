/**
 * The Express app behind the `api` function. Routers per audience share the services; one error
 * middleware turns every failure into JSON. Mounted at /api (Hosting rewrites /api/** here).
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Services } from '../services/index.js';
import { adminRouter } from './admin/router.js';
import { externalErrors, externalRouter } from './external/router.js';
import { openApiDocument } from './openapi.js';
import { methodNotAllowedOrNotFound, optionsResponder } from './allowed-methods.js';
import { BODY_LIMIT, errorHandler, notFoundHandler } from './errors-middleware.js';
import { functionApp } from './function-app.js';
import { publicRouter } from './public/router.js';
import { invitesRouter } from './public/invites-router.js';
import { inputGuards } from './validate.js';
import { pageViewRoute } from './public/page-views.js';

export function createApp(services: Services): Express {
  // A public GET answered moments ago never reaches this app: the `api` function answers it first (cached-json.ts).
  const app = functionApp();
  // Before the JSON parser: the beacon reads its own body (sendBeacon's text/plain too) and
  // answers 204 whatever it holds.
  app.post('/api/page-views', pageViewRoute(services));
  app.use(express.json({ limit: BODY_LIMIT }));

  const api = express.Router();
  api.use(inputGuards);
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  api.use('/admin', adminRouter(services));
  api.use('/external', externalRouter(services));
  api.use('/invites', invitesRouter(services));
  api.use(publicRouter(services));
  api.use(methodNotAllowedOrNotFound(api));

  app.use('/api', optionsResponder(api), api);
  app.use(notFoundHandler);
  // Errors raised before the external router runs (an unreadable JSON body) still answer in its shape.
  app.use(((err, req, res, next) => (/^\/api\/external(\/|$)/i.test(req.path) ? externalErrors(err, req, res, next) : next(err))) as ErrorRequestHandler);
  app.use(errorHandler);
  return app;
}
