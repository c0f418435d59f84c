/** Ads ("Megaphones") and their impression/click counters (totals, per site-day and per language, sharded). */
import { changesBetween, recordIn } from './audit-log.js';
import { afterArticleWrite } from './change-signal.js';
import { FieldPath, FieldValue, Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { AD_MESSAGES, type AdPlacement } from '../contract/index.js';
import { BadRequestError } from '../errors.js';
import { collections } from './documents.js';
import type { AdCounterShardDoc, AdDayCountsDoc, AdDoc, AdLanguageCountsDoc } from './ad-documents.js';
import { readNextId, runIdTransaction } from './ids.js';
import { SHARDS, ShardedCounter } from './sharded-counter.js';

export type AdCounterField = 'impressions' | 'clicks';

/** What the console gives: the document but for what the server sets. */
export type NewAd = Omit<AdDoc, 'id' | 'createdAt' | 'updatedAt'>;

export type AdChanges = Partial<NewAd>;

export interface AdCount {
  impressions: number;
  clicks: number;
}

/** One site-day's counts, and the day's per reader language id (those with any count). */
export interface AdDayCount extends AdCount {
  languages: Map<number, AdCount>;
}

/** An ad's counts: totals, per requested site-day, and per reader language id (those with any count). */
export interface AdCounts extends AdCount {
  days: Record<string, AdDayCount>;
  languages: Map<number, AdCount>;
}

export class AdsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /**
   * Active ads of one placement, highest priority first (ties: newest first), whatever languages
   * they target: the caller picks a reader's. One index-backed query serves every language, and
   * an ad written before targeting existed (no `languageIds`) needs no backfill to be found.
   */
  async listActive(placement: AdPlacement): Promise<AdDoc[]> {
    const snap = await this.cols.ads
      .where('placement', '==', placement)
      .where('isActive', '==', true)
      .orderBy('priority', 'desc')
      .orderBy('createdAt', 'desc')
      .get();
    return snap.docs.map((d) => d.data() as AdDoc);
  }

  /** Every ad, or those of one placement, newest first (the console's list). */
  async listAll(placement?: AdPlacement): Promise<AdDoc[]> {
    let query: Query = this.cols.ads;
    if (placement) query = query.where('placement', '==', placement);
    const snap = await query.orderBy('createdAt', 'desc').get();
    return snap.docs.map((d) => d.data() as AdDoc);
  }

  async getById(id: number): Promise<AdDoc | null> {
    const snap = await this.cols.ads.doc(String(id)).get();
    return snap.exists ? (snap.data() as AdDoc) : null;
  }

  /**
   * Creates the ad with an id taken in the same transaction (a failed create burns no id). The
   * languages it targets are read in that transaction: one deleted meanwhile is refused (a 400), and
   * a language's delete, which looks for ads targeting it in its own, cannot slip between.
   */
  async create(input: NewAd, now: Date): Promise<AdDoc> {
    const ts = Timestamp.fromDate(now);
    // Pages keep the ads they show a while (change-signal.ts): a write here drops them at once.
    return afterArticleWrite(runIdTransaction(this.db, async (tx) => {
      await this.requireLanguages(tx, input.languageIds ?? []);
      const next = await readNextId(tx, this.db, 'ads');
      const doc: AdDoc = { id: next.id, ...input, createdAt: ts, updatedAt: ts };
      next.take();
      tx.create(this.cols.ads.doc(String(next.id)), doc);
      recordIn(this.db, tx, { action: 'ad.create', target: adTarget(doc), changes: changesBetween(null, doc, AUDITED_AD_FIELDS) });
      return doc;
    }));
  }

  /**
   * Applies `decide(current)` (which may throw to refuse, and may run more than once) in one
   * transaction. Null when the ad does not exist.
   */
  async update(id: number, decide: (current: AdDoc) => AdChanges, now: Date): Promise<AdDoc | null> {
    const ref = this.cols.ads.doc(String(id));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const changes = decide(snap.data() as AdDoc);
      if (changes.languageIds) await this.requireLanguages(tx, changes.languageIds);
      const next: AdDoc = { ...(snap.data() as AdDoc), ...changes, updatedAt: Timestamp.fromDate(now) };
      tx.set(ref, next);
      recordIn(this.db, tx, { action: 'ad.update', target: adTarget(next), changes: changesBetween(snap.data() as AdDoc, next, AUDITED_AD_FIELDS) });
      return next;
    }));
  }

  /** Refuses (400, naming them) language ids with no language document, read in the transaction. */
  private async requireLanguages(tx: Transaction, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const snaps = await tx.getAll(...ids.map((id) => this.cols.languages.doc(String(id))));
    const missing = ids.filter((_, i) => !snaps[i]!.exists);
    if (missing.length === 0) return;
    const reason = AD_MESSAGES.unknownLanguages(missing);
    throw new BadRequestError(`Invalid body parameter 'languageIds': ${reason}`, 'languageIds', reason);
  }

  /** Deletes the ad and its counters together; false when it does not exist. */
  async delete(id: number): Promise<boolean> {
    const ref = this.cols.ads.doc(String(id));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      recordIn(this.db, tx, { action: 'ad.delete', target: adTarget(snap.data() as AdDoc), changes: { isActive: { from: (snap.data() as AdDoc).isActive, to: null } } });
      for (let shard = 0; shard < SHARDS; shard++) tx.delete(this.cols.adCounters(id).doc(String(shard)));
      return true;
    }));
  }

  counters(adId: number): ShardedCounter<AdCounterField> {
    return new ShardedCounter(this.cols.adCounters(adId), ['impressions', 'clicks'] as const);
  }

  /**
   * The counts of many ads, totals and the given days, in one batched read of their counter shards
   * (no query per ad). Only the fields asked for are read: `days` grows by a key a day.
   */
  async countsOf(adIds: number[], days: string[]): Promise<Map<number, AdCounts>> {
    const result = new Map<number, AdCounts>(adIds.map((id) => [id, emptyCounts(days)]));
    if (adIds.length === 0) return result;
    const refs = adIds.flatMap((id) => Array.from({ length: SHARDS }, (_, shard) => this.cols.adCounters(id).doc(String(shard))));
    const fieldMask = ['impressions', 'clicks', 'languages', ...days.map((d) => new FieldPath('days', d))];
    const snaps = await this.db.getAll(...refs, { fieldMask });
    snaps.forEach((snap, i) => {
      if (!snap.exists) return;
      const counts = result.get(adIds[Math.floor(i / SHARDS)]!)!;
      const shard = snap.data() as AdCounterShardDoc;
      counts.impressions += shard.impressions ?? 0;
      counts.clicks += shard.clicks ?? 0;
      for (const day of days) {
        const into = counts.days[day]!;
        const stored = shard.days?.[day];
        into.impressions += stored?.impressions ?? 0;
        into.clicks += stored?.clicks ?? 0;
        addLanguages(into.languages, stored?.l);
      }
      addLanguages(counts.languages, shard.languages);
    });
    return result;
  }

  /** Sets an ad's starting counts, totals, per site-day (with its languages in `l`) and per language id (demo content): all in shard 0. */
  async seedCounts(
    adId: number,
    totals: Record<AdCounterField, number>,
    days: Record<string, AdDayCountsDoc>,
    languages: Record<string, Record<AdCounterField, number>> = {},
  ): Promise<void> {
    await this.counters(adId).reset(totals);
    await this.cols.adCounters(adId).doc('0').set({ days, languages }, { merge: true });
  }

  /**
   * One counted event, as one write for a transaction or batch: the total, the site-day's count
   * and, when the reader's language was reported, that language's lifetime count and its count of
   * the day. One merged increment carries them all: a counted event is still one write.
   */
  static incrementOf(field: AdCounterField, day: string, languageId?: number | null): AdCounterShardDoc {
    const one = { [field]: FieldValue.increment(1) };
    const language = languageId == null ? undefined : String(languageId);
    return {
      ...one,
      days: { [day]: { ...one, ...(language && { l: { [language]: one } }) } },
      ...(language && { languages: { [language]: one } }),
    } as unknown as AdCounterShardDoc;
  }
}

function emptyCounts(days: string[]): AdCounts {
  return { impressions: 0, clicks: 0, days: Object.fromEntries(days.map((d) => [d, { impressions: 0, clicks: 0, languages: new Map() }])), languages: new Map() };
}

function addLanguages(into: Map<number, AdCount>, stored: Record<string, AdLanguageCountsDoc> | undefined): void {
  for (const [key, c] of Object.entries(stored ?? {})) {
    const languageId = Number(key);
    const sum = into.get(languageId) ?? { impressions: 0, clicks: 0 };
    sum.impressions += c.impressions ?? 0;
    sum.clicks += c.clicks ?? 0;
    into.set(languageId, sum);
  }
}

const AUDITED_AD_FIELDS: (keyof AdDoc & string)[] = ['name', 'type', 'placement', 'headline', 'text', 'imageUrl', 'url', 'content', 'languageIds', 'isActive', 'priority'];

function adTarget(doc: AdDoc) {
  return { type: 'ad' as const, id: String(doc.id), title: doc.name };
}
