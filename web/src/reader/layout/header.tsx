/** Sticky header: logo, the category navigation (a drawer on small screens) and the language picker. */
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { LanguagePicker } from './language-picker';

export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Education', to: '/education' },
  { label: 'Research', to: '/research' },
  { label: 'Case Study', to: '/case-study' },
] as const;

export function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', letterSpacing: '-0.02em', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      CryptoLekh
    </Typography>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Open navigation" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4, flexGrow: 1 }}>
            {NAV_LINKS.map((l) => (
              <Button
                key={l.to}
                component={NavLink}
                to={l.to}
                end
                color="inherit"
                sx={{ textTransform: 'none', fontWeight: 600, '&.active': { color: 'primary.main' } }}
              >
                {l.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguagePicker />
        </Toolbar>
      </Container>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
          <Box sx={{ p: 2 }}>
            <Logo />
          </Box>
          <List>
            {NAV_LINKS.map((l) => (
              <ListItemButton key={l.to} component={RouterLink} to={l.to} selected={pathname === l.to} onClick={() => setOpen(false)}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            ))}
            <ListItemButton component={RouterLink} to="/articles" selected={pathname === '/articles'} onClick={() => setOpen(false)}>
              <ListItemText primary="All Articles" />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
