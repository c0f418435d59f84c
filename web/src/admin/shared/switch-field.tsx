/**
 * A labelled on/off switch bound to one boolean of a react-hook-form form (active, featured,
 * auto-post...): a Switch keeps its state in `checked`, not in `value`, so `register` cannot bind it.
 */
import { FormControlLabel, Switch } from '@mui/material';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  disabled?: boolean;
  /** Shown while the form holds no value yet (a field whose schema defaults it to true). */
  whenUnset?: boolean;
}

export function SwitchField<T extends FieldValues, TOut = T>({ control, name, label, disabled, whenUnset = false }: SwitchFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={(field.value as boolean | undefined) ?? whenUnset} disabled={disabled} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
          label={label}
        />
      )}
    />
  );
}
