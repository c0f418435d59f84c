/** The first-visit guide's dialog (language-guide.tsx decides when it shows), its own chunk. */
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';

const GUIDE_LANGUAGES = ['English', 'Hindi', 'Bengali', 'Hinglish', 'Kannada'];

export default function LanguageGuideDialog({ open, dismiss }: { open: boolean; dismiss(): void }) {
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
