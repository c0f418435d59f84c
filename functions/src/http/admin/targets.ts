/**
 * What the policy needs about the thing a console request acts on (issue 29): the article's author,
 * status and original language, read once by the route's guard; the language version or site-text
 * language from the path; what a new or edited article asks for from the body. Bad paths are the
 * same 400s the handlers give, and a missing article the same 404, before the policy is asked.
 */
import type { Request } from 'express';
import type { z } from 'zod';
import {
  ARTICLE_STATUSES,
  IdPathSchema,
  MESSAGES,
  RevisionPathSchema,
  TranslationPathSchema,
  type ArticleStatus,
  type PolicyTarget,
  type StaffAction,
} from '../../contract/index.js';
import type { ArticleDoc } from '../../data/index.js';
import { NotFoundError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';

type Loader = (req: Request, services: Services) => Promise<PolicyTarget>;

/** The article documents the guards read, by request: `also` compares the body with them. */
const loadedArticles = new WeakMap<Request, ArticleDoc>();

async function loadArticle(req: Request, services: Services, id: number): Promise<ArticleDoc> {
  const doc = await services.repos.articles.getById(id);
  if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
  loadedArticles.set(req, doc);
  return doc;
}

export function policyArticleOf(doc: ArticleDoc): NonNullable<PolicyTarget['article']> {
  return { id: doc.id, authorId: doc.authorId ?? null, status: doc.status, originalLanguageId: doc.originalLanguageId };
}

/**
 * A loader that first checks the body with the handler's own schema, so a bad body is the same
 * 400 it always was, before the article is read (and a missing article is 404 only for a good body).
 */
export function bodyFirst(schema: z.ZodType, loader: Loader, pathSchema: z.ZodType = IdPathSchema): Loader {
  return async (req, services) => {
    parseInput(pathSchema, req.params, 'path');
    parseInput(schema, req.body, 'body');
    return loader(req, services);
  };
}

/** /articles/:id */
export const articleTarget: Loader = async (req, services) => {
  const { id } = parseInput(IdPathSchema, req.params, 'path');
  return { article: policyArticleOf(await loadArticle(req, services, id)) };
};

/** /articles/:id/…/:languageId: the article and the language version. */
export const translationTarget: Loader = async (req, services) => {
  const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
  return { article: policyArticleOf(await loadArticle(req, services, id)), languageId };
};

/** /articles/:id/revisions/:revisionId: a revision id is "{languageId}-{seq}", so its language needs no read. */
export const revisionTarget: Loader = async (req, services) => {
  const { id, revisionId } = parseInput(RevisionPathSchema, req.params, 'path');
  return { article: policyArticleOf(await loadArticle(req, services, id)), languageId: Number(revisionId.split('-')[0]) };
};

/** /site-text/:languageId/… (checked as a number here; the handler's schema names a bad one). */
export const siteTextTarget: Loader = async (req) => {
  const languageId = Number(req.params.languageId);
  return Number.isSafeInteger(languageId) && languageId > 0 ? { languageId } : {};
};

/** POST /articles: the original's language and the status asked for, when the body names them. */
export const newArticleTarget: Loader = async (req) => {
  const body = objectAt(req.body);
  const languageId = objectAt(body?.translation)?.languageId;
  const requestedStatus = statusOf(objectAt(body?.article)?.status);
  return {
    ...(typeof languageId === 'number' && Number.isSafeInteger(languageId) && { languageId }),
    ...(requestedStatus && { requestedStatus }),
  };
};

/** PATCH /articles/:id: the article, the status asked for, and the language version the body saves. */
export const articleEditTarget: Loader = async (req, services) => {
  const target = await articleTarget(req, services);
  const requestedStatus = statusOf(objectAt(objectAt(req.body)?.article)?.status);
  const languageId = objectAt(objectAt(req.body)?.translation)?.languageId;
  return {
    ...target,
    ...(requestedStatus && { requestedStatus }),
    ...(typeof languageId === 'number' && Number.isSafeInteger(languageId) && { languageId }),
  };
};

const PUBLIC_STATUSES: readonly ArticleStatus[] = ['published', 'scheduled'];

/** POST /articles: creating it published, scheduled or featured is publishing it too. */
export function newArticleAlso(req: Request): StaffAction[] {
  const fields = objectAt(objectAt(req.body)?.article) ?? {};
  const status = statusOf(fields.status);
  return (status !== undefined && PUBLIC_STATUSES.includes(status)) || fields.isFeatured === true ? ['article.publish'] : [];
}

/**
 * What a PATCH implies beyond editing: publishing, scheduling, unpublishing or featuring is
 * `article.publish` (compared with the stored article, so re-sending the same values is an edit),
 * and saving a language version other than the original is `translation.update` of that language.
 */
export function articleEditAlso(req: Request, target: PolicyTarget): StaffAction[] {
  const doc = loadedArticles.get(req);
  const fields = objectAt(objectAt(req.body)?.article) ?? {};
  const also: StaffAction[] = [];
  if (doc) {
    const status = statusOf(fields.status);
    const statusChanges = status !== undefined && status !== doc.status && (PUBLIC_STATUSES.includes(status) || PUBLIC_STATUSES.includes(doc.status));
    const featureChanges = typeof fields.isFeatured === 'boolean' && fields.isFeatured !== doc.isFeatured;
    const dateChanges = (['scheduledAt', 'publishedAt'] as const).some((f) => f in fields && !sameInstant(fields[f], doc[f]?.toMillis() ?? null));
    if (statusChanges || featureChanges || dateChanges) also.push('article.publish');
  }
  if (target.languageId !== undefined && target.article && target.languageId !== target.article.originalLanguageId) also.push('translation.update');
  return also;
}

function sameInstant(given: unknown, storedMs: number | null): boolean {
  if (given === null || given === undefined || given === '') return storedMs === null;
  if (typeof given !== 'string') return false;
  const ms = Date.parse(given);
  // An unreadable date is the handler's 400; it changes nothing here.
  return Number.isNaN(ms) || ms === storedMs;
}

function statusOf(value: unknown): ArticleStatus | undefined {
  return typeof value === 'string' && (ARTICLE_STATUSES as readonly string[]).includes(value) ? (value as ArticleStatus) : undefined;
}

function objectAt(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** POST /articles/:id/translate: retranslating is editing each language asked for. */
export function eachRequestedLanguage(req: Request, target: PolicyTarget): { action: StaffAction; target: PolicyTarget }[] {
  const ids = objectAt(req.body)?.languageIds;
  if (!Array.isArray(ids)) return [];
  return ids
    .filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id))
    .map((languageId) => ({ action: 'translation.update' as const, target: { ...target, languageId } }));
}
