/**
 * Impressions and clicks as browsers report them, and the decision whether each one counts.
 *
 * Two steps, so that the reader's request costs one write and replays cost nothing:
 *  1. `claim`: the request creates `adEvents/{id}`, whose id is a hash of (kind, ad, visitor,
 *     30-minute window). Firestore's create is atomic: of any number of concurrent replays in one
 *     window exactly one succeeds, and the others are refused before anything is counted.
 *  2. `count`: the `onAdEventCreated` trigger runs a transaction on the event, the visitor's
 *     last counted time and the address window. It counts the event only when the visitor was not
 *     counted for this ad within 30 minutes either side (windows are fixed, the rule is not) and
 *     the client address has not reached its limit, then marks the event, so a redelivered
 *     trigger counts nothing twice.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { AdsRepository } from './ads-repository.js';
import { collections } from './documents.js';
import { inDocumentLanes } from './hot-documents.js';
import type { AdAddressWindowDoc, AdEventDoc, AdEventState, AdVisitorMarkDoc } from './ad-documents.js';
import { SHARDS } from './sharded-counter.js';

export type NewAdEvent = Omit<AdEventDoc, 'state'>;

export interface CountingRules {
  /** A visitor counts at most once per ad and kind in this span. */
  repeatWindowMs: number;
  /** Visitors counted per address document (one ad, kind, address and window). */
  perAddressLimit: number;
  /** The site-day (YYYY-MM-DD in the site's reporting time zone) of an instant: the key of per-day counts. */
  dayOf(at: number): string;
}

/** ALREADY_EXISTS: the document a create names is there already. */
const ALREADY_EXISTS = 6;
const DAY_MS = 86_400_000;

export class AdEventsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Records an event under its id; 'repeat' when that id (same visitor, ad, kind and window) exists. */
  async claim(id: string, event: NewAdEvent): Promise<'claimed' | 'repeat'> {
    const doc: AdEventDoc = { ...event, state: 'pending' };
    try {
      await this.cols.adEvents.doc(id).create(doc);
      return 'claimed';
    } catch (err) {
      if ((err as { code?: unknown }).code === ALREADY_EXISTS) return 'repeat';
      throw err;
    }
  }

  async get(id: string): Promise<AdEventDoc | null> {
    const snap = await this.cols.adEvents.doc(id).get();
    return snap.exists ? (snap.data() as AdEventDoc) : null;
  }

  /**
   * Decides and records whether a pending event counts (see the module comment). Returns its
   * state, or null when the event does not exist. `adExists` is read before: an event of an ad
   * deleted meanwhile is not counted.
   */
  async count(id: string, rules: CountingRules, adExists: (adId: number) => Promise<boolean>): Promise<AdEventState | null> {
    const eventRef = this.cols.adEvents.doc(id);
    const first = await eventRef.get();
    if (!first.exists) return null;
    const pending = first.data() as AdEventDoc;
    if (pending.state !== 'pending') return pending.state;
    const exists = await adExists(pending.adId);

    const markRef = this.cols.adVisitorMarks.doc(pending.visitorKey);
    const windowRef = this.cols.adAddressWindows.doc(pending.addressKey);
    // The address window is hot when many readers behind one address (an office, a mobile
    // carrier's NAT) see an ad at once: this process's counts on it take turns (hot-documents.ts).
    return inDocumentLanes(this.db, [markRef.path, windowRef.path], () => this.db.runTransaction(async (tx) => {
      const [eventSnap, markSnap, windowSnap] = await tx.getAll(eventRef, markRef, windowRef);
      const event = eventSnap!.data() as AdEventDoc | undefined;
      if (!event) return null;
      if (event.state !== 'pending') return event.state;
      const at = event.at.toMillis();
      const mark = markSnap!.data() as AdVisitorMarkDoc | undefined;
      const counted = (windowSnap!.data() as AdAddressWindowDoc | undefined)?.count ?? 0;

      let state: AdEventState;
      if (!exists) state = 'ad-gone';
      else if (mark && Math.abs(mark.lastCountedAt.toMillis() - at) < rules.repeatWindowMs) state = 'repeat';
      else if (counted >= rules.perAddressLimit) state = 'over-address-limit';
      else {
        state = 'counted';
        const field = event.kind === 'impression' ? 'impressions' : 'clicks';
        // The shard follows from the event id: spread like random, and the same for a retry.
        const shard = parseInt(id.slice(0, 8), 16) % SHARDS;
        tx.set(this.cols.adCounters(event.adId).doc(String(shard)), AdsRepository.incrementOf(field, rules.dayOf(at), event.languageId), { merge: true });
        const last = Math.max(at, mark?.lastCountedAt.toMillis() ?? 0);
        const markDoc: AdVisitorMarkDoc = { lastCountedAt: Timestamp.fromMillis(last), expireAt: Timestamp.fromMillis(last + rules.repeatWindowMs + DAY_MS) };
        tx.set(markRef, markDoc);
        const windowDoc: AdAddressWindowDoc = { count: counted + 1, expireAt: event.expireAt };
        tx.set(windowRef, windowDoc);
      }
      tx.update(eventRef, { state });
      return state;
    }));
  }
}
