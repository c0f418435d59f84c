/** Ads ("Megaphones") and their impression/click counters. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { AdPlacement, AdType } from '../contract/index.js';
import { collections, type AdDoc } from './documents.js';
import { allocateId } from './ids.js';
import { ShardedCounter } from './sharded-counter.js';

export type AdCounterField = 'impressions' | 'clicks';

export interface NewAd {
  name: string;
  type: AdType;
  placement: AdPlacement;
  headline: string;
  text: string;
  imageUrl: string | null;
  imagePublicId: string | null;
  url: string | null;
  content: string | null;
  isActive: boolean;
  priority: number;
}

export class AdsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Active ads of one placement, highest priority first (ties: newest first). */
  async listActive(placement: AdPlacement): Promise<AdDoc[]> {
    const snap = await this.cols.ads
      .where('placement', '==', placement)
      .where('isActive', '==', true)
      .orderBy('priority', 'desc')
      .orderBy('createdAt', 'desc')
      .get();
    return snap.docs.map((d) => d.data() as AdDoc);
  }

  async getById(id: number): Promise<AdDoc | null> {
    const snap = await this.cols.ads.doc(String(id)).get();
    return snap.exists ? (snap.data() as AdDoc) : null;
  }

  async create(input: NewAd, now: Date): Promise<AdDoc> {
    const id = await allocateId(this.db, 'ads');
    const ts = Timestamp.fromDate(now);
    const doc: AdDoc = { id, ...input, createdAt: ts, updatedAt: ts };
    await this.cols.ads.doc(String(id)).create(doc);
    return doc;
  }

  counters(adId: number): ShardedCounter<AdCounterField> {
    return new ShardedCounter(this.cols.adCounters(adId), ['impressions', 'clicks'] as const);
  }
}
