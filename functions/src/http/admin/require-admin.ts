/** Guards every console call but login: a staff member's ID token as `Authorization: Bearer {token}`. */
import type { RequestHandler, Response } from 'express';
import { ADMIN_AUTH_MESSAGES } from '../../contract/index.js';
import { UnauthorizedError } from '../../errors.js';
import type { RevisionActorDoc } from '../../data/index.js';
import type { AdminIdentity } from '../../services/admin-auth-service.js';
import type { Services } from '../../services/index.js';

export function requireAdmin(services: Services): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.tokenMissing);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.tokenInvalid);
    res.locals.admin = await services.adminAuth.verifyAdminToken(match[1]!);
    next();
  };
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
