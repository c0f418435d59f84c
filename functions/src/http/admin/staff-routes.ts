/**
 * The Staff screen's calls (issue 29, docs/staff.md): people and pending invitations, inviting,
 * resending and revoking, changing role/languages/status, removing, handing over ownership. Each
 * route declares its action; the target is the person (their stored role and languages) and what
 * the request grants, so the policy decides who may do it to whom.
 */
import type { Request, Router } from 'express';
import {
  InviteIdPathSchema,
  InviteStaffRequestSchema,
  StaffUidPathSchema,
  UpdateStaffRequestSchema,
  type PolicyTarget,
} from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';
import { declaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';

/** The person of `:uid` as stored (absent: the handler answers 404 once the policy has had its say). */
async function personTarget(req: Request, services: Services): Promise<PolicyTarget> {
  const path = StaffUidPathSchema.safeParse(req.params);
  if (!path.success) return {};
  const person = await services.repos.staff.get(path.data.uid);
  return person ? { staff: { uid: person.uid, role: person.role, languageIds: person.languageIds } } : {};
}

/** A pending invitation is managed as what it grants. */
async function inviteTarget(req: Request, services: Services): Promise<PolicyTarget> {
  const path = InviteIdPathSchema.safeParse(req.params);
  if (!path.success) return {};
  const invite = await services.repos.staffInvites.get(path.data.id);
  return invite ? { grant: { role: invite.role, languageIds: invite.languageIds } } : {};
}

export function staffRoutes(router: Router, services: Services): void {
  const routes = declaredRoutes(router, services);

  routes.get('/staff', { action: 'staff.read' }, async (_req, res) => {
    res.json(await services.staff.list(adminOf(res)));
  });

  routes.post(
    '/staff/invites',
    {
      action: 'staff.invite',
      // A body that does not parse grants nothing yet: the policy judges the role alone (a
      // translator gets 403 whatever they send), and the handler answers the 400.
      target: (req) => {
        const body = InviteStaffRequestSchema.safeParse(req.body);
        return body.success ? { grant: { role: body.data.role, languageIds: body.data.languageIds } } : {};
      },
    },
    async (req, res) => {
      const body = parseInput(InviteStaffRequestSchema, req.body, 'body');
      res.status(201).json(await services.staff.invite(adminOf(res), body));
    },
  );
  routes.post('/staff/invites/:id/resend', { action: 'staff.invite', target: inviteTarget }, async (req, res) => {
    const { id } = parseInput(InviteIdPathSchema, req.params, 'path');
    res.json(await services.staff.resend(adminOf(res), id));
  });
  routes.delete('/staff/invites/:id', { action: 'staff.invite', target: inviteTarget }, async (req, res) => {
    const { id } = parseInput(InviteIdPathSchema, req.params, 'path');
    res.json(await services.staff.revoke(adminOf(res), id));
  });

  routes.patch(
    '/staff/:uid',
    {
      action: 'staff.update',
      target: async (req, s) => {
        const body = UpdateStaffRequestSchema.safeParse(req.body);
        const grant = body.success ? { role: body.data.role, languageIds: body.data.languageIds, status: body.data.status } : {};
        return { ...(await personTarget(req, s)), grant };
      },
    },
    async (req, res) => {
      const { uid } = parseInput(StaffUidPathSchema, req.params, 'path');
      const body = parseInput(UpdateStaffRequestSchema, req.body, 'body');
      res.json(await services.staff.update(adminOf(res), uid, body));
    },
  );
  routes.delete('/staff/:uid', { action: 'staff.remove', target: personTarget }, async (req, res) => {
    const { uid } = parseInput(StaffUidPathSchema, req.params, 'path');
    res.json(await services.staff.remove(adminOf(res), uid));
  });
  routes.post('/staff/:uid/transfer-ownership', { action: 'staff.transferOwnership', target: personTarget }, async (req, res) => {
    const { uid } = parseInput(StaffUidPathSchema, req.params, 'path');
    res.json(await services.staff.transferOwnership(adminOf(res), uid));
  });
}
