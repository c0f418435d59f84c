/**
 * First-visit guide (public-site.md §4): shown 1000 ms after load until Skip or Got it. Its dialog
 * is a chunk of its own, fetched during that second, and only by readers who have not seen it.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';

export const LANGUAGE_GUIDE_DELAY_MS = 1000;

const LanguageGuideDialog = lazy(() => import('./language-guide-dialog'));

export function LanguageGuide() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.hasSeenLanguageGuide) === 'true') return;
    setWanted(true);
    const timer = setTimeout(() => setOpen(true), LANGUAGE_GUIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.hasSeenLanguageGuide, 'true');
    setOpen(false);
  };

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageGuideDialog open={open} dismiss={dismiss} />
    </Suspense>
  );
}
