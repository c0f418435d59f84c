/** How staff documents and invitations are answered by the staff routes (contract/staff-api.ts). */
import type { InviteCreatedResponse, StaffInvite, StaffMember } from '../contract/index.js';
import type { StaffInviteDoc } from '../data/staff-invites-repository.js';
import type { StaffDoc } from '../data/staff-repository.js';
import { toIsoRequired } from '../data/timestamps.js';

export function memberOf(doc: StaffDoc): StaffMember {
  return {
    uid: doc.uid,
    email: doc.email,
    name: doc.name,
    role: doc.role,
    languageIds: doc.languageIds,
    status: doc.status,
    lastSeenAt: doc.lastSeenAt ? toIsoRequired(doc.lastSeenAt) : null,
    createdAt: toIsoRequired(doc.createdAt),
    invitedBy: doc.invitedBy,
  };
}

export function inviteOf(doc: StaffInviteDoc, nowMs: number): StaffInvite {
  return {
    id: doc.id,
    email: doc.email,
    role: doc.role,
    languageIds: doc.languageIds,
    status: 'invited',
    invitedBy: { uid: doc.invitedBy.uid, name: doc.invitedBy.name },
    createdAt: toIsoRequired(doc.createdAt),
    expiresAt: toIsoRequired(doc.expiresAt),
    expired: doc.expiresAt.toMillis() <= nowMs,
  };
}

export function createdOf(doc: StaffInviteDoc, link: string): InviteCreatedResponse {
  return { invite: { id: doc.id, email: doc.email, role: doc.role, languageIds: doc.languageIds, expiresAt: toIsoRequired(doc.expiresAt) }, link };
}
