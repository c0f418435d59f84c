import { PAGE_MAIN_ID } from '@contract/page-main';
import { Box } from '@mui/material';
import { keyframes, lighten } from '@mui/material/styles';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLanguage, useLanguageSettled } from '../../shared/language';
import { Outlet, useLocation } from 'react-router-dom';
import { pageKindOf, trackPageView } from '../page-view-beacon';
import { ChatChannelButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageGuide } from './language-guide';

// MUI's indeterminate LinearProgress, drawn with one bar: the component itself cost every page 3 KiB gzip.
const indeterminate = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;

/** While a reader screen's chunk loads. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-label={t('site.loadingPage')} sx={{ position: 'relative', overflow: 'hidden', height: 4, bgcolor: (t) => lighten(t.palette.primary.main, 0.62) }}>
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, bgcolor: 'primary.main', animation: `${indeterminate} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }} />
    </Box>
  );
}

/**
 * One page-view beacon per reader page shown (page-view-beacon.ts), once the reader's language is
 * known. An article page counts itself once the article is loaded (the edition read may be the
 * original, not the language asked for). A component of its own, so that the language settling
 * after hydrating re-renders it alone, not the layout and the whole page under it.
 */
function PageViews() {
  const { pathname } = useLocation();
  const { language, ready } = useLanguage();
  const settled = useLanguageSettled();
  useEffect(() => {
    const page = pageKindOf(pathname);
    if (ready && settled && page && page !== 'article') trackPageView(page, language);
  }, [pathname, language, ready, settled]);
  return null;
}

export function ReaderLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageViews />
      <Header />
      <Box component="main" id={PAGE_MAIN_ID} sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ChatChannelButton />
      <LanguageGuide />
    </Box>
  );
}
