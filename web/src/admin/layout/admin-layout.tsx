/**
 * The frame of every console screen but login: a header with the administrator's name and
 * sign-out, the sidebar (permanent on wide screens, a temporary drawer on phones), and the screen.
 * Nothing renders until the session is confirmed, so screens never call the API without one.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Alert, AppBar, Avatar, Box, Button, Drawer, IconButton, LinearProgress, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../auth/admin-auth';
import { StaffAccessProvider } from '../auth/staff-access';
import { AdminNav } from './admin-nav';
import { useSessionCheck } from './use-session-check';

export const DRAWER_WIDTH = 240;

function Brand() {
  return (
    <Typography
      component={RouterLink}
      to="/admin"
      aria-label="CryptoLekh Admin"
      variant="h6"
      noWrap
      sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <img src="/logo.png" alt="" width={28} height={28} style={{ display: 'block', flexShrink: 0 }} />
      {/* Phones keep the header's room for the administrator's name and sign-out. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        CryptoLekh{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          Admin
        </Box>
      </Box>
    </Typography>
  );
}

export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { profile, error, retry } = useSessionCheck();
  const { endSession } = useAdminSession();
  const navigate = useNavigate();

  const signOut = async () => {
    await endSession();
    navigate('/admin/login', { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          {profile && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 15 }} aria-hidden>
                {profile.name.charAt(0).toUpperCase()}
              </Avatar>
              <Typography data-testid="admin-name" noWrap sx={{ fontWeight: 600, maxWidth: { xs: 150, sm: 240 } }}>
                {profile.name}
              </Typography>
            </Stack>
          )}
          <Button color="inherit" onClick={() => void signOut()} startIcon={<LogoutIcon />} aria-label="Sign Out" sx={{ flexShrink: 0 }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Sign Out
            </Box>
          </Button>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Box sx={{ p: 2 }}>
            <Brand />
          </Box>
          <AdminNav permissions={profile?.permissions} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Box sx={{ pt: 2 }}>
            <AdminNav permissions={profile?.permissions} />
          </Box>
        </Drawer>
      </Box>

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            The session could not be checked. Please try again.
          </Alert>
        ) : profile ? (
          <StaffAccessProvider me={profile}>
            <Outlet />
          </StaffAccessProvider>
        ) : (
          <LinearProgress aria-label="Checking your session" />
        )}
      </Box>
    </Box>
  );
}
