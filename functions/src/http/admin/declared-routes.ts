/**
 * Where a console route is declared with the action it does (DESIGN.md "Staff, permissions and the
 * audit log"): `routes.post(path, {action, target}, handler)`. The route's first handler asks the
 * policy (`can`) with the person's staff document as read at this request, and answers 403 with
 * what is missing. A route cannot be added without an action, and a test walks the router's stack
 * to check every route carries one (`declaredAccessOf`).
 */
import type { RequestHandler, Response, Router } from 'express';
import { can, type PolicyTarget, type StaffAction } from '../../contract/index.js';
import { ForbiddenError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { adminOf } from './require-admin.js';
import { noteGranted, refusedTarget } from '../request-context.js';
import { withDeclaredAccess, type RouteAccess } from './route-access.js';

export { declaredAccessOf, type RouteAccess } from './route-access.js';

/** What the route's guard decided, for the handler and the audit log. */
export interface GrantedAccess {
  action: StaffAction;
  target: PolicyTarget;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Declare = (path: string, access: RouteAccess, ...handlers: RequestHandler[]) => void;
export type DeclaredRoutes = Record<Method, Declare>;

export function declaredRoutes(router: Router, services: Services): DeclaredRoutes {
  const declare =
    (method: Method): Declare =>
    (path, access, ...handlers) => {
      router[method](path, guard(access, services), ...handlers);
    };
  return { get: declare('get'), post: declare('post'), put: declare('put'), patch: declare('patch'), delete: declare('delete') };
}

function guard(access: RouteAccess, services: Services): RequestHandler {
  const handler: RequestHandler = async (req, res, next) => {
    const actor = adminOf(res);
    const target = (await access.target?.(req, services)) ?? {};
    const checks = [access.action, ...(access.also?.(req, target) ?? [])].map((c) => (typeof c === 'string' ? { action: c, target } : c));
    for (const check of checks) {
      const action = check.action;
      if (can(actor, action, check.target).allowed) continue;
      // Only a refusal names languages: read their names then, not on every request.
      const languageNames = new Map((await services.languages.loadCatalog()).all.map((l) => [l.id, l.name]));
      const decision = can(actor, action, { ...check.target, languageNames });
      const message = decision.allowed ? `You cannot do this (${action})` : decision.message;
      // Nothing changed, so the refusal is written on its own (an allowed change's entry commits with it).
      await services.repos.auditLog.recordRefusal(action, refusedTarget(action, check.target, req.params as Record<string, string | undefined>), message);
      throw new ForbiddenError(message);
    }
    res.locals.access = { action: access.action, target } satisfies GrantedAccess;
    noteGranted(access.action, target);
    next();
  };
  return withDeclaredAccess(handler, access);
}

/** What the route's guard granted. */
export function grantedAccess(res: Response): GrantedAccess {
  return res.locals.access as GrantedAccess;
}
