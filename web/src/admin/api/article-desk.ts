/** The editor's desk calls (issue 24): preview links, revisions, and the review of a translation. */
import type { PreviewResponse, Revision, RevisionListResponse, TranslationReview, TranslationUpsertRequest } from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { ADMIN_ARTICLES_PATH, refreshArticles } from './articles';
import { keepAnsweredArticle, keepConflictArticle, type ArticleWriteAnswer } from './article-versions';
import { readJson } from './json';

const articlePath = (id: number) => `${ADMIN_ARTICLES_PATH}/${id}`;

export function useCreatePreview() {
  return useMutation({ mutationFn: (id: number) => readJson<PreviewResponse>(apiRequest('POST', `${articlePath(id)}/preview`)) });
}

/** The newest revisions (up to 50), of one language or all. */
export function useRevisions(id: number, languageId: number | undefined) {
  const q = languageId === undefined ? '?limit=50' : `?limit=50&languageId=${languageId}`;
  return useQuery<RevisionListResponse>({ queryKey: [`${articlePath(id)}/revisions${q}`] });
}

export function useRevision(id: number, revisionId: string | undefined) {
  return useQuery<Revision>({ queryKey: [`${articlePath(id)}/revisions/${revisionId}`], enabled: revisionId !== undefined });
}

/**
 * A restore, a review, a translation saved from the review: sent with `If-Match` (issue 39); the
 * answer (or a 409's `current`) becomes the cached article, and its history and review are read again.
 */
function useArticleWrite<T>(write: (arg: T) => Promise<ArticleWriteAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (article) => {
      keepAnsweredArticle(client, article);
      return Promise.all([refreshArticles(client), client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${articlePath(article.id)}/`) })]);
    },
    onError: (err) => keepConflictArticle(client, err),
  });
}

export function useRestoreRevision(id: number) {
  return useArticleWrite(({ revisionId, ifMatch }: { revisionId: string; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('POST', `${articlePath(id)}/revisions/${revisionId}/restore`, undefined, { ifMatch })),
  );
}

export function useTranslationReview(id: number, languageId: number | undefined, { enabled = true } = {}) {
  return useQuery<TranslationReview>({ queryKey: [`${articlePath(id)}/translations/${languageId}/review`], enabled: enabled && languageId !== undefined, refetchOnMount: 'always' });
}

export function useApproveTranslation(id: number) {
  return useArticleWrite(({ languageId, ifMatch }: { languageId: number; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('POST', `${articlePath(id)}/translations/${languageId}/review`, undefined, { ifMatch })),
  );
}

export function useSaveReviewedTranslation(id: number) {
  return useArticleWrite(({ languageId, body, ifMatch }: { languageId: number; body: TranslationUpsertRequest; ifMatch: string }) =>
    readJson<ArticleWriteAnswer>(apiRequest('PUT', `${articlePath(id)}/translations/${languageId}`, body, { ifMatch })),
  );
}
