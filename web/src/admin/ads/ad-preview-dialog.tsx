/**
 * The list's "view" action: the ad as readers see it in its slot, drawn by the reader site's own
 * components, with counting off (a preview is not an impression, and its clicks are not clicks).
 */
import type { AdminAd, PublicAd } from '@contract';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { AdCountingOff } from '../../reader/ads/ad-measurement';
import { AdCard, AdCreative } from '../../reader/ads/ad-slots';
import { PopupAdBody } from '../../reader/ads/popup-ad-dialog';
import { AD_PLACEMENT_LABELS, AD_TYPE_LABELS } from './ad-labels';

const SLOT_WIDTH = { banner: 728, sidebar: 300, inline: 640, native: 640, popup: 600 } as const;

function asServed(ad: AdminAd): PublicAd {
  return { id: ad.id, type: ad.type, placement: ad.placement, priority: ad.priority, headline: ad.headline, text: ad.text, imageUrl: ad.imageUrl, url: ad.url, content: ad.content };
}

export function AdPreviewDialog({ ad, onClose }: { ad: AdminAd; onClose(): void }) {
  const titleId = useId();
  const served = asServed(ad);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Preview: {ad.name}</DialogTitle>
      <DialogContent dividers>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {AD_TYPE_LABELS[ad.type]} on the {AD_PLACEMENT_LABELS[ad.placement]}, as readers see it. Nothing here is counted.
        </Typography>
        {!ad.isActive && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This megaphone is not active: readers do not see it until it is switched on.
          </Alert>
        )}
        <AdCountingOff>
          <Box data-testid="ad-preview" sx={{ maxWidth: SLOT_WIDTH[ad.type], mx: 'auto' }}>
            {ad.type === 'popup' ? (
              <Paper elevation={8} sx={{ position: 'relative', borderRadius: 2 }}>
                <PopupAdBody ad={served} onClose={onClose} />
              </Paper>
            ) : ad.type === 'native' ? (
              <AdCard ad={served} layout="native" />
            ) : (
              <AdCreative ad={served} layout={ad.type === 'inline' ? 'native' : ad.type} />
            )}
          </Box>
        </AdCountingOff>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
