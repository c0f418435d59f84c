/**
 * The invitee's side of a staff invitation (staff-service.ts delegates to it): the invitation page's
 * lookup and the accept, which need no bearer (the token is the proof) and count a wrong token
 * against the client's address. The accept's complete records its audit entry as the invitee.
 */
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import {
  ALL_LANGUAGES,
  INVITE_GUESS_LIMIT,
  InviteTokenSchema,
  STAFF_API_MESSAGES as M,
  STAFF_MESSAGES,
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  type AuditActor,
  type Invitation,
} from '../contract/index.js';
import { staffPasswordProblem } from '../contract/staff-password.js';
import type { StaffInviteDoc } from '../data/staff-invites-repository.js';
import { toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, ConflictError, GoneError, NotFoundError, TooManyRequestsError } from '../errors.js';
import { mayStillGrant } from './staff-decisions.js';
import { codeOf, hashOf, ignoreMissingUser, languageNamesOf, requireAuth, type RunAsActor, type StaffServiceDeps } from './staff-support.js';

/** How long one accept holds its invitation (creating the Auth user takes well under a second). */
const CLAIM_MS = 60_000;

export class InvitationAcceptance {
  constructor(private readonly deps: StaffServiceDeps) {}

  /** What the invitation page shows; no bearer: the token is the proof. */
  async invitation(token: string, clientAddress: string): Promise<Invitation> {
    const invite = await this.guarded(token, clientAddress);
    assertUsable(invite, this.deps.clock.now());
    if (!mayStillGrant(await this.deps.repos.staff.get(invite.invitedBy.uid), invite)) throw new GoneError(M.inviterCannotGrant, 'token', 'inviter cannot grant');
    const names = await languageNamesOf(this.deps.languages);
    return {
      email: invite.email,
      role: invite.role,
      languageIds: invite.languageIds,
      languageNames: invite.languageIds === ALL_LANGUAGES ? ['every language'] : invite.languageIds.map((id) => names.get(id) ?? `language ${id}`),
      invitedBy: { name: invite.invitedBy.name, email: invite.invitedBy.email },
      expiresAt: toIsoRequired(invite.expiresAt),
    };
  }

  /**
   * Creates the Auth user and the staff document, once: the invitation is claimed in a transaction,
   * the Auth user made (with the uid chosen at invitation, so an accept interrupted after this step
   * can be finished by the next), then the staff document and "accepted" in one more transaction.
   */
  async accept(token: string, body: AcceptInviteRequest, clientAddress: string, asActor: RunAsActor = (_actor, fn) => fn()): Promise<AcceptInviteResponse> {
    const auth = requireAuth(this.deps.auth);
    const found = await this.guarded(token, clientAddress);
    // A used, withdrawn or expired link says so first: no password would help it.
    assertUsable(found, this.deps.clock.now());
    // The body's schema checked the password without the email, which only the invitation knows.
    const weak = staffPasswordProblem(body.password, { email: found.email, name: body.name });
    if (weak) throw new BadRequestError(`Invalid body parameter 'password': ${weak}`, 'password', weak);
    const now = this.deps.clock.now();
    const nonce = randomUUID();
    const invite = await this.deps.repos.staffInvites.claim(
      hashOf(token),
      nonce,
      new Date(now.getTime() + CLAIM_MS),
      (found, staffWithEmail, inviter) => {
        assertUsable(found, now);
        // The inviter, as read here, must still be allowed to grant it (suspended, removed or
        // narrowed inviters' invitations are withdrawn when that happens; this is the second lock).
        if (!mayStillGrant(inviter, found)) throw new GoneError(M.inviterCannotGrant, 'token', 'inviter cannot grant');
        if (found!.claim && found!.claim.until.toMillis() > now.getTime()) throw new ConflictError(M.inviteBusy, 'token', 'being accepted');
        if (staffWithEmail) throw new ConflictError(STAFF_MESSAGES.emailInUse, 'email', 'already staff');
      },
      this.deps.repos.staff,
    );
    try {
      await this.authUserFor(auth, invite, body);
    } catch (err) {
      await this.deps.repos.staffInvites.release(invite.id, nonce);
      throw err;
    }
    const person = { uid: invite.pendingUid, email: invite.email, name: body.name, role: invite.role, languageIds: invite.languageIds, status: 'active' as const, invitedBy: invite.invitedBy.uid };
    // The invitee is the actor of the change that makes them staff (the invitation was the inviter's).
    const actor: AuditActor = { kind: 'staff', id: person.uid, email: person.email, name: person.name, role: person.role, languageIds: person.languageIds };
    const completed = await asActor(actor, () => this.deps.repos.staffInvites.complete(invite.id, nonce, person, this.deps.clock.now(), this.deps.repos.staff, mayStillGrant));
    if ('refused' in completed) {
      const refused = completed.refused;
      if (refused === 'revoked' || refused === 'inviter') {
        // Withdrawn while this accept made the Auth user: nobody will use that uid (best effort;
        // left behind, it has no staff document and is refused as not staff).
        await ignoreMissingUser(auth.deleteUser(invite.pendingUid)).catch(() => undefined);
        throw refused === 'revoked' ? new GoneError(M.inviteRevoked, 'token', 'revoked') : new GoneError(M.inviterCannotGrant, 'token', 'inviter cannot grant');
      }
      throw new GoneError(M.inviteUsed, 'token', 'used');
    }
    const created = completed.created;
    return { uid: created.uid, email: created.email, name: created.name, role: created.role, languageIds: created.languageIds };
  }

  /** The invitation's Auth user: created with its uid, or (an earlier accept was interrupted) that user updated. */
  private async authUserFor(auth: Auth, invite: StaffInviteDoc, body: AcceptInviteRequest): Promise<void> {
    const existing = await auth.getUserByEmail(invite.email).catch((err: unknown) => {
      if (codeOf(err) === 'auth/user-not-found') return null;
      throw err;
    });
    try {
      if (!existing) {
        await auth.createUser({ uid: invite.pendingUid, email: invite.email, password: body.password, displayName: body.name, emailVerified: true });
      } else if (existing.uid === invite.pendingUid) {
        await auth.updateUser(existing.uid, { password: body.password, displayName: body.name, disabled: false });
      } else {
        throw new ConflictError(M.invitedAccountInUse, 'email', 'account exists');
      }
    } catch (err) {
      const code = codeOf(err);
      // Our rule is stricter than Firebase's own; a project password policy could still refuse.
      if (code === 'auth/invalid-password') {
        const detail = M.passwordRefusedByAuth(err instanceof Error ? err.message : String(err));
        throw new BadRequestError(`Invalid body parameter 'password': ${detail}`, 'password', detail);
      }
      if (code === 'auth/email-already-exists') throw new ConflictError(M.invitedAccountInUse, 'email', 'account exists');
      throw err;
    }
  }

  /**
   * The invitation of a token, counting a wrong one against the client's address (20 in 10 minutes,
   * then 429). The lookup is by the token's SHA-256, so its time says nothing about how close a guess was.
   */
  private async guarded(token: string, clientAddress: string): Promise<StaffInviteDoc> {
    const attempts = this.deps.repos.loginAttempts;
    const limit = { max: INVITE_GUESS_LIMIT.maxFailures, windowMs: INVITE_GUESS_LIMIT.windowMinutes * 60_000 };
    const reserved = await attempts.reserve([{ key: `invite-token:${clientAddress}`, limit }], this.deps.clock.now());
    if (!reserved.allowed) {
      const seconds = Math.max(1, Math.ceil(reserved.retryAfterMs / 1000));
      throw new TooManyRequestsError(M.tooManyGuesses(Math.ceil(seconds / 60)), seconds);
    }
    const invite = InviteTokenSchema.safeParse(token).success ? await this.deps.repos.staffInvites.findByTokenHash(hashOf(token)) : null;
    if (!invite) throw new NotFoundError(M.inviteNotFound, 'token', 'unknown');
    await attempts.release(reserved.reservations);
    return invite;
  }
}

function assertUsable(invite: StaffInviteDoc | null, now: Date): asserts invite is StaffInviteDoc {
  if (!invite) throw new NotFoundError(M.inviteNotFound, 'token', 'unknown');
  if (invite.status === 'accepted') throw new GoneError(M.inviteUsed, 'token', 'used');
  if (invite.status === 'revoked') throw new GoneError(M.inviteRevoked, 'token', 'revoked');
  if (invite.expiresAt.toMillis() <= now.getTime()) throw new GoneError(M.inviteExpired, 'token', 'expired');
}
