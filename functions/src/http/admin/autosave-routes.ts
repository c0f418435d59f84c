/**
 * Autosave of an edit in progress, per article and language (issue 24):
 * GET, PUT and DELETE /api/admin/articles/{id}/autosave/{languageId}. Mounted on the admin router
 * after its administrator check; saving one is editing that language version
 * (translation.update, which the policy reads as article.update for the original).
 */
import { AutosaveRequestSchema, TranslationPathSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';
import { bodyFirst, translationTarget } from './targets.js';

export function addAutosaveRoutes(routes: DeclaredRoutes, services: Services): void {
  const path = '/articles/:id/autosave/:languageId';
  routes.get(path, { action: 'article.read' }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json({ autosave: await services.articleAutosave.getAutosave(id, languageId) });
  });
  routes.put(path, { action: 'translation.update', target: bodyFirst(AutosaveRequestSchema, translationTarget, TranslationPathSchema) }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const body = parseInput(AutosaveRequestSchema, req.body, 'body');
    res.json(await services.articleAutosave.saveAutosave(id, languageId, body));
  });
  routes.delete(path, { action: 'translation.update', target: translationTarget }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.articleAutosave.deleteAutosave(id, languageId));
  });
}
