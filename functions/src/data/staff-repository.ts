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

  async get(uid: string): Promise<StaffDoc | null> {
    const snap = await this.cols.staff.doc(uid).get();
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
   * `{from, to}`); null when there is no such person. Asking for what already is writes nothing.
   */
  async update(uid: string, changes: Partial<Pick<StaffDoc, 'role' | 'languageIds' | 'status'>>, now: Date): Promise<StaffDoc | null> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staff.doc(uid);
      const doc = (await tx.get(ref)).data() as StaffDoc | undefined;
      if (!doc) return null;
      const fields = Object.keys(changes) as (keyof typeof changes)[];
      if (fields.every((f) => JSON.stringify(doc[f]) === JSON.stringify(changes[f]))) return doc;
      const updatedAt = Timestamp.fromDate(now);
      const next = { ...doc, ...changes, updatedAt };
      tx.update(ref, { ...changes, updatedAt });
      recordIn(this.db, tx, { action: 'staff.update', target: staffAuditTarget(doc), changes: changesBetween(doc, next, ['role', 'languageIds', 'status']) });
      return next;
    });
  }

  /** Removes a person's staff document, with its audit entry (`staff.remove`: who they were); false when there was none. */
  async remove(uid: string): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.cols.staff.doc(uid);
      const doc = (await tx.get(ref)).data() as StaffDoc | undefined;
      if (!doc) return false;
      tx.delete(ref);
      recordIn(this.db, tx, { action: 'staff.remove', target: staffAuditTarget(doc), changes: changesBetween(doc, null, STAFF_AUDIT_FIELDS) });
      return true;
    });
  }

  /**
   * Hands ownership from `fromUid` (who must still be the owner) to `toUid` (who must be an active
   * administrator), in one transaction: there is exactly one owner before and after.
   */
  async transferOwnership(fromUid: string, toUid: string, now: Date): Promise<'done' | 'not-owner' | 'no-target' | 'target-not-active-admin'> {
    return this.db.runTransaction(async (tx) => {
      const fromRef = this.cols.staff.doc(fromUid);
      const toRef = this.cols.staff.doc(toUid);
      const [from, to] = (await tx.getAll(fromRef, toRef)).map((s) => s.data() as StaffDoc | undefined);
      if (from?.role !== 'owner') return 'not-owner';
      if (!to) return 'no-target';
      if (to.role !== 'administrator' || to.status !== 'active') return 'target-not-active-admin';
      const updatedAt = Timestamp.fromDate(now);
      tx.update(toRef, { role: 'owner', languageIds: '*', updatedAt });
      tx.update(fromRef, { role: 'administrator', languageIds: '*', updatedAt });
      // One entry for the hand-over: its target is the new owner; `owner` names both people.
      recordIn(this.db, tx, {
        action: 'staff.transferOwnership',
        target: staffAuditTarget(to),
        changes: { role: { from: to.role, to: 'owner' }, owner: { from: fromUid, to: toUid } },
      });
      return 'done';
    });
  }
}
