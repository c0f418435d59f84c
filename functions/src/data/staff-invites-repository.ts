/**
 * staffInvites/{id}: invitations to the staff (issue 29, docs/staff.md). Only the SHA-256 of a
 * link's token is stored; the token itself exists in the inviter's answer (and the invitation
 * email) only. Accepting is exactly once: a short claim in one transaction, the Auth user, then the
 * staff document and "accepted" in a second transaction that checks the claim is still its own.
 */
import { FieldPath, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SECRET_CHANGED, type AuditTarget, type LanguageScope, type StaffRole } from '../contract/index.js';
import { changesBetween, recordIn } from './audit-log.js';
import { collections } from './documents.js';
import { inDocumentLanes } from './hot-documents.js';
import { STAFF_AUDIT_FIELDS, staffAuditTarget, type OpenInvite, type OpenInvitesRead, type StaffDoc, type StaffRepository } from './staff-repository.js';

export type InviteStatus = 'pending' | 'accepted' | 'revoked';

/**
 * An invitation is kept this long after its link ends (expired, accepted or revoked), then
 * Firestore's TTL policy on `expireAt` deletes it: the Staff screen can resend an expired one for
 * two weeks, and a used link says why for as long. Emails of people who never joined do not stay.
 */
export const INVITE_KEPT_MS = 14 * 86_400_000;
const keptUntil = (from: Date | Timestamp) => Timestamp.fromMillis((from instanceof Date ? from.getTime() : from.toMillis()) + INVITE_KEPT_MS);

export interface StaffInviteDoc {
  id: string;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  languageIds: LanguageScope;
  /** SHA-256 (hex) of the link's token; replaced when the invitation is resent. */
  tokenHash: string;
  status: InviteStatus;
  invitedBy: { uid: string; name: string; email: string };
  /** The uid the Auth user gets, chosen up front so an accept interrupted after creating it can finish. */
  pendingUid: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  expiresAt: Timestamp;
  /** An accept under way: others wait until `until` (an interrupted one is taken over after it). */
  claim: { nonce: string; until: Timestamp } | null;
  acceptedUid: string | null;
  acceptedAt: Timestamp | null;
  /** Firestore TTL: the document is deleted after this (INVITE_KEPT_MS after the link ends). */
  expireAt: Timestamp;
}

export type NewInvite = Omit<StaffInviteDoc, 'createdAt' | 'updatedAt' | 'claim' | 'acceptedUid' | 'acceptedAt' | 'status' | 'expireAt'>;

/** A document the "Trigger Email from Firestore" extension sends (its collection is the operator's). */
export interface MailDoc {
  collection: string;
  data: { to: string; message: { subject: string; text: string; html: string } };
}

/**
 * An invitation as an audit entry's target. Its entries never hold the token, its hash or the link:
 * a resend says only that the link changed.
 */
const inviteTarget = (invite: Pick<StaffInviteDoc, 'id' | 'email'>): AuditTarget => ({ type: 'invite', id: invite.id, title: invite.email });
const INVITE_AUDIT_FIELDS = ['email', 'role', 'languageIds', 'expiresAt'] as const satisfies readonly (keyof StaffInviteDoc)[];

/**
 * How many of a person's open invitations a change to that person reads and withdraws in its own
 * transaction; any beyond (the creation limit allows 20 an hour) are withdrawn right after, in
 * transactions of this many each (`revokeUngrantable`), and an accept checks its inviter anyway.
 */
export const OPEN_INVITES_PER_TRANSACTION = 100;

/** Why the accept's last step did not make the person staff. */
export type CompleteRefusal = 'gone' | 'claim-lost' | 'revoked' | 'accepted' | 'email-in-use' | 'inviter';

export class StaffInvitesRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  newId(): string {
    return this.cols.staffInvites.doc().id;
  }

  async get(id: string): Promise<StaffInviteDoc | null> {
    const snap = await this.cols.staffInvites.doc(id).get();
    return snap.exists ? (snap.data() as StaffInviteDoc) : null;
  }

  async findByTokenHash(tokenHash: string, tx?: Transaction): Promise<StaffInviteDoc | null> {
    const q = this.cols.staffInvites.where('tokenHash', '==', tokenHash).limit(1);
    const snap = tx ? await tx.get(q) : await q.get();
    return snap.empty ? null : (snap.docs[0]!.data() as StaffInviteDoc);
  }

  /** Pending invitations (expired ones too), oldest first. Single-field query: no composite index. */
  async listPending(): Promise<StaffInviteDoc[]> {
    const snap = await this.cols.staffInvites.where('status', '==', 'pending').get();
    return snap.docs.map((d) => d.data() as StaffInviteDoc).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  }

  private async pendingFor(email: string, tx: Transaction): Promise<StaffInviteDoc | null> {
    const snap = await tx.get(this.cols.staffInvites.where('email', '==', email));
    return snap.docs.map((d) => d.data() as StaffInviteDoc).find((d) => d.status === 'pending') ?? null;
  }

  /**
   * Creates the invitation (and its email, when the operator collects them) in one transaction,
   * unless the email already belongs to staff or has a pending invitation.
   */
  async create(
    input: NewInvite,
    now: Date,
    staff: StaffRepository,
    mail: MailDoc | null,
    decide: (inviter: StaffDoc | null) => void,
  ): Promise<{ created: StaffInviteDoc } | { conflict: 'staff' | 'pending' }> {
    // Its queries (the email among staff and open invitations) lock the ranges they read, so two
    // creates in flight at once lock each other out: this instance's take turns (hot-documents.ts).
    return inDocumentLanes(this.db, [this.cols.staffInvites.path], () => this.createNow(input, now, staff, mail, decide));
  }

  private createNow(
    input: NewInvite,
    now: Date,
    staff: StaffRepository,
    mail: MailDoc | null,
    decide: (inviter: StaffDoc | null) => void,
  ): Promise<{ created: StaffInviteDoc } | { conflict: 'staff' | 'pending' }> {
    return this.db.runTransaction(async (tx) => {
      // The inviter as this transaction reads them: still staff, active, and allowed to grant this.
      decide(await staff.get(input.invitedBy.uid, tx));
      if (await staff.findByEmail(input.email, tx)) return { conflict: 'staff' as const };
      if (await this.pendingFor(input.email, tx)) return { conflict: 'pending' as const };
      const at = Timestamp.fromDate(now);
      const doc: StaffInviteDoc = { ...input, status: 'pending', createdAt: at, updatedAt: at, claim: null, acceptedUid: null, acceptedAt: null, expireAt: keptUntil(input.expiresAt) };
      tx.create(this.cols.staffInvites.doc(input.id), doc);
      if (mail) tx.create(this.db.collection(mail.collection).doc(), mail.data);
      recordIn(this.db, tx, { action: 'staff.invite', target: inviteTarget(doc), changes: changesBetween(null, doc, INVITE_AUDIT_FIELDS) });
      return { created: doc };
    });
  }

  /**
   * A new token and expiry for a pending invitation (the old link stops working); null when not
   * pending. `decide` judges the actor (as this transaction reads them) managing this invitation.
   */
  async renew(
    id: string,
    tokenHash: string,
    expiresAt: Date,
    now: Date,
    mail: (invite: StaffInviteDoc) => MailDoc | null,
    actor: { uid: string; staff: StaffRepository; decide: (actor: StaffDoc | null, invite: StaffInviteDoc | null) => void },
  ): Promise<StaffInviteDoc | null> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staffInvites.doc(id);
      const [snap, actorDoc] = await Promise.all([tx.get(ref), actor.staff.get(actor.uid, tx)]);
      const doc = snap.data() as StaffInviteDoc | undefined;
      actor.decide(actorDoc, doc ?? null);
      if (!doc || doc.status !== 'pending') return null;
      const next: StaffInviteDoc = { ...doc, tokenHash, expiresAt: Timestamp.fromDate(expiresAt), updatedAt: Timestamp.fromDate(now), expireAt: keptUntil(expiresAt) };
      tx.update(ref, { tokenHash, expiresAt: next.expiresAt, updatedAt: next.updatedAt, expireAt: next.expireAt });
      const m = mail(next);
      if (m) tx.create(this.db.collection(m.collection).doc(), m.data);
      recordIn(this.db, tx, { action: 'staff.inviteResend', target: inviteTarget(doc), changes: { ...changesBetween(doc, next, ['expiresAt']), link: SECRET_CHANGED } });
      return next;
    });
  }

  /** Withdraws a pending invitation, `decide` judging the actor as `renew`'s does; false when it is not pending. */
  async revoke(id: string, now: Date, actor: { uid: string; staff: StaffRepository; decide: (actor: StaffDoc | null, invite: StaffInviteDoc | null) => void }): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staffInvites.doc(id);
      const [snap, actorDoc] = await Promise.all([tx.get(ref), actor.staff.get(actor.uid, tx)]);
      const doc = snap.data() as StaffInviteDoc | undefined;
      actor.decide(actorDoc, doc ?? null);
      if (!doc || doc.status !== 'pending') return false;
      this.revokeIn(tx, [doc], now);
      return true;
    });
  }

  /**
   * The open invitations `inviterUid` made, read in a change's transaction (at most
   * OPEN_INVITES_PER_TRANSACTION: equality filters only, served by single-field indexes).
   */
  async openByInviterIn(tx: Transaction, inviterUid: string): Promise<OpenInvitesRead> {
    const q = this.cols.staffInvites.where('invitedBy.uid', '==', inviterUid).where('status', '==', 'pending').limit(OPEN_INVITES_PER_TRANSACTION);
    const docs = (await tx.get(q)).docs.map((d) => d.data() as StaffInviteDoc);
    return { open: docs, more: docs.length === OPEN_INVITES_PER_TRANSACTION, revokeIn: (t, invites, now) => this.revokeIn(t, invites, now) };
  }

  /**
   * Withdraws, in transactions of OPEN_INVITES_PER_TRANSACTION, the open invitations `inviterUid`
   * made that they (as each transaction reads them) may no longer grant: what a change's own
   * transaction left when they had more open than it reads. Returns how many it withdrew.
   */
  async revokeUngrantable(inviterUid: string, staff: StaffRepository, mayStillGrant: (inviter: StaffDoc | null, invite: OpenInvite) => boolean, now: Date): Promise<number> {
    let after: string | undefined;
    let revoked = 0;
    for (;;) {
      const page = await this.db.runTransaction(async (tx) => {
        let q = this.cols.staffInvites.where('invitedBy.uid', '==', inviterUid).where('status', '==', 'pending').orderBy(FieldPath.documentId()).limit(OPEN_INVITES_PER_TRANSACTION);
        if (after !== undefined) q = q.startAfter(after);
        const [inviter, snap] = await Promise.all([staff.get(inviterUid, tx), tx.get(q)]);
        const docs = snap.docs.map((d) => d.data() as StaffInviteDoc);
        const gone = docs.filter((d) => !mayStillGrant(inviter, d));
        this.revokeIn(tx, gone, now);
        return { last: docs.at(-1)?.id, full: docs.length === OPEN_INVITES_PER_TRANSACTION, gone: gone.length };
      });
      revoked += page.gone;
      if (!page.full || page.last === undefined) return revoked;
      after = page.last;
    }
  }

  /** Marks `invites` revoked in `tx`, each with its `staff.inviteRevoke` entry (as whoever the request's context names). */
  private revokeIn(tx: Transaction, invites: readonly Pick<StaffInviteDoc, 'id' | 'email'>[], now: Date): void {
    for (const invite of invites) {
      tx.update(this.cols.staffInvites.doc(invite.id), { status: 'revoked', updatedAt: Timestamp.fromDate(now), expireAt: keptUntil(now) });
      recordIn(this.db, tx, { action: 'staff.inviteRevoke', target: inviteTarget(invite), changes: { status: { from: 'pending', to: 'revoked' } } });
    }
  }

  /**
   * Claims the invitation of `tokenHash` for one accept: `check` judges the invitation (and may
   * throw its reason); the claim lasts until `until`.
   */
  async claim(
    tokenHash: string,
    nonce: string,
    until: Date,
    check: (invite: StaffInviteDoc | null, staffWithEmail: StaffDoc | null, inviter: StaffDoc | null) => void,
    staff: StaffRepository,
  ): Promise<StaffInviteDoc> {
    return this.db.runTransaction(async (tx) => {
      const invite = await this.findByTokenHash(tokenHash, tx);
      const [existing, inviter] = invite ? await Promise.all([staff.findByEmail(invite.email, tx), staff.get(invite.invitedBy.uid, tx)]) : [null, null];
      check(invite, existing, inviter);
      const claim = { nonce, until: Timestamp.fromDate(until) };
      tx.update(this.cols.staffInvites.doc(invite!.id), { claim });
      return { ...invite!, claim };
    });
  }

  /** Gives a claim up (the Auth step failed). */
  async release(id: string, nonce: string): Promise<void> {
    await this.db.runTransaction(async (tx) => {
      const ref = this.cols.staffInvites.doc(id);
      const doc = (await tx.get(ref)).data() as StaffInviteDoc | undefined;
      if (doc?.claim?.nonce === nonce) tx.update(ref, { claim: null });
    });
  }

  /**
   * The accept's last step: the staff document and "accepted", together, only while the claim is
   * still this accept's own, the invitation pending and its inviter (as read here) still allowed to
   * grant it (`inviterMayGrant`). Otherwise it answers why, writing nothing. Its audit entry
   * (`staff.accept`, target the new person) is recorded as whoever the caller's context names: the
   * invitee (services/staff-invitation-acceptance.ts runs this step as them).
   */
  async complete(
    id: string,
    nonce: string,
    person: Omit<StaffDoc, 'createdAt' | 'updatedAt' | 'lastSeenAt'>,
    now: Date,
    staff: StaffRepository,
    inviterMayGrant: (inviter: StaffDoc | null, invite: StaffInviteDoc) => boolean,
  ): Promise<{ created: StaffDoc } | { refused: CompleteRefusal }> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staffInvites.doc(id);
      const doc = (await tx.get(ref)).data() as StaffInviteDoc | undefined;
      if (!doc) return { refused: 'gone' as const };
      const [withEmail, inviter] = await Promise.all([staff.findByEmail(doc.email, tx), staff.get(doc.invitedBy.uid, tx)]);
      if (doc.status === 'revoked') return { refused: 'revoked' as const };
      if (doc.status === 'accepted') return { refused: 'accepted' as const };
      if (doc.claim?.nonce !== nonce) return { refused: 'claim-lost' as const };
      if (withEmail) return { refused: 'email-in-use' as const };
      if (!inviterMayGrant(inviter, doc)) return { refused: 'inviter' as const };
      const created = staff.createIn(tx, person, now);
      const at = Timestamp.fromDate(now);
      tx.update(ref, { status: 'accepted', acceptedUid: person.uid, acceptedAt: at, updatedAt: at, claim: null, expireAt: keptUntil(now) });
      recordIn(this.db, tx, { action: 'staff.accept', target: staffAuditTarget(created), changes: changesBetween(null, created, [...STAFF_AUDIT_FIELDS, 'invitedBy']) });
      return { created };
    });
  }
}
