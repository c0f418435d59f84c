/**
 * The first-visit guide's dialog (public-site.md §4), rendered on every reader page, the server's
 * too, and closed: language-guide-opener.ts shows it a second after load to a reader who has not
 * dismissed it, and closes it, with or without the app.
 *
 * A native <dialog> (ModalDialog) instead of MUI's Dialog: the 9 KiB gzip of Modal, FocusTrap,
 * Portal and transitions that every first visitor's home page downloaded for this one dialog.
 */
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { ModalDialog } from '../../shared/modal-dialog';
import { GUIDE_DISMISS_ATTRIBUTE, LANGUAGE_GUIDE_ID } from './language-guide-opener';

const GUIDE_LANGUAGES = ['language.english', 'language.hindi', 'language.bengali', 'language.hinglish', 'language.kannada'];
const dismisses = { [GUIDE_DISMISS_ATTRIBUTE]: '' };

export function LanguageGuide() {
  const { t } = useTranslation();
  return (
    <ModalDialog id={LANGUAGE_GUIDE_ID} labelledBy="language-guide-title" maxWidth={444}>
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
        <Button {...dismisses}>{t('guide.skip')}</Button>
        <Button {...dismisses} variant="contained">
          {t('guide.gotIt')}
        </Button>
      </Box>
    </ModalDialog>
  );
}
