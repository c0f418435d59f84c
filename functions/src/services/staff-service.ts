/**
 * Staff management and invitations (issue 29, docs/staff.md). The routes' guard has already asked
 * the policy, on the documents as read when the request began; each change here asks it again
 * inside its own transaction, on the actor's and the person's documents as that transaction reads
 * them (issue 37: a hand-over of ownership between the two must not let a suspension land on the
 * new owner), and refuses (403, recorded) if it no longer holds. It keeps the invariants the policy
 * cannot see (one active owner, an email once, an invitation accepted once, an invitation only
 * while its inviter may still grant it) and keeps Firebase Auth in step with the staff documents.
 *
 * Audit log: every write here is one transaction in the repositories (invite, renew, revoke,
 * update, remove, transferOwnership, the accept's complete), which records its entry in that
 * transaction (docs/audit-log.md); the accept's, which has no bearer, as the invitee. The invitee's
 * side (the invitation page and the accept) is staff-invitation-acceptance.ts; what both share,
 * staff-support.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ALL_LANGUAGES,
  INVITE_CREATE_LIMIT,
  INVITE_DAYS,
  INVITE_PATH_PREFIX,
  STAFF_API_MESSAGES as M,
  STAFF_MESSAGES,
  can,
  scopeForRole,
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  type Invitation,
  type InviteCreatedResponse,
  type InviteStaffRequest,
  type LanguageScope,
  type StaffActor,
  type StaffListResponse,
  type StaffMember,
  type UpdateStaffRequest,
} from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { MailDoc, StaffInviteDoc } from '../data/staff-invites-repository.js';
import type { StaffChangeRules, StaffDoc } from '../data/staff-repository.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, TooManyRequestsError } from '../errors.js';
import { siteOrigin } from '../pages/urls.js';
import { inviteMail } from './invite-mail.js';
import { actorOf, decideIn, mayStillGrant, RefusedInTransaction, staffTarget } from './staff-decisions.js';
import { InvitationAcceptance } from './staff-invitation-acceptance.js';
import { hashOf, ignoreMissingUser, languageNamesOf, requireAuth, type RunAsActor, type StaffServiceDeps } from './staff-support.js';
import { createdOf, inviteOf, memberOf } from './staff-views.js';

export type { RunAsActor, StaffServiceDeps } from './staff-support.js';

export class StaffService {
  private readonly acceptance: InvitationAcceptance;

  constructor(private readonly deps: StaffServiceDeps) {
    this.acceptance = new InvitationAcceptance(deps);
  }

  /**
   * Everyone an owner or administrator may see; an editor sees themselves and the people (and
   * pending invitations) they may manage: authors, contributors and translators of their languages.
   */
  async list(actor: StaffActor): Promise<StaffListResponse> {
    const [people, invites] = await Promise.all([this.deps.repos.staff.list(), this.deps.repos.staffInvites.listPending()]);
    const now = this.deps.clock.now().getTime();
    const manages = (role: StaffDoc['role'], languageIds: LanguageScope, uid: string) =>
      actor.role === 'owner' || actor.role === 'administrator' || can(actor, 'staff.update', { staff: { uid, role, languageIds } }).allowed;
    return {
      people: people.filter((p) => p.uid === actor.uid || manages(p.role, p.languageIds, p.uid)).map(memberOf),
      invites: invites.filter((i) => manages(i.role, i.languageIds, '')).map((i) => inviteOf(i, now)),
    };
  }

  async invite(actor: StaffActor, body: InviteStaffRequest): Promise<InviteCreatedResponse> {
    await this.requireLanguages(body.languageIds);
    const now = this.deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
    const id = this.deps.repos.staffInvites.newId();
    const input = {
      id,
      email: body.email,
      role: body.role,
      languageIds: body.languageIds,
      tokenHash: hashOf(token),
      invitedBy: { uid: actor.uid, name: actor.name, email: actor.email },
      pendingUid: randomUUID().replace(/-/g, ''),
      expiresAt: Timestamp.fromDate(expiresAt),
    };
    const link = this.linkOf(token);
    const mail = await this.mailOf(input, link);
    const reservations = await this.reserveInvitation(actor.uid, now);
    const grant = { role: body.role, languageIds: body.languageIds };
    let result: Awaited<ReturnType<Repositories['staffInvites']['create']>>;
    try {
      result = await this.decided(() =>
        this.deps.repos.staffInvites.create(input, now, this.deps.repos.staff, mail, (inviter) => decideIn(inviter, 'staff.invite', { grant }, { type: 'staff', id: '' })),
      );
    } catch (err) {
      await this.deps.repos.loginAttempts.release(reservations);
      throw err;
    }
    if ('conflict' in result) {
      // Only invitations made count against the inviter's limit.
      await this.deps.repos.loginAttempts.release(reservations);
      throw result.conflict === 'staff'
        ? new ConflictError(STAFF_MESSAGES.emailInUse, 'email', 'already staff')
        : new ConflictError(M.invitePending, 'email', 'pending invitation');
    }
    return createdOf(result.created, link);
  }

  /** A new link (and expiry) for a pending invitation; the old link stops working. */
  async resend(actor: StaffActor, id: string): Promise<InviteCreatedResponse> {
    const now = this.deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    const link = this.linkOf(token);
    const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
    const collection = this.mailCollection();
    const names = collection ? await languageNamesOf(this.deps.languages) : undefined;
    const renewed = await this.decided(() =>
      this.deps.repos.staffInvites.renew(id, hashOf(token), expiresAt, now, (invite) => (collection ? inviteMail(collection, invite, link, names!) : null), this.managingInvite(actor, id)),
    );
    if (!renewed) throw new NotFoundError(M.inviteIdNotFound);
    return createdOf(renewed, link);
  }

  async revoke(actor: StaffActor, id: string): Promise<{ id: string; revoked: true }> {
    const revoked = await this.decided(() => this.deps.repos.staffInvites.revoke(id, this.deps.clock.now(), this.managingInvite(actor, id)));
    if (!revoked) throw new NotFoundError(M.inviteIdNotFound);
    return { id, revoked: true };
  }

  /**
   * Role, languages or status. Suspending also disables the Auth user and revokes its sessions.
   * Decided, computed and written on the documents one transaction reads, which also withdraws
   * the person's open invitations they may no longer grant as changed.
   */
  async update(actor: StaffActor, uid: string, body: UpdateStaffRequest): Promise<StaffMember> {
    // The catalogue is read before: the transaction reads only staff and invitations.
    const names = body.languageIds !== undefined ? await languageNamesOf(this.deps.languages) : undefined;
    const auth = this.deps.auth;
    const grant = { role: body.role, languageIds: body.languageIds, status: body.status };
    const now = this.deps.clock.now();
    const changesOf = (person: StaffDoc) => {
      const role = body.role ?? person.role;
      // Owner and administrators hold every language; a scoped role keeps its languages unless told.
      const languageIds = scopeForRole(role, body.languageIds) ?? person.languageIds;
      if (body.languageIds !== undefined) requireKnownLanguages(languageIds, names!);
      // The document decides at the next request; Auth then refuses sign-in and refreshing too.
      if (body.status !== undefined && body.status !== person.status && !auth) requireAuth(this.deps.auth);
      return { ...(body.role !== undefined && { role }), ...((body.role !== undefined || body.languageIds !== undefined) && { languageIds }), ...(body.status !== undefined && { status: body.status }) };
    };
    const rules = this.changeRules((a, person) => decideIn(a, 'staff.update', { ...(person && { staff: staffTarget(person) }), grant }, { type: 'staff', id: uid }));
    const result = await this.decided(() => this.deps.repos.staff.update(actor.uid, uid, changesOf, rules, now));
    if (!result) throw new NotFoundError(M.staffNotFound);
    await this.revokeLeftInvitations(uid, result.invitesLeft, now);
    const { before, after } = result;
    if (auth && before.status !== after.status && after.status === 'suspended') {
      await ignoreMissingUser(auth.updateUser(uid, { disabled: true }));
      await ignoreMissingUser(auth.revokeRefreshTokens(uid));
    } else if (auth && before.status !== after.status && after.status === 'active') {
      await ignoreMissingUser(auth.updateUser(uid, { disabled: false }));
    }
    return memberOf(after);
  }

  /**
   * Removes the staff document (deciding in its transaction, which also withdraws the person's open
   * invitations), then the Auth user; their articles keep them as author. Should deleting the Auth
   * user then fail, the person has no staff document, so every console call of theirs is refused
   * (403, not staff); the account is disabled instead if Auth allows it (an account still carrying
   * the pre-roles `admin: true` claim would otherwise adopt a document again), and the answer is 503
   * saying so: the operator deletes the account in the Firebase console (docs/staff.md).
   */
  async remove(actor: StaffActor, uid: string): Promise<{ uid: string; removed: true }> {
    const auth = requireAuth(this.deps.auth);
    const now = this.deps.clock.now();
    const rules = this.changeRules((a, person) => decideIn(a, 'staff.remove', person ? { staff: staffTarget(person) } : {}, { type: 'staff', id: uid }));
    const result = await this.decided(() => this.deps.repos.staff.remove(actor.uid, uid, rules, now));
    if (!result) throw new NotFoundError(M.staffNotFound);
    await this.revokeLeftInvitations(uid, result.invitesLeft, now);
    try {
      await ignoreMissingUser(auth.deleteUser(uid));
    } catch {
      await ignoreMissingUser(auth.updateUser(uid, { disabled: true })).catch(() => undefined);
      throw new ServiceUnavailableError(M.removedAuthNotDeleted);
    }
    return { uid, removed: true };
  }

  async transferOwnership(actor: StaffActor, uid: string): Promise<{ owner: StaffMember; previousOwner: StaffMember }> {
    const rules = this.changeRules((a, person) => decideIn(a, 'staff.transferOwnership', person ? { staff: staffTarget(person) } : {}, { type: 'staff', id: uid }));
    const outcome = await this.decided(() => this.deps.repos.staff.transferOwnership(actor.uid, uid, rules, this.deps.clock.now()));
    if (outcome === 'no-target') throw new NotFoundError(M.staffNotFound);
    if (outcome === 'target-not-active-admin') throw new ConflictError(M.transferTargetNotActiveAdmin, 'uid', 'not an active administrator');
    const [owner, previous] = await Promise.all([this.deps.repos.staff.get(uid), this.deps.repos.staff.get(actor.uid)]);
    return { owner: memberOf(owner!), previousOwner: memberOf(previous!) };
  }

  /** What the invitation page shows (staff-invitation-acceptance.ts); no bearer: the token is the proof. */
  invitation(token: string, clientAddress: string): Promise<Invitation> {
    return this.acceptance.invitation(token, clientAddress);
  }

  /** Accepts an invitation, once (staff-invitation-acceptance.ts): the Auth user and the staff document. */
  accept(token: string, body: AcceptInviteRequest, clientAddress: string, asActor?: RunAsActor): Promise<AcceptInviteResponse> {
    return this.acceptance.accept(token, body, clientAddress, asActor);
  }

  /**
   * Counts one invitation against its inviter's limit (INVITE_CREATE_LIMIT, in the sign-in limits'
   * windows, so a burst of parallel requests stays within it): 429 with Retry-After past it.
   */
  private async reserveInvitation(inviterUid: string, now: Date) {
    const limit = { max: INVITE_CREATE_LIMIT.max, windowMs: INVITE_CREATE_LIMIT.windowMinutes * 60_000 };
    const reserved = await this.deps.repos.loginAttempts.reserve([{ key: `invite-create:${inviterUid}`, limit }], now);
    if (!reserved.allowed) {
      const seconds = Math.max(1, Math.ceil(reserved.retryAfterMs / 1000));
      throw new TooManyRequestsError(M.tooManyInvites(INVITE_CREATE_LIMIT.max, Math.ceil(seconds / 60)), seconds);
    }
    return reserved.reservations;
  }

  /** Resending or revoking an invitation: managing what it grants, decided on the actor as the transaction reads them. */
  private managingInvite(actor: StaffActor, id: string) {
    return {
      uid: actor.uid,
      staff: this.deps.repos.staff,
      decide: (a: StaffDoc | null, invite: StaffInviteDoc | null) =>
        decideIn(a, 'staff.invite', invite ? { grant: { role: invite.role, languageIds: invite.languageIds } } : {}, { type: 'staff', id }),
    };
  }

  /** The policy a person's change decides on in its transaction, and the invitations it withdraws. */
  private changeRules(decide: StaffChangeRules['decide']): StaffChangeRules {
    return { decide, mayStillGrant, invites: { openIn: (tx, uid) => this.deps.repos.staffInvites.openByInviterIn(tx, uid) } };
  }

  /** What a change's own transaction could not read of the person's open invitations (more than its bound). */
  private async revokeLeftInvitations(uid: string, left: boolean, now: Date): Promise<void> {
    if (left) await this.deps.repos.staffInvites.revokeUngrantable(uid, this.deps.repos.staff, mayStillGrant, now);
  }

  /** Runs a change; a refusal its transaction decided is recorded (as the guard records its own) and answered 403. */
  private async decided<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (err) {
      if (!(err instanceof RefusedInTransaction)) throw err;
      const message = await this.refusalMessage(err);
      await this.deps.repos.auditLog.recordRefusal(err.action, err.audit, message);
      throw new ForbiddenError(message);
    }
  }

  private async refusalMessage(err: RefusedInTransaction): Promise<string> {
    if (!err.actor) return STAFF_MESSAGES.notStaff;
    if (err.actor.status !== 'active') return STAFF_MESSAGES.suspended;
    const decision = can(actorOf(err.actor), err.action, { ...err.target, languageNames: await languageNamesOf(this.deps.languages) });
    return decision.allowed ? `You cannot do this (${err.action})` : decision.message;
  }

  private linkOf(token: string): string {
    return `${siteOrigin(this.deps.siteUrl())}${INVITE_PATH_PREFIX}${token}`;
  }

  private async requireLanguages(scope: LanguageScope): Promise<void> {
    if (scope === ALL_LANGUAGES) return;
    requireKnownLanguages(scope, await languageNamesOf(this.deps.languages));
  }

  private async mailOf(invite: Pick<StaffInviteDoc, 'email' | 'role' | 'languageIds' | 'invitedBy' | 'expiresAt'>, link: string): Promise<MailDoc | null> {
    const collection = this.mailCollection();
    return collection ? inviteMail(collection, invite, link, await languageNamesOf(this.deps.languages)) : null;
  }

  /** A misconfigured collection is the operator's to fix: 503 naming the variable, nothing written. */
  private mailCollection(): string | undefined {
    try {
      return this.deps.mailCollection?.();
    } catch (err) {
      throw new ServiceUnavailableError(`${(err as Error).message}: fix it in functions/.env and deploy again`);
    }
  }
}

function requireKnownLanguages(scope: LanguageScope, names: ReadonlyMap<number, string>): void {
  if (scope === ALL_LANGUAGES) return;
  const unknown = scope.find((id) => !names.has(id));
  if (unknown !== undefined) throw new BadRequestError(M.unknownLanguage(unknown), 'languageIds', 'unknown language');
}
