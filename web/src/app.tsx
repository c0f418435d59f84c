import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries the CSS-variables provider (about 5 KiB gzip) for themes
// built with cssVariables or colorSchemes; ours is neither, and for such a theme MUI's provider is
// exactly this one (its ThemeProviderNoVars).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { HomePage } from './reader/home/home-page';
import { ReaderLayout } from './reader/layout/reader-layout';
import { NotFoundPage } from './reader/not-found-page';
import type { SiteI18n } from './shared/i18n';
import { LanguageProvider } from './shared/language';
import { theme } from './shared/theme';
import { ToastProvider } from './shared/toast-provider';

/**
 * The screens that are not in the first bundle. The browser passes lazy ones (main.tsx: each its
 * own chunk, the console's never loaded by a reader page); the server renderer imports them
 * eagerly (entry-server.tsx), since a server render cannot wait for a lazy chunk.
 */
export interface Screens {
  AdminApp: ComponentType;
  ArticlePage: ComponentType<{ preview?: boolean }>;
  AllArticlesPage: ComponentType;
  AdvertisePage: ComponentType;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Providers around every screen, the same on the server and in the browser. */
export function AppProviders({ client, i18n, children }: { client: QueryClient; i18n: SiteI18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * The routes (inside a router). `initialLanguage`: the language the server rendered the page in,
 * which the browser's first render must use too (see LanguageProvider).
 */
export function AppRoutes({ screens, initialLanguage }: { screens: Screens; initialLanguage?: string }) {
  const { AdminApp, ArticlePage, AllArticlesPage, AdvertisePage } = screens;
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route
          element={
            <LanguageProvider initial={initialLanguage}>
              <ReaderLayout />
            </LanguageProvider>
          }
        >
          <Route path="/" element={<HomePage />} />
          <Route path="/education" element={<HomePage category="education" />} />
          <Route path="/research" element={<HomePage category="research" />} />
          <Route path="/case-study" element={<HomePage category="case-study" />} />
          <Route path="/articles" element={<AllArticlesPage />} />
          <Route path="/article/:slug" element={<ArticlePage />} />
          <Route path="/preview/:token" element={<ArticlePage preview />} />
          <Route path="/advertise" element={<AdvertisePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
