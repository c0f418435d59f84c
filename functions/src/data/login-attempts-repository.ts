/**
 * Administrator sign-in attempts per key (e.g. an email with a client address) in fixed windows, kept in
 * Firestore so every instance of the function sees the same counts. Document ids are hashes: no
 * email or address is stored in clear. `expireAt` lets a Firestore TTL policy remove stale windows.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
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

export class LoginAttemptsRepository {
  private readonly col;

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
   */
  async reserve(keys: AttemptKey[], now: Date): Promise<ReserveResult> {
    const refs = keys.map((k) => this.col.doc(docIdOf(k.key)));
    const nowMs = now.getTime();
    // A window is a hot document (a burst of sign-ins or API calls counts on one): this process's
    // transactions on it take turns (hot-documents.ts), so a burst never ends in lock time-outs.
    return inDocumentLanes(this.db, refs.map((r) => r.path), () => this.db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...refs);
      const current = snaps.map((s) => {
        const d = s.data() as LoginAttemptsDoc | undefined;
        return d && d.windowEnd.toMillis() > nowMs ? d : undefined;
      });
      const blockedUntil = Math.max(0, ...current.map((d, i) => (d && d.count >= keys[i]!.limit.max ? d.windowEnd.toMillis() : 0)));
      if (blockedUntil > 0) return { allowed: false, retryAfterMs: blockedUntil - nowMs };

      const reservations = refs.map((ref, i) => {
        const d = current[i];
        const windowStart = d ? d.windowStart : Timestamp.fromMillis(nowMs);
        const windowEnd = d ? d.windowEnd : Timestamp.fromMillis(nowMs + keys[i]!.limit.windowMs);
        const next: LoginAttemptsDoc = { count: (d?.count ?? 0) + 1, windowStart, windowEnd, expireAt: windowEnd };
        tx.set(ref, next);
        return { docId: ref.id, windowStartMs: windowStart.toMillis() };
      });
      return { allowed: true, reservations };
    }));
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
