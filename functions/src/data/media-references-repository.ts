/** Which documents use an uploaded media object (its `publicId`), found with equality queries. */
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './documents.js';

export class MediaReferencesRepository {
  private readonly cols;

  constructor(db: Firestore) {
    this.cols = collections(db);
  }

  /** Whether any article (image or video) or ad (image) names this publicId. */
  async isReferenced(publicId: string): Promise<boolean> {
    const queries = [
      this.cols.articles.where('imagePublicId', '==', publicId),
      this.cols.articles.where('videoPublicId', '==', publicId),
      this.cols.ads.where('imagePublicId', '==', publicId),
    ];
    const snaps = await Promise.all(queries.map((q) => q.select().limit(1).get()));
    return snaps.some((s) => !s.empty);
  }
}
