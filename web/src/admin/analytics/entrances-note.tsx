/**
 * The note of a card whose visitors are entrances (an article's: issue 30): what else the card
 * says first, then ANALYTICS_MESSAGES.entrances (each reader counted once a day per edition, on
 * the article of their first page in it).
 */
import { ANALYTICS_MESSAGES } from '@contract';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function EntrancesNote({ children }: { children?: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
      {children}
      {children ? ' ' : null}
      {ANALYTICS_MESSAGES.entrances}
    </Typography>
  );
}
