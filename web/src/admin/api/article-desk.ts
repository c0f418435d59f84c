/** The editor's desk calls (issue 24): preview links, revisions, and the review of a translation. */
import type { AdminArticle, PreviewResponse, Revision, RevisionListResponse, TranslationReview, TranslationUpsertRequest } from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { ADMIN_ARTICLES_PATH, refreshArticles } from './articles';
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

/** After a restore, an article save: the article, its history and the lists are read again. */
function useArticleWrite<T>(write: (arg: T) => Promise<AdminArticle>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (article) => {
      client.setQueryData([articlePath(article.id)], article);
      return Promise.all([refreshArticles(client), client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${articlePath(article.id)}/`) })]);
    },
  });
}

export function useRestoreRevision(id: number) {
  return useArticleWrite((revisionId: string) => readJson<AdminArticle>(apiRequest('POST', `${articlePath(id)}/revisions/${revisionId}/restore`)));
}

export function useTranslationReview(id: number, languageId: number | undefined) {
  return useQuery<TranslationReview>({ queryKey: [`${articlePath(id)}/translations/${languageId}/review`], enabled: languageId !== undefined, refetchOnMount: 'always' });
}

export function useApproveTranslation(id: number) {
  return useArticleWrite((languageId: number) => readJson<AdminArticle>(apiRequest('POST', `${articlePath(id)}/translations/${languageId}/review`)));
}

export function useSaveReviewedTranslation(id: number) {
  return useArticleWrite(({ languageId, body }: { languageId: number; body: TranslationUpsertRequest }) =>
    readJson<AdminArticle>(apiRequest('PUT', `${articlePath(id)}/translations/${languageId}`, body)),
  );
}
