/**
 * A popup ad's dialog (popup-ad.tsx decides whether and when), its own chunk: most pages show none.
 *
 * A native <dialog> opened with showModal(), drawn like MUI's Dialog (small, full width), as the
 * language guide's is: the browser gives it the top layer, an inert page behind it, focus moved in
 * and given back, and Escape. MUI's Dialog brought Modal, FocusTrap, Portal and transitions, whose
 * opening was a long task of 130-210 ms at a phone's CPU a few seconds after the page loaded.
 */
import { useTranslation } from '../../shared/i18n';
import type { PublicAd } from '@contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { AD_LINK_PROPS, adLink } from '../../api/ads';
import { useAdClick } from './ad-measurement';
import { MeasuredAd, SponsoredLabel } from './ad-slots';
import { InlineAdFrame } from './inline-ad-frame';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export default function PopupAdDialog({ ad, open, onClose }: { ad: PublicAd; open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus, as MUI's did, rather than its close button.
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={`popup-ad-${ad.id}-title`}
      aria-describedby={`popup-ad-${ad.id}-text`}
      tabIndex={-1}
      // Escape (the browser closes the dialog itself) and a click on the backdrop close it, as MUI's did.
      onCancel={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      sx={{
        p: 0,
        border: 0,
        m: 'auto',
        width: 'calc(100% - 64px)',
        maxWidth: 600,
        maxHeight: 'calc(100% - 64px)',
        overflowY: 'auto',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        outline: 0,
        '&[open]': { animation: `${fadeIn} 225ms ease-out` },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} 225ms ease-out` },
      }}
    >
      {/* Covers the whole dialog, so a click that reaches the dialog itself was on the backdrop. */}
      <Box>
        <MeasuredAd ad={ad}>
          <PopupAdBody ad={ad} onClose={onClose} />
        </MeasuredAd>
      </Box>
    </Box>
  );
}

/** The inside of a popup ad (also the console's preview of one). */
export function PopupAdBody({ ad, onClose }: { ad: PublicAd; onClose(): void }) {
  const onClick = useAdClick(ad);
  const { t } = useTranslation();
  const href = adLink(ad);
  return (
    <>
      <DialogTitle component="div" sx={{ pr: 7 }}>
        <SponsoredLabel />
        <Typography id={`popup-ad-${ad.id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {ad.headline}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t('ads.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {ad.content ? (
          <>
            <InlineAdFrame html={ad.content} title={t('ads.frameTitle', { headline: ad.headline })} onLinkClick={onClick} />
            <Typography id={`popup-ad-${ad.id}-text`} sx={visuallyHidden}>
              {ad.text}
            </Typography>
          </>
        ) : (
          <>
            {ad.imageUrl && <Box component="img" src={ad.imageUrl} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2, display: 'block' }} />}
            <Typography id={`popup-ad-${ad.id}-text`} color="textSecondary">
              {ad.text}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ads.noThanks')}</Button>
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
            aria-label={t('ads.learnMoreLabel', { headline: ad.headline })}
          >
            {t('ads.learnMore')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
