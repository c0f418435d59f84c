/** "Add New Language" / "Edit Language" (admin-and-api.md §2, §5): code 2-5 characters, both names required, active by default. */
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateLanguageRequestSchema, DEFAULT_LANGUAGE_CODE, type AdminLanguage, type CreateLanguageRequest } from '@contract';
import { DialogContent, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../shared/toast';
import { useCreateLanguage, useUpdateLanguage } from '../api/languages';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog, saveLabel } from '../shared/form-dialog';
import { SwitchField } from '../shared/switch-field';

const FORM_ID = 'language-form';

type LanguageFormInput = z.input<typeof CreateLanguageRequestSchema>;

/** `language` undefined: add; else edit it. */
export function LanguageDialog({ language, onClose }: { language?: AdminLanguage; onClose(): void }) {
  const { toast } = useToast();
  const create = useCreateLanguage();
  const update = useUpdateLanguage();
  const pending = create.isPending || update.isPending;
  const isDefault = language?.code === DEFAULT_LANGUAGE_CODE;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LanguageFormInput, unknown, CreateLanguageRequest>({
    resolver: zodResolver(CreateLanguageRequestSchema),
    defaultValues: language
      ? { code: language.code, name: language.name, nativeName: language.nativeName, isActive: language.isActive }
      : { code: '', name: '', nativeName: '', isActive: true },
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (language) {
        await update.mutateAsync({ id: language.id, body });
        toast({ title: 'Language updated successfully!' });
      } else {
        await create.mutateAsync(body);
        toast({ title: 'Language created successfully!' });
      }
      onClose();
    } catch (err) {
      toast(errorToast(err, language ? 'Failed to update language' : 'Failed to create language'));
      const named = errorField(err);
      if (named && (named.field === 'code' || named.field === 'name' || named.field === 'nativeName')) setError(named.field, { message: named.reason });
    }
  });

  const heading = language ? 'Edit Language' : 'Add New Language';
  return (
    <FormDialog title={heading} formId={FORM_ID} pending={pending} submitLabel={saveLabel('Language', !!language, create, update)} maxWidth="xs" onClose={onClose}>
      <DialogContent dividers>
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label={heading}>
          <Stack spacing={2}>
            <TextField
              label="Language Code"
              required
              fullWidth
              autoFocus={!isDefault}
              {...register('code')}
              error={!!errors.code}
              helperText={errors.code?.message ?? (isDefault ? "English is the default language; its code stays 'en'" : '2 to 5 characters, e.g. hi or hi-en')}
              // Read-only rather than disabled: a disabled input would drop the code from the form's values.
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, readOnly: isDefault } }}
            />
            <TextField label="Language Name" required fullWidth {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'In English, e.g. Hindi'} />
            <TextField
              label="Native Name"
              required
              fullWidth
              {...register('nativeName')}
              error={!!errors.nativeName}
              helperText={errors.nativeName?.message ?? 'In its own script, e.g. हिन्दी'}
            />
            <SwitchField control={control} name="isActive" label="Active (shown to readers)" disabled={isDefault} whenUnset />
          </Stack>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
