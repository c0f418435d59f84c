/** First-visit guide (public-site.md §4): shown 1000 ms after load until Skip or Got it. */
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';

export const LANGUAGE_GUIDE_DELAY_MS = 1000;
const GUIDE_LANGUAGES = ['English', 'Hindi', 'Bengali', 'Hinglish', 'Kannada'];

export function LanguageGuide() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.hasSeenLanguageGuide) === 'true') return;
    const timer = setTimeout(() => setOpen(true), LANGUAGE_GUIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.hasSeenLanguageGuide, 'true');
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="language-guide-title" maxWidth="xs" fullWidth>
      <DialogTitle id="language-guide-title">Read CryptoLekh in your language</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Articles are available in several languages. Pick yours with the language button at the top right of every page; we
          remember your choice.
        </DialogContentText>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {GUIDE_LANGUAGES.map((l) => (
            <Chip key={l} label={l} variant="outlined" />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>Skip</Button>
        <Button onClick={dismiss} variant="contained">
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
