/**
 * What every HTTP function's Express app starts with (the `api` app and the `pages` feeds app): no
 * X-Powered-By; the client address is the one the front end (Firebase Hosting; the local host plays
 * it) appended to X-Forwarded-For, trusting exactly those hops so a client cannot invent its own;
 * plain query strings (no nested objects); strong ETags, so a public GET's If-None-Match gets a 304
 * (http/public/cached-json.ts); the API's security headers; and `Cache-Control: no-store` unless a
 * route says otherwise.
 */
import express, { type Express } from 'express';
import { trustedProxyHops } from '../config.js';
import { apiSecurityHeaders } from './security-headers.js';

export function functionApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops());
  app.set('query parser', 'simple');
  app.set('etag', 'strong');
  app.use(apiSecurityHeaders);
  app.use((_req, res, next) => {
    // Nothing may be cached unless a route says so (the public article GETs and the feeds do).
    res.set('Cache-Control', 'no-store');
    next();
  });
  return app;
}
