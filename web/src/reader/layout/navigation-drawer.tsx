/** The navigation drawer of small screens (header.tsx), its own chunk: fetched when first opened. */
import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

export default function NavigationDrawer({ open, setOpen }: { open: boolean; setOpen(open: boolean): void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={() => setOpen(false)}>
      <Box component="nav" aria-label={t('nav.main')} sx={{ width: 260 }}>
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <List>
          {NAV_LINKS.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to} selected={pathname === l.to} onClick={() => setOpen(false)}>
              <ListItemText primary={t(l.label)} />
            </ListItemButton>
          ))}
          <ListItemButton component={RouterLink} to="/articles" selected={pathname === '/articles'} onClick={() => setOpen(false)}>
            <ListItemText primary={t('nav.allArticles')} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
