/** Sticky header: logo, the category navigation (a drawer on small screens) and the language picker. */
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Container } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { RoundIconButton } from '../../shared/round-icon-button';
import { NavLink } from 'react-router-dom';
import { LanguagePicker } from './language-picker';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

// The drawer (and MUI's modal machinery) loads when a phone reader first opens it, or points at the button.
const loadDrawer = () => import('./navigation-drawer');
const NavigationDrawer = lazy(loadDrawer);

export function Header() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition still runs.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { t } = useTranslation();
  return (
    // What MUI's sticky AppBar and Toolbar drew, without their code (1.8 KiB gzip).
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', flexShrink: 0, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Container maxWidth="lg">
        <Box sx={(t) => ({ ...t.mixins.toolbar, display: 'flex', alignItems: 'center', position: 'relative', gap: 1 })}>
          <RoundIconButton
            edge="start"
            aria-label={t('nav.open')}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </RoundIconButton>
          <Logo />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4, flexGrow: 1 }}>
            {NAV_LINKS.map((l) => (
              <Button
                key={l.to}
                component={NavLink}
                to={l.to}
                end
                color="inherit"
                sx={{ textTransform: 'none', fontWeight: 600, '&.active': { color: 'primary.main' } }}
              >
                {t(l.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguagePicker />
        </Box>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavigationDrawer open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </Box>
  );
}
