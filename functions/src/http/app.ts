/**
 * The Express app behind the `api` function. Routers per audience share the services; one error
 * middleware turns every failure into JSON. Mounted at /api (Hosting rewrites /api/** here).
 */
import express, { type Express } from 'express';
import type { Services } from '../services/index.js';
import { errorHandler, notFoundHandler } from './errors-middleware.js';
import { adminRouter } from './admin/router.js';
import { publicRouter } from './public/router.js';
import { apiSecurityHeaders } from './security-headers.js';

export function createApp(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.set('query parser', 'simple');

  app.use(apiSecurityHeaders);
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    // Counts and lists change with every read; nothing here may be served from a cache.
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '2mb' }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.use('/admin', adminRouter(services));
  api.use(publicRouter(services));
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
