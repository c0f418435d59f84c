/**
 * Presence (issue 39): PUT and DELETE /api/admin/articles/{id}/presence, the caller's own entry,
 * and GET /api/admin/presence, everyone else's on every article open now (one Firestore query,
 * not a read per article listed). Reading an article is every role's right, so is seeing who has
 * it open; saying you are editing a language version asks the right to edit it.
 */
import { IdPathSchema, PresenceBeatSchema, type PresenceBeat } from '../../contract/index.js';
import type { Services } from '../../services/index.js';
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
  routes.get('/presence', { action: 'article.read' }, async (_req, res) => {
    res.json(await services.articlePresence.list(adminOf(res).uid));
  });
}
