/**
 * A field whose value must be unique in its collection (an article's slug, a language's code),
 * kept unique under concurrency. Each value has a claim document, `{claims}/{value}` = `{id}` of
 * the document that has the value, read and written in the same transaction as that document:
 * every transaction that wants one value reads and writes that one claim document, so Firestore
 * serialises them (a blind write would not conflict in optimistic mode, hence the read), and the
 * later one, retried, sees the earlier one's commit. Claims are freed when the value is given up
 * (delete, change), in the same transaction.
 *
 * Who has a value: the claim's holder, when that document still has the value (a claim left behind
 * by a change made outside these repositories, say a document deleted by hand, does not block its
 * value forever); else a document found by a query on the field. Documents stored before claims
 * existed (a DATA_DIR snapshot of an older version, a deployed database, or an older instance
 * still serving during a rollout) have no claim, and the query finds them; it costs one indexed
 * equality read per create or change of the value.
 *
 * That query runs outside the transaction. A query inside one locks what it ranges over: on the
 * Cloud Firestore emulator (as production does in kind), every create in the collection then waits
 * for it, so 100 article creates at once, each with its own slug, locked each other until most
 * ended in "Transaction lock timeout". It needs no lock: a document only takes a value through
 * these repositories, which claim it, and the claim is read in the transaction; a document
 * without a claim can only give its value up, so at worst a stale answer refuses a value freed
 * that moment.
 */
import type { CollectionReference, Transaction } from 'firebase-admin/firestore';
import type { UniqueClaimDoc } from './documents.js';

export class UniqueValues {
  constructor(
    /** The claim documents, one per value. */
    private readonly claims: CollectionReference,
    /** The documents that have the field; their document id is their numeric id. */
    private readonly holders: CollectionReference,
    private readonly field: string,
  ) {}

  /** The id of the document that has `value`, or null when it is free. Reads only: call before the transaction's writes. */
  async holderOf(tx: Transaction, value: string): Promise<number | null> {
    const [claim, unclaimed] = await Promise.all([tx.get(this.claims.doc(value)), this.holders.where(this.field, '==', value).limit(1).get()]);
    const claimed = claim.exists ? (claim.data() as UniqueClaimDoc).id : null;
    if (claimed !== null && (await tx.get(this.holders.doc(String(claimed)))).get(this.field) === value) return claimed;
    return unclaimed.empty ? null : Number(unclaimed.docs[0]!.id);
  }

  /** The claim document of `value`, for a lane (hot-documents.ts) that its claimants wait in. */
  lanePath(value: string): string {
    return this.claims.doc(value).path;
  }

  /** Records that `id` has `value` (a write; `holderOf(value)` must have been read in the same transaction). */
  claim(tx: Transaction, value: string, id: number): void {
    const doc: UniqueClaimDoc = { id };
    tx.set(this.claims.doc(value), doc);
  }

  /** Frees `value`, given up by the document that had it (a write; a claim on a value is only ever its holder's). */
  release(tx: Transaction, value: string): void {
    tx.delete(this.claims.doc(value));
  }
}
