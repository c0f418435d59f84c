/**
 * staff/{uid}: one document per person, the source of truth for role, languages and status (issue 29,
 * DESIGN.md). Read on every authorised console request; custom claims never grant anything.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { AuditTarget, LanguageScope, StaffRole, StaffStatus } from '../contract/index.js';
import { changesBetween, recordIn } from './audit-log.js';
import { collections } from './documents.js';

export interface StaffDoc {
  uid: string;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  languageIds: LanguageScope;
  status: StaffStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The last authorised request, written at most every few minutes. */
  lastSeenAt: Timestamp | null;
  /** The uid of who invited them; null for the first owner and for upgraded administrators. */
  invitedBy: string | null;
  /**
   * Sessions signed in before this (a whole second, as Firebase counts revocation) are refused:
   * set when the person is suspended, so a session of theirs stays refused once reactivated, at
   * every instance at once (the Auth check is not made on every call: admin-auth-service.ts).
   */
  sessionsValidAfter?: Timestamp;
}

export type NewStaff = Omit<StaffDoc, 'createdAt' | 'updatedAt' | 'lastSeenAt'>;

/** A person as an audit entry's target. */
export function staffAuditTarget(person: Pick<StaffDoc, 'uid' | 'name' | 'email'>): AuditTarget {
  return { type: 'staff', id: person.uid, title: person.name || person.email };
}

/** The fields of a person an audit entry shows (small, never a secret). */
export const STAFF_AUDIT_FIELDS = ['email', 'name', 'role', 'languageIds', 'status'] as const satisfies readonly (keyof StaffDoc)[];

export class StaffRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async get(uid: string, tx?: Transaction): Promise<StaffDoc | null> {
    const ref = this.cols.staff.doc(uid);
    const snap = tx ? await tx.get(ref) : await ref.get();
    return snap.exists ? (snap.data() as StaffDoc) : null;
  }

  async list(): Promise<StaffDoc[]> {
    const snap = await this.cols.staff.orderBy('createdAt').get();
    return snap.docs.map((d) => d.data() as StaffDoc);
  }

  async findByEmail(email: string, tx?: Transaction): Promise<StaffDoc | null> {
    const q = this.cols.staff.where('email', '==', email.toLowerCase()).limit(1);
    const snap = tx ? await tx.get(q) : await q.get();
    return snap.empty ? null : (snap.docs[0]!.data() as StaffDoc);
  }

  async findOwner(tx?: Transaction): Promise<StaffDoc | null> {
    const q = this.cols.staff.where('role', '==', 'owner').limit(1);
    const snap = tx ? await tx.get(q) : await q.get();
    return snap.empty ? null : (snap.docs[0]!.data() as StaffDoc);
  }

  /** Writes a new person inside `tx` (the caller checked that nobody has the uid or email). */
  createIn(tx: Transaction, input: NewStaff, now: Date): StaffDoc {
    const at = Timestamp.fromDate(now);
    const doc: StaffDoc = { ...input, email: input.email.toLowerCase(), createdAt: at, updatedAt: at, lastSeenAt: null };
    tx.create(this.cols.staff.doc(input.uid), doc);
    return doc;
  }

  /**
   * The staff document of an administrator who signed in before roles existed (custom claim
   * `admin: true`, no document): the first becomes the owner, later ones administrators. Once.
   */
  async adoptLegacyAdministrator(identity: { uid: string; email: string; name: string }, now: Date): Promise<StaffDoc> {
    return this.enrolAdministrator(identity, now);
  }

  /**
   * Gives someone made administrator outside the console (the local host's seeded account,
   * `npm run create-admin`) their staff document if they have none: the owner when there is no
   * owner yet, else an administrator. An existing document is left as it is (never demoted).
   */
  async enrolAdministrator(identity: { uid: string; email: string; name: string }, now: Date): Promise<StaffDoc> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staff.doc(identity.uid);
      const existing = await tx.get(ref);
      if (existing.exists) return existing.data() as StaffDoc;
      const owner = await this.findOwner(tx);
      return this.createIn(tx, { ...identity, role: owner ? 'administrator' : 'owner', languageIds: '*', status: 'active', invitedBy: null }, now);
    });
  }

  async touchLastSeen(uid: string, now: Date): Promise<void> {
    await this.cols.staff.doc(uid).update({ lastSeenAt: Timestamp.fromDate(now) });
  }

  /**
   * Changes a person's role, languages or status, with its audit entry (`staff.update`, each field
   * `{from, to}`), deciding on the actor's and the person's documents as this transaction reads
   * them (`rules.decide` throws its refusal); null when there is no such person. Asking for what
   * already is writes nothing. The person's open invitations they may no longer grant are withdrawn
   * in the same transaction.
   */
  async update(
    actorUid: string,
    uid: string,
    changesOf: (person: StaffDoc) => Partial<Pick<StaffDoc, 'role' | 'languageIds' | 'status'>>,
    rules: StaffChangeRules,
    now: Date,
  ): Promise<{ before: StaffDoc; after: StaffDoc; invitesLeft: boolean } | null> {
    return this.db.runTransaction(async (tx) => {
      const { actor, person, invites } = await this.readForChange(tx, actorUid, uid, rules);
      rules.decide(actor, person);
      if (!person) return null;
      const changes = changesOf(person);
      const fields = Object.keys(changes) as (keyof typeof changes)[];
      if (fields.every((f) => JSON.stringify(person[f]) === JSON.stringify(changes[f]))) return { before: person, after: person, invitesLeft: false };
      const updatedAt = Timestamp.fromDate(now);
      const suspending = changes.status === 'suspended' && person.status !== 'suspended';
      // Compared with the sign-in times Auth writes in tokens, on its clock: the machine's, as the
      // Admin SDK's revokeRefreshTokens takes it, never the services' (a test's may be days ahead).
      const revoked = suspending ? { sessionsValidAfter: Timestamp.fromMillis(Math.floor(Date.now() / 1000) * 1000) } : {};
      const next = { ...person, ...changes, ...revoked, updatedAt };
      tx.update(this.cols.staff.doc(uid), { ...changes, ...revoked, updatedAt });
      recordIn(this.db, tx, { action: 'staff.update', target: staffAuditTarget(person), changes: changesBetween(person, next, ['role', 'languageIds', 'status']) });
      invites!.revokeIn(tx, invites!.open.filter((i) => !rules.mayStillGrant(next, i)), now);
      return { before: person, after: next, invitesLeft: invites!.more };
    });
  }

  /**
   * Removes a person's staff document, with its audit entry (`staff.remove`: who they were), and
   * withdraws their open invitations, deciding as `update` does; null when there was none.
   */
  async remove(actorUid: string, uid: string, rules: StaffChangeRules, now: Date): Promise<{ removed: StaffDoc; invitesLeft: boolean } | null> {
    return this.db.runTransaction(async (tx) => {
      const { actor, person, invites } = await this.readForChange(tx, actorUid, uid, rules);
      rules.decide(actor, person);
      if (!person) return null;
      tx.delete(this.cols.staff.doc(uid));
      recordIn(this.db, tx, { action: 'staff.remove', target: staffAuditTarget(person), changes: changesBetween(person, null, STAFF_AUDIT_FIELDS) });
      invites!.revokeIn(tx, invites!.open, now);
      return { removed: person, invitesLeft: invites!.more };
    });
  }

  /**
   * Hands ownership from `fromUid` (who must still be the owner: `rules.decide`) to `toUid` (who
   * must be an active administrator), in one transaction: there is exactly one owner before and after.
   */
  async transferOwnership(fromUid: string, toUid: string, rules: StaffChangeRules, now: Date): Promise<'done' | 'no-target' | 'target-not-active-admin'> {
    return this.db.runTransaction(async (tx) => {
      // The old owner becomes an administrator, who may grant all an owner may: no invitation to withdraw.
      const { actor: from, person: to } = await this.readForChange(tx, fromUid, toUid, rules, false);
      rules.decide(from, to);
      if (!to) return 'no-target';
      if (to.role !== 'administrator' || to.status !== 'active') return 'target-not-active-admin';
      const updatedAt = Timestamp.fromDate(now);
      tx.update(this.cols.staff.doc(toUid), { role: 'owner', languageIds: '*', updatedAt });
      tx.update(this.cols.staff.doc(fromUid), { role: 'administrator', languageIds: '*', updatedAt });
      // One entry for the hand-over: its target is the new owner; `owner` names both people.
      recordIn(this.db, tx, {
        action: 'staff.transferOwnership',
        target: staffAuditTarget(to),
        changes: { role: { from: to.role, to: 'owner' }, owner: { from: fromUid, to: toUid } },
      });
      return 'done';
    });
  }

  /** Every read a person's change decides on, before any write (Firestore: reads first in a transaction). */
  private async readForChange(tx: Transaction, actorUid: string, uid: string, rules: StaffChangeRules, withInvites = true) {
    const refs = actorUid === uid ? [this.cols.staff.doc(uid)] : [this.cols.staff.doc(actorUid), this.cols.staff.doc(uid)];
    const docs = (await tx.getAll(...refs)).map((s) => (s.exists ? (s.data() as StaffDoc) : null));
    const [actor, person] = [docs[0], docs.at(-1)];
    const invites = withInvites ? await rules.invites.openIn(tx, uid) : null;
    return { actor: actor ?? null, person: person ?? null, invites };
  }
}

/** An open invitation as a person's change sees it: what it grants. */
export interface OpenInvite {
  id: string;
  email: string;
  role: StaffRole;
  languageIds: LanguageScope;
}

/** The open invitations a person made, read in a change's transaction, and how to withdraw some of them in it. */
export interface OpenInvitesRead {
  open: OpenInvite[];
  /** The read was cut at its bound: more may remain (the service withdraws them after, in further transactions). */
  more: boolean;
  /** Withdraws `invites` in `tx` (after every read), each with its audit entry. */
  revokeIn(tx: Transaction, invites: OpenInvite[], now: Date): void;
}

/**
 * What a person's change decides on inside its transaction (services/staff-service.ts gives the
 * policy): whether the actor may still do it to the person as read there, and which of the
 * person's open invitations they may still grant once changed.
 */
export interface StaffChangeRules {
  /** Throws the refusal (actor or person null: no such staff document). */
  decide(actor: StaffDoc | null, person: StaffDoc | null): void;
  mayStillGrant(inviter: StaffDoc | null, invite: OpenInvite): boolean;
  /** Reads the open invitations `inviterUid` made (StaffInvitesRepository.openByInviterIn). */
  invites: { openIn(tx: Transaction, inviterUid: string): Promise<OpenInvitesRead> };
}
