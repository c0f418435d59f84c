/**
 * The first-visit guide's dialog (language-guide.tsx decides when it shows), its own chunk.
 *
 * A native <dialog> opened with showModal(), drawn like MUI's Dialog: the browser gives it what
 * MUI's Modal would (the top layer, an inert page behind it, focus moved in and given back, Escape
 * to close) without the 9 KiB gzip of Modal, FocusTrap, Portal and transitions that every first
 * visitor's home page downloaded for this one dialog.
 */
import { Box, Button, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n';

const GUIDE_LANGUAGES = ['language.english', 'language.hindi', 'language.bengali', 'language.hinglish', 'language.kannada'];

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export default function LanguageGuideDialog({ open, dismiss }: { open: boolean; dismiss(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus, as MUI's did, rather than its first button (Skip).
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby="language-guide-title"
      tabIndex={-1}
      // Escape (the browser closes the dialog itself) and a click on the backdrop dismiss it, as MUI's did.
      onCancel={dismiss}
      onClick={(e) => {
        if (e.target === e.currentTarget) dismiss();
      }}
      sx={{
        p: 0,
        border: 0,
        m: 'auto',
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        maxHeight: 'calc(100% - 64px)',
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
      </Box>
    </Box>
  );
}
