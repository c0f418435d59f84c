/**
 * A popup ad's dialog (popup-ad.tsx decides whether and when), its own chunk: most pages show none.
 *
 * A native <dialog> (ModalDialog), drawn like MUI's small full-width Dialog, as the language
 * guide's is. MUI's Dialog brought Modal, FocusTrap, Portal and transitions, whose
 * opening was a long task of 130-210 ms at a phone's CPU a few seconds after the page loaded.
 */
import { useTranslation } from '../../shared/i18n';
import type { PublicAd } from '@contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { AD_LINK_PROPS, adLink } from '../../api/ad-links';
import { ModalDialog } from '../../shared/modal-dialog';
import { useAdClickAttribute } from './ad-measurement';
import { MeasuredAd, SponsoredLabel } from './ad-slots';
import { adFrameDocument } from '@contract/ad-frame-document';
import { InlineAdFrame } from './inline-ad-frame';

export default function PopupAdDialog({ ad, open, onClose }: { ad: PublicAd; open: boolean; onClose(): void }) {
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`popup-ad-${ad.id}-title`} describedBy={`popup-ad-${ad.id}-text`} maxWidth={600}>
      <MeasuredAd ad={ad}>
        <PopupAdBody ad={ad} onClose={onClose} />
      </MeasuredAd>
    </ModalDialog>
  );
}

/** The inside of a popup ad (also the console's preview of one). */
export function PopupAdBody({ ad, onClose }: { ad: PublicAd; onClose(): void }) {
  const counted = useAdClickAttribute(ad);
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
            <InlineAdFrame srcDoc={adFrameDocument(ad.content)} title={t('ads.frameTitle', { headline: ad.headline })} frameProps={counted} />
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
            {...counted}
            onClick={onClose}
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
