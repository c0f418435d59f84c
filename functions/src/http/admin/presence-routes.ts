/**
 * Presence (issue 39): PUT and DELETE /api/admin/articles/{id}/presence, the caller's own entry,
 * and GET /api/admin/presence, everyone else's on every article open now (one Firestore query,
 * not a read per article listed). Reading an article is every role's right, so is seeing who has
 * it open; saying you are editing a language version asks the right to edit it.
 */
import { IdPathSchema, PresenceBeatSchema, type PresenceBeat } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { strongEtag } from '../public/cached-json.js';
import { parseInput } from '../validate.js';
import type { DeclaredRoutes } from './declared-routes.js';
import { adminOf } from './require-admin.js';
import { articleTarget, bodyFirst, loadedArticleOf } from './targets.js';

export function addPresenceRoutes(routes: DeclaredRoutes, services: Services): void {
  const path = '/articles/:id/presence';
  routes.put(
    path,
    {
      action: 'article.read',
      target: bodyFirst(PresenceBeatSchema, articleTarget),
      also: (req, target) => {
        const body = parseInput(PresenceBeatSchema, req.body, 'body') as PresenceBeat;
        return body.mode === 'editing' ? [{ action: 'translation.update', target: { ...target, languageId: body.languageId } }] : [];
      },
    },
    async (req, res) => {
      const body = parseInput(PresenceBeatSchema, req.body, 'body');
      const article = loadedArticleOf(req)!;
      const me = adminOf(res);
      res.json(await services.articlePresence.beat(article, { uid: me.uid, name: me.name || me.email }, body));
    },
  );
  routes.delete(path, { action: 'article.read' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.articlePresence.leave(id, adminOf(res).uid));
  });
  // Polled every few seconds: an answer the console already has is an empty 304 (its ETag, compared here:
  // Express's own freshness check is not what this host's answers go through).
  routes.get('/presence', { action: 'article.read' }, async (req, res) => {
    const body = JSON.stringify(await services.articlePresence.list(adminOf(res).uid));
    const etag = strongEtag(body);
    res.set('ETag', etag);
    if ((req.get('If-None-Match') ?? '').split(',').some((t) => t.trim() === etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  });
}
