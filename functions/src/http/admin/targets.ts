/**
 * What the policy needs about the thing a console request acts on (issue 29): the article's author,
 * status and original language, read once by the route's guard; the language version or site-text
 * language from the path; what a new or edited article asks for from the body. Every loader reads
 * its path, query and body with the handler's own schemas (one parser of ids, contract/query.ts),
 * so what the guard checks is what the handler then uses: input it cannot read is the handler's
 * 400 before the policy is asked, and a missing article the same 404.
 */
import type { Request } from 'express';
import type { z } from 'zod';
import {
  CreateArticleRequestSchema,
  IdPathSchema,
  MESSAGES,
  RevisionPathSchema,
  TranslationPathSchema,
  UpdateArticleRequestSchema,
  can,
  readRevisionId,
  type ArticleStatus,
  type CreateArticleRequest,
  type PolicyTarget,
  type StaffAction,
  type StaffActor,
  type TranslateRequest,
  type UpdateArticleRequest,
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

/** The article the route's guard read for this request (its loader's), for a handler that needs more of it. */
export function loadedArticleOf(req: Request): ArticleDoc | undefined {
  return loadedArticles.get(req);
}

export function policyArticleOf(doc: ArticleDoc): NonNullable<PolicyTarget['article']> {
  return { id: doc.id, authorId: doc.authorId ?? null, status: doc.status, originalLanguageId: doc.originalLanguageId };
}

/** The bodies the guards read, by request, as the handler's schema parsed them: `also` reads these, never the raw body. */
const parsedBodies = new WeakMap<Request, unknown>();

function parseBody<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const body = parseInput(schema, req.body, 'body');
  parsedBodies.set(req, body);
  return body;
}

function parsedBody<T>(req: Request): T | undefined {
  return parsedBodies.get(req) as T | undefined;
}

/**
 * A loader that first checks the path and the body with the handler's own schemas, so a bad body is
 * the same 400 it always was, before the article is read (and a missing article is 404 only for a
 * good body).
 */
export function bodyFirst(schema: z.ZodType, loader: Loader, pathSchema: z.ZodType = IdPathSchema): Loader {
  return async (req, services) => {
    parseInput(pathSchema, req.params, 'path');
    parseBody(req, schema);
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
  return { article: policyArticleOf(await loadArticle(req, services, id)), languageId: readRevisionId(revisionId)!.languageId };
};

/** /site-text/:languageId/…: the language, read with the route's own path schema. */
export function siteTextTarget(pathSchema: z.ZodType<{ languageId: number }>): Loader {
  return async (req) => ({ languageId: parseInput(pathSchema, req.params, 'path').languageId });
}

/** POST /articles: the original's language and the status asked for. */
export const newArticleTarget: Loader = async (req) => {
  const body = parseBody(req, CreateArticleRequestSchema);
  return { languageId: body.translation.languageId, requestedStatus: body.article.status };
};

/** PATCH /articles/:id: the article, the status asked for, and the language version the body saves. */
export const articleEditTarget: Loader = async (req, services) => {
  const { id } = parseInput(IdPathSchema, req.params, 'path');
  const body = parseBody(req, UpdateArticleRequestSchema);
  const article = policyArticleOf(await loadArticle(req, services, id));
  return {
    article,
    ...(body.article?.status !== undefined && { requestedStatus: body.article.status }),
    ...(body.translation && { languageId: body.translation.languageId }),
  };
};

const PUBLIC_STATUSES: readonly ArticleStatus[] = ['published', 'scheduled'];

type Check = StaffAction | { action: StaffAction; target: PolicyTarget };

/**
 * Work a request starts in languages other than the original's (AI translation jobs) is that
 * language's `translation.update`, as POST /articles/:id/translate is: one check per language.
 */
function translationWork(languageIds: Iterable<number>, originalLanguageId: number, target: PolicyTarget): Check[] {
  return [...new Set(languageIds)]
    .filter((languageId) => languageId !== originalLanguageId)
    .map((languageId) => ({ action: 'translation.update' as const, target: { ...target, languageId } }));
}

/**
 * POST /articles: creating it published, scheduled or featured is publishing it too, and each
 * language of `targetLanguages` (AI translations start with the article) is translating into it.
 */
export function newArticleAlso(req: Request, target: PolicyTarget): Check[] {
  const body = parsedBody<CreateArticleRequest>(req);
  if (!body) return [];
  const publishes = PUBLIC_STATUSES.includes(body.article.status) || body.article.isFeatured === true;
  return [...(publishes ? ['article.publish' as const] : []), ...translationWork(body.targetLanguages, body.translation.languageId, target)];
}

/**
 * What a PATCH implies beyond editing: publishing, scheduling, unpublishing or featuring is
 * `article.publish` (compared with the stored article, so re-sending the same values is an edit);
 * saving a language version other than the original is `translation.update` of that language; and
 * each language `selectedLanguages` adds to the article's AI targets is `translation.update` of it
 * (re-sending the targets it has asks for no new language: the handler refreshes only those the
 * person may translate, translationRightsOf).
 */
export function articleEditAlso(req: Request, target: PolicyTarget): Check[] {
  const doc = loadedArticles.get(req);
  const body = parsedBody<UpdateArticleRequest>(req);
  if (!doc || !body) return [];
  const fields = body.article ?? {};
  const also: Check[] = [];
  const statusChanges = fields.status !== undefined && fields.status !== doc.status && (PUBLIC_STATUSES.includes(fields.status) || PUBLIC_STATUSES.includes(doc.status));
  const featureChanges = fields.isFeatured !== undefined && fields.isFeatured !== doc.isFeatured;
  const dateChanges = (['scheduledAt', 'publishedAt'] as const).some((f) => f in fields && !sameInstant(fields[f], doc[f]?.toMillis() ?? null));
  if (statusChanges || featureChanges || dateChanges) also.push('article.publish');
  if (target.languageId !== undefined && target.languageId !== doc.originalLanguageId) also.push('translation.update');
  if (body.selectedLanguages) {
    const current = new Set(doc.targetLanguageIds ?? []);
    const added = body.selectedLanguages.filter((languageId) => !current.has(languageId));
    also.push(...translationWork(added, doc.originalLanguageId, { article: target.article }));
  }
  return also;
}

function sameInstant(given: string | null | undefined, storedMs: number | null): boolean {
  if (given === null || given === undefined || given === '') return storedMs === null;
  return Date.parse(given) === storedMs;
}

/** POST /articles/:id/translate: retranslating is editing each language asked for. */
export function eachRequestedLanguage(req: Request, target: PolicyTarget): Check[] {
  const body = parsedBody<TranslateRequest>(req);
  return [...new Set(body?.languageIds ?? [])].map((languageId) => ({ action: 'translation.update' as const, target: { ...target, languageId } }));
}

/**
 * Whether this person may start AI work into a language of an article as it is now: the guard
 * checked the languages a request asks for; what a save refreshes on its own (the targets it
 * keeps, stale or failed) is limited to these.
 */
export function translationRightsOf(actor: StaffActor): (languageId: number, doc: ArticleDoc) => boolean {
  return (languageId, doc) => can(actor, 'translation.update', { article: policyArticleOf(doc), languageId }).allowed;
}
