/**
 * A staff change decided again inside its transaction (staff-service.ts): on the actor's and the
 * person's documents as the transaction reads them, the actor must still be active staff and the
 * policy must still allow the action; otherwise the change throws RefusedInTransaction, nothing is
 * written, and the service answers 403 after.
 */
import { can, type AuditTarget, type PolicyTarget, type StaffAction, type StaffActor } from '../contract/index.js';
import type { OpenInvite, StaffDoc } from '../data/staff-repository.js';

/** A change the policy no longer allows on the documents its transaction read: thrown there (nothing is written), answered 403 after. */
export class RefusedInTransaction extends Error {
  constructor(
    readonly action: StaffAction,
    readonly actor: StaffDoc | null,
    readonly target: PolicyTarget,
    readonly audit: AuditTarget,
  ) {
    super(`Refused: ${action}`);
  }
}

/**
 * The decision of a change, inside its transaction: the actor (as read there) must still be active
 * staff, and the policy must still allow `action` on `target` (the person as read there).
 */
export function decideIn(actor: StaffDoc | null, action: StaffAction, target: PolicyTarget, audit: AuditTarget): void {
  if (!actor || actor.status !== 'active' || !can(actorOf(actor), action, target).allowed) throw new RefusedInTransaction(action, actor, target, audit);
}

/** Whether `inviter`, as last read, may still make `invite`: active staff whom the policy lets grant it. */
export function mayStillGrant(inviter: StaffDoc | null, invite: Pick<OpenInvite, 'role' | 'languageIds'>): boolean {
  return !!inviter && inviter.status === 'active' && can(actorOf(inviter), 'staff.invite', { grant: { role: invite.role, languageIds: invite.languageIds } }).allowed;
}

export function actorOf(doc: StaffDoc): StaffActor {
  return { uid: doc.uid, email: doc.email, name: doc.name, role: doc.role, languageIds: doc.languageIds };
}

export function staffTarget(doc: StaffDoc): NonNullable<PolicyTarget['staff']> {
  return { uid: doc.uid, role: doc.role, languageIds: doc.languageIds };
}
