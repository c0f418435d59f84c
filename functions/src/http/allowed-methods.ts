/**
 * Which methods a path under a router answers, read from the routers themselves (so it can never
 * disagree with them). Used to answer OPTIONS with an `Allow` header and a wrong method with 405
 * instead of a plain 404, in JSON like every other answer.
 */
import type { RequestHandler, Router } from 'express';
import { MESSAGES } from '../contract/index.js';
import { answerAfterBody } from './after-body.js';

interface RouteLayer {
  match(path: string): false | { path: string };
  route?: { methods: Record<string, boolean> };
  handle: { stack?: RouteLayer[] };
}

export function allowedMethods(router: Router, path: string): Set<string> {
  const methods = new Set<string>();
  const visit = (stack: RouteLayer[], rest: string) => {
    for (const layer of stack) {
      let match: false | { path: string };
      try {
        match = layer.match(rest);
      } catch {
        continue; // a parameter that is not valid percent-encoding matches nothing
      }
      if (!match) continue;
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
      } else if (layer.handle.stack) {
        visit(layer.handle.stack, rest.slice(match.path.length) || '/');
      }
    }
  };
  visit((router as unknown as { stack: RouteLayer[] }).stack, path);
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size > 0) methods.add('OPTIONS');
  return methods;
}

const listOf = (methods: Set<string>) => [...methods].sort().join(', ');

/** Answers OPTIONS for any known path: 204 with `Allow`, no body. */
export function optionsResponder(router: Router): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const methods = allowedMethods(router, req.path);
    if (methods.size === 0) return next();
    answerAfterBody(req, res, () => res.set('Allow', listOf(methods)).status(204).end());
  };
}

/** The last handler under /api: 405 with `Allow` when the path exists under another method, else 404. */
export function methodNotAllowedOrNotFound(router: Router): RequestHandler {
  return (req, res) => {
    const methods = allowedMethods(router, req.path);
    answerAfterBody(req, res, () => {
      if (methods.size === 0) return void res.status(404).json({ message: MESSAGES.routeNotFound });
      res
        .set('Allow', listOf(methods))
        .status(405)
        .json({ message: `${req.method} is not allowed on ${req.baseUrl}${req.path}: use ${listOf(methods)}`, reason: 'method not allowed' });
    });
  };
}
