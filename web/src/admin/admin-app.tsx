/**
 * The administrator console (admin-and-api.md; issue 4): its own lazily loaded chunk, mounted at
 * /admin/*, so reader routes never download it (nor the Firebase web SDK it brings).
 */
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
import { AdminLayout } from './layout/admin-layout';
import { SettingsPage } from './settings/settings-page';
import { SiteTextPage } from './site-text/site-text-page';
import { AcceptInvitePage } from './staff/accept-invite-page';
import { StaffPage } from './staff/staff-page';
import { AdminNotFoundPage } from './shared/admin-not-found-page';
import { TelegramPage } from './telegram/telegram-page';

/** Toasts at the top: at the bottom they would cover the Save and Cancel buttons of the dialogs. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;

export default function AdminApp() {
  return (
    <ToastProvider anchor={TOAST_ANCHOR}>
      <AdminAuthProvider>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route path="invite/:token" element={<AcceptInvitePage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<HomeRoute dashboard={<DashboardPage />} />} />
            <Route path="my-translations" element={<MyTranslationsPage />} />
            <Route path="articles" element={<ArticlesPage />} />
            <Route path="languages" element={<LanguagesPage />} />
            <Route path="site-text" element={<SiteTextPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="ai-settings" element={<AiSettingsPage />} />
            <Route path="ads" element={<AdsPage />} />
            <Route path="telegram" element={<TelegramPage />} />
            <Route path="api-keys" element={<ApiKeysPage />} />
            <Route path="staff" element={<StaffPage />} />
            <Route path="activity" element={<ActivityPage />} />
          </Route>
          <Route path="*" element={<AdminNotFoundPage />} />
        </Routes>
      </AdminAuthProvider>
    </ToastProvider>
  );
}
