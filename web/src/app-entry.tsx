/**
 * The app itself: React, MUI, the routes and the screens. A server-rendered reader page is drawn from
 * its HTML and loads this only when it needs it (main.tsx: the reader reaches for the page, or the
 * page has something only the app can do); the console and the dev server render with it at once.
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, lazy, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SiteText } from '@contract';
import { queryClient } from './api/query-client';
import { ApiError } from './api/request';
import { AppProviders, AppRoutes, type Screens } from './app';
import { siteTextPath } from './api/site-text';
import type { SsrState } from './shared/ssr-state';
import { createSiteI18n, type SiteI18n } from './shared/i18n';
import { loadableScreen } from './shared/screen';

const screens = {
  // The console is its own chunk: reader routes never download it.
  AdminApp: lazy(() => import('./admin/admin-app')),
  // Home is in the first bundle; the other reader screens load when first visited.
  ArticlePage: loadableScreen(() => import('./reader/article/article-page').then((m) => m.ArticlePage)),
  AllArticlesPage: loadableScreen(() => import('./reader/articles/all-articles-page').then((m) => m.AllArticlesPage)),
  AdvertisePage: loadableScreen(() => import('./reader/advertise/advertise-page').then((m) => m.AdvertisePage)),
} satisfies Screens;

/** The lazy screen a reader path shows, if any (the server rendered it; its chunk must be here before hydrating). */
function screenOf(pathname: string) {
  if (pathname.startsWith('/article/') || pathname.startsWith('/preview/')) return screens.ArticlePage;
  if (pathname === '/articles') return screens.AllArticlesPage;
  if (pathname === '/advertise') return screens.AdvertisePage;
  return undefined;
}

/**
 * Marks the page live once React has hydrated it (or rendered it, off the server): `data-hydrated`
 * on <html>. Its effect is the root's last, so every component's own effects have run. Until then a
 * click on a server-rendered button is held by main.tsx and given to the button once the page is live.
 */
let becameLive!: () => void;
/** Resolves once the app has hydrated the page (or rendered it). */
export const live = new Promise<void>((resolve) => (becameLive = resolve));

function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    becameLive();
  }, []);
  return null;
}

const app = (i18n: SiteI18n, initialLanguage?: string) => (
  <StrictMode>
    <AppProviders client={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes screens={screens} initialLanguage={initialLanguage} />
      </BrowserRouter>
    </AppProviders>
    <HydratedMark />
  </StrictMode>
);

/**
 * Hydrates the server-rendered page in `root` (main.tsx decides when). Resolves once hydrating has
 * begun: React handles events from then on (a click on a part not yet hydrated hydrates it first).
 */
export async function hydrateApp(root: HTMLElement, ssr: SsrState): Promise<void> {
  // The page's data as the server rendered it: no request is made again for it.
  hydrate(queryClient, ssr.queries);
  for (const e of ssr.errors) {
    // An answer the server got as an error (an unknown article): the same error, not asked again on mount.
    queryClient.setQueryDefaults([e.key], { retryOnMount: false });
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: [e.key] })
      .setState({ status: 'error', fetchStatus: 'idle', error: new ApiError(e.status, e.body, ''), errorUpdatedAt: Date.now() });
  }
  // The words the server rendered with (its language's site text, in the state): hydration sees the same.
  const i18n = createSiteI18n(queryClient.getQueryData<SiteText>([siteTextPath(ssr.language)]) ?? { language: ssr.language, messages: {}, compiled: {} });
  // The screen's chunk must be here before hydrating; one that failed to load: hydrate anyway
  // (the screen's lazy wrapper tries again).
  await (screenOf(window.location.pathname)?.preload() ?? Promise.resolve()).catch(() => {});
  // In a transition, hydrating yields to the browser every few milliseconds (as Next.js hydrates)
  // instead of holding the main thread for the whole page: a tap or a scroll during it is answered.
  startTransition(() => void hydrateRoot(root, app(i18n, ssr.language)));
}

/** Renders a page the server did not (the dev server, the console): the site's words are asked for first. */
export async function renderApp(root: HTMLElement): Promise<void> {
  const text = await queryClient.fetchQuery<SiteText>({ queryKey: [siteTextPath('en')] }).catch((): SiteText => ({ language: 'en', messages: {}, compiled: {} }));
  createRoot(root).render(app(createSiteI18n(text)));
}
