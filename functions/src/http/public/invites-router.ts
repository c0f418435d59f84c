/**
 * The invitation page's calls (issue 29, docs/staff.md), mounted at /api/invites: no bearer, the
 * link's token is the proof. Wrong tokens count against the client's address (429 past the limit);
 * answers are never cached (Cache-Control: no-store, as every API answer by default).
 */
import { Router } from 'express';
import { InviteTokenPathSchema } from '../../contract/index.js';
import { AcceptInviteRequestSchema } from '../../contract/staff-password.js';
import type { Services } from '../../services/index.js';
import { auditAs } from '../request-context.js';
import { parseInput, requireJsonBody } from '../validate.js';

export function invitesRouter(services: Services): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    const { token } = parseInput(InviteTokenPathSchema, req.params, 'path');
    res.json(await services.staff.invitation(token, req.ip ?? 'unknown'));
  });
  router.post('/:token/accept', async (req, res) => {
    requireJsonBody(req);
    const { token } = parseInput(InviteTokenPathSchema, req.params, 'path');
    const body = parseInput(AcceptInviteRequestSchema, req.body, 'body');
    // No bearer: the accept's change is recorded as the invitee, once the token says who they are.
    res.status(201).json(await services.staff.accept(token, body, req.ip ?? 'unknown', auditAs(services, req, res)));
  });
  return router;
}
