/**
 * The pieces the two settings screens (Settings, AI Settings) share: the placeholder while the
 * saved settings load, a section heading inside the form's grid, and the Discard / Save footer.
 * Both screens edit one stored document, so both save and discard the same way.
 */
import { Box, Button, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function SettingsFormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={64} />
      ))}
    </Paper>
  );
}

interface FormSectionHeadingProps {
  id?: string;
  title: string;
  text: ReactNode;
  /** Space above every heading but the first (the AI form's sections are longer). */
  spaced?: boolean;
}

export function FormSectionHeading({ id, title, text, spaced }: FormSectionHeadingProps) {
  return (
    <Grid size={12} sx={spaced ? { '&:not(:first-of-type)': { mt: 1.5 } } : undefined}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Grid>
  );
}

/** Discard puts the saved values back; it waits for a change, and both wait while saving. */
export function SettingsFormActions({ dirty, saving, onDiscard }: { dirty: boolean; saving: boolean; onDiscard(): void }) {
  return (
    <Grid size={12}>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onDiscard} disabled={!dirty || saving}>
          Discard Changes
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </Box>
    </Grid>
  );
}
