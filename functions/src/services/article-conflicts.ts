/**
 * What a refused stale save (409, issue 39) tells the person: the article as it is now (and its
 * ETag) and whose newer work their save met, and when.
 */
import type { ExpectedVersion, Repositories } from '../data/index.js';
import { VersionConflictError } from '../errors.js';
import type { AdminArticleViews } from './admin-article-views.js';

export class ArticleConflicts {
  constructor(
    private readonly repos: Pick<Repositories, 'articles'>,
    private readonly views: AdminArticleViews,
  ) {}

  /** Runs a write that may refuse a stale save, and completes its 409. */
  async withCurrent<T>(id: number, write: () => Promise<T>, expect?: ExpectedVersion): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof VersionConflictError && !err.current) await this.explain(id, err, expect);
      throw err;
    }
  }

  /**
   * `by` is the person a merge would have named (readVersionRange): the newest colleague or API
   * client who saved since the save's version, not a scheduled publish written after them. A
   * refusal without a stale save's range names the current version's writer.
   */
  async explain(id: number, err: VersionConflictError, expect?: ExpectedVersion): Promise<void> {
    err.current = await this.views.fullView(id).catch(() => undefined);
    if (!err.current) return;
    const met = expect?.mergedWith;
    err.by = met
      ? { uid: met.id, name: met.name, at: met.at.toDate().toISOString() }
      : await this.repos.articles.versions.versionAuthor(id, err.current.version).catch(() => null);
  }
}
