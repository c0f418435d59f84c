/**
 * The editor's desk calls of the administrator API (issue 24): preview links, revisions, and the
 * review of a translation. Mounted by router.ts behind requireAdmin, each with its declared action.
 */
import { IdPathSchema, RevisionListQuerySchema, RevisionPathSchema, TranslationPathSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';
import { adminActor } from './require-admin.js';
import { expectedVersion, sendArticle } from './if-match.js';
import { articleTarget, revisionTarget, translationTarget } from './targets.js';

export function deskRoutes(routes: DeclaredRoutes, services: Services): void {
  // A public link to the unpublished text: showing a draft to the world is the right of whoever may edit it.
  routes.post('/articles/:id/preview', { action: 'article.update', target: articleTarget }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.status(201).json(await services.desk.createPreview(id));
  });

  routes.get('/articles/:id/revisions', { action: 'article.read' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const q = parseInput(RevisionListQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.desk.listRevisions(id, q));
  });
  routes.get('/articles/:id/revisions/:revisionId', { action: 'article.read' }, async (req, res) => {
    const { id, revisionId } = parseInput(RevisionPathSchema, req.params, 'path');
    res.json(await services.desk.getRevision(id, revisionId));
  });
  // Restoring is a save of the revision's language version: of the original (article.update) or a translation.
  routes.post('/articles/:id/revisions/:revisionId/restore', { action: 'translation.update', target: revisionTarget }, async (req, res) => {
    const { id, revisionId } = parseInput(RevisionPathSchema, req.params, 'path');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.desk.restoreRevision(id, revisionId, adminActor(res), expect));
  });

  routes.get('/articles/:id/translations/:languageId/review', { action: 'article.read' }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.desk.translationReview(id, languageId));
  });
  routes.post('/articles/:id/translations/:languageId/review', { action: 'translation.review', target: translationTarget }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.desk.approveTranslation(id, languageId, adminActor(res), expect));
  });
}
