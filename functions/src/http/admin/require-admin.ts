/** Guards every console call but login: a staff member's ID token as `Authorization: Bearer {token}`. */
import type { Request, RequestHandler, Response, Router } from 'express';
import { ADMIN_AUTH_MESSAGES, CONSOLE_ACCESS, type AuditAction } from '../../contract/index.js';
import { UnauthorizedError } from '../../errors.js';
import type { RevisionActorDoc } from '../../data/index.js';
import { isRefusedAccount, type AdminIdentity, type RefusedAccountError } from '../../services/admin-auth-service.js';
import type { Services } from '../../services/index.js';
import { auditAs, refusedTarget } from '../request-context.js';
import { declaredAccessOf } from './route-access.js';

/** `router`: the console's router, whose declared routes name what a refused call was for. */
export function requireAdmin(services: Services, router?: Router): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.tokenMissing);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.tokenInvalid);
    try {
      res.locals.admin = await services.adminAuth.verifyAdminToken(match[1]!);
    } catch (err) {
      if (isRefusedAccount(err)) await recordRefusedAccount(services, router, req, res, err);
      throw err;
    }
    next();
  };
}

/**
 * The refusal of a valid account by its staff document: the declared action of the route the call
 * would have reached, else `console.access` (sign-in, and paths no route has). Anyone can make a
 * Firebase account where Email/Password sign-in is on, and a suspended person's open console keeps
 * calling: like every refusal, these make one entry per account and action in 10 minutes, counted
 * (`recordRefusal`, docs/audit-log.md).
 */
export async function recordRefusedAccount(services: Services, router: Router | undefined, req: Request, res: Response, err: RefusedAccountError): Promise<void> {
  const { uid, email, name, role } = err.account;
  const declared = router && declaredRouteOf(router, req);
  const action: AuditAction = declared?.action ?? CONSOLE_ACCESS;
  const target = declared ? refusedTarget(action, {}, declared.params) : { type: 'console' as const, id: '' };
  await auditAs(services, req, res)({ kind: 'staff', id: uid, ...(email && { email }), ...(name && { name }), ...(role && { role }) }, () =>
    services.repos.auditLog.recordRefusal(action, target, err.message),
  );
}

interface RouterLayer {
  route?: { methods: Record<string, boolean>; stack: { handle: unknown }[] };
  match(path: string): false | { params: Record<string, string | undefined> };
}

/** The declared route the router would take for this call (its method and path), with its path's parameters. */
function declaredRouteOf(router: Router, req: Request): { action: AuditAction; params: Record<string, string | undefined> } | undefined {
  const method = req.method.toLowerCase() === 'head' ? 'get' : req.method.toLowerCase();
  for (const layer of router.stack as unknown as RouterLayer[]) {
    if (!layer.route?.methods[method]) continue;
    const matched = layer.match(req.path);
    if (!matched || typeof matched !== 'object') continue;
    const access = declaredAccessOf(layer.route.stack[0]?.handle);
    // The first route that matches answers the call (every console route declares its action).
    return access ? { action: access.action, params: matched.params } : undefined;
  }
  return undefined;
}

/** The staff member `requireAdmin` let through, with the role and languages their staff document gives now. */
export function adminOf(res: Response): AdminIdentity {
  return res.locals.admin as AdminIdentity;
}

/** The administrator as a revision names them: who saved. */
export function adminActor(res: Response): RevisionActorDoc {
  const admin = adminOf(res);
  return { kind: 'admin', id: admin.uid, name: admin.name || admin.email };
}
