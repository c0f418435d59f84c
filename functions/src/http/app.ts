/**
 * The Express app behind the `api` function. Routers per audience share the services; one error
 * middleware turns every failure into JSON. Mounted at /api (Hosting rewrites /api/** here).
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import { trustedProxyHops } from '../config.js';
import type { Services } from '../services/index.js';
import { adminRouter } from './admin/router.js';
import { externalErrors, externalRouter } from './external/router.js';
import { openApiDocument } from './openapi.js';
import { methodNotAllowedOrNotFound, optionsResponder } from './allowed-methods.js';
import { BODY_LIMIT, errorHandler, notFoundHandler } from './errors-middleware.js';
import { answerFromMemory } from './public/cached-json.js';
import { publicRouter } from './public/router.js';
import { apiSecurityHeaders } from './security-headers.js';
import { inputGuards } from './validate.js';

export function createApp(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  // The client address is the one the front end (Firebase Hosting; the local host plays it) appended
  // to X-Forwarded-For: trusting exactly those hops means a client cannot invent its own address.
  app.set('trust proxy', trustedProxyHops());
  app.set('query parser', 'simple');
  // Strong validators: public GETs answer If-None-Match with 304 (http/public/cached-json.ts).
  app.set('etag', 'strong');

  app.use(apiSecurityHeaders);
  // A public GET answered moments ago, unchanged since: again at once, skipping the routing below.
  app.use(answerFromMemory);
  app.use((_req, res, next) => {
    // Nothing may be cached unless a route says so (the public article and ad GETs do).
    res.set('Cache-Control', 'no-store');
    next();
  });
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
  api.use(publicRouter(services));
  api.use(methodNotAllowedOrNotFound(api));

  app.use('/api', optionsResponder(api), api);
  app.use(notFoundHandler);
  // Errors raised before the external router runs (an unreadable JSON body) still answer in its shape.
  app.use(((err, req, res, next) => (/^\/api\/external(\/|$)/i.test(req.path) ? externalErrors(err, req, res, next) : next(err))) as ErrorRequestHandler);
  app.use(errorHandler);
  return app;
}
