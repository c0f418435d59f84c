/**
 * A labelled on/off switch bound to one boolean of a react-hook-form form (active, featured,
 * auto-post...): a Switch keeps its state in `checked`, not in `value`, so `register` cannot bind it.
 */
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  disabled?: boolean;
  /** Shown while the form holds no value yet (a field whose schema defaults it to true). */
  whenUnset?: boolean;
  /** One line under the switch saying what it does (the switch is described by it). */
  helperText?: string;
}

export function SwitchField<T extends FieldValues, TOut = T>({ control, name, label, disabled, whenUnset = false, helperText }: SwitchFieldProps<T, TOut>) {
  const helperId = useId();
  const field = (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={(field.value as boolean | undefined) ?? whenUnset} disabled={disabled} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} slotProps={helperText ? { input: { 'aria-describedby': helperId } } : undefined} />}
          label={label}
        />
      )}
    />
  );
  if (!helperText) return field;
  return (
    <Box>
      {field}
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
    </Box>
  );
}
