/**
 * The "Megaphone Details" tab (admin-and-api.md §2): name, priority, type, placement, the
 * languages it targets (issue 23), headline
 * and description with their guidance, the optional image, the optional target URL, the active
 * switch, and the HTML a template filled in (editable, or removed to show the plain card).
 */
import { ADMIN_AD_TYPES, AD_PLACEMENTS, LIMITS, type AdminLanguage, type AdType } from '@contract';
import { Button, FormControlLabel, FormHelperText, Grid, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AdImageField } from './ad-image-field';
import { AdLanguagesField } from './ad-languages-field';
import { AD_PLACEMENT_LABELS, AD_TYPE_LABELS, wordHint } from './ad-labels';
import { WORD_GUIDANCE, type AdFormInput, type AdFormValues } from './ad-form';

interface Props {
  form: UseFormReturn<AdFormInput, unknown, AdFormValues>;
  /** The stored type when it is one the console does not create (native), so it stays selectable. */
  keptType?: AdType;
  /** The languages it may target (undefined while they load). */
  languages: AdminLanguage[] | undefined;
  onImageBusyChange(busy: boolean): void;
  onOpenTemplates(): void;
}

export function AdDetailsFields({ form, keptType, languages, onImageBusyChange, onOpenTemplates }: Props) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const types = keptType && !(ADMIN_AD_TYPES as readonly string[]).includes(keptType) ? [...ADMIN_AD_TYPES, keptType] : ADMIN_AD_TYPES;
  const content = watch('content');
  const imageUrl = watch('imageUrl');
  const imagePublicId = watch('imagePublicId');

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField label="Megaphone Name" required fullWidth autoFocus {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'For you only; readers never see it'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label="Priority"
          type="number"
          fullWidth
          {...register('priority')}
          error={!!errors.priority}
          helperText={errors.priority?.message ?? `0-${LIMITS.adPriorityMax}, higher shows first`}
          slotProps={{ htmlInput: { min: 0, max: LIMITS.adPriorityMax, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="type"
          control={control}
          render={({ field }) => (
            <TextField select label="Megaphone Type" required fullWidth {...field} error={!!errors.type} helperText={errors.type?.message}>
              {types.map((t) => (
                <MenuItem key={t} value={t}>
                  {AD_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="placement"
          control={control}
          render={({ field }) => (
            <TextField select label="Placement" required fullWidth {...field} error={!!errors.placement} helperText={errors.placement?.message}>
              {AD_PLACEMENTS.map((p) => (
                <MenuItem key={p} value={p}>
                  {AD_PLACEMENT_LABELS[p]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          name="languageIds"
          control={control}
          render={({ field }) => (
            <AdLanguagesField
              languages={languages ?? []}
              loading={!languages}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.languageIds?.message}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Headline"
          required
          fullWidth
          {...register('headline')}
          error={!!errors.headline}
          helperText={errors.headline?.message ?? wordHint(watch('headline'), WORD_GUIDANCE.headline)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Description Text"
          required
          fullWidth
          multiline
          minRows={3}
          {...register('text')}
          error={!!errors.text}
          helperText={errors.text?.message ?? wordHint(watch('text'), WORD_GUIDANCE.text)}
        />
      </Grid>
      <Grid size={12}>
        <AdImageField
          value={imageUrl ? { url: imageUrl, publicId: imagePublicId ?? null } : null}
          onChange={(v) => {
            setValue('imageUrl', v?.url ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
            setValue('imagePublicId', v?.publicId ?? null, { shouldDirty: true });
          }}
          onBusyChange={onImageBusyChange}
        />
        {errors.imageUrl && <FormHelperText error>{errors.imageUrl.message}</FormHelperText>}
      </Grid>
      <Grid size={12}>
        <TextField
          label="Target URL"
          fullWidth
          {...register('url')}
          error={!!errors.url}
          helperText={errors.url?.message ?? 'Optional. Where a click leads; it opens in a new tab.'}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Grid>
      <Grid size={12}>
        {content ? (
          <Stack spacing={1}>
            <TextField
              label="Custom HTML (from a template)"
              fullWidth
              multiline
              minRows={4}
              maxRows={10}
              {...register('content')}
              error={!!errors.content}
              helperText={errors.content?.message ?? 'Shown instead of the card, in an isolated frame; scripts are removed when saved.'}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={onOpenTemplates}>
                Choose another template
              </Button>
              <Button size="small" color="error" onClick={() => setValue('content', '', { shouldDirty: true })}>
                Remove HTML
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            Readers see a card made of the headline, text and image.{' '}
            <Button size="small" onClick={onOpenTemplates} sx={{ verticalAlign: 'baseline' }}>
              Use a template
            </Button>
          </Typography>
        )}
      </Grid>
      <Grid size={12}>
        <Controller
          name="isActive"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
              label="Active (shown to readers)"
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
