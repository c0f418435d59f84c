/**
 * The editor's desk calls of the administrator API (issue 24): preview links, revisions, and the
 * review of a translation. Mounted by router.ts behind requireAdmin.
 */
import type { Router } from 'express';
import { IdPathSchema, RevisionListQuerySchema, RevisionPathSchema, TranslationPathSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import { adminActor } from './require-admin.js';

export function deskRoutes(router: Router, services: Services): void {
  router.post('/articles/:id/preview', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.status(201).json(await services.desk.createPreview(id));
  });

  router.get('/articles/:id/revisions', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const q = parseInput(RevisionListQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.desk.listRevisions(id, q));
  });
  router.get('/articles/:id/revisions/:revisionId', async (req, res) => {
    const { id, revisionId } = parseInput(RevisionPathSchema, req.params, 'path');
    res.json(await services.desk.getRevision(id, revisionId));
  });
  router.post('/articles/:id/revisions/:revisionId/restore', async (req, res) => {
    const { id, revisionId } = parseInput(RevisionPathSchema, req.params, 'path');
    res.json(await services.desk.restoreRevision(id, revisionId, adminActor(res)));
  });

  router.get('/articles/:id/translations/:languageId/review', async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.desk.translationReview(id, languageId));
  });
  router.post('/articles/:id/translations/:languageId/review', async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.desk.approveTranslation(id, languageId));
  });
}
