/**
 * What the local host reconciles after it was killed (emulators/src/after-crash.ts): the trigger
 * events of the writes just before a kill died with the process (Cloud Functions delivers them
 * again, `retry: true`; the local host cannot), so the idempotent derived data is brought up to
 * date from the documents themselves. Each query is served by an automatic single-field index.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './documents.js';

export class CatchUpQueries {
  private readonly cols;

  constructor(db: Firestore) {
    this.cols = collections(db);
  }

  /** Every article (its stats are rolled up from its counter shards). */
  async articleIds(): Promise<number[]> {
    const snap = await this.cols.articles.select().get();
    return snap.docs.map((d) => Number(d.id)).filter(Number.isInteger);
  }

  /** Published articles (their search vectors follow them). */
  async publishedArticleIds(): Promise<number[]> {
    const snap = await this.cols.articles.where('status', '==', 'published').select().get();
    return snap.docs.map((d) => Number(d.id)).filter(Number.isInteger);
  }

  /** Uploaded videos (their posters reach the articles that show them). */
  async videoPublicIds(): Promise<string[]> {
    const snap = await this.cols.media.where('kind', '==', 'video').select('publicId').get();
    return snap.docs.map((d) => d.get('publicId') as string).filter((id) => typeof id === 'string');
  }

  /** Ad impressions and clicks claimed but not yet counted. */
  async pendingAdEventIds(): Promise<string[]> {
    const snap = await this.cols.adEvents.where('state', '==', 'pending').select().get();
    return snap.docs.map((d) => d.id);
  }
}
