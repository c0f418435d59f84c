/**
 * Administrator sign-in attempts per key (e.g. an email with a client address) in fixed windows, kept in
 * Firestore so every instance of the function sees the same counts. Document ids are hashes: no
 * email or address is stored in clear. `expireAt` lets a Firestore TTL policy remove stale windows.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type CollectionReference, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type LoginAttemptsDoc } from './documents.js';
import { inDocumentLanes } from './hot-documents.js';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** One counted attempt; releasing it later only touches the window it was counted in. */
export interface AttemptReservation {
  docId: string;
  windowStartMs: number;
}

/** One key and the limit it is held to. */
export interface AttemptKey {
  key: string;
  limit: AttemptLimit;
}

export type ReserveResult = { allowed: true; reservations: AttemptReservation[] } | { allowed: false; retryAfterMs: number };

/** Calls for the same keys waiting to be decided together: their times, and the results in that order. */
interface ReserveBatch {
  times: number[];
  results: Promise<ReserveResult[]>;
}

export class LoginAttemptsRepository {
  private readonly col;
  /** The batch of each key set that has not started its transaction yet. */
  private readonly forming = new Map<string, ReserveBatch>();

  /** `col`: another collection of windows (the external API's per-key rate limits use the same counting). */
  constructor(
    private readonly db: Firestore,
    col?: CollectionReference,
  ) {
    this.col = col ?? collections(db).loginAttempts;
  }

  /**
   * Counts one attempt against every key, unless one of them has already reached its limit in its
   * current window. Counting before the password is checked (and releasing the attempt when it
   * succeeds) keeps a burst of parallel guesses within the limit.
   *
   * A window is a hot document: a burst of sign-ins or of one key's API calls counts on it. In this
   * process, calls for the same keys that arrive while one transaction on them runs wait for it
   * together and are then decided in one transaction, in the order they came (the first ones
   * allowed until the limit, the rest refused), and transactions on one window take turns
   * (hot-documents.ts): 100 calls at once cost a few transactions, never lock time-outs.
   */
  async reserve(keys: AttemptKey[], now: Date): Promise<ReserveResult> {
    const refs = keys.map((k) => this.col.doc(docIdOf(k.key)));
    const signature = JSON.stringify(keys.map((k, i) => [refs[i]!.id, k.limit.max, k.limit.windowMs]));
    let batch = this.forming.get(signature);
    if (!batch) {
      const formed: ReserveBatch = { times: [], results: Promise.resolve([]) };
      this.forming.set(signature, formed);
      formed.results = inDocumentLanes(
        this.db,
        refs.map((r) => r.path),
        () => {
          // From here on, new calls form the next batch.
          if (this.forming.get(signature) === formed) this.forming.delete(signature);
          return this.db.runTransaction((tx) => this.decide(tx, refs, keys, formed.times));
        },
      );
      batch = formed;
    }
    const index = batch.times.push(now.getTime()) - 1;
    return (await batch.results)[index]!;
  }

  /** Decides the calls made at `times`, in order, against the windows as stored; writes each window once. */
  private async decide(tx: Transaction, refs: DocumentReference[], keys: AttemptKey[], times: number[]): Promise<ReserveResult[]> {
    const snaps = await tx.getAll(...refs);
    const windows = snaps.map((s) => s.data() as LoginAttemptsDoc | undefined);
    const changed = new Set<number>();
    const results = times.map((nowMs): ReserveResult => {
      const current = windows.map((d) => (d && d.windowEnd.toMillis() > nowMs ? d : undefined));
      const blockedUntil = Math.max(0, ...current.map((d, i) => (d && d.count >= keys[i]!.limit.max ? d.windowEnd.toMillis() : 0)));
      if (blockedUntil > 0) return { allowed: false, retryAfterMs: blockedUntil - nowMs };
      const reservations = refs.map((ref, i) => {
        const d = current[i];
        const windowStart = d ? d.windowStart : Timestamp.fromMillis(nowMs);
        const windowEnd = d ? d.windowEnd : Timestamp.fromMillis(nowMs + keys[i]!.limit.windowMs);
        windows[i] = { count: (d?.count ?? 0) + 1, windowStart, windowEnd, expireAt: windowEnd };
        changed.add(i);
        return { docId: ref.id, windowStartMs: windowStart.toMillis() };
      });
      return { allowed: true, reservations };
    });
    for (const i of changed) tx.set(refs[i]!, windows[i]!);
    return results;
  }

  /** Takes back attempts that turned out not to be failures (a correct password). */
  async release(reservations: AttemptReservation[]): Promise<void> {
    if (reservations.length === 0) return;
    const refs = reservations.map((r) => this.col.doc(r.docId));
    await inDocumentLanes(this.db, refs.map((r) => r.path), () => this.db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...refs);
      snaps.forEach((snap, i) => {
        const d = snap.data() as LoginAttemptsDoc | undefined;
        if (!d || d.windowStart.toMillis() !== reservations[i]!.windowStartMs) return;
        if (d.count <= 1) tx.delete(snap.ref);
        else tx.update(snap.ref, { count: d.count - 1 });
      });
    }));
  }
}

function docIdOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
