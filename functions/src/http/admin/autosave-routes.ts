/**
 * Autosave of an edit in progress, per article and language (issue 24):
 * GET, PUT and DELETE /api/admin/articles/{id}/autosave/{languageId}. Mounted on the admin router
 * after its administrator check.
 */
import type { Router } from 'express';
import { AutosaveRequestSchema, TranslationPathSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';

export function addAutosaveRoutes(router: Router, services: Services): void {
  const path = '/articles/:id/autosave/:languageId';
  router.get(path, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json({ autosave: await services.articleAutosave.getAutosave(id, languageId) });
  });
  router.put(path, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const body = parseInput(AutosaveRequestSchema, req.body, 'body');
    res.json(await services.articleAutosave.saveAutosave(id, languageId, body));
  });
  router.delete(path, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.articleAutosave.deleteAutosave(id, languageId));
  });
}
