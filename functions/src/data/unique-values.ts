/**
 * A field whose value must be unique in its collection (an article's slug, a language's code),
 * kept unique under concurrency. Each value has a claim document, `{claims}/{value}` = `{id}` of
 * the document that has the value, read and written in the same transaction as that document:
 * every transaction that wants one value reads and writes that one claim document, so Firestore
 * serialises them (a blind write would not conflict in optimistic mode, hence the read), and the
 * later one, retried, sees the earlier one's commit. Claims are freed when the value is given up
 * (delete, change), in the same transaction.
 *
 * Who has a value is then answered by a query on the field, in the same transaction, rather than
 * by the claim alone. Documents stored before claims existed (a DATA_DIR snapshot of an older
 * version, a deployed database, or an older instance still serving during a rollout) have no
 * claim, and the query finds them. A backfill would need a migration run in order with the deploy
 * and would still miss what older instances write meanwhile; the query costs one indexed equality
 * read per create or change of the value. It also means a claim left behind by a change made
 * outside these repositories (say a document deleted by hand) does not block its value forever:
 * it is overwritten by the next holder. Once every database has claims, the claim could decide alone.
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
    const [, found] = await Promise.all([tx.get(this.claims.doc(value)), tx.get(this.holders.where(this.field, '==', value).limit(1))]);
    return found.empty ? null : Number(found.docs[0]!.id);
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
