/**
 * Which languages a person works in: a checkbox per language the signed-in person may grant, and
 * "Every language" (today's and future ones) only for whoever holds every language themselves.
 */
import { ALL_LANGUAGES, inScope, type AdminLanguage, type LanguageScope } from '@contract';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

interface Props {
  value: LanguageScope;
  onChange(value: LanguageScope): void;
  languages: readonly AdminLanguage[];
  /** The signed-in person's own scope: nobody grants more. */
  grantable: LanguageScope;
  error?: string;
}

export function LanguageScopeField({ value, onChange, languages, grantable, error }: Props) {
  const every = value === ALL_LANGUAGES;
  const shown = languages.filter((l) => inScope(grantable, l.id));
  const toggle = (id: number, on: boolean) => {
    const current = value === ALL_LANGUAGES ? [] : value;
    onChange(on ? [...current, id].sort((a, b) => a - b) : current.filter((x) => x !== id));
  };
  return (
    <FormControl component="fieldset" error={!!error}>
      <FormLabel component="legend">Languages</FormLabel>
      <FormGroup row>
        {grantable === ALL_LANGUAGES && (
          <FormControlLabel control={<Checkbox checked={every} onChange={(e) => onChange(e.target.checked ? ALL_LANGUAGES : [])} />} label="Every language" />
        )}
        {shown.map((l) => (
          <FormControlLabel
            key={l.id}
            control={<Checkbox checked={every || (value as number[]).includes(l.id)} disabled={every} onChange={(e) => toggle(l.id, e.target.checked)} />}
            label={l.name}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? (every ? "Every language, today's and future ones" : 'They work in these languages only')}</FormHelperText>
    </FormControl>
  );
}
