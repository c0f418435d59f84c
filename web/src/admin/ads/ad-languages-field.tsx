/**
 * The Megaphone dialog's "Languages" multi-select (issue 23): the reader languages an ad is shown
 * in. None chosen means every language, which the field says rather than showing an empty box.
 * Inactive languages stay choosable (an ad can wait for its language) and say so.
 */
import type { AdminLanguage } from '@contract';
import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { languageLabel } from '../articles/target-languages-field';

interface Props {
  languages: AdminLanguage[];
  value: number[];
  onChange(ids: number[]): void;
  onBlur(): void;
  error?: string;
  loading: boolean;
}

export const ALL_LANGUAGES_HINT = 'Leave empty to show it in every language.';

/** "Hindi, Bengali", or "All languages" for an ad that targets none (ids with no language read as "Language 7"). */
export function targetingLabel(languageIds: number[], languages: AdminLanguage[] | undefined): string {
  if (languageIds.length === 0) return 'All languages';
  return languageIds.map((id) => languages?.find((l) => l.id === id)?.name ?? `Language ${id}`).join(', ');
}

export function AdLanguagesField({ languages, value, onChange, onBlur, error, loading }: Props) {
  return (
    <TextField
      select
      label="Languages"
      fullWidth
      value={value}
      onBlur={onBlur}
      // A multiple select answers an array (a string only from browser autofill).
      onChange={(e) => {
        const next = e.target.value as unknown as number[] | string;
        onChange(typeof next === 'string' ? next.split(',').map(Number) : next.filter((id) => id > 0));
      }}
      error={!!error}
      helperText={error ?? ALL_LANGUAGES_HINT}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (ids) => targetingLabel(ids as number[], languages),
        },
        inputLabel: { shrink: true },
      }}
    >
      {loading && (
        <MenuItem disabled value={-1}>
          Loading...
        </MenuItem>
      )}
      {languages.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {/* An icon, not a checkbox: the option itself is selected (aria-selected), and a control inside an option is a nested interactive element. */}
          <ListItemIcon>{value.includes(l.id) && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={languageLabel(l)} secondary={l.isActive ? undefined : 'Inactive: readers do not see it yet'} />
        </MenuItem>
      ))}
    </TextField>
  );
}
