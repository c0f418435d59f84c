/**
 * Popup ads: an accessible dialog (named by its headline, a close button, Escape and the backdrop
 * close it, focus returns to the page), shown at most once per visitor per ad per day (the day it
 * was shown is kept in localStorage) and at most one per page. It waits for the first-visit
 * language guide to be dismissed, so two dialogs never stack, and opens a moment after the page
 * so the reader sees what they came for first. It is measured like every other ad.
 */
import type { PublicAd } from '@contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AD_LINK_PROPS, adLink } from '../../api/ads';
import { STORAGE_KEYS, STORAGE_WRITE_EVENT, readStorage, writeStorage } from '../../shared/storage';
import { useAdClick } from './ad-measurement';
import { MeasuredAd, SponsoredLabel, byType } from './ad-slots';
import { InlineAdFrame } from './inline-ad-frame';

export const POPUP_DELAY_MS = 1500;

const localDay = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD in the reader's time zone

function shownToday(): Record<string, string> {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.adPopupsShown) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function markShown(id: number): void {
  const today = localDay();
  // Only today's entries matter: older ones are dropped as the map is rewritten.
  const kept = Object.fromEntries(Object.entries(shownToday()).filter(([, day]) => day === today));
  writeStorage(STORAGE_KEYS.adPopupsShown, JSON.stringify({ ...kept, [id]: today }));
}

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
  return useSyncExternalStore(subscribeToStorage, () => readStorage(STORAGE_KEYS.hasSeenLanguageGuide) === 'true');
}

/** The first popup of `ads` (by priority) this visitor has not seen today, a moment after the page opens. */
export function PopupAd({ ads }: { ads: PublicAd[] | undefined }) {
  const guideDone = useLanguageGuideDone();
  const [ad, setAd] = useState<PublicAd | null>(null);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);
  const candidate = byType(ads, 'popup').find((a) => shownToday()[a.id] !== localDay());

  useEffect(() => {
    if (decided.current || !guideDone || !candidate) return;
    const timer = setTimeout(() => {
      decided.current = true;
      markShown(candidate.id);
      setAd(candidate);
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [guideDone, candidate]);

  if (!ad) return null;
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`popup-ad-${ad.id}-title`} aria-describedby={`popup-ad-${ad.id}-text`} maxWidth="sm" fullWidth>
      <MeasuredAd ad={ad}>
        <PopupAdBody ad={ad} onClose={close} />
      </MeasuredAd>
    </Dialog>
  );
}

/** The inside of a popup ad (also the console's preview of one). */
export function PopupAdBody({ ad, onClose }: { ad: PublicAd; onClose(): void }) {
  const onClick = useAdClick(ad);
  const href = adLink(ad);
  return (
    <>
      <DialogTitle component="div" sx={{ pr: 7 }}>
        <SponsoredLabel />
        <Typography id={`popup-ad-${ad.id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {ad.headline}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {ad.content ? (
          <>
            <InlineAdFrame html={ad.content} title={`Sponsored: ${ad.headline}`} onLinkClick={onClick} />
            <Typography id={`popup-ad-${ad.id}-text`} sx={visuallyHidden}>
              {ad.text}
            </Typography>
          </>
        ) : (
          <>
            {ad.imageUrl && <Box component="img" src={ad.imageUrl} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2, display: 'block' }} />}
            <Typography id={`popup-ad-${ad.id}-text`} color="text.secondary">
              {ad.text}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>No thanks</Button>
        {href && (
          <Button
            variant="contained"
            component="a"
            href={href}
            {...AD_LINK_PROPS}
            onClick={() => {
              onClick();
              onClose();
            }}
            aria-label={`Learn more: ${ad.headline} (sponsored, opens in a new tab)`}
          >
            Learn more
          </Button>
        )}
      </DialogActions>
    </>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
