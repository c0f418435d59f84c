/**
 * The console's Site text calls (issue 23): a language's strings beside English, a human edit
 * (and undoing a stored text), marking strings reviewed, and asking AI for the missing and stale ones. Mounted by the admin
 * router after its administrator check.
 */
import type { Router } from 'express';
import { SiteTextKeyPathSchema, SiteTextLanguagePathSchema, SiteTextReviewSchema, SiteTextUpdateSchema } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput } from '../validate.js';

export function siteTextRoutes(router: Router, services: Services): void {
  router.get('/site-text/:languageId', async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    res.json(await services.siteText.view(languageId));
  });
  router.put('/site-text/:languageId/:key', async (req, res) => {
    const { languageId, key } = parseInput(SiteTextKeyPathSchema, req.params, 'path');
    const { text } = parseInput(SiteTextUpdateSchema, req.body, 'body');
    res.json(await services.siteText.edit(languageId, key, text));
  });
  router.delete('/site-text/:languageId/:key', async (req, res) => {
    const { languageId, key } = parseInput(SiteTextKeyPathSchema, req.params, 'path');
    res.json(await services.siteText.reset(languageId, key));
  });
  router.post('/site-text/:languageId/review', async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    const { keys, reviewed } = parseInput(SiteTextReviewSchema, req.body, 'body');
    res.json(await services.siteText.review(languageId, keys, reviewed));
  });
  router.post('/site-text/:languageId/translate', async (req, res) => {
    const { languageId } = parseInput(SiteTextLanguagePathSchema, req.params, 'path');
    const result = await services.siteText.translate(languageId);
    res.status(result.started ? 202 : 200).json(result);
  });
}
