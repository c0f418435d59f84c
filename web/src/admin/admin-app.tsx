/**
 * The administrator console (admin-and-api.md; issue 4): its own lazily loaded chunk, mounted at
 * /admin/*, so reader routes never download it (nor the Firebase web SDK it brings). A screen the
 * signed-in role cannot use says so rather than loading (issue 29). Analytics, with its charts, and
 * the invitation page, with its list of common passwords (issue 37), are chunks of their own within it.
 */
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ToastProvider } from '../shared/toast-provider';
import { ActivityPage } from './activity/activity-page';
import { AdsPage } from './ads/ads-page';
import { AiSettingsPage } from './ai-settings/ai-settings-page';
import { ApiKeysPage } from './api-keys/api-keys-page';
import { ArticlesPage } from './articles/articles-page';
import { AdminAuthProvider } from './auth/admin-auth';
import { LoginPage } from './auth/login-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { LanguagesPage } from './languages/languages-page';
import { HomeRoute } from './my-translations/home-route';
import { MyTranslationsPage } from './my-translations/my-translations-page';
import { RequireAccess } from './auth/staff-access';
import { AdminLayout } from './layout/admin-layout';
import { navAction } from './layout/admin-nav';
import { SettingsPage } from './settings/settings-page';
import { SiteTextPage } from './site-text/site-text-page';
import { StaffPage } from './staff/staff-page';
import { AdminNotFoundPage } from './shared/admin-not-found-page';
import { TelegramPage } from './telegram/telegram-page';

/** Analytics brings the chart library: its own chunk, loaded when the screen is opened (issue 30). */
const AnalyticsPage = lazy(() => import('./analytics/analytics-page'));
/** The invitation page brings the list of common passwords (issue 37): its own chunk too. */
const AcceptInvitePage = lazy(() => import('./staff/accept-invite-page'));

const screenLoading = (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the screen" />
  </Box>
);

/** Toasts at the top: at the bottom they would cover the Save and Cancel buttons of the dialogs. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;

export default function AdminApp() {
  return (
    <ToastProvider anchor={TOAST_ANCHOR}>
      <AdminAuthProvider>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route
            path="invite/:token"
            element={
              <Suspense fallback={screenLoading}>
                <AcceptInvitePage />
              </Suspense>
            }
          />
          <Route element={<AdminLayout />}>
            <Route index element={<HomeRoute dashboard={<DashboardPage />} />} />
            <Route path="my-translations" element={<RequireAccess action={navAction('/admin/my-translations')}><MyTranslationsPage /></RequireAccess>} />
            <Route path="articles" element={<ArticlesPage />} />
            <Route path="languages" element={<RequireAccess action={navAction('/admin/languages')}><LanguagesPage /></RequireAccess>} />
            <Route path="site-text" element={<RequireAccess action={navAction('/admin/site-text')}><SiteTextPage /></RequireAccess>} />
            <Route path="settings" element={<RequireAccess action={navAction('/admin/settings')}><SettingsPage /></RequireAccess>} />
            <Route path="ai-settings" element={<RequireAccess action={navAction('/admin/ai-settings')}><AiSettingsPage /></RequireAccess>} />
            <Route path="ads" element={<RequireAccess action={navAction('/admin/ads')}><AdsPage /></RequireAccess>} />
            <Route path="telegram" element={<RequireAccess action={navAction('/admin/telegram')}><TelegramPage /></RequireAccess>} />
            <Route path="api-keys" element={<RequireAccess action={navAction('/admin/api-keys')}><ApiKeysPage /></RequireAccess>} />
            <Route path="staff" element={<RequireAccess action={navAction('/admin/staff')}><StaffPage /></RequireAccess>} />
            <Route
              path="analytics"
              element={
                <RequireAccess action={navAction('/admin/analytics')}>
                  <Suspense fallback={screenLoading}>
                    <AnalyticsPage />
                  </Suspense>
                </RequireAccess>
              }
            />
            <Route path="activity" element={<RequireAccess action={navAction('/admin/activity')}><ActivityPage /></RequireAccess>} />
          </Route>
          <Route path="*" element={<AdminNotFoundPage />} />
        </Routes>
      </AdminAuthProvider>
    </ToastProvider>
  );
}
