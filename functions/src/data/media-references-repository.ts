/**
 * The documents that use an uploaded media object (its `publicId`), found with equality queries:
 * whether any still does, and keeping what they copied from it current.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { versionedUpdate } from './article-version.js';
import { SYSTEM_ACTOR } from './revisions-repository.js';
import { afterArticleWrite, changedNow } from './change-signal.js';
import { collections } from './documents.js';
import type { ArticleDoc } from './article-documents.js';

export class MediaReferencesRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
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

  /**
   * Gives every article that names this video its poster, each in a transaction that checks the
   * article still names it. The poster is a fact of the upload, not an edit: `updatedAt` stays
   * (`changedAt` moves: cards show the poster).
   * Idempotent; answers how many articles changed.
   */
  async setVideoPoster(videoPublicId: string, posterUrl: string | null): Promise<number> {
    const snap = await this.cols.articles.where('videoPublicId', '==', videoPublicId).select().get();
    let changed = 0;
    for (const found of snap.docs) {
      const did = await afterArticleWrite(this.db.runTransaction(async (tx) => {
        const current = await tx.get(found.ref);
        const doc = current.data() as ArticleDoc | undefined;
        if (!doc || doc.videoPublicId !== videoPublicId || (doc.videoPosterUrl ?? null) === posterUrl) return false;
        tx.update(found.ref, versionedUpdate(tx, this.db, doc, { videoPosterUrl: posterUrl, changedAt: changedNow() }, SYSTEM_ACTOR, Timestamp.now()));
        return true;
      }));
      if (did) changed++;
    }
    return changed;
  }
}
