import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries the CSS-variables provider (about 5 KiB gzip) for themes
// built with cssVariables or colorSchemes; ours is neither, and for such a theme MUI's provider is
// exactly this one (its ThemeProviderNoVars).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from './api/query-client';
import { HomePage } from './reader/home/home-page';
import { ReaderLayout } from './reader/layout/reader-layout';
import { NotFoundPage } from './reader/not-found-page';
import { LanguageProvider } from './shared/language';
import { theme } from './shared/theme';
import { ToastProvider } from './shared/toast-provider';

// The console is its own chunk: reader routes never download it.
const AdminApp = lazy(() => import('./admin/admin-app'));
// Home is in the first bundle; the other reader screens load when first visited.
const ArticlePage = lazy(() => import('./reader/article/article-page').then((m) => ({ default: m.ArticlePage })));
const AllArticlesPage = lazy(() => import('./reader/articles/all-articles-page').then((m) => ({ default: m.AllArticlesPage })));
const AdvertisePage = lazy(() => import('./reader/advertise/advertise-page').then((m) => ({ default: m.AdvertisePage })));

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <BrowserRouter>
            <ScrollToTop />
            <Routes>
              <Route
                path="/admin/*"
                element={
                  <Suspense fallback={null}>
                    <AdminApp />
                  </Suspense>
                }
              />
              <Route
                element={
                  <LanguageProvider>
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
                <Route path="/advertise" element={<AdvertisePage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
