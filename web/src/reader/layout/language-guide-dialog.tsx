/**
 * The first-visit guide's dialog (language-guide.tsx decides when it shows), its own chunk.
 *
 * A native <dialog> (ModalDialog) instead of MUI's Dialog: the 9 KiB gzip of Modal, FocusTrap,
 * Portal and transitions that every first visitor's home page downloaded for this one dialog.
 */
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { ModalDialog } from '../../shared/modal-dialog';

const GUIDE_LANGUAGES = ['language.english', 'language.hindi', 'language.bengali', 'language.hinglish', 'language.kannada'];

export default function LanguageGuideDialog({ open, dismiss }: { open: boolean; dismiss(): void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} onClose={dismiss} labelledBy="language-guide-title" maxWidth={444}>
      <Typography id="language-guide-title" variant="h6" component="h2" sx={{ px: 3, py: 2 }}>
        {t('guide.title')}
      </Typography>
      <Box sx={{ px: 3, pb: 2.5 }}>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('guide.text')}
        </Typography>
        <Box component="ul" aria-label={t('guide.languages')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {GUIDE_LANGUAGES.map((l) => (
            // MUI's outlined Chip, as a list item: these are labels, not controls.
            <Box
              component="li"
              key={l}
              sx={{ px: 1.5, height: 32, display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'grey.400', borderRadius: '16px', fontSize: '0.8125rem' }}
            >
              {t(l)}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>
        <Button onClick={dismiss}>{t('guide.skip')}</Button>
        <Button onClick={dismiss} variant="contained">
          {t('guide.gotIt')}
        </Button>
      </Box>
    </ModalDialog>
  );
}
