/** The stored shape of ads, their counter shards and the measurement claims (collections named in documents.ts). */
import type { Timestamp } from 'firebase-admin/firestore';
import type { AdPlacement, AdType } from '../contract/index.js';

export interface AdDoc {
  id: number;
  name: string;
  type: AdType;
  placement: AdPlacement;
  headline: string;
  text: string;
  imageUrl: string | null;
  imagePublicId: string | null;
  url: string | null;
  content: string | null;
  /**
   * The language ids it is shown in; empty means every language. Absent on ads written before
   * ads could target languages, which read as every language (no backfill needed).
   */
  languageIds?: number[];
  isActive: boolean;
  priority: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Counts of one site-day, or of one language, in one counter shard. */
export interface AdLanguageCountsDoc {
  impressions?: number;
  clicks?: number;
}

/** Counts of one site-day in one counter shard, and the day's per reader language id (`l['2']`). */
export interface AdDayCountsDoc extends AdLanguageCountsDoc {
  l?: Record<string, AdLanguageCountsDoc>;
}

/**
 * One shard of an ad's counters: totals, per site-day (`days['2025-06-01']`: the calendar day in
 * the site's reporting time zone when the event was counted, with that day's per-language counts
 * in `l`), and per reader language id over the ad's lifetime (`languages['2']`). Events reported
 * without a language are in the totals and the day only. Days counted before the site-day (issue
 * 30) are IST days with no `l`.
 */
export interface AdCounterShardDoc {
  impressions?: number;
  clicks?: number;
  days?: Record<string, AdDayCountsDoc>;
  languages?: Record<string, AdLanguageCountsDoc>;
}

export type AdEventState = 'pending' | 'counted' | 'repeat' | 'over-address-limit' | 'ad-gone';

/**
 * An impression or click as a browser reported it. The id is a hash of (kind, ad, visitor,
 * 30-minute window), so a replay in the same window cannot even create a second one; the
 * `onAdEventCreated` trigger decides whether it counts and sets `state`.
 */
export interface AdEventDoc {
  adId: number;
  kind: 'impression' | 'click';
  /** Hash of the visitor id (or of the client address when none was sent). */
  visitorKey: string;
  /** Hash of (kind, ad, client address scope, window): the address limit's document. */
  addressKey: string;
  /** The id of the language the reader saw the ad in; null (or absent, on older claims) when not reported. */
  languageId?: number | null;
  at: Timestamp;
  state: AdEventState;
  /** For a Firestore TTL policy: claims are needed only while their window can repeat. */
  expireAt: Timestamp;
}

/** The last counted event of one visitor for one ad and kind. */
export interface AdVisitorMarkDoc {
  lastCountedAt: Timestamp;
  expireAt: Timestamp;
}

/** Visitors counted in one (kind, ad, address, window). */
export interface AdAddressWindowDoc {
  count: number;
  expireAt: Timestamp;
}
