/** The reader API (public-site.md §7): no authentication; counters that readers drive. */
import { Router } from 'express';
import {
  AdsQuerySchema,
  ArticleDetailQuerySchema,
  ArticleListQuerySchema,
  FeaturedQuerySchema,
  IdPathSchema,
  LIMITS,
  SlugParamSchema,
} from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, singleValuedQuery } from '../validate.js';
import { NotFoundError } from '../../errors.js';
import { MESSAGES } from '../../contract/index.js';

export function publicRouter(services: Services): Router {
  const router = Router();
  const query = (q: unknown) => singleValuedQuery(q as Record<string, unknown>);

  router.get('/languages', async (_req, res) => {
    res.json(await services.languages.listActiveLanguages());
  });

  router.get('/site-settings', async (_req, res) => {
    res.json(await services.repos.settings.getSiteSettings());
  });

  router.get('/articles', async (req, res) => {
    const q = parseInput(ArticleListQuerySchema, query(req.query), 'query');
    res.json(await services.publicArticles.listPublishedArticles(q));
  });

  router.get('/articles/featured', async (req, res) => {
    const q = parseInput(FeaturedQuerySchema, query(req.query), 'query');
    res.json(await services.publicArticles.listFeaturedArticles({ language: q.language, limit: q.limit ?? LIMITS.featured }));
  });

  router.get('/articles/:slug', async (req, res) => {
    const q = parseInput(ArticleDetailQuerySchema, query(req.query), 'query');
    // A malformed slug cannot name an article: same 404 as an unknown one.
    const slug = SlugParamSchema.safeParse(req.params.slug);
    if (!slug.success) throw new NotFoundError(MESSAGES.articleNotFound);
    res.json(await services.publicArticles.getPublishedArticle(slug.data, q.language));
  });

  router.post('/articles/:id/view', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.publicArticles.recordView(id));
  });

  router.post('/articles/:id/share', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.publicArticles.recordShare(id));
  });

  router.get('/ads', async (req, res) => {
    const q = parseInput(AdsQuerySchema, query(req.query), 'query');
    res.json(await services.publicAds.serveAds(q.placement));
  });

  router.post('/ads/:id/click', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.publicAds.recordClick(id));
  });

  return router;
}
