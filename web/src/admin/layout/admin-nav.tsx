/**
 * The console's sidebar links (admin-and-api.md §2, Site text from issue 23; My translations, Staff
 * and Activity from issue 29; Analytics from issue 30), each shown only to roles with the action its screen needs (issue 29:
 * hidden, not disabled), and their highlighting rule.
 */
import type { StaffAction } from '@contract';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import RateReviewIcon from '@mui/icons-material/RateReview';
import HistoryIcon from '@mui/icons-material/History';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TelegramIcon from '@mui/icons-material/Telegram';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TranslateIcon from '@mui/icons-material/Translate';
import GroupIcon from '@mui/icons-material/Group';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon, requires: 'dashboard.read' },
  { label: 'My translations', to: '/admin/my-translations', icon: RateReviewIcon, requires: 'translationQueue.read' },
  { label: 'Articles', to: '/admin/articles', icon: ArticleIcon, requires: 'article.read' },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChartIcon, requires: 'analytics.read' },
  { label: 'Languages', to: '/admin/languages', icon: TranslateIcon, requires: 'language.manage' },
  { label: 'Site text', to: '/admin/site-text', icon: TextFieldsIcon, requires: 'siteText.read' },
  { label: 'AI Settings', to: '/admin/ai-settings', icon: SmartToyIcon, requires: 'aiSettings.read' },
  { label: 'Telegram', to: '/admin/telegram', icon: TelegramIcon, requires: 'telegram.read' },
  { label: 'Ads Management', to: '/admin/ads', icon: CampaignIcon, requires: 'ad.read' },
  { label: 'API Keys', to: '/admin/api-keys', icon: VpnKeyIcon, requires: 'apiKey.read' },
  { label: 'Staff', to: '/admin/staff', icon: GroupIcon, requires: 'staff.read' },
  { label: 'Activity', to: '/admin/activity', icon: HistoryIcon, requires: 'auditLog.read' },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon, requires: 'settings.read' },
] as const satisfies readonly { label: string; to: string; icon: unknown; requires: StaffAction }[];

/** The screen's route by its path under /admin, with the action it needs (admin-app.tsx). */
export function navAction(to: string): StaffAction {
  return ADMIN_NAV.find((n) => n.to === to)!.requires;
}

/** A link is highlighted when the path equals it or starts with it; /admin only on an exact match. */
export function isNavActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/admin') return path === '/admin';
  return path === to || path.startsWith(to);
}

/** `permissions`: the signed-in person's (GET /api/admin/me); no links until they are known. */
export function AdminNav({ permissions, onNavigate }: { permissions: readonly StaffAction[] | undefined; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const allowed = new Set(permissions ?? []);
  return (
    <List component="nav" aria-label="Admin" sx={{ px: 1 }}>
      {ADMIN_NAV.filter((n) => allowed.has(n.requires)).map(({ label, to, icon: Icon }) => {
        const active = isNavActive(pathname, to);
        return (
          <ListItemButton
            key={to}
            component={RouterLink}
            to={to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 2, mb: 0.5, '&.Mui-selected': { color: 'primary.dark', fontWeight: 700 } }}
          >
            <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'text.secondary' }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
