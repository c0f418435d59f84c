import { Box, LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatChannelButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageGuide } from './language-guide';

export function ReaderLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ChatChannelButton />
      <LanguageGuide />
    </Box>
  );
}
