/**
 * The Express app behind the `pages` function: what Hosting rewrites to it besides the API (see
 * PAGES_PATHS). Today the sitemap, the RSS feeds and robots.txt; the server-rendered reader pages
 * join it (DESIGN.md, issue 14), with their head from pages/head.ts.
 *
 * Everything here is the same for every reader, so it is cached like the public article GETs
 * (http/public/cached-json.ts): `s-maxage` with `stale-while-revalidate` at the CDN, a strong ETag
 * (304 on If-None-Match), and a few seconds in this instance's memory, dropped by any write here.
 * Errors are JSON `{message, field?, reason?}` like every other error of the site.
 */
import { Router, type Express } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE_CODE, MESSAGES, intParam } from '../../contract/index.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { robotsTxt, rssXml, sitemapXml } from '../../pages/feeds.js';
import { siteOrigin } from '../../pages/urls.js';
import type { Services } from '../../services/index.js';
import { methodNotAllowedOrNotFound, optionsResponder } from '../allowed-methods.js';
import { errorHandler } from '../errors-middleware.js';
import { functionApp } from '../function-app.js';
import { sendCached } from '../public/cached-json.js';
import { inputGuards, parseInput, singleValuedQuery } from '../validate.js';

/**
 * The paths Hosting rewrites to the `pages` function (firebase.json; the local host routes the
 * same ones): exact paths, as Hosting's `source` matches them.
 */
export const PAGES_PATHS = ['/sitemap.xml', '/rss.xml', '/robots.txt'] as const;

export const SITEMAP_TYPE = 'application/xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const ROBOTS_TYPE = 'text/plain; charset=utf-8';

const SitemapQuerySchema = z.object({ page: intParam('page', 1, 100_000).optional() });
const RssQuerySchema = z.object({
  lang: z.string().trim().min(1, { message: 'lang must not be empty' }).max(20, { message: 'lang must be a language code such as en or hi' }).optional(),
});

export function createPagesApp(services: Services): Express {
  // Feeds load nothing and are never framed: the API's headers (CSP default-src 'none').
  const app = functionApp();

  const router = Router({ caseSensitive: true, strict: true });
  router.use(inputGuards);
  router.use(feedsRouter(services));
  app.use(optionsResponder(router), router);
  app.use(methodNotAllowedOrNotFound(router));
  app.use(errorHandler);
  return app;
}

function feedsRouter(services: Services): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const query = (q: unknown) => singleValuedQuery(q as Record<string, unknown>);
  const site = () => siteOrigin(services.siteUrl());

  router.get('/sitemap.xml', async (req, res) => {
    const { page } = parseInput(SitemapQuerySchema, query(req.query), 'query');
    const siteUrl = site();
    await sendCached(req, res, {
      key: `pages ${siteUrl} sitemap ${page ?? ''}`,
      type: SITEMAP_TYPE,
      compute: async () => {
        const [languages, articles] = await Promise.all([services.languages.listActiveLanguages(), services.publicArticles.listPublishedListings()]);
        const xml = sitemapXml({ siteUrl, languages: languages.map((l) => l.code), articles }, page);
        if (xml === null) throw new NotFoundError(`Sitemap page ${page} does not exist: /sitemap.xml lists the pages there are`);
        return xml;
      },
    });
  });

  router.get('/rss.xml', async (req, res) => {
    const q = parseInput(RssQuerySchema, query(req.query), 'query');
    const code = (q.lang ?? DEFAULT_LANGUAGE_CODE).toLowerCase();
    const siteUrl = site();
    await sendCached(req, res, {
      key: `pages ${siteUrl} rss ${code}`,
      type: RSS_TYPE,
      compute: async () => {
        const [languages, articles] = await Promise.all([services.languages.listActiveLanguages(), services.publicArticles.listPublishedListings()]);
        const language = languages.find((l) => l.code === code);
        if (!language) {
          const offered = languages.map((l) => l.code).join(', ');
          throw new BadRequestError(`${MESSAGES.languageNotFound(code)}: lang must be one of ${offered}`, 'lang', 'unknown or inactive language code');
        }
        return rssXml({ siteUrl, language, articles });
      },
    });
  });

  router.get('/robots.txt', async (req, res) => {
    const siteUrl = site();
    await sendCached(req, res, { key: `pages ${siteUrl} robots`, type: ROBOTS_TYPE, compute: async () => robotsTxt(siteUrl) });
  });

  return router;
}
