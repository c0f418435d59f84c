/**
 * Popup ads: an accessible dialog (named by its headline, a close button, Escape and the backdrop
 * close it, focus returns to the page), shown at most once per visitor per ad per day (the day it
 * was shown is kept in localStorage) and at most one per page. It waits for the first-visit
 * language guide to be dismissed, so two dialogs never stack, and opens a moment after the page
 * so the reader sees what they came for first. It is measured like every other ad. The dialog
 * itself (popup-ad-dialog.tsx, with PopupAdBody, the console's preview) loads only when needed.
 */
import type { PublicAd } from '@contract';
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { STORAGE_WRITE_EVENT } from '../../shared/storage';
import { languageGuideDone } from '../layout/language-guide-opener';
import { markShown, popupsDue } from './popup-days';
import { byType } from './ad-slots';

// The dialog is fetched once a page has a popup to show (during the moment it waits), not by every page.
const loadDialog = () => import('./popup-ad-dialog');
const PopupAdDialog = lazy(loadDialog);

export const POPUP_DELAY_MS = 1500;

function subscribeToStorage(onChange: () => void) {
  window.addEventListener(STORAGE_WRITE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STORAGE_WRITE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** True once the first-visit language guide has been dismissed (now or on an earlier visit). */
function useLanguageGuideDone(): boolean {
  // Not done on the server, nor in the render that hydrates its page (storage is read right after).
  return useSyncExternalStore(
    subscribeToStorage,
    languageGuideDone,
    () => false,
  );
}

/** The first popup of `ads` (by priority) this visitor has not seen today, a moment after the page opens. */
export function PopupAd({ ads }: { ads: PublicAd[] | undefined }) {
  const guideDone = useLanguageGuideDone();
  const [ad, setAd] = useState<PublicAd | null>(null);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);
  const due = popupsDue(ads ?? [])[0];
  const candidate = due && byType(ads, 'popup').find((a) => a.id === due.id);

  useEffect(() => {
    if (decided.current || !guideDone || !candidate) return;
    void loadDialog();
    const timer = setTimeout(() => {
      decided.current = true;
      markShown(candidate.id);
      setAd(candidate);
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [guideDone, candidate]);

  if (!ad) return null;
  return (
    <Suspense fallback={null}>
      <PopupAdDialog ad={ad} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
