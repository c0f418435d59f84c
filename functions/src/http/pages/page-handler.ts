/**
 * The reader pages, rendered on the server (Hosting rewrites every path that is not a file, the
 * API or the console to the `pages` function; the local host does the same): the build of
 * web/src/entry-server.tsx renders the route with its data from the services, as the API would
 * answer it, and the browser hydrates it. 404 for unknown paths and for articles that are not
 * published. Pages are the same for every reader (the language is in the URL), so the CDN keeps
 * them like the API's article answers: a minute, then stale while it asks again.
 */
import { readFile } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import { SlugParamSchema } from '../../contract/index.js';
import type { AdPlacement, ArticleDetail, ArticlePage, ArticleSort, ArticleSummary, Category, PublicAd, PublicLanguage, PublicSiteSettings, SiteText } from '../../contract/index.js';
import { scriptOf } from '../../contract/indic-scripts.js';
import { messageFormatter } from '../../i18n/format-message.js';
import { NotFoundError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import type { ArticleForPage } from '../../services/articles-service.js';
import { pageHead } from '../../pages/head.js';
import { applyHead } from '../../pages/head-html.js';
import { matchReaderRoute, routePath } from '../../pages/routes.js';
import { siteOrigin } from '../../pages/urls.js';
import { changeSignal } from '../../data/change-signal.js';
import { ShortLivedCache } from '../../data/short-lived-cache.js';
import { PREVIEW_CACHE_CONTROL, PUBLIC_GET_CACHE_CONTROL } from '../public/cached-json.js';
import { bodyDone } from '../after-body.js';
import { pageDocument, prepareTemplate } from './page-document.js';
import { scriptFontsOf } from './script-fonts.js';

/** What functions/ssr/entry-server.js exports (web/src/entry-server.tsx). */
export interface SsrLoaders {
  languages(): Promise<PublicLanguage[]>;
  siteSettings(): Promise<PublicSiteSettings>;
  articles(params: { language: string; limit: number; category?: Category }): Promise<ArticleSummary[]>;
  featured(params: { language: string; limit: number }): Promise<ArticleSummary[]>;
  article(slug: string, language: string): Promise<ArticleDetail | null>;
  /** A draft preview link's article (issue 24), null when the link expired or never was. */
  preview(token: string, language: string): Promise<ArticleDetail | null>;
  articlePage(params: { language: string; limit: number; offset: number; sort: ArticleSort }): Promise<ArticlePage>;
  ads(placement: AdPlacement, language: string): Promise<PublicAd[]>;
  siteText(language: string): Promise<SiteText>;
}

interface SsrModule {
  render(url: string, loaders: SsrLoaders): Promise<{
    status: 200 | 404;
    route: string;
    language: string;
    title: string;
    description: string | null;
    screenModule: string | null;
    appHtml: string;
    styleTags: string;
    stateScript: string;
  }>;
}

interface Manifest {
  [source: string]: { file: string; name?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
}

/** Where the SSR build puts its output (functions/ssr): beside lib/ when deployed, beside src/ locally. */
export const SSR_DIR = new URL('../../../ssr/', import.meta.url);

/** 404s are kept a minute but never served stale: a newly published article shows within the minute. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

interface Renderer {
  ssr: SsrModule;
  template: string;
  manifest: Manifest;
}

let loading: Promise<Renderer> | undefined;

function loadRenderer(dir: URL): Promise<Renderer> {
  loading ??= (async () => {
    const [ssr, indexHtml, manifest] = await Promise.all([
      import(new URL('entry-server.js', dir).href) as Promise<SsrModule>,
      readFile(new URL('template.html', dir), 'utf8'),
      readFile(new URL('manifest.json', dir), 'utf8').then((t) => JSON.parse(t) as Manifest),
    ]);
    return { ssr, template: prepareTemplate(indexHtml), manifest };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The home hero's native-name fonts (web/plugins/native-names-font.ts: a few KiB, just its words):
 * fetched with the page instead of after its CSS, they are there at first paint, so the hero's
 * line never re-wraps when they swap in (a layout shift Lighthouse counted on phones).
 */
export function heroFontsOf(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([source]) => /(^|\/)native-names-[a-z]+\.woff2$/.test(source))
    .map(([, chunk]) => `/${chunk.file}`);
}

/**
 * The chunks a page fetches ahead once it has loaded (page-document.ts), so the app is there when
 * the reader reaches for the page: the app's own (web/vite.config.ts names it `app`) with what it
 * imports, and the route's screen module alone. The small chunks a screen shares with others
 * (MUI's Chip, Stack, a few icons) come when the app wakes, in one round of requests: each
 * prefetch link costs the page's main thread about 2 ms as it loads on a 2-core machine, where ten
 * of them made a task of 19 ms against 5 ms for two (docs/performance.md).
 */
export function chunksOf(manifest: Manifest, screen: string | null): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const have = new Set([...(entry?.imports ?? [])]);
  const out: string[] = [];
  const visit = (key: string, deep: boolean) => {
    const chunk = manifest[key];
    if (!chunk || have.has(key) || chunk.isEntry) return;
    have.add(key);
    out.push(`/${chunk.file}`);
    if (deep) for (const i of chunk.imports ?? []) visit(i, deep);
  };
  const app = Object.keys(manifest).find((key) => manifest[key]!.name === 'app' && !manifest[key]!.isDynamicEntry);
  if (app) visit(app, true);
  if (screen) visit(screen, false);
  return out;
}

const MAX_KEPT = 2_000;
/**
 * How long a page instance keeps what every page shows around the article (site settings, ads):
 * as long as the Hosting CDN keeps the page (s-maxage=60). At the answers' 3 s these were re-read
 * every few seconds by a busy instance, most of its reads; writes in this instance drop them at once.
 */
export const PAGE_FRAME_TTL_MS = 60_000;

/**
 * What the API's answers get (cached-json.ts): each read kept a few seconds in this instance,
 * dropped by any write here and, for an article, by counting a view or share of it. Pages read
 * the same few things (languages, settings, ads) on every render; concurrent renders share one read.
 */
function keeper(ttlMs?: number) {
  const kept = new ShortLivedCache<Promise<unknown>>(MAX_KEPT, ttlMs);
  return <T>(key: string, compute: () => Promise<T>, articleOf?: (value: T) => number | undefined): Promise<T> => {
    const now = Date.now();
    const cached = kept.get(key, now);
    if (cached) return cached as Promise<T>;
    const mark = changeSignal.mark();
    const value = compute();
    const entry = kept.keep(key, value, mark, now);
    value.then(
      (v) => kept.settled(entry, articleOf?.(v)),
      () => kept.failed(entry),
    );
    return value;
  };
}

interface PageLoaders extends SsrLoaders {
  /** The article with its language versions (the head's alternates); the renderer reads `.article`. */
  articleForPage(slug: string, language: string): Promise<ArticleForPage | null>;
}

function loadersFor(services: Services): PageLoaders {
  const keep = keeper();
  const keepFrame = keeper(PAGE_FRAME_TTL_MS);
  const articleForPage = (slug: string, language: string) =>
    keep(`article:${slug}:${language}`, () => readArticle(services, slug, language), (a) => a?.article.id);
  return {
    articleForPage,
    languages: () => keepFrame('languages', () => services.languages.listActiveLanguages()),
    siteSettings: () => keepFrame('settings', () => services.audience.publicSettings()),
    articles: (q) => services.publicArticles.listPublishedArticles(q),
    featured: (q) => services.publicArticles.listFeaturedArticles(q),
    // Each language has its own list (its targeted ads and the untargeted ones).
    ads: (placement, language) => keepFrame(`ads:${placement}:${language}`, () => services.publicAds.serveAds(placement, language)),
    article: async (slug, language) => (await articleForPage(slug, language))?.article ?? null,
    articlePage: (q) => services.publicArticles.listPublishedPage(q),
    siteText: (language) => services.readerSiteText.siteText(language),
    // Never kept: a preview shows the text as saved this moment (and is read per request below).
    preview: async () => null,
  };
}

/** A preview's article, read once per request (the render and the head both need it). */
function previewReader(services: Services): (token: string, language: string) => Promise<ArticleForPage | null> {
  const read = new Map<string, Promise<ArticleForPage | null>>();
  return (token, language) => {
    const key = `${token}:${language}`;
    let found = read.get(key);
    if (!found) {
      found = services.desk.previewArticle(token, language).catch((err: unknown) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      });
      read.set(key, found);
    }
    return found;
  };
}

async function readArticle(services: Services, slug: string, language: string): Promise<ArticleForPage | null> {
  if (!SlugParamSchema.safeParse(slug).success) return null;
  try {
    return await services.publicArticles.getArticleForPage(slug, language);
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

export function createPageHandler(services: Services, dir: URL = SSR_DIR): RequestHandler {
  const loaders = loadersFor(services);
  return async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await bodyDone(req);
      res.set('Allow', 'GET, HEAD').status(405).type('text').send('Method Not Allowed');
      return;
    }
    const route = matchReaderRoute(req.path);
    // Another spelling of a page's path (`/Articles`, `/education/`, `/article/a%2Db`), which the
    // browser's router shows too: one URL per page, so links and search engines converge on it.
    const canonical = routePath(route);
    if (canonical !== null && canonical !== req.path) {
      const query = req.originalUrl.indexOf('?');
      res.set('Cache-Control', PUBLIC_GET_CACHE_CONTROL);
      res.redirect(301, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
      return;
    }
    try {
      const { ssr, template, manifest } = await loadRenderer(dir);
      const preview = route.kind === 'preview' ? previewReader(services) : undefined;
      const page = await ssr.render(req.originalUrl, preview ? { ...loaders, preview: async (t, l) => (await preview(t, l))?.article ?? null } : loaders);
      const [languages, article, text] = await Promise.all([
        loaders.languages(),
        route.kind === 'article' ? loaders.articleForPage(route.slug, page.language) : preview && route.kind === 'preview' ? preview(route.token, page.language) : undefined,
        loaders.siteText(page.language),
      ]);
      // The head (title, description, canonical, Open Graph, JSON-LD, hreflang, <html lang>) from
      // the same data the page rendered; a 404 of the renderer is a 404 head too.
      const head = pageHead(page.status === 404 ? { kind: 'not-found' } : route, {
        siteUrl: siteOrigin(services.siteUrl()),
        language: page.language,
        languages: languages.map((l) => l.code),
        article,
        text: messageFormatter(text),
      });
      const script = scriptOf(languages.find((l) => l.code === page.language)?.nativeName);
      const html = applyHead(pageDocument(template, {
          ...page,
          preload: chunksOf(manifest, page.screenModule),
          fonts: [...(route.kind === 'home' && page.status === 200 ? heroFontsOf(manifest) : []), ...scriptFontsOf(manifest, script)],
          script,
        }), head);
      res.status(page.status);
      res.set('Cache-Control', page.status === 200 ? PUBLIC_GET_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL);
      // A preview is for whoever holds the link: no shared cache keeps it, no search engine lists it.
      if (preview) res.set({ 'Cache-Control': PREVIEW_CACHE_CONTROL, 'X-Robots-Tag': 'noindex, nofollow' });
      res.type('html').send(html);
    } catch (err) {
      next(err);
    }
  };
}
