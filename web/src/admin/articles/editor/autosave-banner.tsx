/**
 * The autosave offer and state in an article or translation dialog: "You have unsaved changes
 * from {when}" with Restore and Discard, and a quiet line saying when the edit was last kept.
 */
import { Alert, Button, Typography } from '@mui/material';
import type { Autosave } from './use-autosave';

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AutosaveBanner({ autosave }: { autosave: Autosave }) {
  const { offer, status } = autosave;
  if (offer) {
    return (
      <Alert
        severity="warning"
        role="region"
        aria-label="Unsaved changes"
        sx={{ mb: 2 }}
        action={
          <>
            <Button color="inherit" size="small" onClick={autosave.restore}>
              Restore
            </Button>
            <Button color="inherit" size="small" onClick={autosave.discard}>
              Discard
            </Button>
          </>
        }
      >
        You have unsaved changes from {time(offer.savedAt)}. Restore them?
      </Alert>
    );
  }
  if (status.phase === 'idle') return null;
  return (
    <Typography variant="caption" color={status.phase === 'failed' ? 'error' : 'textSecondary'} component="p" role="status" sx={{ mb: 1 }}>
      {status.phase === 'saved' ? `Draft saved at ${time(status.at)}` : `Draft not saved: ${status.reason}`}
    </Typography>
  );
}
