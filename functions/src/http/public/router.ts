/** The reader API (public-site.md §7): no authentication; counters that readers drive. */
import { Router } from 'express';
import {
  AdEventRequestSchema,
  AdsQuerySchema,
  ArticleDetailQuerySchema,
  ArticleListQuerySchema,
  FeaturedQuerySchema,
  IdPathSchema,
  LIMITS,
  SiteTextQuerySchema,
  SlugParamSchema,
} from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { parseInput, requireJsonBody, singleValuedQuery } from '../validate.js';
import { NotFoundError } from '../../errors.js';
import { MESSAGES } from '../../contract/index.js';
import { PREVIEW_CACHE_CONTROL, sendCachedJson } from './cached-json.js';

export const AD_LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export function publicRouter(services: Services): Router {
  const router = Router();
  const query = (q: unknown) => singleValuedQuery(q as Record<string, unknown>);

  // Every page asks for it: cached like the article lists (a minute at the CDN, ETag and 304),
  // dropped here by any language write, so a language added or switched off shows within the
  // minute the pages take too.
  router.get('/languages', async (req, res) => {
    await sendCachedJson(req, res, () => services.languages.listActiveLanguages());
  });

  // The reader site's own words in a language (English where it has none): what a page needs when
  // the reader picks another language in the browser; a server-rendered page carries its own.
  router.get('/site-text', async (req, res) => {
    const q = parseInput(SiteTextQuerySchema, query(req.query), 'query');
    await sendCachedJson(req, res, () => services.readerSiteText.siteText(q.language));
  });

  // With "Show measured audience" on, the Advertise page's figures too (kept a while by the instance).
  router.get('/site-settings', async (_req, res) => {
    res.json(await services.audience.publicSettings());
  });

  router.get('/articles', async (req, res) => {
    const q = parseInput(ArticleListQuerySchema, query(req.query), 'query');
    const { offset } = q;
    // With `offset`, one page and its counts (All Articles); without, the array the other pages read.
    await sendCachedJson<unknown>(req, res, () =>
      offset === undefined
        ? services.publicArticles.listPublishedArticles(q)
        : services.publicArticles.listPublishedPage({ ...q, offset, limit: q.limit ?? LIMITS.pageDefault }),
    );
  });

  router.get('/articles/featured', async (req, res) => {
    const q = parseInput(FeaturedQuerySchema, query(req.query), 'query');
    await sendCachedJson(req, res, () => services.publicArticles.listFeaturedArticles({ language: q.language, limit: q.limit ?? LIMITS.featured }));
  });

  router.get('/articles/:slug', async (req, res) => {
    const q = parseInput(ArticleDetailQuerySchema, query(req.query), 'query');
    // A malformed slug cannot name an article: same 404 as an unknown one.
    const slug = SlugParamSchema.safeParse(req.params.slug);
    if (!slug.success) throw new NotFoundError(MESSAGES.articleNotFound);
    await sendCachedJson(req, res, () => services.publicArticles.getPublishedArticle(slug.data, q.language), (a) => a.id);
  });

  // A draft preview (issue 24): whoever holds the link reads the saved text; never cached by
  // anyone but that browser, never indexed.
  router.get('/preview/:token', async (req, res) => {
    res.set({ 'Cache-Control': PREVIEW_CACHE_CONTROL, 'X-Robots-Tag': 'noindex, nofollow' });
    const q = parseInput(ArticleDetailQuerySchema, query(req.query), 'query');
    res.json((await services.desk.previewArticle(String(req.params.token), q.language)).article);
  });

  router.post('/articles/:id/view', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.publicArticles.recordView(id));
  });

  router.post('/articles/:id/share', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const counted = await services.publicArticles.recordShare(id);
    // The day's share on the analytics rollup (the lifetime count above is what readers see).
    await services.analytics.recordShare(id).catch(() => {});
    res.json(counted);
  });

  router.get('/ads', async (req, res) => {
    const q = parseInput(AdsQuerySchema, query(req.query), 'query');
    const ads = await services.publicAds.serveAds(q.placement, q.language);
    // The same list for every reader of the language, and serving it counts nothing: browsers and
    // the Hosting CDN may keep it for a minute, under its URL, which holds the language (a change
    // in the console reaches readers within about that).
    res.set('Cache-Control', AD_LIST_CACHE_CONTROL);
    res.json(ads);
  });

  // Impressions (reported by the browser once half the ad was on screen for a second) and clicks.
  for (const kind of ['impression', 'click'] as const) {
    router.post(`/ads/:id/${kind}`, async (req, res) => {
      const { id } = parseInput(IdPathSchema, req.params, 'path');
      requireJsonBody(req);
      const body = parseInput(AdEventRequestSchema, req.body, 'body');
      const result = await services.publicAds.recordEvent(kind, id, {
        visitorId: body?.visitorId,
        language: body?.language,
        userAgent: req.get('user-agent'),
        clientAddress: req.ip ?? 'unknown',
      });
      res.status(202).json(result);
    });
  }

  return router;
}
