/**
 * Autosave of an edit in progress, per article, language and person (issue 24; per person since
 * issue 39: each call reads, writes or deletes the caller's own draft, never a colleague's):
 * GET, PUT and DELETE /api/admin/articles/{id}/autosave/{languageId}. Mounted on the admin router
 * after its administrator check; saving one is editing that language version
 * (translation.update, which the policy reads as article.update for the original).
 */
import { AutosaveRequestSchema, TranslationPathSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';
import { bodyFirst, translationTarget } from './targets.js';

export function addAutosaveRoutes(routes: DeclaredRoutes, services: Services): void {
  const path = '/articles/:id/autosave/:languageId';
  routes.get(path, { action: 'article.read' }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json({ autosave: await services.articleAutosave.getAutosave(id, languageId, adminOf(res).uid) });
  });
  routes.put(path, { action: 'translation.update', target: bodyFirst(AutosaveRequestSchema, translationTarget, TranslationPathSchema) }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const body = parseInput(AutosaveRequestSchema, req.body, 'body');
    res.json(await services.articleAutosave.saveAutosave(id, languageId, adminOf(res).uid, body));
  });
  routes.delete(path, { action: 'translation.update', target: translationTarget }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.articleAutosave.deleteAutosave(id, languageId, adminOf(res).uid));
  });
}
