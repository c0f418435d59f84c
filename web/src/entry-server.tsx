/**
 * The reader site rendered on the server (the functions' page handler imports the build of this
 * file, functions/ssr/entry-server.js): the same components as in the browser, a router at the
 * requested URL, a QueryClient of this request filled with exactly the queries the page's
 * components make (the same keys as web/src/api/*), and MUI's styles collected from an emotion
 * cache of this request (key `css`, the browser's default cache, which adopts them), written with
 * only the vendor prefixes a supported browser needs (shared/style-prefixes.ts).
 *
 * The data comes from `loaders` (the functions' services): this bundle knows nothing of Firestore.
 */
import type { AdPlacement, ArticleDetail, ArticlePage as ArticlePageData, ArticleSort, ArticleSummary, Category, PublicAd, PublicLanguage, PublicSiteSettings, SiteText } from '@contract';
import { matchReaderRoute, type ReaderRoute } from '@contract/reader-routes';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { adsPath } from './api/ads';
import { ARTICLE_PAGE_SIZE } from './api/article-pages';
import { articlePath, listPath, previewPath } from './api/articles';
import { ApiError } from './api/request';
import { AppProviders, AppRoutes, type Screens } from './app';
import { AdvertisePage } from './reader/advertise/advertise-page';
import { ArticlePage } from './reader/article/article-page';
import { AllArticlesPage, DEFAULT_SORT } from './reader/articles/all-articles-page';
import { siteTextPath } from './api/site-text';
import { FEATURED_LIMIT, HEADING_KEYS, LIST_LIMIT } from './reader/home/home-page';
import { createSiteI18n, translate } from './shared/i18n';
import { prepareArticleHtml } from './shared/sanitize';
import { SSR_STATE_ID, serializeSsrState, type SsrState } from './shared/hydration';
import { DEFAULT_LANGUAGE, languageFromLink } from './shared/language';
import { SERVER_STYLIS_PLUGINS } from './shared/style-prefixes';

export interface Loaders {
  languages(): Promise<PublicLanguage[]>;
  siteSettings(): Promise<PublicSiteSettings>;
  articles(params: { language: string; limit: number; category?: Category }): Promise<ArticleSummary[]>;
  featured(params: { language: string; limit: number }): Promise<ArticleSummary[]>;
  /** null: no published article by that slug (unknown, or a draft). */
  article(slug: string, language: string): Promise<ArticleDetail | null>;
  /** null: the preview link expired or never was. */
  preview(token: string, language: string): Promise<ArticleDetail | null>;
  articlePage(params: { language: string; limit: number; offset: number; sort: ArticleSort }): Promise<ArticlePageData>;
  /** The placement's ads for readers of `language` (its targeted ads and the untargeted ones). */
  ads(placement: AdPlacement, language: string): Promise<PublicAd[]>;
  /** The reader site's words in a language (functions/src/i18n/site-messages.ts). */
  siteText(language: string): Promise<SiteText>;
}

export type RouteName = ReaderRoute['kind'];

export interface RenderedPage {
  status: 200 | 404;
  route: RouteName;
  language: string;
  /** What the document's head shows until the SEO module fills it (see page-document.ts). */
  title: string;
  description: string | null;
  /** The page's article, when it is one: for the head. */
  article: ArticleDetail | null;
  /** The source module of the route's lazy screen, to preload its chunk (the build manifest's key). */
  screenModule: string | null;
  appHtml: string;
  /** `<style data-emotion>` tags of MUI's styles for this page. */
  styleTags: string;
  /** `<script type="application/json">` with the state the browser hydrates from. */
  stateScript: string;
}

const Nothing = () => null;
const SCREENS: Screens = { AdminApp: Nothing, ArticlePage, AllArticlesPage, AdvertisePage };

/** Dates, counts and anything else exactly as the browser gets them from the API: JSON. */
const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export async function render(url: string, loaders: Loaders): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  // As the browser's router matches it (any case, an optional trailing slash): the one route table.
  const matched = matchReaderRoute(pathname);
  const route = matched.kind;
  const category = matched.kind === 'category' ? matched.category : undefined;
  const slug = matched.kind === 'article' ? matched.slug : undefined;
  const token = matched.kind === 'preview' ? matched.token : undefined;
  // Every query the page makes is filled below; one that is not would render its loading state.
  const notFilled = () => Promise.reject(new Error('The server renders only the data it was given'));
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: notFilled, staleTime: Infinity, retry: false } } });
  const set = <T,>(key: string, value: T) => client.setQueryData([key], asJson(value));
  const errors: SsrState['errors'] = [];

  const [languages, settings] = await Promise.all([loaders.languages(), loaders.siteSettings()]);
  set('/api/languages', languages);
  set('/api/site-settings', settings);
  const linked = languageFromLink(search);
  const language = linked && languages.some((l) => l.code === linked) ? linked : DEFAULT_LANGUAGE;
  // The page's words: in the state the browser hydrates from (its cache), and only this language's.
  const text = await loaders.siteText(language);
  set(siteTextPath(language), text);
  const i18n = createSiteI18n(text);
  const t = (key: string, values?: Record<string, unknown>) => translate(i18n, key, values);
  const pageTitle = (page: string) => t('site.pageTitle', { page });

  let status: 200 | 404 = 200;
  let title = t('site.title');
  let description: string | null = null;
  let article: ArticleDetail | null = null;
  let screenModule: string | null = null;
  const ads = async (placement: AdPlacement) => set(adsPath(placement, language), await loaders.ads(placement, language));

  switch (route) {
    case 'home':
    case 'category': {
      const listParams = { language, limit: LIST_LIMIT, category };
      await Promise.all([
        loaders.articles(listParams).then((v) => set(listPath('/api/articles', listParams), v)),
        category ? ads('category') : loaders.featured({ language, limit: FEATURED_LIMIT }).then((v) => set(listPath('/api/articles/featured', { language, limit: FEATURED_LIMIT }), v)),
        ads('homepage'),
      ]);
      if (category) title = pageTitle(t(HEADING_KEYS[category]));
      break;
    }
    case 'preview':
    case 'article': {
      screenModule = 'src/reader/article/article-page.tsx';
      const key = token ? previewPath(token, language) : articlePath(slug!, language);
      const [found] = await Promise.all([token ? loaders.preview(token, language) : loaders.article(slug!, language), ads('article')]);
      if (found) {
        // Sanitised piece by piece with the event loop free between pieces, before the render that uses it.
        await prepareArticleHtml(found.content);
        article = asJson(found);
        client.setQueryData([key], article);
        title = pageTitle(article.title);
        description = article.metaDescription || article.excerpt;
      } else {
        status = 404;
        title = pageTitle(t('article.notFound.title'));
        const body = JSON.stringify({ message: 'Article not found' });
        errors.push({ key, status: 404, body });
        const error = new ApiError(404, body, 'Not Found');
        // As the browser keeps it (main.tsx): an answered error, not a fetch on mount (a skeleton).
        client.setQueryDefaults([key], { retryOnMount: false });
        client.getQueryCache().build(client, { queryKey: [key] }).setState({ status: 'error', fetchStatus: 'idle', error, errorUpdatedAt: Date.now() });
      }
      break;
    }
    case 'articles': {
      screenModule = 'src/reader/articles/all-articles-page.tsx';
      const base = { language, q: undefined, category: undefined, sort: DEFAULT_SORT, limit: ARTICLE_PAGE_SIZE };
      const page = await loaders.articlePage({ language, limit: ARTICLE_PAGE_SIZE, offset: 0, sort: DEFAULT_SORT });
      client.setQueryData(['/api/articles', 'pages', base], { pages: [asJson(page)], pageParams: [0] });
      title = pageTitle(t('articles.title'));
      break;
    }
    case 'advertise':
      screenModule = 'src/reader/advertise/advertise-page.tsx';
      title = t('advertise.title');
      break;
    case 'not-found':
      status = 404;
      title = pageTitle(t('notFound.title'));
      break;
  }

  const cache = createCache({ key: 'css', stylisPlugins: SERVER_STYLIS_PLUGINS });
  const emotion = createEmotionServer(cache);
  const appHtml = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders client={client} i18n={i18n}>
          <StaticRouter location={pathname + search}>
            <AppRoutes screens={SCREENS} initialLanguage={language} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(appHtml));
  const state: SsrState = { language, queries: dehydrate(client), errors };
  const stateScript = `<script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState(state)}</script>`;
  client.clear();
  return { status, route, language, title, description, article, screenModule, appHtml, styleTags, stateScript };
}
