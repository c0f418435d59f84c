import { hydrate } from '@tanstack/react-query';
import { StrictMode, lazy, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// Indic scripts: the Noto faces of each script, limited to it by unicode-range (see the file), so a
// page downloads the fonts of the scripts it shows and nothing else; an English page none. They come
// first in the font stack (theme.ts) so Hindi, Bengali, Kannada... look the same on every device.
import './shared/indic-fonts.css';
// The hero's few words in Indic scripts, in fonts cut down to their glyphs (web/plugins/native-names-font.ts).
import './generated/native-names.css';
import type { SiteText } from '@contract';
import { queryClient } from './api/query-client';
import { ApiError } from './api/request';
import { AppProviders, AppRoutes, type Screens } from './app';
import { siteTextPath } from './api/site-text';
import { readSsrState } from './shared/hydration';
import { createSiteI18n, type SiteI18n } from './shared/i18n';
import { loadableScreen } from './shared/screen';
import { followServerRenderedAdFrames } from './reader/ads/ad-frame-height';

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
 * Runs `task` once the page has been painted. Hydrating is one long task (on a slow phone a second
 * or more): when the HTML and this script arrive together, it ran before the browser had drawn the
 * server's HTML, and the reader looked at a blank page until it ended. A frame callback runs before
 * that frame's paint, so the task waits for the next turn after it. A hidden tab paints nothing:
 * it hydrates at once.
 */
function afterFirstPaint(task: () => void) {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Marks the page live once React has hydrated it (or rendered it, off the server): `data-hydrated`
 * on <html>. Its effect is the root's last, so every component's own effects have run. Until then a
 * server-rendered button looks ready but does nothing: the end-to-end tests wait for the mark before
 * they click.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const root = document.getElementById('root')!;
const ssr = readSsrState();
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

if (ssr) {
  // The server-rendered ad frames follow their content now, not after hydrating (seconds later on a slow phone).
  followServerRenderedAdFrames(root);
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
  // In a transition, hydrating yields to the browser every few milliseconds (as Next.js hydrates)
  // instead of holding the main thread for the whole page: a tap or a scroll during it is answered.
  const start = () => afterFirstPaint(() => startTransition(() => void hydrateRoot(root, app(i18n, ssr.language))));
  // A chunk that failed to load: hydrate anyway (the screen's lazy wrapper tries again).
  void (screenOf(window.location.pathname)?.preload() ?? Promise.resolve()).then(start, start);
} else {
  // Not server-rendered (the dev server, the console): the site's words are asked for first.
  void queryClient
    .fetchQuery<SiteText>({ queryKey: [siteTextPath('en')] })
    .catch((): SiteText => ({ language: 'en', messages: {}, compiled: {} }))
    .then((text) => createRoot(root).render(app(createSiteI18n(text))));
}
