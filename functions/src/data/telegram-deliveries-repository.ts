/**
 * The Telegram delivery ledger, one document per article and channel (`{articleId}_{channelId}`,
 * the idempotency key). Every change is a transaction on that one document, so concurrent
 * triggers, retried functions and the sweeper serialise on it: a delivery is created once, and
 * only the worker holding its lease talks to Telegram for it.
 */
import { recordIn, type AuditDraft } from './audit-log.js';
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { inDocumentLanes } from './hot-documents.js';
import { collections } from './documents.js';
import { heldBy, leaseFor, leaseLive } from './lease.js';
import { deliveryIdOf, type TelegramDeliveryDoc } from './telegram-documents.js';

export interface NewDelivery {
  articleId: number;
  channelId: number;
  channelName: string;
  chatId: string;
  languageId: number;
  waitUntil: Date | null;
}

export type DeliveryChanges = Partial<Omit<TelegramDeliveryDoc, 'articleId' | 'channelId' | 'createdAt'>>;

export type ClaimResult = { claimed: TelegramDeliveryDoc } | { busy: true } | { missing: true } | { answered: true };

export class TelegramDeliveriesRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  private ref(id: string) {
    return this.cols.telegramDeliveries.doc(id);
  }

  /**
   * A transaction on deliveries, in this process's lane of each (hot-documents.ts): the trigger of
   * every write, the worker's claim, lease renewals and progress, and the sweeper all write one
   * delivery, and met in Firestore at once they waited on its lock until `ABORTED: Transaction
   * lock timeout` (seen on the emulator while a 429's retry ran).
   */
  private transact<T>(refs: DocumentReference[], work: (tx: Transaction) => Promise<T>): Promise<T> {
    return inDocumentLanes(this.db, refs.map((r) => r.path), () => this.db.runTransaction(work));
  }

  async get(id: string): Promise<TelegramDeliveryDoc | null> {
    const snap = await this.ref(id).get();
    return snap.exists ? (snap.data() as TelegramDeliveryDoc) : null;
  }

  /** Every delivery of one article (one equality query). */
  async listForArticle(articleId: number): Promise<(TelegramDeliveryDoc & { id: string })[]> {
    const snap = await this.cols.telegramDeliveries.where('articleId', '==', articleId).get();
    return snap.docs.map((d) => ({ ...(d.data() as TelegramDeliveryDoc), id: d.id })).sort((a, b) => a.channelId - b.channelId);
  }

  /** Deliveries the sweeper may have to resume: queued or claimed (few at any time). */
  async listUnsettled(): Promise<(TelegramDeliveryDoc & { id: string })[]> {
    const snap = await this.cols.telegramDeliveries.where('state', 'in', ['pending', 'sending']).get();
    return snap.docs.map((d) => ({ ...(d.data() as TelegramDeliveryDoc), id: d.id }));
  }

  /**
   * Asks for a post in each channel, in one transaction: a delivery that does not exist yet is
   * created; one whose message was removed (the article was unpublished) is asked to post again;
   * one already posted or on its way is left alone (a duplicate trigger, or a second publish).
   * Returns the ids it created or re-queued.
   */
  async requestPosts(items: NewDelivery[], now: Date): Promise<string[]> {
    if (items.length === 0) return [];
    const ts = Timestamp.fromDate(now);
    const refs = items.map((i) => this.ref(deliveryIdOf(i.articleId, i.channelId)));
    return this.transact(refs, async (tx) => {
      const snaps = await tx.getAll(...refs);
      const started: string[] = [];
      items.forEach((item, i) => {
        const snap = snaps[i]!;
        const waitUntil = item.waitUntil ? Timestamp.fromDate(item.waitUntil) : null;
        if (!snap.exists) {
          const doc: TelegramDeliveryDoc = {
            ...item,
            waitUntil,
            want: 'posted',
            wantVersion: 1,
            state: 'pending',
            op: 'post',
            messageId: null,
            messageKind: null,
            postedHash: null,
            postedImageUrl: null,
            attempts: 0,
            error: null,
            errorCode: null,
            inFlight: null,
            lease: null,
            nextAttemptAt: null,
            notBefore: null,
            waitingForTranslation: false,
            createdAt: ts,
            updatedAt: ts,
            sentAt: null,
          };
          tx.create(refs[i]!, doc);
          started.push(refs[i]!.id);
          return;
        }
        const current = snap.data() as TelegramDeliveryDoc;
        // Posted or on its way (a duplicate trigger, a second publish). A `posted` wish the worker
        // found moot (the article was unpublished before anyone asked to remove it) is asked again.
        if (current.want === 'posted' && current.state !== 'removed') return;
        tx.update(refs[i]!, {
          want: 'posted',
          wantVersion: FieldValue.increment(1),
          state: 'pending',
          op: current.messageId === null ? 'post' : 'edit',
          attempts: 0,
          error: null,
          errorCode: null,
          waitUntil,
          waitingForTranslation: false,
          nextAttemptAt: null,
          updatedAt: ts,
        });
        started.push(refs[i]!.id);
      });
      return started;
    });
  }

  /**
   * Changes a delivery in a transaction when `decide` says so (null: leave it). A change that
   * sets `bump` raises `wantVersion`, which is what makes the trigger run the worker.
   */
  async change(
    id: string,
    decide: (current: TelegramDeliveryDoc) => (DeliveryChanges & { bump?: boolean }) | null,
    now: Date,
    audit?: (current: TelegramDeliveryDoc, next: TelegramDeliveryDoc) => AuditDraft,
  ): Promise<TelegramDeliveryDoc | null> {
    const ref = this.ref(id);
    return this.transact([ref], async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as TelegramDeliveryDoc;
      const decided = decide(current);
      if (!decided) return null;
      const { bump, ...changes } = decided;
      const next: TelegramDeliveryDoc = {
        ...current,
        ...changes,
        wantVersion: current.wantVersion + (bump ? 1 : 0),
        updatedAt: Timestamp.fromDate(now),
      };
      tx.set(ref, next);
      if (audit) recordIn(this.db, tx, audit(current, next));
      return next;
    });
  }

  /**
   * Takes the delivery for one worker run: refused while another run's lease holds. `prepare`
   * decides the claimed document's fields (it sees the current one, lease included).
   */
  async claim(id: string, runId: string, now: Date, leaseMs: number, prepare: (current: TelegramDeliveryDoc) => DeliveryChanges): Promise<ClaimResult> {
    const ref = this.ref(id);
    return this.transact([ref], async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return { missing: true } as const;
      const current = snap.data() as TelegramDeliveryDoc;
      if (leaseLive(current.lease, now)) return { busy: true } as const;
      // A run already answered every request (a duplicate or late event): nothing to do.
      if (current.doneVersion !== undefined && current.doneVersion >= current.wantVersion) return { answered: true } as const;
      const next: TelegramDeliveryDoc = {
        ...current,
        ...prepare(current),
        lease: leaseFor(runId, now, leaseMs),
        updatedAt: Timestamp.fromDate(now),
      };
      tx.set(ref, next);
      return { claimed: next };
    });
  }

  /** Extends the run's lease (the worker is alive); false once another run holds the delivery. */
  async renew(id: string, runId: string, now: Date, leaseMs: number): Promise<boolean> {
    return this.update(id, runId, { lease: leaseFor(runId, now, leaseMs) }, now);
  }

  /** Writes the run's progress, only while it still holds the lease; false when it does not. */
  async update(id: string, runId: string, changes: DeliveryChanges, now: Date): Promise<boolean> {
    const ref = this.ref(id);
    return this.transact([ref], async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.data() as TelegramDeliveryDoc | undefined;
      if (!current || !heldBy(current.lease, runId)) return false;
      tx.update(ref, { ...changes, updatedAt: Timestamp.fromDate(now) });
      return true;
    });
  }

  /**
   * Ends a pass of the worker: writes its outcome and gives the lease up, unless something was
   * asked since the pass began (`wantVersion` moved): then the lease is kept and the current
   * document is returned for another pass. 'lost' when another run holds the lease.
   */
  async finishPass(id: string, runId: string, seenVersion: number, changes: DeliveryChanges, now: Date): Promise<'released' | 'lost' | TelegramDeliveryDoc> {
    const ref = this.ref(id);
    return this.transact([ref], async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.data() as TelegramDeliveryDoc | undefined;
      if (!current || !heldBy(current.lease, runId)) return 'lost';
      const ts = Timestamp.fromDate(now);
      if (current.wantVersion !== seenVersion) {
        const next: TelegramDeliveryDoc = { ...current, ...changes, updatedAt: ts };
        tx.set(ref, next);
        return next;
      }
      tx.update(ref, { ...changes, lease: null, doneVersion: seenVersion, updatedAt: ts });
      return 'released';
    });
  }
}
