/**
 * The versions an article write merges from (issue 39): what a save that started from an older
 * version needs (its version's record, the text of its language then and now), who wrote a
 * version, and which languages were saved since one. Writes are in articles-repository.ts.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ArticleContentDoc, ArticleDoc } from './article-documents.js';
import { languagesSavedSince, readVersionRange, refuseUnknownVersion, versionAuthor, versionOf } from './article-version.js';
import type { MergedWithDoc } from './desk-documents.js';
import { collections } from './documents.js';

/**
 * The version a write started from (the If-Match of the console's writes, issue 39), and the
 * language version it saves (whose text then and now a merge needs). Once the write's
 * transaction found it stale, `mergedWith` names whose newer version it met (staleSave).
 */
export interface ExpectedVersion {
  version: number;
  languageId?: number;
  mergedWith?: MergedWithDoc | null;
}

/** A stale save's merge input, read in its transaction. */
export interface StaleSave {
  /** The article as the version the save started from wrote it; null when that version is no longer kept. */
  base: ArticleDoc | null;
  /** Whose newer work the save meets, and when (article-version.ts readVersionRange). */
  latest: MergedWithDoc | null;
  /** The saved language version's text then: null when it did not exist, undefined when no longer known. */
  baseContent: Pick<ArticleContentDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'> | null | undefined;
  /** Its text now; null when it does not exist. */
  currentContent: Pick<ArticleContentDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'> | null;
}

export class ArticleVersionsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** Who wrote version `version` (article-version.ts versionAuthor). */
  versionAuthor(id: number, version: number) {
    return versionAuthor(this.db, id, version);
  }

  /** Which of `languageIds` were saved since version `from` (article-version.ts languagesSavedSince). */
  languagesSavedSince(current: ArticleDoc, from: number, languageIds: number[]): Promise<number[]> {
    return languagesSavedSince(this.db, current, from, languageIds);
  }

  /**
   * What a save that started from `expect.version` merges from (article-version.ts): nothing when
   * that is the current version; the version's record, and the text of `expect.languageId` then
   * and now, when it is older. A version the article never had is refused.
   */
  async staleSave(tx: Transaction, current: ArticleDoc, expect: ExpectedVersion): Promise<StaleSave | undefined> {
    const now = versionOf(current);
    if (expect.version === now) return undefined;
    refuseUnknownVersion(expect.version, now);
    const range = await readVersionRange(tx, this.db, current.id, expect.version, now);
    // Known before the save decides: a refusal (409) names the same person a merge would.
    expect.mergedWith = range.latest;
    const stale: StaleSave = { base: range.base, latest: range.latest, baseContent: undefined, currentContent: null };
    const languageId = expect.languageId;
    if (languageId === undefined) return stale;
    const key = String(languageId);
    const currentSnap = await tx.get(this.cols.articleContent(current.id).doc(key));
    stale.currentContent = currentSnap.exists ? textOf(currentSnap.data() as ArticleContentDoc) : null;
    const base = range.base;
    if (!base) return stale;
    if (!base.languageIds.includes(languageId)) stale.baseContent = null;
    else if ((base.revisionSeq?.[key] ?? 0) === (current.revisionSeq?.[key] ?? 0) && current.languageIds.includes(languageId)) stale.baseContent = stale.currentContent;
    else if (base.revisionSeq?.[key]) {
      const revision = await tx.get(this.cols.articleRevisions(current.id).doc(`${key}-${base.revisionSeq[key]}`));
      if (revision.exists) stale.baseContent = textOf(revision.data() as ContentText);
    }
    return stale;
  }
}

type ContentText = Pick<ArticleContentDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'>;

function textOf(doc: ContentText): ContentText {
  return { title: doc.title, excerpt: doc.excerpt, content: doc.content, metaDescription: doc.metaDescription ?? '' };
}
