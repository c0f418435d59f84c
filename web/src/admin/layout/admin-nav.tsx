/** The console's sidebar links (admin-and-api.md §2, Site text from issue 23, Activity from issue 29) and their highlighting rule. */
import ArticleIcon from '@mui/icons-material/Article';
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
import type { StaffAction } from '@contract';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useMe } from '../api/me';

/** `requires`: the permission (from /me) without which the link is hidden, not disabled. */
export const ADMIN_NAV: readonly { label: string; to: string; icon: typeof DashboardIcon; requires?: StaffAction }[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon },
  { label: 'My translations', to: '/admin/my-translations', icon: RateReviewIcon, requires: 'translationQueue.read' },
  { label: 'Articles', to: '/admin/articles', icon: ArticleIcon },
  { label: 'Languages', to: '/admin/languages', icon: TranslateIcon },
  { label: 'Site text', to: '/admin/site-text', icon: TextFieldsIcon },
  { label: 'AI Settings', to: '/admin/ai-settings', icon: SmartToyIcon },
  { label: 'Telegram', to: '/admin/telegram', icon: TelegramIcon },
  { label: 'Ads Management', to: '/admin/ads', icon: CampaignIcon },
  { label: 'API Keys', to: '/admin/api-keys', icon: VpnKeyIcon },
  { label: 'Staff', to: '/admin/staff', icon: GroupIcon, requires: 'staff.read' },
  { label: 'Activity', to: '/admin/activity', icon: HistoryIcon, requires: 'auditLog.read' },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
];

/** A link is highlighted when the path equals it or starts with it; /admin only on an exact match. */
export function isNavActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/admin') return path === '/admin';
  return path === to || path.startsWith(to);
}

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const permissions = useMe()?.permissions ?? [];
  return (
    <List component="nav" aria-label="Admin" sx={{ px: 1 }}>
      {ADMIN_NAV.filter((item) => !item.requires || permissions.includes(item.requires)).map(({ label, to, icon: Icon }) => {
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
