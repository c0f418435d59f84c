/**
 * "Generate New Key" (admin-and-api.md §2, §5): name, an optional expiry (IST) and the scopes, all
 * checked at first. Once created the dialog shows the full key, the only time the server sends it,
 * with a Copy button and the warning that it cannot be shown again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { API_KEY_MESSAGES as M, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type CreatedApiKey } from '@contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';
import { useCreateApiKey } from '../api/api-keys';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog } from '../shared/form-dialog';
import { EMPTY_KEY_FORM, keyBody, keyFormSchema, type KeyFormInput, type KeyFormValues } from './key-form';

const FORM_ID = 'api-key-form';

export function KeyDialog({ onCreated, onCopy, onClose }: { onCreated(key: CreatedApiKey): void; onCopy(key: string): void; onClose(): void }) {
  const titleId = useId();
  const { toast } = useToast();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<KeyFormInput, unknown, KeyFormValues>({ resolver: zodResolver(keyFormSchema), defaultValues: EMPTY_KEY_FORM });

  const submit = handleSubmit(async (values) => {
    try {
      const key = await create.mutateAsync(keyBody(values));
      toast({ title: M.created });
      setCreated(key);
      onCreated(key);
    } catch (err) {
      toast(errorToast(err, M.createFailed));
      const named = errorField(err);
      const field = (['name', 'expiresAt', 'scopes'] as const).find((f) => named?.field === f || named?.field.startsWith(`${f}.`));
      if (named && field) setError(field, { message: named.reason });
    }
  });

  if (created) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>API Key Created</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Alert severity="warning">{M.showOnceWarning}</Alert>
            <TextField
              label="Your new API key"
              value={created.fullApiKey}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => onCopy(created.fullApiKey)} sx={{ alignSelf: 'flex-start' }}>
              Copy
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const pending = create.isPending;
  return (
    <FormDialog title="Generate New Key" formId={FORM_ID} pending={pending} submitLabel={pending ? 'Generating...' : 'Generate Key'} maxWidth="sm" onClose={onClose}>
      <DialogContent dividers>
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Generate New Key">
          <Stack spacing={2}>
            <TextField label="Key Name" required fullWidth autoFocus {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'Who uses it, e.g. Newsroom importer'} />
            <TextField
              label="Expiration Date (IST)"
              type="datetime-local"
              fullWidth
              {...register('expiresAt')}
              error={!!errors.expiresAt}
              helperText={errors.expiresAt?.message ?? 'Optional: leave empty for a key that never expires'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Controller
              name="scopes"
              control={control}
              render={({ field }) => (
                <FormControl component="fieldset" error={!!errors.scopes} variant="standard">
                  <FormLabel component="legend">Scopes</FormLabel>
                  <FormGroup>
                    {API_KEY_SCOPES.map((s) => (
                      <FormControlLabel
                        key={s}
                        label={`${s} (${API_KEY_SCOPE_LABELS[s]})`}
                        control={
                          <Checkbox
                            checked={field.value.includes(s)}
                            onChange={(e) => field.onChange(e.target.checked ? API_KEY_SCOPES.filter((x) => x === s || field.value.includes(x)) : field.value.filter((x) => x !== s))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{errors.scopes?.message ?? 'What the key may do; a call outside them is refused (403)'}</FormHelperText>
                </FormControl>
              )}
            />
          </Stack>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
