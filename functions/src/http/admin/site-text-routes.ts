/**
 * The console's Site text calls (issue 23): a language's strings beside English, a human edit
 * (and undoing a stored text), marking strings reviewed, and asking AI for the missing and stale ones. Mounted by the admin
 * router after its administrator check; edits need the language in the person's scope.
 */
import { SiteTextKeyPathSchema, SiteTextLanguagePathSchema, SiteTextReviewSchema, SiteTextUpdateSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';
import { siteTextTarget } from './targets.js';

export function siteTextRoutes(routes: DeclaredRoutes, services: Services): void {
  routes.get('/site-text/:languageId', { action: 'siteText.read' }, async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    res.json(await services.siteText.view(languageId));
  });
  routes.put('/site-text/:languageId/:key', { action: 'siteText.update', target: siteTextTarget(SiteTextKeyPathSchema) }, async (req, res) => {
    const { languageId, key } = parseInput(SiteTextKeyPathSchema, req.params, 'path');
    const { text } = parseInput(SiteTextUpdateSchema, req.body, 'body');
    res.json(await services.siteText.edit(languageId, key, text));
  });
  routes.delete('/site-text/:languageId/:key', { action: 'siteText.update', target: siteTextTarget(SiteTextKeyPathSchema) }, async (req, res) => {
    const { languageId, key } = parseInput(SiteTextKeyPathSchema, req.params, 'path');
    res.json(await services.siteText.reset(languageId, key));
  });
  routes.post('/site-text/:languageId/review', { action: 'siteText.update', target: siteTextTarget(SiteTextLanguagePathSchema) }, async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    const { keys, reviewed } = parseInput(SiteTextReviewSchema, req.body, 'body');
    res.json(await services.siteText.review(languageId, keys, reviewed));
  });
  routes.post('/site-text/:languageId/translate', { action: 'siteText.update', target: siteTextTarget(SiteTextLanguagePathSchema) }, async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    const result = await services.siteText.translate(languageId);
    res.status(result.started ? 202 : 200).json(result);
  });
}
