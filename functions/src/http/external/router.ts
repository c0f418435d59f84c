/**
 * The external API (admin-and-api.md §7 External API, §8): outside systems with an API key create
 * articles, read one in a language, and search by meaning. Errors here are
 * `{success: false, message, field?, reason?}` with the usual statuses.
 */
import { Router, type ErrorRequestHandler } from 'express';
import {
  EXTERNAL_MESSAGES,
  ExternalArticleCreateSchema,
  ExternalArticleQuerySchema,
  IdPathSchema,
  SearchRequestSchema,
} from '../../contract/index.js';
import { BadRequestError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { errorHandler } from '../errors-middleware.js';
import { parseInput, requireJsonBody, singleValuedQuery } from '../validate.js';
import { apiKeyOf, requireApiKey } from './require-api-key.js';
import { auditContext } from '../request-context.js';

/** Visible ASCII, as Stripe and the IETF draft use it. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The paths this router answers, for the OpenAPI document and its test. */
export const EXTERNAL_ROUTES = [
  ['post', '/articles'],
  ['get', '/articles/{id}'],
  ['post', '/search'],
] as const;

export function externalRouter(services: Services): Router {
  const router = Router();
  router.use((req, _res, next) => {
    requireJsonBody(req);
    next();
  });

  // The key is the actor of what it creates (audit log, data/audit-log.ts).
  const asTheKey = auditContext(services, (res) => ({ kind: 'apiKey', id: String(apiKeyOf(res).id), name: apiKeyOf(res).name }));
  router.post('/articles', requireApiKey(services, 'articles:write', 'write'), asTheKey, async (req, res) => {
    const idempotencyKey = req.get('idempotency-key');
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new BadRequestError(EXTERNAL_MESSAGES.idempotencyFormat, 'Idempotency-Key', 'malformed');
    }
    const body = parseInput(ExternalArticleCreateSchema, req.body, 'body');
    const answer = await services.externalArticles.createArticle(apiKeyOf(res).id, body, idempotencyKey);
    if (answer.replayed) res.set('Idempotent-Replayed', 'true');
    res.status(answer.status).json(answer.body);
  });

  router.get('/articles/:id', requireApiKey(services, 'articles:read', 'read'), async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const { language } = parseInput(ExternalArticleQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json({ success: true, article: await services.externalArticles.getArticle(id, language) });
  });

  router.post('/search', requireApiKey(services, 'search', 'search'), async (req, res) => {
    const body = parseInput(SearchRequestSchema, req.body, 'body');
    res.json(await services.search.search(body));
  });

  router.use(externalErrors);
  return router;
}

/** The app's error answer, reshaped as this API's `{success: false, message, ...}`. */
export const externalErrors: ErrorRequestHandler = (err, req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => json({ success: false, ...(body as object) });
  errorHandler(err, req, res, next);
};
