/**
 * Article versions as the console uses them (issue 39): every write to an article sends
 * `If-Match` with the ETag (`"v<version>"`) of the version its form or panel started from; the
 * server merges a stale save three ways and answers a real overlap with 409
 * `{message, conflicts, current}`, a merged save with `merged: {with: {uid, name}, at}`.
 */
import type { AdminArticle, VersionConflict, VersionConflictResponse } from '@contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/request';

/** What the console needs of an article to write it: the version it read. */
export type Versioned = Pick<AdminArticle, 'id' | 'version'>;

/** The ETag of the version `article` is, as GET answers it: `"v<version>"`. */
export function articleEtag(article: Versioned): string {
  return `"v${article.version}"`;
}

export type ArticleConflict = VersionConflict;
export type ConflictAnswer = VersionConflictResponse;

/** An article write's answer: the new article (its new version), with `merged` when the save was merged with someone's newer one. */
export type ArticleWriteAnswer = AdminArticle;

/** The conflict answer inside an error, when the error is one (other 409s, e.g. a taken slug, are not). */
export function conflictOf(err: unknown): ConflictAnswer | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  try {
    const body = JSON.parse(err.body) as Partial<ConflictAnswer>;
    if (!Array.isArray(body.conflicts) || !body.current || typeof body.current !== 'object') return undefined;
    const by = body.by && typeof body.by.name === 'string' && typeof body.by.at === 'string' ? body.by : null;
    return { message: typeof body.message === 'string' ? body.message : '', conflicts: body.conflicts, current: body.current, by };
  } catch {
    return undefined;
  }
}

export const articleQueryKey = (id: number) => [`/api/admin/articles/${id}`];

/** The article as a write or a 409 answered it: the next action in the dialog starts from that version. */
export function keepAnsweredArticle(client: QueryClient, article: AdminArticle) {
  const { merged: _merged, ...plain } = article;
  // A read that answered meanwhile (the dialog polls while AI translates) may be newer still.
  client.setQueryData<AdminArticle>(articleQueryKey(plain.id), (cached) => (cached && cached.version > plain.version ? cached : plain));
}

/** A write's error: a conflict's `current` is kept too (what the conflict view and the next save start from). */
export function keepConflictArticle(client: QueryClient, err: unknown) {
  const conflict = conflictOf(err);
  if (conflict) keepAnsweredArticle(client, conflict.current);
}
