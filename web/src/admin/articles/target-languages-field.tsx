/**
 * The create dialog's per-language translation selection (admin-and-api.md §4): the active
 * languages other than the original's, as checkboxes; the checked ones go as `targetLanguages`.
 */
import type { AdminLanguage } from '@contract';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  languages: AdminLanguage[];
  value: number[];
  onChange(ids: number[]): void;
  /** Shown under the heading: why translation would not run now, if it would not. */
  note?: ReactNode;
}

export function languageLabel(l: Pick<AdminLanguage, 'name' | 'nativeName'>): string {
  return l.name === l.nativeName ? l.name : `${l.nativeName} · ${l.name}`;
}

export function TargetLanguagesField({ languages, value, onChange, note }: Props) {
  const headingId = useId();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, pt: 1.5, pb: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Translate with AI
        </Typography>
        <Button size="small" onClick={() => onChange(languages.map((l) => l.id))} disabled={languages.every((l) => chosen.has(l.id))}>
          Select all
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={value.length === 0}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        Translations start in the background once the article is saved.
      </Typography>
      {note}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 1, mt: 0.5 }}>
        {languages.map((l) => (
          <FormControlLabel
            key={l.id}
            label={languageLabel(l)}
            sx={{ minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Checkbox
                checked={chosen.has(l.id)}
                onChange={(e) => toggle(l.id, e.target.checked)}
                slotProps={{ input: { 'aria-label': `Translate into ${l.name}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
